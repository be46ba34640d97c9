#include "auth/service.hpp"

#include <algorithm>

#include "auth/cookie.hpp"
#include "auth/crypto.hpp"
#include "core/errors.hpp"
#include "mail/templates.hpp"
#include "users/contacts.hpp"

namespace platform::auth {
namespace {

using core::ApiError;
using core::ErrorKind;
using std::chrono::minutes;
using std::chrono::seconds;

long seconds_until(core::TimePoint when, core::TimePoint now) {
  return static_cast<long>(std::chrono::ceil<seconds>(when - now).count());
}

// The login_codes key of a change of contact: never a contact itself, so such a code can not log
// anyone in.
std::string change_key(std::int64_t user_id, const std::string& kind) {
  return "change:" + std::to_string(user_id) + ":" + kind;
}

// The wait before the next login attempt after `failures` (oldest first) and `free` allowed ones:
// `first` after the first extra failure, doubling with each, at most `cap`; counted from the last.
long progressive_wait(const std::vector<std::string>& failures, int free, seconds first,
                      seconds cap, core::TimePoint now) {
  if (failures.size() < static_cast<std::size_t>(free)) return 0;
  const auto extra = std::min<std::size_t>(failures.size() - free, 20);
  const auto wait = std::min<seconds>(first * (1L << extra), cap);
  const auto last = core::parse_utc(failures.back()).value_or(now);
  return seconds_until(last + wait, now);
}

// A hash to verify against when the account does not exist, so both cases take as long.
const std::string& dummy_hash() {
  static const std::string hash = hash_password("no such account, no such password");
  return hash;
}

}  // namespace

std::string new_user_code() {
  return "u-" + random_hex(6);
}

std::optional<users::User> AuthService::find_live(const Contact& contact) {
  return contact.is_phone ? users_.find_live_by_phone(contact.value)
                          : users_.find_live_by_email(contact.value);
}

NewSession AuthService::register_user(const RegisterInput& in, const Client& client) {
  const auto now = clock_();
  limits_.hit("register", client.ip, kRegistrationsPerAddressHour, std::chrono::hours(1),
              "Слишком много регистраций с вашего адреса. Попробуйте через час.");
  users::throw_if_contacts_taken(users_, 0, in.email, in.phone);

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
  return open_session(std::move(u), true, client, now, false, false);
}

std::optional<std::string> AuthService::trusted_device(const std::optional<users::User>& user,
                                                       const Client& client) {
  if (!user || client.device_token.empty()) return std::nullopt;
  auto hash = sha256_hex(client.device_token);
  const auto owner = repository_.device_user(hash);
  if (!owner || *owner != user->id) return std::nullopt;
  return hash;
}

void AuthService::check_throttle(const Contact& contact, const Client& client,
                                 const std::optional<std::string>& device, core::TimePoint now) {
  const auto since = core::format_utc(now - minutes(kLoginWindowMinutes));
  const auto window = minutes(kLoginWindowMinutes);
  // A browser that has logged in to the account before answers only for its own failures:
  // strangers guessing the password from elsewhere do not lock its owner out (decision 0048).
  long wait = device ? progressive_wait(repository_.failures_for_device(*device, since),
                                        kPairFreeFailures, seconds(30), window, now)
                     : throttle_for_strangers(contact, client, since, now);
  if (wait > 0) {
    throw ApiError(
        ErrorKind::too_many_requests,
        "Слишком много неудачных попыток входа. Повторите через " + std::to_string(wait) + " сек.")
        .with_retry_after(wait);
  }
}

long AuthService::throttle_for_strangers(const Contact& contact, const Client& client,
                                         const std::string& since, core::TimePoint now) {
  const auto window = minutes(kLoginWindowMinutes);
  long wait = progressive_wait(repository_.failures_for_pair(contact.value, client.ip, since),
                               kPairFreeFailures, seconds(30), window, now);
  wait = std::max(wait, progressive_wait(repository_.failures_for_contact(contact.value, since),
                                         kContactFreeFailures, seconds(1), seconds(60), now));
  const auto from_address = repository_.failures_for_ip(client.ip, since);
  if (from_address.size() >= static_cast<std::size_t>(kAddressFailuresAllowed)) {
    // The window opens again when enough of the oldest failures have aged out of it.
    const auto& pivot = from_address[from_address.size() - kAddressFailuresAllowed];
    wait = std::max(wait, seconds_until(core::parse_utc(pivot).value_or(now) + window, now));
  }
  return wait;
}

NewSession AuthService::login(const Contact& contact, const std::string& password, bool remember,
                              const Client& client) {
  const auto now = clock_();
  const auto now_text = core::format_utc(now);
  auto user = contact.value.empty() ? std::nullopt : find_live(contact);
  const auto device = trusted_device(user, client);
  check_throttle(contact, client, device, now);

  bool ok = false;
  std::optional<std::int64_t> used_code;
  if (user) {
    ok = verify_password(password, user->password_hash);
    if (!ok) {
      const auto hash = sha256_hex(normalize_code(password));
      for (const auto& code : repository_.live_codes(contact.value, now_text, kCodeMaxAttempts)) {
        if (equal_constant_time(code.code_hash, hash)) {
          // A code taken by a login at the same instant is a wrong code for this one.
          ok = repository_.claim_code(code.id, now_text);
          if (ok) used_code = code.id;
          break;
        }
      }
      if (!ok) repository_.add_code_attempt(contact.value, now_text);
    }
  } else {
    (void)verify_password(password, dummy_hash());
  }
  if (!ok) {
    repository_.record_attempt(contact.value, client.ip, false, now_text, device);
    throw ApiError(ErrorKind::unauthorized, kWrongCredentials);
  }
  repository_.record_attempt(contact.value, client.ip, true, now_text, device);
  if (user->blocked_at) {
    throw ApiError(ErrorKind::forbidden,
                   "Аккаунт заблокирован: " + user->blocked_reason.value_or("причина не указана"));
  }
  if (used_code) {
    if (!user->verified_at) {
      user->verified_at = now_text;
      user->updated_at = now_text;
      users_.update(*user);
    }
    if (contact.is_phone) phone_proven(user->id, contact.value);
  }
  return open_session(std::move(*user), remember, client, now, used_code.has_value(),
                      device.has_value());
}

void AuthService::phone_proven(std::int64_t user_id, const std::string& phone) const {
  for (const auto& listener : phone_listeners_) listener(user_id, phone);
}

std::string AuthService::issue_code(const std::string& key, const std::string& channel,
                                    core::TimePoint now) {
  std::string code = new_login_code();
  const auto refuse_too_soon = [&](const std::vector<std::string>& recent) {
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
      throw ApiError(ErrorKind::too_many_requests,
                     "Слишком много запросов кода. Попробуйте через час.")
          .with_retry_after(seconds_until(first + std::chrono::hours(1), now));
    }
  };
  repository_.insert_code(sha256_hex(normalize_code(code)), key, channel, core::format_utc(now),
                          core::format_utc(now + minutes(kCodeValidMinutes)),
                          core::format_utc(now - std::chrono::hours(1)), refuse_too_soon);
  return code;
}

void AuthService::send_code(const Contact& contact, const Client& client) {
  const auto now = clock_();
  limits_.hit("code", client.ip, kCodeSendsPerAddressHour, std::chrono::hours(1),
              "Слишком много запросов кода с вашего адреса. Попробуйте через час.");
  // Unknown contacts get a row too (never sent), so they are limited and answered alike.
  const std::string code = issue_code(contact.value, contact.is_phone ? "sms" : "email", now);
  if (!find_live(contact)) return;
  if (contact.is_phone) {
    postman_.sms(contact.value, mail::login_code_sms(code, kCodeValidMinutes), code);
  } else {
    const auto mail = mail::login_code_email(code, kCodeValidMinutes);
    postman_.email(contact.value, mail.subject, mail.body);
  }
}

void AuthService::send_contact_code(const users::User& user, const std::string& kind,
                                    const std::string& value, const Client& client) {
  const auto now = clock_();
  limits_.hit("code", client.ip, kCodeSendsPerAddressHour, std::chrono::hours(1),
              "Слишком много запросов кода с вашего адреса. Попробуйте через час.");
  const bool phone = kind == "phone";
  const std::string code = issue_code(change_key(user.id, kind), phone ? "sms" : "email", now);
  if (phone) {
    postman_.sms(value, mail::contact_code_sms(code, kCodeValidMinutes), code);
  } else {
    const auto mail = mail::contact_code_email(code, kCodeValidMinutes);
    postman_.email(value, mail.subject, mail.body);
  }
  // The notice goes where the account can be reached today: the old number, or the email.
  if (phone && user.phone) {
    postman_.sms(*user.phone, mail::contact_change_notice_sms(value));
  } else {
    const auto notice = mail::contact_change_notice_email(value);
    postman_.email(user.email, notice.subject, notice.body);
  }
}

bool AuthService::take_contact_code(std::int64_t user_id, const std::string& kind,
                                    const std::string& code) {
  const auto now = core::format_utc(clock_());
  const auto key = change_key(user_id, kind);
  const auto hash = sha256_hex(normalize_code(code));
  for (const auto& live : repository_.live_codes(key, now, kCodeMaxAttempts)) {
    if (equal_constant_time(live.code_hash, hash)) return repository_.claim_code(live.id, now);
  }
  repository_.add_code_attempt(key, now);
  return false;
}

namespace {

std::optional<core::TimePoint> window_end(const Principal& principal, int window_minutes,
                                          core::TimePoint now) {
  if (!principal.code_login_at) return std::nullopt;
  const auto at = core::parse_utc(*principal.code_login_at);
  if (!at) return std::nullopt;
  const auto end = *at + minutes(window_minutes);
  if (end <= now) return std::nullopt;
  return end;
}

}  // namespace

std::optional<core::TimePoint> AuthService::contacts_free_until(const Principal& principal) const {
  return window_end(principal, kContactsWithoutPasswordMinutes, clock_());
}

std::optional<core::TimePoint> AuthService::password_free_until(const Principal& principal) const {
  return window_end(principal, kPasswordWithoutOldMinutes, clock_());
}

NewSession AuthService::open_session(users::User user, bool remember, const Client& client,
                                     core::TimePoint now, bool by_code, bool trusted) {
  const long lifetime = remember ? kRememberSeconds : kSessionSeconds;
  NewSession out{std::move(user), new_session_token(), remember, ""};
  const auto now_text = core::format_utc(now);
  // The browser is trusted for this account from now on: its device cookie, kept or new.
  out.device_token = trusted ? client.device_token : new_session_token();
  repository_.trust_device(sha256_hex(out.device_token), out.user.id, now_text);
  repository_.create_session(sha256_hex(out.token), out.user.id, lifetime, now_text,
                             core::format_utc(now + seconds(lifetime)),
                             client.user_agent.substr(0, 500), client.ip,
                             by_code ? std::optional<std::string>(now_text) : std::nullopt);
  return out;
}

std::optional<Principal> AuthService::authenticate(const std::string& token) {
  if (token.empty() || token.size() > 100) return std::nullopt;
  const std::string token_hash = sha256_hex(token);
  const auto now = clock_();
  const auto before = sessions_.stamp();
  if (const auto known = sessions_.find(token_hash); known && now >= known->read_at &&
                                                     now - known->read_at < kCheckedSessionTtl &&
                                                     known->expires > now) {
    return known->principal;
  }
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
  Principal principal{std::move(*user), session->id, session->code_login_at};
  sessions_.store(token_hash, CheckedSession{principal, *expires, now}, before);
  return principal;
}

void AuthService::logout(std::int64_t session_id) {
  repository_.revoke_session(session_id, core::format_utc(clock_()));
}

void AuthService::revoke_others(std::int64_t user_id, std::int64_t keep) {
  repository_.revoke_user_sessions(user_id, core::format_utc(clock_()), keep);
}

users::User AuthService::create_admin(const std::string& email, const std::string& password,
                                      const std::string& first_name, const std::string& last_name) {
  const auto now = core::format_utc(clock_());
  if (auto user = users_.find_live_by_email(email)) {
    db::Work work(users_.database());
    if (std::find(user->roles.begin(), user->roles.end(), "Admin") == user->roles.end()) {
      user->roles.emplace_back("Admin");
      users_.set_roles(work, user->id, user->roles);
    }
    user->password_hash = hash_password(password);
    user->updated_at = now;
    users_.update(work, *user);
    work.commit();
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
