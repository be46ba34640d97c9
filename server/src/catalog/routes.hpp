#pragma once

#include "auth/guard.hpp"
#include "catalog/photo_store.hpp"
#include "catalog/service.hpp"
#include "http/router.hpp"

namespace platform::catalog {

// Reads the list filters of a request's query (city, creative_type, age_category, repeated tags,
// repeated types, date-min, date-max, page, per_page, sort) against the handbooks; throws a 422
// naming every bad parameter with a Russian message.
ListQuery read_list_query(const http::Request& request, const Snapshot& handbooks);

// The public catalogue calls: /api/event/filters, /api/event/list, /api/event/{code},
// /api/event/{code}/cover.svg, /api/project/list, /api/project/{slug}.
// Uploaded event photos are read from `photos`.
void register_routes(http::Router& router, const auth::Guard& guard, CatalogService& catalog,
                     const PhotoStore& photos);

}  // namespace platform::catalog
