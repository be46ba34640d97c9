#pragma once

#include <string>

#include "auth/guard.hpp"
#include "http/router.hpp"
#include "results/service.hpp"

namespace platform::results {

// The results' calls (docs/api.md, «Contest results»): the juror's account (/api/jury/*), the
// performers' diplomas and reviews (/api/user/*), the public results, reviews and diplomas, and
// the admin sections events/assigns, events/results and events/reviews. `base_domain` builds
// the links of the mails and of the diploma's QR code.
void register_routes(http::Router& router, const auth::Guard& guard, ResultsService& results,
                     const std::string& base_domain);

}  // namespace platform::results
