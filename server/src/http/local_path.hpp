#pragma once

#include <string_view>

namespace platform::http {

// Whether the text is a path of this site to send a browser to: an origin-form target (an
// absolute path and an optional query, parsed as RFC 3986 says) that does not start with "//",
// at most 300 characters. "/\host", "//host", "https://host" and "/\t/host" are not: a browser
// reads them as another site.
bool is_local_path(std::string_view text);

}  // namespace platform::http
