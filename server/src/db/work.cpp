#include "db/work.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <stdexcept>

#include "db/domains.hpp"

namespace platform::db {

Work::Work(Database& database, const char* file, int line, const char* function)
    : database_(database),
      lease_(database, Place{file, line, function}),
      transaction_(lease_.session()) {}

Work::~Work() {
  // Rolled back: what it wrote is gone, and so is the record of it (db/domains.hpp).
  if (!committed_ && database_.watching_domains()) take_written();
}

void Work::changed(cache::Domain domain, bool here) {
  auto& mark = changed_[static_cast<std::size_t>(domain)];
  if (here || mark == Mark::none) mark = here ? Mark::here : Mark::elsewhere;
}

void Work::after_commit(std::function<void()> action) {
  after_commit_.push_back(std::move(action));
}

std::optional<std::string> Work::unnamed_domain_written() {
  if (!database_.watching_domains()) return std::nullopt;
  auto written = take_written();
  std::erase_if(written, [this](const Written& w) {
    return std::find(unseen_.begin(), unseen_.end(), w.table) != unseen_.end();
  });
  auto wrong = unnamed_domain(written, [this](cache::Domain d) {
    return changed_[static_cast<std::size_t>(d)] != Mark::none;
  });
  if (wrong)
    spdlog::critical("{}: the unit of work of {}:{}", *wrong, lease_.where().file,
                     lease_.where().line);
  return wrong;
}

void Work::commit() {
  if (committed_) throw std::logic_error("db::Work committed twice");
  if (const auto wrong = unnamed_domain_written()) throw std::logic_error(*wrong);
  std::array<long long, cache::kDomainCount> counted{};
  for (std::size_t i = 0; i < cache::kDomainCount; ++i) {
    if (changed_[i] != Mark::none)
      counted[i] = ChangeCounters::count_in(lease_.session(), static_cast<cache::Domain>(i));
  }
  transaction_.commit();
  committed_ = true;
  // What the commit itself wrote (SQLite's full-text index flushes its terms then) belongs to
  // the unit of work too; too late to refuse, the log says it.
  unnamed_domain_written();
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
