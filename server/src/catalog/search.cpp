// Search over events with Russian morphology on both backends (decision 0009).
#include <soci/soci.h>

#include <boost/json.hpp>
#include <set>

#include "catalog/search_text.hpp"
#include "catalog/service.hpp"
#include "db/optional.hpp"

namespace platform::catalog {
namespace json = boost::json;

namespace {

std::string plain_description(const std::string& description_json) {
  boost::system::error_code ec;
  const auto v = json::parse(description_json, ec);
  if (ec || !v.is_array()) return {};
  std::string out;
  for (const auto& p : v.get_array()) {
    if (!p.is_string()) continue;
    if (!out.empty()) out += ' ';
    out += p.get_string();
  }
  return out;
}

}  // namespace

SearchSql search_sql(db::Backend backend, const std::string& text) {
  std::vector<std::string> kept;
  for (const auto& w : words(text)) {
    if (!is_stop_word(w)) kept.push_back(w);
  }
  if (kept.empty()) return {"1 = 0", "e.id", "events e", "1 = 0"};
  std::string q;
  if (backend == db::Backend::sqlite) {
    // Every stem must be present (FTS5 ANDs the phrases); stems hold letters and digits only.
    std::set<std::string> seen;
    for (const auto& w : kept) {
      const auto s = stem(w);
      if (!seen.insert(s).second) continue;
      if (!q.empty()) q += ' ';
      q += '"' + s + '"';
    }
    return {"e.id IN (SELECT rowid FROM event_fts WHERE event_fts MATCH '" + q + "')",
            "bm25(event_fts)", "event_fts JOIN events e ON e.id = event_fts.rowid",
            "event_fts MATCH '" + q + "'"};
  }
  for (const auto& w : kept) {
    if (!q.empty()) q += ' ';
    q += w;
  }
  const std::string query = "plainto_tsquery('russian', '" + q + "')";
  // events.search_vector is to_tsvector('russian', search_text), stored (migration 0007).
  const std::string condition = "e.search_vector @@ " + query;
  return {condition, "-ts_rank(e.search_vector, " + query + ")", "events e", condition};
}

void index_events(db::Database& database, const std::vector<long long>& ids) {
  soci::session s(database.pool());
  soci::transaction tx(s);
  for (long long id : ids) {
    std::string name, description;
    std::optional<std::string> place, city;
    s << "SELECT e.name, e.description_json, p.name, c.name FROM events e"
         " LEFT JOIN places p ON p.id = e.place_id LEFT JOIN cities c ON c.id = e.city_id"
         " WHERE e.id = :id",
        soci::use(id), soci::into(name), soci::into(description), soci::into(place), soci::into(city);
    if (!s.got_data()) continue;
    std::string text = name + ". " + plain_description(description);
    if (place) text += " " + *place;
    if (city) text += " " + *city;
    // ё is searched as е (words() reads it so); PostgreSQL's `russian` configuration keeps ё.
    for (const std::string& yo : {std::string("ё"), std::string("Ё")}) {
      for (auto pos = text.find(yo); pos != std::string::npos; pos = text.find(yo, pos)) {
        text.replace(pos, yo.size(), yo == "ё" ? "е" : "Е");
      }
    }
    s << "UPDATE events SET search_text = :t WHERE id = :id", soci::use(text), soci::use(id);
    if (database.backend() == db::Backend::sqlite) {
      // The name twice: a match in the name ranks above one in the description.
      const std::string stems = stemmed_document(name) + " " + stemmed_document(text);
      s << "DELETE FROM event_fts WHERE rowid = :id", soci::use(id);
      s << "INSERT INTO event_fts (rowid, stems) VALUES (:id, :s)", soci::use(id), soci::use(stems);
    }
  }
  tx.commit();
}

int index_missing_events(db::Database& database) {
  std::vector<long long> ids;
  {
    soci::session s(database.pool());
    long long id = 0;
    const std::string sql =
        database.backend() == db::Backend::sqlite
            ? "SELECT id FROM events WHERE search_text = '' OR id NOT IN (SELECT rowid FROM event_fts)"
            : "SELECT id FROM events WHERE search_text = ''";
    soci::statement st = (s.prepare << sql, soci::into(id));
    st.execute();
    while (st.fetch()) ids.push_back(id);
  }
  if (!ids.empty()) index_events(database, ids);
  return static_cast<int>(ids.size());
}

json::object CatalogService::search(const std::string& text, int page, int per_page) {
  const auto stems = query_stems(text);
  const std::set<std::string> wanted(stems.begin(), stems.end());
  const SearchSql sql = search_sql(database_.backend(), text);
  const std::string where = "e.published = 1 AND " + sql.match;
  soci::session s(database_.pool());
  long long total = 0;
  s << "SELECT COUNT(*) FROM " + sql.from + " WHERE " + where, soci::into(total);
  json::array items;
  if (total > 0) {
    const std::string& rank = sql.rank;
    long long id = 0;
    std::string code, name, description, start, end;
    std::optional<std::string> photo, city;
    soci::statement st =
        (s.prepare << "SELECT e.id, e.code, e.name, e.description_json, e.date_start, e.date_end,"
                      " e.photo, c.name FROM " + sql.from + " LEFT JOIN cities c ON c.id = e.city_id WHERE " +
                          where + " ORDER BY " + rank + ", e.date_start, e.id LIMIT " +
                          std::to_string(per_page) + " OFFSET " + std::to_string((page - 1) * per_page),
         soci::into(id), soci::into(code), soci::into(name), soci::into(description),
         soci::into(start), soci::into(end), soci::into(photo), soci::into(city));
    st.execute();
    while (st.fetch()) {
      items.push_back(json::object{
          {"type", "event"},
          {"id", id},
          {"code", code},
          {"url", "/festival/" + code + "/"},
          {"title", name},
          {"title_html", highlight(name, wanted, 300)},
          {"snippet", highlight(plain_description(description), wanted, 200)},
          {"date", json::object{{"start", start}, {"end", end}}},
          {"photo", photo ? json::value(*photo) : json::value(nullptr)},
          {"city", city ? json::value(*city) : json::value(nullptr)},
      });
    }
  }
  return {{"items", std::move(items)}, {"total", total}, {"page", page}, {"per_page", per_page}};
}

}  // namespace platform::catalog
