#pragma once

#include <boost/json/object.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"

namespace platform::http {

// A react-admin list over rows already in memory (a few dozen), read with the one list parser
// (http::list_params): q over the given text fields, id lists (getMany), equality on any field
// of the rows with the field's type, sort by the given fields, slice by range. For resources of
// a few hundred rows at most (services, categories, content pages).
Response memory_list(const Request& request, std::string_view resource,
                     std::vector<boost::json::object> rows,
                     const std::vector<std::string>& q_fields,
                     std::span<const std::string_view> sort_fields);

}  // namespace platform::http
