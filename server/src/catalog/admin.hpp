#pragma once

#include "audit/repository.hpp"
#include "auth/guard.hpp"
#include "catalog/photo_store.hpp"
#include "catalog/service.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace platform::catalog {

// The catalogue's admin API (react-admin simple REST, like /api/admin/users): list (sort, range,
// filter; bare JSON with Content-Range), show, create, edit, delete for regions, cities, places,
// the handbooks (creative types, age categories, tags, execution formats), events and event
// programs, plus publish/unpublish. Validation answers 422 with Russian messages; deleting a row
// still used elsewhere answers 409. Every change goes to the audit log; handbook and city changes
// drop the filters snapshot; changes to what an event shows reindex it. The HTTP side only: the
// rules are in admin_service, the SQL in admin_repository, the resources in admin_schema.
void register_admin_routes(http::Router& router, const auth::Guard& guard, db::Database& database,
                           audit::AuditRepository& audit, const PhotoStore& photos);

}  // namespace platform::catalog
