// Search over events with Russian morphology on both backends (decision 0009).
#include <soci/soci.h>

#include <algorithm>
#include <boost/json.hpp>
#include <map>
#include <optional>
#include <set>

#include "catalog/search_sql.hpp"
#include "catalog/search_text.hpp"
#include "catalog/service.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

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

// A term as tsquery text: the stem (letters and digits only, see words()), `:*` for a prefix,
// and `weights` (e.g. "A") to match only in those parts of the vector.
std::string tsquery_term(const QueryTerm& t, const char* weights) {
  std::string out = t.stem;
  if (t.prefix || *weights) out += ':';
  if (t.prefix) out += '*';
  out += weights;
  return out;
}

// The event type as people call it, searched with the event's labels (camp has two names).
const char* type_label(const std::string& type) {
  if (type == "festival") return "Фестиваль";
  if (type == "contest") return "Конкурс";
  if (type == "final") return "Финал";
  if (type == "casting") return "Кастинг";
  if (type == "forum") return "Форум";
  if (type == "camp") return "Творческая смена";
  if (type == "intensive") return "Интенсив";
  if (type == "project") return "Проект";
  return "";
}

// One line of text: the parts of search_text are kept one per line.
std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  std::replace(text.begin(), text.end(), '\r', ' ');
  return text;
}

// The three parts of an event's searched text, weighted in this order (name first).
struct EventText {
  std::string name;
  std::string labels;  // shown: type, creative types, city, venue, project
  std::string hidden;  // searched with the labels, not shown: adjectives, other names of the type
  std::string body;    // the description
  std::string tail;    // while reading: " · city · venue · project"
};

// The searched text of the events with the given ids (one chunk): two queries whatever their
// number. Events not found are left out.
std::map<long long, EventText> read_event_texts(soci::session& s,
                                                const std::vector<long long>& ids) {
  std::map<long long, EventText> out;
  std::map<long long, std::string> types;  // creative type titles, for the labels line
  {
    long long id = 0;
    std::string name, type, description;
    std::optional<std::string> place, city, project;
    std::string sql =
        "SELECT e.id, e.name, e.type, e.description_json, p.name, c.name, pr.title FROM events e"
        " LEFT JOIN places p ON p.id = e.place_id LEFT JOIN cities c ON c.id = e.city_id"
        " LEFT JOIN projects pr ON pr.id = e.project_id WHERE e.id IN ";
    db::Binds binds;
    sql += binds.add_list(ids);
    soci::statement st = db::query_bound(s, sql, binds, soci::into(id), soci::into(name),
                                         soci::into(type), soci::into(description),
                                         soci::into(place), soci::into(city), soci::into(project));
    st.execute();
    while (st.fetch()) {
      EventText& t = out[id];
      t.name = one_line(name);
      t.labels = type_label(type);
      if (type == "camp") t.hidden = "кемп";
      t.body = one_line(plain_description(description));
      // Kept for after the creative types: city, venue and project close the labels line.
      for (const auto& part : {city, place, project}) {
        if (!part || part->empty()) continue;
        t.tail += " · ";
        t.tail += one_line(*part);
      }
    }
  }
  {
    long long id = 0;
    std::string title, adjective;
    std::string sql =
        "SELECT x.event_id, t.title, t.adjective_plural FROM event_creative_types x"
        " JOIN creative_types t ON t.id = x.creative_type_id WHERE x.event_id IN ";
    db::Binds binds;
    sql += binds.add_list(ids);
    sql += " ORDER BY x.event_id, t.sort, t.id";
    soci::statement st =
        db::query_bound(s, sql, binds, soci::into(id), soci::into(title), soci::into(adjective));
    st.execute();
    while (st.fetch()) {
      auto& list = types[id];
      if (!list.empty()) list += ", ";
      list += one_line(title);
      out[id].hidden += ' ';
      out[id].hidden += adjective;
    }
  }
  for (auto& [id, t] : out) {
    const auto it = types.find(id);
    if (it != types.end()) {
      t.labels += " · ";
      t.labels += it->second;
    }
    t.labels += t.tail;
  }
  return out;
}

}  // namespace

// The tsquery text ANDing the terms. PostgreSQL reads it with the `simple` configuration: the
// vector holds the C++ stems already (index_events), so the query must not stem them again.
std::string tsquery_text(const std::vector<QueryTerm>& terms, const char* weights) {
  std::string q;
  for (const auto& t : terms) {
    if (!q.empty()) q += " & ";
    q += tsquery_term(t, weights);
  }
  return q;
}

// The FTS5 query ANDing the terms: "stem" or "stem"* (a prefix query).
std::string fts_query(const std::vector<QueryTerm>& terms) {
  std::string q;
  for (const auto& t : terms) {
    if (!q.empty()) q += ' ';
    q += '"';
    q += t.stem;
    q += '"';
    if (t.prefix) q += '*';
  }
  return q;
}

std::string search_condition(db::Backend backend, const std::vector<QueryTerm>& terms,
                             db::Binds& binds) {
  if (terms.empty()) return "1 = 0";
  if (backend == db::Backend::sqlite) {
    return "e.id IN (SELECT rowid FROM event_fts WHERE " + search_match(backend, terms, binds) +
           ")";
  }
  return search_match(backend, terms, binds);
}

std::string search_match(db::Backend backend, const std::vector<QueryTerm>& terms,
                         db::Binds& binds) {
  if (backend == db::Backend::sqlite) return "event_fts MATCH " + binds.add(fts_query(terms));
  return "e.search_vector @@ to_tsquery('simple', " + binds.add(tsquery_text(terms, "")) + ")";
}

void index_events(db::Database& database, const std::vector<long long>& ids) {
  db::Work work(database);
  index_events(work, database.backend(), ids);
  work.commit();
}

void index_events(soci::session& s, db::Backend backend, const std::vector<long long>& ids) {
  const bool sqlite = backend == db::Backend::sqlite;
  // Prepared once, run per event: a city's or a creative type's thousand events reindex in one go.
  long long id = 0;
  std::string text, name, labels, body;
  soci::statement update =
      sqlite
          ? (s.prepare << "UPDATE events SET search_text = :t WHERE id = :id", soci::use(text),
             soci::use(id))
          // The same stems as SQLite's, weighted so a name match ranks first: `simple` only
          // splits them.
          : (s.prepare << "UPDATE events SET search_text = :t, search_vector ="
                          " setweight(to_tsvector('simple', :n), 'A') ||"
                          " setweight(to_tsvector('simple', :l), 'B') ||"
                          " setweight(to_tsvector('simple', :b), 'D') WHERE id = :id",
             soci::use(text), soci::use(name), soci::use(labels), soci::use(body), soci::use(id));
  std::optional<soci::statement> remove, insert;
  if (sqlite) {
    remove.emplace((s.prepare << "DELETE FROM event_fts WHERE rowid = :id", soci::use(id)));
    insert.emplace((s.prepare << "INSERT INTO event_fts (rowid, name, labels, body)"
                                 " VALUES (:id, :n, :l, :b)",
                    soci::use(id), soci::use(name), soci::use(labels), soci::use(body)));
  }
  constexpr std::size_t kChunk = 500;
  for (std::size_t from = 0; from < ids.size(); from += kChunk) {
    const std::vector<long long> chunk(
        ids.begin() + static_cast<std::ptrdiff_t>(from),
        ids.begin() + static_cast<std::ptrdiff_t>(std::min(ids.size(), from + kChunk)));
    for (auto& [event_id, t] : read_event_texts(s, chunk)) {
      id = event_id;
      // search_text: the name, the shown labels and the description, one per line, as written
      // (the snippet reads them back; the indexes hold stems, where words() reads ё as е).
      text = t.name;
      text += '\n';
      text += t.labels;
      text += '\n';
      text += t.body;
      name = stemmed_document(t.name);
      t.labels += ' ';
      t.labels += t.hidden;
      labels = stemmed_document(t.labels);
      body = stemmed_document(t.body);
      update.execute(true);
      if (sqlite) {
        remove->execute(true);
        insert->execute(true);
      }
    }
  }
}

int index_missing_events(db::Database& database) {
  std::vector<long long> ids;
  {
    db::Lease s(database);
    long long id = 0;
    const std::string sql =
        database.backend() == db::Backend::sqlite
            ? "SELECT id FROM events WHERE id NOT IN (SELECT rowid FROM event_fts)"
            : "SELECT id FROM events WHERE search_vector IS NULL";
    soci::statement st = db::query(s, sql, soci::into(id));
    st.execute();
    while (st.fetch()) ids.push_back(id);
  }
  if (!ids.empty()) index_events(database, ids);
  return static_cast<int>(ids.size());
}

}  // namespace platform::catalog
