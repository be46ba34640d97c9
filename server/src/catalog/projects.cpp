// The creative projects of the public catalogue: their list and a project's page with its events.
#include <soci/soci.h>

#include <boost/json.hpp>

#include "catalog/service.hpp"
#include "db/query.hpp"

namespace platform::catalog {
namespace json = boost::json;

json::object CatalogService::projects(const std::string& today) {
  soci::session s(database_.pool());
  std::string slug, title, summary;
  int fixed = 0;
  long long events_count = 0;
  // One query: the upcoming published events are counted per project by a grouped join.
  soci::statement st =
      db::query(s,
                "SELECT p.slug, p.title, p.summary, p.fixed, COUNT(e.id) FROM projects p"
                " LEFT JOIN events e ON e.project_id = p.id AND e.published = 1"
                " AND e.date_end >= :today"
                " GROUP BY p.id, p.slug, p.title, p.summary, p.fixed"
                " ORDER BY p.fixed DESC, p.title, p.id",
                soci::use(today), soci::into(slug), soci::into(title), soci::into(summary),
                soci::into(fixed), soci::into(events_count));
  st.execute();
  json::array items;
  while (st.fetch()) {
    items.push_back(json::object{{"slug", slug},
                                 {"title", title},
                                 {"summary", summary},
                                 {"fixed", fixed != 0},
                                 {"events_count", events_count}});
  }
  return {{"items", std::move(items)}};
}

std::optional<json::object> CatalogService::project(const std::string& slug,
                                                    const std::string& today) {
  soci::session s(database_.pool());
  long long id = 0;
  std::string title, summary, content;
  int fixed = 0;
  s << "SELECT id, title, summary, content_json, fixed FROM projects WHERE slug = :slug",
      soci::use(slug), soci::into(id), soci::into(title), soci::into(summary), soci::into(content),
      soci::into(fixed);
  if (!s.got_data()) return std::nullopt;
  // Only a known id and a validated date are inlined.
  std::string where = "e.published = 1 AND e.project_id = ";
  where += std::to_string(id);
  where += " AND e.date_end >= '";
  where += today;
  where += '\'';
  return json::object{{"slug", slug},
                      {"title", title},
                      {"summary", summary},
                      {"fixed", fixed != 0},
                      {"content", parse_json_or(content, json::array())},
                      {"events", cards(s, where, "e.date_start, e.id", kMaxProjectEvents, 0)}};
}

}  // namespace platform::catalog
