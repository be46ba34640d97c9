#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/work.hpp"

namespace platform::auth {

struct Session {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  long lifetime_seconds = 0;
  std::string last_seen_at;
  std::string expires_at;
  std::optional<std::string> code_login_at;  // opened with a one-time code at this time
};

struct LoginCode {
  std::int64_t id = 0;
  std::string code_hash;
  std::string expires_at;
  int attempts = 0;
};

// SQL of sessions, login_codes and login_attempts. Times are UTC text (core::format_utc).
class AuthRepository {
 public:
  explicit AuthRepository(db::Database& database) : database_(database) {}

  void create_session(const std::string& token_hash, std::int64_t user_id, long lifetime_seconds,
                      const std::string& now, const std::string& expires_at,
                      const std::string& user_agent, const std::string& ip,
                      const std::optional<std::string>& code_login_at);
  // A session that is not revoked (expiry is the service's business).
  std::optional<Session> find_session(const std::string& token_hash);
  void touch_session(std::int64_t id, const std::string& now, const std::string& expires_at);
  void revoke_session(std::int64_t id, const std::string& now);
  // Every session of the user but `keep` (0: all of them); in the caller's unit of work.
  void revoke_user_sessions(std::int64_t user_id, const std::string& now, std::int64_t keep = 0);
  static void revoke_user_sessions(db::Work& work, std::int64_t user_id, const std::string& now,
                                   std::int64_t keep = 0);
  // This copy's versions of the change-counter domains (the session cache compares them); a
  // revocation moves the sessions domain.
  const cache::Versions& versions() const { return database_.changes().versions(); }

  // Stores a new code for the contact unless `refuse` throws, given the creation times of the
  // contact's codes since `since` (oldest first): both under the contact's lock, in one unit of
  // work, so that requests at the same instant see each other's codes.
  void insert_code(const std::string& code_hash, const std::string& contact,
                   const std::string& channel, const std::string& now,
                   const std::string& expires_at, const std::string& since,
                   const std::function<void(const std::vector<std::string>&)>& refuse);
  // Codes for the contact that are unused, unexpired at `now` and below `max_attempts` tries.
  std::vector<LoginCode> live_codes(const std::string& contact, const std::string& now,
                                    int max_attempts);
  // Marks the code used unless a concurrent login or change took it first: true when this call
  // took it (one UPDATE decides, so a code opens one session however many ask at once).
  bool claim_code(std::int64_t id, const std::string& now);
  void add_code_attempt(const std::string& contact, const std::string& now);

  // device_hash: the trusted device the attempt came from, if any.
  void record_attempt(const std::string& contact, const std::string& ip, bool success,
                      const std::string& now, const std::optional<std::string>& device_hash);
  // Times of failed logins from the trusted device since `since`, oldest first.
  std::vector<std::string> failures_for_device(const std::string& device_hash,
                                               const std::string& since);
  // The account a device token's hash was given to, if any.
  std::optional<std::int64_t> device_user(const std::string& device_hash);
  // Records that the device logged in to the account now (a new device, or one seen again).
  void trust_device(const std::string& device_hash, std::int64_t user_id, const std::string& now);
  // Times of failed logins since `since` for the contact, and for the ip, oldest first.
  std::vector<std::string> failures_for_contact(const std::string& contact,
                                                const std::string& since);
  std::vector<std::string> failures_for_ip(const std::string& ip, const std::string& since);
  // Deletes sessions that expired or were revoked, codes that expired and login attempts made
  // before `before`, and devices not used since `devices_before` (the job runner's clean-up);
  // answers how many rows went.
  long long delete_stale(const std::string& before, const std::string& devices_before);

  std::vector<std::string> failures_for_pair(const std::string& contact, const std::string& ip,
                                             const std::string& since);

 private:
  db::Database& database_;
};

}  // namespace platform::auth
