#pragma once

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "service_catalog/service.hpp"

namespace platform::service_catalog {

// GET /api/services (the public list for /uslugi pages) and the admin resources services,
// service-categories and special-services (react-admin simple REST; docs/api.md).
void register_routes(http::Router& router, const auth::Guard& guard, ServiceCatalog& catalog);

}  // namespace platform::service_catalog
