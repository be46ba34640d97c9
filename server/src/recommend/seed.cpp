#include "recommend/seed.hpp"

#include <stdexcept>

#include "audit/repository.hpp"
#include "catalog/repository.hpp"
#include "catalog/service.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "recommend/service.hpp"

namespace platform::embedded {
std::string_view demo_content_recommendations_json();
}

namespace platform::recommend {
namespace json = boost::json;

std::string_view demo_recommendations_json() {
  return embedded::demo_content_recommendations_json();
}

void load_recommendations(db::Database& database, const json::object& file) {
  RecommendationRepository repository(database);
  audit::AuditRepository audit(database);
  catalog::CatalogRepository catalog_repository(database);
  catalog::CatalogService catalog(database, catalog_repository);
  RecommendService service(repository, catalog, audit, database);
  const auto* items = file.if_contains("recommendations");
  if (!items || !items->is_array()) {
    throw std::runtime_error("recommendations seed: no recommendations");
  }
  for (const auto& item : items->get_array()) {
    if (!item.is_object()) {
      throw std::runtime_error("recommendations seed: an entry is not an object");
    }
    try {
      service.create_by_code(item.get_object());
    } catch (const core::ApiError& e) {
      const auto* code = item.get_object().if_contains("code");
      std::string problem = e.what();
      if (!e.fields().empty()) {
        problem = core::concat(e.fields().begin()->first, ": ", e.fields().begin()->second.front());
      }
      throw std::runtime_error(core::concat("recommendations seed ",
                                            code && code->is_string() ? code->get_string() : "?",
                                            ": ", problem));
    }
  }
}

}  // namespace platform::recommend
