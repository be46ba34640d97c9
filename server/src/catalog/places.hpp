#pragma once

#include <soci/soci.h>

namespace platform::catalog {

// The places left of events, changed inside an order's transaction (decision 0013). After the
// commit, tell the catalogue's caches: CatalogService::places_changed.

// Takes `count` places of the event when at least that many are left; false (nothing changes)
// otherwise.
bool take_places(soci::session& s, long long event_id, int count);

// Gives back `count` places of the event, never above its place_count.
void give_back_places(soci::session& s, long long event_id, int count);

}  // namespace platform::catalog
