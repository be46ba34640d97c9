#include "http/local_path.hpp"

#include <boost/url/parse.hpp>

namespace platform::http {

bool is_local_path(std::string_view text) {
  if (text.size() > 300 || text.starts_with("//")) return false;
  // parse_origin_form refuses what a path may not hold unencoded: the backslash, spaces, tabs and
  // other controls a browser would strip or read as a slash.
  return boost::urls::parse_origin_form(text).has_value();
}

}  // namespace platform::http
