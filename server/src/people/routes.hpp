#pragma once

#include <string>

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "people/directory.hpp"
#include "people/portfolios.hpp"

namespace platform::people {

// People and portfolios (docs/api.md, "People and portfolios"): the public directory
// /api/people/* (anyone); the owner's portfolios /api/user/portfolios* (a session); the
// moderation queue /api/admin/portfolios* (section users/profile as a role grants it: Admin,
// ManagerUsers); the pictures of the people's admin forms POST /api/admin/people/images (sections
// users/mentor, users/participant, users/structures). base_domain: the main area's address in the
// owner's mail.
void register_routes(http::Router& router, const auth::Guard& guard, PeopleDirectory& directory,
                     PortfolioService& portfolios, const std::string& base_domain);

// The query of a public list (creative_type, city, kind for participants, page, per_page): 422
// per parameter for a value that cannot be (too long, not a number, out of range).
PeopleQuery read_people_query(const http::Request& request, bool with_kind);

}  // namespace platform::people
