#include "auth/service.hpp"
#include "users/contacts.hpp"

#include <algorithm>

#include "auth/cookie.hpp"
#include "auth/crypto.hpp"
#include "core/errors.hpp"
#include "mail/templates.hpp"

namespace platform::auth {
namespace {

using core::ApiError;
using core::ErrorKind;
using std::chrono::minutes;
using std::chrono::seconds;

long seconds_until(core::TimePoint when, core::TimePoint now) {
  return static_cast<long>(std::chrono::ceil<seconds>(when - now).count());
}

// A hash to verify against when the account does not exist, so both cases take as long.
const std::string& dummy_hash() {
  static const std::string hash = hash_password("no such account, no such password");
  return hash;
}

}  // namespace

std::string new_user_code() { return "u-" + random_hex(6); }

std::optional<users::User> AuthService::find_live(const Contact& contact) {
  return contact.is_phone ? users_.find_live_by_phone(contact.value)
                          : users_.find_live_by_email(contact.value);
}

NewSession AuthService::register_user(const RegisterInput& in, const Client& client) {
  users::throw_if_contacts_taken(users_, 0, in.email, in.phone);

  const auto now = clock_();
  users::User u;
  u.code = new_user_code();
  u.first_name = in.first_name;
  u.second_name = in.second_name;
  u.last_name = in.last_name;
  u.email = in.email;
  u.phone = in.phone;
  u.password_hash = hash_password(in.password);
  u.consent_at = core::format_utc(now);
  u.created_at = core::format_utc(now);
  u.updated_at = u.created_at;
  try {
    users_.insert(u);
  } catch (const core::ApiError&) {
    throw;
  } catch (const std::exception&) {
    users::throw_if_contacts_taken(users_, 0, in.email, in.phone);  // lost a race: the same 422
    throw;
  }
  const auto mail = mail::welcome_email(u.first_name);
  postman_.email(u.email, mail.subject, mail.body);
  return open_session(std::move(u), true, client, now);
}

void AuthService::check_throttle(const Contact& contact, const Client& client, core::TimePoint now) {
  const auto since = core::format_utc(now - minutes(kLoginWindowMinutes));
  long wait = 0;
  for (const auto& failures : {repository_.failures_for_contact(contact.value, since),
                               repository_.failures_for_ip(client.ip, since)}) {
    if (failures.size() < static_cast<std::size_t>(kLoginFailuresAllowed)) continue;
    // The window opens again when enough of the oldest failures have aged out of it.
    const auto& pivot = failures[failures.size() - kLoginFailuresAllowed];
    const auto at = core::parse_utc(pivot).value_or(now);
    wait = std::max(wait, seconds_until(at + minutes(kLoginWindowMinutes), now));
  }
  if (wait > 0) {
    throw ApiError(ErrorKind::too_many_requests, "Слишком много попыток входа. Попробуйте позже.")
        .with_retry_after(wait);
  }
}

NewSession AuthService::login(const Contact& contact, const std::string& password, bool remember,
                              const Client& client) {
  const auto now = clock_();
  const auto now_text = core::format_utc(now);
  check_throttle(contact, client, now);

  auto user = contact.value.empty() ? std::nullopt : find_live(contact);
  bool ok = false;
  std::optional<std::int64_t> used_code;
  if (user) {
    ok = verify_password(password, user->password_hash);
    if (!ok) {
      const auto hash = sha256_hex(normalize_code(password));
      for (const auto& code : repository_.live_codes(contact.value, now_text, kCodeMaxAttempts)) {
        if (equal_constant_time(code.code_hash, hash)) {
          ok = true;
          used_code = code.id;
          break;
        }
      }
      if (!ok) repository_.add_code_attempt(contact.value, now_text);
    }
  } else {
    (void)verify_password(password, dummy_hash());
  }
  if (!ok) {
    repository_.record_attempt(contact.value, client.ip, false, now_text);
    throw ApiError(ErrorKind::unauthorized, kWrongCredentials);
  }
  repository_.record_attempt(contact.value, client.ip, true, now_text);
  if (user->blocked_at) {
    throw ApiError(ErrorKind::forbidden,
                   "Аккаунт заблокирован: " + user->blocked_reason.value_or("причина не указана"));
  }
  if (used_code) {
    repository_.mark_code_used(*used_code, now_text);
    if (!user->verified_at) {
      user->verified_at = now_text;
      user->updated_at = now_text;
      users_.update(*user);
    }
  }
  return open_session(std::move(*user), remember, client, now);
}

void AuthService::send_code(const Contact& contact) {
  const auto now = clock_();
  const auto recent = repository_.codes_since(contact.value, core::format_utc(now - std::chrono::hours(1)));
  if (!recent.empty()) {
    const auto last = core::parse_utc(recent.back()).value_or(now);
    const long wait = seconds_until(last + seconds(kCodeResendSeconds), now);
    if (wait > 0) {
      throw ApiError(ErrorKind::too_many_requests,
                     "Повторная отправка кода возможна через " + std::to_string(wait) + " сек.")
          .with_retry_after(wait);
    }
  }
  if (recent.size() >= static_cast<std::size_t>(kCodesPerHour)) {
    const auto first = core::parse_utc(recent[recent.size() - kCodesPerHour]).value_or(now);
    throw ApiError(ErrorKind::too_many_requests, "Слишком много запросов кода. Попробуйте через час.")
        .with_retry_after(seconds_until(first + std::chrono::hours(1), now));
  }
  const std::string code = new_login_code();
  const auto now_text = core::format_utc(now);
  // Unknown contacts get a row too (never sent), so they are limited and answered alike.
  repository_.insert_code(sha256_hex(normalize_code(code)), contact.value,
                          contact.is_phone ? "sms" : "email", now_text,
                          core::format_utc(now + minutes(kCodeValidMinutes)));
  if (!find_live(contact)) return;
  if (contact.is_phone) {
    postman_.sms(contact.value, mail::login_code_sms(code, kCodeValidMinutes));
  } else {
    const auto mail = mail::login_code_email(code, kCodeValidMinutes);
    postman_.email(contact.value, mail.subject, mail.body);
  }
}

NewSession AuthService::open_session(users::User user, bool remember, const Client& client,
                                     core::TimePoint now) {
  const long lifetime = remember ? kRememberSeconds : kSessionSeconds;
  NewSession out{std::move(user), new_session_token(), remember};
  repository_.create_session(sha256_hex(out.token), out.user.id, lifetime, core::format_utc(now),
                             core::format_utc(now + seconds(lifetime)),
                             client.user_agent.substr(0, 500), client.ip);
  return out;
}

std::optional<Principal> AuthService::authenticate(const std::string& token) {
  if (token.empty() || token.size() > 100) return std::nullopt;
  const std::string token_hash = sha256_hex(token);
  const auto now = clock_();
  const std::uint64_t changes_before = changes();
  if (auto known = sessions_.find(token_hash, changes_before, now)) return known;
  const auto session = repository_.find_session(token_hash);
  if (!session) return std::nullopt;
  auto expires = core::parse_utc(session->expires_at);
  if (!expires || *expires <= now) return std::nullopt;
  auto user = users_.find(session->user_id);
  if (!user || user->deleted_at || user->blocked_at) return std::nullopt;
  const auto seen = core::parse_utc(session->last_seen_at).value_or(now);
  if (now - seen >= seconds(60)) {
    expires = now + seconds(session->lifetime_seconds);
    repository_.touch_session(session->id, core::format_utc(now), core::format_utc(*expires));
  }
  Principal principal{std::move(*user), session->id};
  sessions_.store(token_hash, principal, *expires, changes_before, now);
  return principal;
}

void AuthService::logout(std::int64_t session_id) {
  repository_.revoke_session(session_id, core::format_utc(clock_()));
}

void AuthService::revoke_all(std::int64_t user_id) {
  repository_.revoke_user_sessions(user_id, core::format_utc(clock_()));
}

users::User AuthService::create_admin(const std::string& email, const std::string& password,
                                      const std::string& first_name, const std::string& last_name) {
  const auto now = core::format_utc(clock_());
  if (auto user = users_.find_live_by_email(email)) {
    if (std::find(user->roles.begin(), user->roles.end(), "Admin") == user->roles.end()) {
      user->roles.push_back("Admin");
      users_.set_roles(user->id, user->roles);
    }
    user->password_hash = hash_password(password);
    user->updated_at = now;
    users_.update(*user);
    return *user;
  }
  users::User u;
  u.code = new_user_code();
  u.first_name = first_name;
  u.last_name = last_name;
  u.email = email;
  u.password_hash = hash_password(password);
  u.roles = {"Admin"};
  u.verified_at = now;
  u.created_at = now;
  u.updated_at = now;
  users_.insert(u);
  return u;
}

}  // namespace platform::auth
