#include "bravo/catalog.hpp"

#include "catalog/dates.hpp"

namespace platform::bravo {

BravoCatalog::BravoCatalog(BravoRepository& repository)
    : repository_(repository),
      snapshot_("bravo_snapshot", repository.database().changes().versions(),
                {cache::Domain::catalog}, 1) {}

std::shared_ptr<const Snapshot> BravoCatalog::snapshot() {
  const auto today = catalog::today_utc();
  return snapshot_.get(today, [this, &today] { return repository_.snapshot(today); });
}

}  // namespace platform::bravo
