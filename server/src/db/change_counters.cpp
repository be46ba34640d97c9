#include "db/change_counters.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include "db/database.hpp"
#include "db/query.hpp"

namespace platform::db {

long long ChangeCounters::count_in(soci::session& s, cache::Domain domain) {
  const std::string name = cache::name_of(domain);
  long long value = 0;
  s << "UPDATE change_counters SET value = value + 1 WHERE name = :n RETURNING value",
      soci::use(name), soci::into(value);
  return value;
}

void ChangeCounters::committed(cache::Domain domain, long long value, bool here) {
  if (here) versions_.advance(domain);
  std::lock_guard lock(mutex_);
  auto& seen = seen_[cache::name_of(domain)];
  if (seen == value - 1) seen = value;  // only our own change since the last read
}

void ChangeCounters::poll() {
  std::map<std::string, long long> now;
  {
    db::Lease s(database_);
    std::string name;
    long long value = 0;
    soci::statement st = db::query(s, "SELECT name, value FROM change_counters", soci::into(name),
                                   soci::into(value));
    st.execute();
    while (st.fetch()) now[name] = value;
  }
  std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < cache::kDomainCount; ++i) {
    const auto domain = static_cast<cache::Domain>(i);
    const auto it = now.find(cache::name_of(domain));
    if (it == now.end()) continue;
    auto& seen = seen_[it->first];
    if (polled_ && seen != it->second) versions_.advance(domain);
    seen = it->second;
  }
  polled_ = true;
}

ChangePoller::ChangePoller(ChangeCounters& counters, std::chrono::milliseconds period)
    : thread_([this, &counters, period](const std::stop_token& stop) {
        while (!stop.stop_requested()) {
          try {
            counters.poll();
          } catch (const std::exception& e) {
            spdlog::warn("change counters: poll failed: {}", e.what());
          }
          std::unique_lock lock(mutex_);
          wake_.wait_for(lock, stop, period, [] { return false; });
        }
      }) {}

}  // namespace platform::db
