#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cache/versions.hpp"
#include "db/database.hpp"
#include "db/transaction.hpp"

namespace platform::db {

// A unit of work (decision 0047): what one request or job writes, all through one leased
// connection and one transaction. The rows, their audit entries (audit::AuditRepository::record
// with the work), the mail they queue (mail::Postman with the work) and the cache domains they
// change commit together or not at all; nothing inside leases a second connection.
//
//   db::Work work(database_);
//   work << "UPDATE ...";
//   audit_.record(work, ...);
//   work.changed(cache::Domain::tickets);
//   work.commit();
//
// changed() counts the domain in the transaction (ChangeCounters::count_in): other copies see it
// at their next poll even if this process dies right after the commit. This copy's caches move
// after the commit, then the after_commit actions run (a wake-up of the courier, a drop of kept
// pages). Not committed, the work rolls back and none of that happens. The connection stays
// leased after the commit, for reading what to answer.
class Work {
 public:
  explicit Work(Database& database, const char* file = __builtin_FILE(),
                int line = __builtin_LINE(), const char* function = __builtin_FUNCTION());
  ~Work();
  Work(const Work&) = delete;
  Work& operator=(const Work&) = delete;

  soci::session& session() noexcept { return lease_.session(); }
  operator soci::session&() noexcept { return lease_.session(); }  // NOLINT: used as the session
  soci::session* operator->() noexcept { return &lease_.session(); }
  template <class T>
  decltype(auto) operator<<(const T& sql) {
    return lease_ << sql;
  }
  bool got_data() const { return lease_.got_data(); }

  // What this write changes: every value cached from the domain is stale, here and in the other
  // copies. `here` false: this copy dropped what changed itself (Cache::drop_tagged), only the
  // others must drop everything.
  void changed(cache::Domain domain, bool here = true);
  // What this write changes of `table` is in no cache, though the table's other rows or columns
  // are (a review still waiting for moderation, a rental's note): the domain map's check
  // (db/domains.hpp) leaves the table out for this work. Say why where it is called.
  void unseen(std::string table) { unseen_.push_back(std::move(table)); }
  // Runs after the commit; an exception it throws is logged, never the request's.
  void after_commit(std::function<void()> action);

  void commit();
  bool committed() const noexcept { return committed_; }

 private:
  enum class Mark : unsigned char { none, here, elsewhere };

  // The test builds on SQLite: a table written since the last call whose domains the work does
  // not name (db/domains.hpp), logged.
  std::optional<std::string> unnamed_domain_written();

  Database& database_;
  Lease lease_;
  Transaction transaction_;
  std::array<Mark, cache::kDomainCount> changed_{};
  std::vector<std::function<void()>> after_commit_;
  std::vector<std::string> unseen_;
  bool committed_ = false;
};

}  // namespace platform::db
