#include "db/work.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>

namespace platform::db {

Work::Work(Database& database, const char* file, int line, const char* function)
    : database_(database),
      lease_(database, Place{file, line, function}),
      transaction_(lease_.session()) {}

void Work::changed(cache::Domain domain, bool here) {
  auto& mark = changed_[static_cast<std::size_t>(domain)];
  if (here || mark == Mark::none) mark = here ? Mark::here : Mark::elsewhere;
}

void Work::after_commit(std::function<void()> action) {
  after_commit_.push_back(std::move(action));
}

void Work::commit() {
  if (committed_) throw std::logic_error("db::Work committed twice");
  std::array<long long, cache::kDomainCount> counted{};
  for (std::size_t i = 0; i < cache::kDomainCount; ++i) {
    if (changed_[i] != Mark::none)
      counted[i] = ChangeCounters::count_in(lease_.session(), static_cast<cache::Domain>(i));
  }
  transaction_.commit();
  committed_ = true;
  for (std::size_t i = 0; i < cache::kDomainCount; ++i) {
    if (changed_[i] != Mark::none)
      database_.changes().committed(static_cast<cache::Domain>(i), counted[i],
                                    changed_[i] == Mark::here);
  }
  for (auto& action : after_commit_) {
    try {
      action();
    } catch (const std::exception& e) {
      spdlog::error("after a commit: {}", e.what());
    }
  }
}

}  // namespace platform::db
