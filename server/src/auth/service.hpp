#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "auth/principal.hpp"
#include "auth/repository.hpp"
#include "cache/cache.hpp"
#include "core/clock.hpp"
#include "mail/postman.hpp"
#include "ratelimit/limiter.hpp"
#include "users/repository.hpp"
#include "users/user.hpp"

namespace platform::auth {

// Where a request came from (for sessions and throttling).
struct Client {
  std::string ip;
  std::string user_agent;
  std::string device_token;  // the device cookie's value, if the browser sent one
};

struct RegisterInput {
  std::string first_name;
  std::optional<std::string> second_name;
  std::string last_name;
  std::string email;                 // normalised
  std::optional<std::string> phone;  // normalised
  std::string password;
};

// A contact a user logs in with: exactly one of email or phone, normalised.
struct Contact {
  std::string value;
  bool is_phone = false;
};

struct NewSession {
  users::User user;
  std::string token;
  bool remember = false;
  std::string device_token;  // the browser's device cookie to set (decision 0048)
};

inline constexpr int kCodeValidMinutes = 15;
inline constexpr int kCodeMaxAttempts = 5;
inline constexpr int kCodeResendSeconds = 60;
inline constexpr int kCodesPerHour = 5;
inline constexpr int kLoginWindowMinutes = 15;
// Login failures (decision 0019). From one address on one contact: free up to kPairFreeFailures,
// then a wait after each failure that doubles from 30 s up to the whole window. From one address
// on any contacts: kAddressFailuresAllowed per window. On one contact from everywhere: after
// kContactFreeFailures a wait that grows to one minute at most, so strangers can slow an account
// down but never lock its owner out.
inline constexpr int kPairFreeFailures = 5;
inline constexpr int kAddressFailuresAllowed = 30;
inline constexpr int kContactFreeFailures = 20;
// Per client address and hour: registrations, and one-time codes sent (login and contact change).
inline constexpr int kRegistrationsPerAddressHour = 10;
inline constexpr int kCodeSendsPerAddressHour = 20;
// After a login with a one-time code: contacts may change without the password for 10 minutes,
// a new password may be set without the old one for 15.
inline constexpr int kContactsWithoutPasswordMinutes = 10;
inline constexpr int kPasswordWithoutOldMinutes = 15;

inline constexpr const char* kWrongCredentials = "Неверный логин или пароль";

// Registration, login by password or one-time code, codes, sessions. Rules only: no SQL, no HTTP.
class AuthService {
 public:
  AuthService(users::UserRepository& users, AuthRepository& repository, mail::Postman& postman,
              ratelimit::RateLimiter& limits, core::Clock clock = core::system_now)
      : users_(users),
        repository_(repository),
        postman_(postman),
        limits_(limits),
        clock_(std::move(clock)),
        sessions_("auth_sessions", repository.versions(), {cache::Domain::sessions},
                  kMaxCheckedSessions) {}

  // Throws 422 for a taken email or phone. Sends the welcome email; logs the user in (remember).
  NewSession register_user(const RegisterInput& input, const Client& client);

  // Password or unused one-time code. 401 wrong credentials, 403 blocked, 429 throttled.
  NewSession login(const Contact& contact, const std::string& password, bool remember,
                   const Client& client);

  // Sends a one-time code (same answer for unknown contacts). 429 too soon / too many.
  void send_code(const Contact& contact, const Client& client);

  // A change of the user's email (kind "email") or phone ("phone") to `value`: sends a code to
  // the new contact and a notice to the old one. 429 like send_code.
  void send_contact_code(const users::User& user, const std::string& kind, const std::string& value,
                         const Client& client);
  // True (and the code spent) when `code` is a live code of that change; a wrong one counts an
  // attempt.
  bool take_contact_code(std::int64_t user_id, const std::string& kind, const std::string& code);

  // Until when the principal's session, opened with a one-time code, may change contacts without
  // the password / set a password without the old one; nothing when it may not (any more).
  std::optional<core::TimePoint> contacts_free_until(const Principal& principal) const;
  std::optional<core::TimePoint> password_free_until(const Principal& principal) const;

  // The principal of a session token; nothing for unknown, expired or revoked sessions and for
  // deleted or blocked users. Slides the session. Recently checked tokens are answered from
  // memory for up to kCheckedSessionTtl while no user or session has changed since (decisions
  // 0017, 0022: the cache depends on the sessions domain, which every such write moves).
  std::optional<Principal> authenticate(const std::string& token);
  // Shorter than the minute after which a session is slid.
  static constexpr std::chrono::seconds kCheckedSessionTtl{5};
  static constexpr std::size_t kMaxCheckedSessions = 10000;

  void logout(std::int64_t session_id);
  // Ends every session of the user but `keep` (a password change: the current one stays).
  void revoke_others(std::int64_t user_id, std::int64_t keep);

  // A user proved a phone is theirs by a code sent to it (a login by code, a confirmed change of
  // phone): the listeners hear of it, e.g. to give the account what was booked under that phone
  // without one (decision 0043). Registration does not prove a phone: it sends no code.
  using PhoneProven = std::function<void(std::int64_t user_id, const std::string& phone)>;
  void on_phone_proven(PhoneProven listener) { phone_listeners_.push_back(std::move(listener)); }
  void phone_proven(std::int64_t user_id, const std::string& phone) const;

  // Creates the user or gives an existing one the Admin role (create-admin command).
  users::User create_admin(const std::string& email, const std::string& password,
                           const std::string& first_name, const std::string& last_name);

 private:
  std::optional<users::User> find_live(const Contact& contact);
  // The hash of the browser's device token when it was given to this user (decision 0048).
  std::optional<std::string> trusted_device(const std::optional<users::User>& user,
                                            const Client& client);
  // 429 while the login must wait: by the device's own failures for a trusted device, else by
  // the contact's, the address's and the pair's.
  void check_throttle(const Contact& contact, const Client& client,
                      const std::optional<std::string>& device, core::TimePoint now);
  long throttle_for_strangers(const Contact& contact, const Client& client,
                              const std::string& since, core::TimePoint now);
  // A fresh code stored under `key` (a contact, or a contact change's key); 429 when one was sent
  // there under a minute ago or kCodesPerHour within the hour.
  std::string issue_code(const std::string& key, const std::string& channel, core::TimePoint now);
  // `trusted`: the client's device token is already this user's (trusted_device found it); a
  // new account has none, so a registration passes false.
  NewSession open_session(users::User user, bool remember, const Client& client,
                          core::TimePoint now, bool by_code, bool trusted);
  struct CheckedSession {
    Principal principal;
    core::TimePoint expires;  // the session's
    core::TimePoint read_at;
  };

  users::UserRepository& users_;
  AuthRepository& repository_;
  mail::Postman& postman_;
  ratelimit::RateLimiter& limits_;
  core::Clock clock_;
  cache::Cache<std::string, CheckedSession> sessions_;
  std::vector<PhoneProven> phone_listeners_;  // set at start-up, before any request
};

// A fresh public user code: "u-" and 12 hex digits.
std::string new_user_code();

}  // namespace platform::auth
