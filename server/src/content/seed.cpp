#include "content/seed.hpp"

#include <boost/json.hpp>
#include <stdexcept>

#include "audit/repository.hpp"
#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"

namespace platform::embedded {
std::string_view demo_content_main_json();
}

namespace platform::content {
namespace json = boost::json;

std::string_view demo_main_pages_json() {
  return embedded::demo_content_main_json();
}

void load_pages(db::Database& database, const std::string& area, const json::object& file) {
  const auto* pages = file.if_contains("pages");
  if (!pages || !pages->is_array()) throw std::runtime_error("content seed: no \"pages\" list");
  PageRepository repository(database);
  audit::AuditRepository audit(database);
  PageService service(repository, audit, database);
  for (const auto& entry : pages->get_array()) {
    if (!entry.is_object()) throw std::runtime_error("content seed: a page is not an object");
    json::object body = entry.get_object();
    body["area"] = area;
    body["status"] = "published";
    try {
      service.create(body, std::nullopt);
    } catch (const core::ApiError& e) {
      const auto* path = body.if_contains("path");
      std::string where = path && path->is_string() ? std::string(path->get_string()) : "?";
      std::string problem = e.what();
      if (!e.fields().empty()) {
        const auto& [field, messages] = *e.fields().begin();
        problem = core::concat(field, ": ", messages.front());
      }
      throw std::runtime_error(core::concat("content seed ", area, " ", where, ": ", problem));
    }
  }
}

}  // namespace platform::content
