#include "db/change_counters.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include "db/database.hpp"
#include "db/query.hpp"

namespace platform::db {

void ChangeCounters::bump(cache::Domain domain) {
  versions_.advance(domain);
  bump_elsewhere(domain);
}

void ChangeCounters::bump_elsewhere(cache::Domain domain) {
  {
    std::lock_guard lock(mutex_);
    pending_.insert(cache::name_of(domain));
  }
  wake_.notify_all();
}

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

void ChangeCounters::write_pending() {
  std::set<std::string> names;
  {
    std::lock_guard lock(mutex_);
    names = pending_;
  }
  if (names.empty()) return;
  db::Lease s(database_);
  for (const auto& name : names) {
    long long value = 0;
    s << "UPDATE change_counters SET value = value + 1 WHERE name = :n RETURNING value",
        soci::use(name), soci::into(value);
    std::lock_guard lock(mutex_);
    // Out of the queue only once written (every change it stands for was committed before it
    // was queued): a failed write is tried again at the next poll.
    pending_.erase(name);
    auto& seen = seen_[name];
    if (seen == value - 1) seen = value;  // only our own bump since the last read
  }
}

void ChangeCounters::poll() {
  write_pending();
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

void ChangeCounters::wait(const std::stop_token& stop, std::chrono::milliseconds period) {
  std::unique_lock lock(mutex_);
  wake_.wait_for(lock, stop, period, [this] { return !pending_.empty(); });
}

ChangePoller::ChangePoller(ChangeCounters& counters, std::chrono::milliseconds period)
    : thread_([&counters, period](const std::stop_token& stop) {
        for (;;) {
          try {
            counters.poll();
          } catch (const std::exception& e) {
            spdlog::warn("change counters: poll failed: {}", e.what());
          }
          if (stop.stop_requested()) return;  // the last poll wrote what was pending
          counters.wait(stop, period);
        }
      }) {}

}  // namespace platform::db
