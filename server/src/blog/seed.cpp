#include "blog/seed.hpp"

#include <stdexcept>

#include "audit/repository.hpp"
#include "blog/service.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"

namespace platform::embedded {
std::string_view demo_content_blog_json();
}

namespace platform::blog {
namespace json = boost::json;

std::string_view demo_blog_json() {
  return embedded::demo_content_blog_json();
}

void load_blog(db::Database& database, const json::object& file) {
  BlogRepository repository(database);
  audit::AuditRepository audit(database);
  BlogService service(repository, audit, database);
  const auto each = [&file](const char* list, auto save) {
    const auto* items = file.if_contains(list);
    if (!items || !items->is_array())
      throw std::runtime_error(core::concat("blog seed: no ", list));
    for (const auto& item : items->get_array()) {
      if (!item.is_object()) throw std::runtime_error("blog seed: an entry is not an object");
      try {
        save(item.get_object());
      } catch (const core::ApiError& e) {
        const auto* code = item.get_object().if_contains("code");
        std::string problem = e.what();
        if (!e.fields().empty()) {
          problem =
              core::concat(e.fields().begin()->first, ": ", e.fields().begin()->second.front());
        }
        throw std::runtime_error(core::concat("blog seed ", list, " ",
                                              code && code->is_string() ? code->get_string() : "?",
                                              ": ", problem));
      }
    }
  };
  each("types", [&service](const json::object& body) { service.create_type(body, std::nullopt); });
  each("articles", [&service](const json::object& body) { service.create(body, std::nullopt); });
}

}  // namespace platform::blog
