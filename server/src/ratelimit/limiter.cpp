#include "ratelimit/limiter.hpp"

#include <soci/soci.h>

#include <vector>

#include "core/errors.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::ratelimit {

void lock_key(soci::session& s, const std::string& kind, const std::string& key) {
  s << "INSERT INTO rate_keys (kind, client) VALUES (:kind, :client) ON CONFLICT DO NOTHING",
      soci::use(kind), soci::use(key);
  s << "UPDATE rate_keys SET kind = kind WHERE kind = :kind AND client = :client", soci::use(kind),
      soci::use(key);
}

void RateLimiter::hit(const std::string& kind, const std::string& key, int limit,
                      std::chrono::seconds window, const std::string& message) {
  const auto now = clock_();
  const std::string since = core::format_utc(now - window);
  db::Work s(database_);
  lock_key(s, kind, key);
  std::vector<std::string> recent;
  std::string at;
  soci::statement st = db::query(s,
                                 "SELECT created_at FROM rate_events WHERE kind = :kind"
                                 " AND client = :client AND created_at > :since"
                                 " ORDER BY created_at, id",
                                 soci::use(kind), soci::use(key), soci::use(since), soci::into(at));
  st.execute();
  while (st.fetch()) recent.push_back(at);
  if (recent.size() >= static_cast<std::size_t>(limit)) {
    const auto oldest = core::parse_utc(recent[recent.size() - limit]).value_or(now);
    const auto wait = std::chrono::ceil<std::chrono::seconds>(oldest + window - now).count();
    throw core::ApiError(core::ErrorKind::too_many_requests, message)
        .with_retry_after(static_cast<long>(wait));
  }
  // Rows that aged out of the window go as the key's next one comes.
  const std::string now_text = core::format_utc(now);
  s << "DELETE FROM rate_events WHERE kind = :kind AND client = :client AND created_at <= :since",
      soci::use(kind), soci::use(key), soci::use(since);
  s << "INSERT INTO rate_events (kind, client, created_at) VALUES (:kind, :client, :now)",
      soci::use(kind), soci::use(key), soci::use(now_text);
  s.commit();
}

long long RateLimiter::forget_older_than(std::chrono::seconds age) {
  const std::string before = core::format_utc(clock_() - age);
  db::Work s(database_);
  soci::statement st =
      db::query(s, "DELETE FROM rate_events WHERE created_at < :before", soci::use(before));
  st.execute(true);
  const long long forgotten = st.get_affected_rows();
  s << "DELETE FROM rate_keys WHERE NOT EXISTS (SELECT 1 FROM rate_events e"
       " WHERE e.kind = rate_keys.kind AND e.client = rate_keys.client)";
  s.commit();
  return forgotten;
}

}  // namespace platform::ratelimit
