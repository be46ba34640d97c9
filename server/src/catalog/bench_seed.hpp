#pragma once

#include "db/database.hpp"

namespace platform::catalog {

// `seed --bench N`: adds N generated published events on top of the demo catalogue, with
// proportional cities (one per 250 events), places (one per 25) and tags (one per 1000), spread
// over the next 18 months, each with creative types, age categories, tags and a program; then
// indexes them for search. Runs once per database (setting `bench_seeded`); returns false when
// it had run already. Deterministic: the same N gives the same data.
bool seed_bench(db::Database& database, int events);

}  // namespace platform::catalog
