#include "auth/repository.hpp"

#include <soci/soci.h>

#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"
#include "ratelimit/limiter.hpp"

namespace platform::auth {
namespace {

// The created_at column of the rows the statement selects (its only output), oldest first.
template <class... Params>
std::vector<std::string> times(soci::session& s, const std::string& sql, const Params&... params) {
  std::vector<std::string> out;
  std::string at;
  soci::statement st = db::query(s, sql, soci::use(params)..., soci::into(at));
  st.execute();
  while (st.fetch()) out.push_back(at);
  return out;
}

}  // namespace

void AuthRepository::create_session(const std::string& token_hash, std::int64_t user_id,
                                    long lifetime_seconds, const std::string& now,
                                    const std::string& expires_at, const std::string& user_agent,
                                    const std::string& ip,
                                    const std::optional<std::string>& code_login_at) {
  db::Lease s(database_);
  const long long uid = user_id;
  const int lifetime = static_cast<int>(lifetime_seconds);
  s << "INSERT INTO sessions (token_hash, user_id, lifetime_seconds, created_at, last_seen_at,"
       " expires_at, user_agent, ip, code_login_at) VALUES (:hash, :uid, :lifetime, :created,"
       " :seen, :expires, :ua, :ip, :code_login_at)",
      soci::use(token_hash), soci::use(uid), soci::use(lifetime), soci::use(now), soci::use(now),
      soci::use(expires_at), soci::use(user_agent), soci::use(ip), soci::use(code_login_at);
}

std::optional<Session> AuthRepository::find_session(const std::string& token_hash) {
  db::Lease s(database_);
  long long id = 0;
  long long uid = 0;
  int lifetime = 0;
  Session session;
  s << "SELECT id, user_id, lifetime_seconds, last_seen_at, expires_at, code_login_at"
       " FROM sessions WHERE token_hash = :hash AND revoked_at IS NULL",
      soci::use(token_hash), soci::into(id), soci::into(uid), soci::into(lifetime),
      soci::into(session.last_seen_at), soci::into(session.expires_at),
      soci::into(session.code_login_at);
  if (!s.got_data()) return std::nullopt;
  session.id = id;
  session.user_id = uid;
  session.lifetime_seconds = lifetime;
  return session;
}

void AuthRepository::touch_session(std::int64_t session_id, const std::string& now,
                                   const std::string& expires_at) {
  db::Lease s(database_);
  const long long id = session_id;
  s << "UPDATE sessions SET last_seen_at = :now, expires_at = :expires WHERE id = :id",
      soci::use(now), soci::use(expires_at), soci::use(id);
}

void AuthRepository::revoke_session(std::int64_t session_id, const std::string& now) {
  db::Work work(database_);
  const long long id = session_id;
  work << "UPDATE sessions SET revoked_at = :now WHERE id = :id AND revoked_at IS NULL",
      soci::use(now), soci::use(id);
  work.changed(cache::Domain::sessions);
  work.commit();
}

void AuthRepository::revoke_user_sessions(std::int64_t user_id, const std::string& now,
                                          std::int64_t keep) {
  db::Work work(database_);
  revoke_user_sessions(work, user_id, now, keep);
  work.commit();
}

void AuthRepository::revoke_user_sessions(db::Work& work, std::int64_t user_id,
                                          const std::string& now, std::int64_t keep) {
  const long long id = user_id;
  const long long kept = keep;
  work << "UPDATE sessions SET revoked_at = :now WHERE user_id = :id AND id <> :kept"
          " AND revoked_at IS NULL",
      soci::use(now), soci::use(id), soci::use(kept);
  work.changed(cache::Domain::sessions);
}

void AuthRepository::insert_code(
    const std::string& code_hash, const std::string& contact, const std::string& channel,
    const std::string& now, const std::string& expires_at, const std::string& since,
    const std::function<void(const std::vector<std::string>&)>& refuse) {
  db::Work work(database_);
  ratelimit::lock_key(work, "login_code", contact);
  refuse(times(work,
               "SELECT created_at FROM login_codes WHERE contact = :contact AND created_at > :since"
               " ORDER BY created_at, id",
               contact, since));
  work << "INSERT INTO login_codes (code_hash, contact, channel, created_at, expires_at, attempts)"
          " VALUES (:hash, :contact, :channel, :created, :expires, 0)",
      soci::use(code_hash), soci::use(contact), soci::use(channel), soci::use(now),
      soci::use(expires_at);
  work.commit();
}

std::vector<LoginCode> AuthRepository::live_codes(const std::string& contact,
                                                  const std::string& now, int max_attempts) {
  db::Lease s(database_);
  std::vector<LoginCode> out;
  long long id = 0;
  LoginCode code;
  soci::statement st =
      db::query(s,
                "SELECT id, code_hash, expires_at, attempts FROM login_codes"
                " WHERE contact = :contact AND used_at IS NULL AND expires_at > :now"
                " AND attempts < :max ORDER BY id DESC",
                soci::use(contact), soci::use(now), soci::use(max_attempts), soci::into(id),
                soci::into(code.code_hash), soci::into(code.expires_at), soci::into(code.attempts));
  st.execute();
  while (st.fetch()) {
    code.id = id;
    out.push_back(code);
  }
  return out;
}

bool AuthRepository::claim_code(std::int64_t code_id, const std::string& now) {
  db::Lease s(database_);
  const long long id = code_id;
  soci::statement st =
      db::query(s, "UPDATE login_codes SET used_at = :now WHERE id = :id AND used_at IS NULL",
                soci::use(now), soci::use(id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void AuthRepository::add_code_attempt(const std::string& contact, const std::string& now) {
  db::Lease s(database_);
  s << "UPDATE login_codes SET attempts = attempts + 1"
       " WHERE contact = :contact AND used_at IS NULL AND expires_at > :now",
      soci::use(contact), soci::use(now);
}

void AuthRepository::record_attempt(const std::string& contact, const std::string& ip, bool success,
                                    const std::string& now,
                                    const std::optional<std::string>& device_hash) {
  db::Lease s(database_);
  const int ok = success ? 1 : 0;
  s << "INSERT INTO login_attempts (contact, ip, success, created_at, device_hash) VALUES"
       " (:contact, :ip, :ok, :created, :device)",
      soci::use(contact), soci::use(ip), soci::use(ok), soci::use(now), soci::use(device_hash);
}

std::vector<std::string> AuthRepository::failures_for_device(const std::string& device_hash,
                                                             const std::string& since) {
  db::Lease s(database_);
  return times(s,
               "SELECT created_at FROM login_attempts WHERE device_hash = :device AND success = 0"
               " AND created_at > :since ORDER BY created_at, id",
               device_hash, since);
}

std::optional<std::int64_t> AuthRepository::device_user(const std::string& device_hash) {
  db::Lease s(database_);
  long long user_id = 0;
  s << "SELECT user_id FROM trusted_devices WHERE token_hash = :hash", soci::use(device_hash),
      soci::into(user_id);
  if (!s.got_data()) return std::nullopt;
  return user_id;
}

void AuthRepository::trust_device(const std::string& device_hash, std::int64_t user_id,
                                  const std::string& now) {
  db::Lease s(database_);
  const long long uid = user_id;
  s << "INSERT INTO trusted_devices (token_hash, user_id, created_at, used_at) VALUES (:hash,"
       " :uid, :created, :used) ON CONFLICT (token_hash) DO UPDATE SET used_at = excluded.used_at",
      soci::use(device_hash), soci::use(uid), soci::use(now), soci::use(now);
}

std::vector<std::string> AuthRepository::failures_for_contact(const std::string& contact,
                                                              const std::string& since) {
  db::Lease s(database_);
  return times(s,
               "SELECT created_at FROM login_attempts WHERE contact = :contact AND success = 0"
               " AND created_at > :since ORDER BY created_at, id",
               contact, since);
}

std::vector<std::string> AuthRepository::failures_for_ip(const std::string& ip,
                                                         const std::string& since) {
  db::Lease s(database_);
  return times(s,
               "SELECT created_at FROM login_attempts WHERE ip = :ip AND success = 0"
               " AND created_at > :since ORDER BY created_at, id",
               ip, since);
}

std::vector<std::string> AuthRepository::failures_for_pair(const std::string& contact,
                                                           const std::string& ip,
                                                           const std::string& since) {
  db::Lease s(database_);
  return times(s,
               "SELECT created_at FROM login_attempts WHERE contact = :contact AND ip = :ip"
               " AND success = 0 AND created_at > :since ORDER BY created_at, id",
               contact, ip, since);
}

long long AuthRepository::delete_stale(const std::string& before,
                                       const std::string& devices_before) {
  db::Lease s(database_);
  long long removed = 0;
  {
    soci::statement st = db::query(s, "DELETE FROM trusted_devices WHERE used_at < :before",
                                   soci::use(devices_before));
    st.execute(true);
    removed += st.get_affected_rows();
  }
  for (const char* sql : {"DELETE FROM sessions WHERE expires_at < :before",
                          "DELETE FROM sessions WHERE revoked_at < :before",
                          "DELETE FROM login_codes WHERE expires_at < :before",
                          "DELETE FROM login_attempts WHERE created_at < :before"}) {
    soci::statement st = db::query(s, sql, soci::use(before));
    st.execute(true);
    removed += st.get_affected_rows();
  }
  return removed;
}

}  // namespace platform::auth
