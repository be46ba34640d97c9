#pragma once

#include <boost/json/object.hpp>
#include <string_view>

#include "db/database.hpp"

namespace platform::blog {

// The demo blog compiled into the binary (server/seed/content/blog.json).
std::string_view demo_blog_json();

// Saves the file's article types and articles ({"types": [{code, name, position}], "articles":
// [{code, type, title, …, blocks}]}) through the blog service: the editors' checks, the audit log
// with no actor. Throws std::runtime_error naming the record and its first problem.
void load_blog(db::Database& database, const boost::json::object& file);

}  // namespace platform::blog
