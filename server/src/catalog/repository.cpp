#include "catalog/repository.hpp"

#include <soci/soci.h>

#include <map>

#include "catalog/search_sql.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::catalog {

namespace {

// One handbook's rows; `sql` selects id, slug, title and then the optional icon, color or extra
// columns named by the flags, in that order.
std::vector<HandbookEntry> read_handbook(soci::session& s, const char* sql, bool icon, bool color,
                                         bool extra) {
  std::vector<HandbookEntry> out;
  HandbookEntry e;
  soci::statement st(s);
  st.exchange(soci::into(e.id));
  st.exchange(soci::into(e.slug));
  st.exchange(soci::into(e.title));
  if (icon) st.exchange(soci::into(e.icon));
  if (color) st.exchange(soci::into(e.color));
  if (extra) st.exchange(soci::into(e.extra));
  st.alloc();
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) out.push_back(e);
  return out;
}

// Adds the tags of the given cards (one query).
void add_tags(soci::session& s, std::vector<CardRow>& cards) {
  if (cards.empty()) return;
  std::map<long long, CardRow*> by_id;
  std::vector<long long> ids;
  for (auto& card : cards) {
    by_id[card.id] = &card;
    ids.push_back(card.id);
  }
  db::Binds binds;
  long long event_id = 0;
  TagRow tag;
  soci::statement st =
      db::query_bound(s,
                      "SELECT et.event_id, t.id, t.title, t.icon, t.color FROM event_tags et"
                      " JOIN tags t ON t.id = et.tag_id WHERE et.event_id IN " +
                          binds.add_list(ids) + " ORDER BY et.event_id, t.sort, t.id",
                      binds, soci::into(event_id), soci::into(tag.id), soci::into(tag.title),
                      soci::into(tag.icon), soci::into(tag.color));
  st.execute();
  while (st.fetch()) by_id[event_id]->tags.push_back(tag);
}

// The cards of the events `where` picks (a condition on events `e`, its values in `binds`), in
// `order`, `limit` of them from `offset`. The page's ids are picked first, from the narrow
// listing indexes alone (migration 0007); only then are the page's wide rows read. Sorting every
// matching full row to keep a dozen (SQLite sorts whole rows) cost more than the rest of the list.
std::vector<CardRow> read_cards(soci::session& s, const std::string& where, db::Binds& binds,
                                const std::string& order, int limit, int offset) {
  std::string sql =
      "SELECT e.id, e.code, e.type, e.name, e.photo, c.name, p.address, e.date_start, e.date_end,"
      " e.places_left, e.package_trip_json, e.price_trip, e.price_participation, e.support"
      " FROM events e LEFT JOIN places p ON p.id = e.place_id"
      " LEFT JOIN cities c ON c.id = e.city_id"
      " WHERE e.id IN (SELECT e.id FROM events e WHERE ";
  sql += where;
  sql += " ORDER BY ";
  sql += order;
  sql += " LIMIT ";
  sql += binds.add(limit);
  sql += " OFFSET ";
  sql += binds.add(offset);
  sql += ") ORDER BY ";
  sql += order;
  CardRow row;
  soci::statement st =
      db::query_bound(s, sql, binds, soci::into(row.id), soci::into(row.code), soci::into(row.type),
                      soci::into(row.name), soci::into(row.photo), soci::into(row.city),
                      soci::into(row.address), soci::into(row.start), soci::into(row.end),
                      soci::into(row.places_left), soci::into(row.package_json),
                      soci::into(row.price_trip), soci::into(row.price), soci::into(row.support));
  st.execute();
  std::vector<CardRow> out;
  while (st.fetch()) out.push_back(row);
  add_tags(s, out);
  return out;
}

std::vector<LabelRow> read_labels(soci::session& s, const char* sql, long long event_id,
                                  bool icon) {
  std::vector<LabelRow> out;
  LabelRow row;
  soci::statement st(s);
  st.exchange(soci::use(event_id));
  st.exchange(soci::into(row.id));
  st.exchange(soci::into(row.code));
  st.exchange(soci::into(row.title));
  if (icon) st.exchange(soci::into(row.icon));
  st.alloc();
  st.prepare(sql, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) out.push_back(row);
  return out;
}

// A tsvector as PostgreSQL writes it ('stem':1A,2A 'other':3B 'word':4) into the three parts
// index_events weighted: A the name, B the labels, D (written without a letter) the description.
void split_tsvector(std::string_view vector, TextIndex::Text& text) {
  std::size_t at = 0;
  while ((at = vector.find('\'', at)) != std::string_view::npos) {
    const auto end = vector.find('\'', at + 1);
    if (end == std::string_view::npos) return;
    const std::string_view stem = vector.substr(at + 1, end - at - 1);
    auto next = vector.find(' ', end);
    if (next == std::string_view::npos) next = vector.size();
    const std::string_view positions = vector.substr(end + 1, next - end - 1);  // :1A,2
    bool name = false, labels = false, body = positions.empty();
    std::size_t from = positions.empty() ? positions.size() : 1;
    while (from < positions.size()) {
      auto comma = positions.find(',', from);
      if (comma == std::string_view::npos) comma = positions.size();
      const char weight = positions[comma - 1];
      name = name || weight == 'A';
      labels = labels || weight == 'B';
      body = body || (weight != 'A' && weight != 'B');
      from = comma + 1;
    }
    for (auto [part, in] : {std::pair{&text.name, name}, std::pair{&text.labels, labels},
                            std::pair{&text.body, body}}) {
      if (!in) continue;
      if (!part->empty()) *part += ' ';
      *part += stem;
    }
    at = next;
  }
}

}  // namespace

Handbooks CatalogRepository::handbooks() {
  db::Lease s(database_);
  Handbooks out;
  out.cities = read_handbook(s, "SELECT id, slug, name, name_in FROM cities ORDER BY sort, name",
                             false, false, true);
  out.creative_types = read_handbook(s,
                                     "SELECT id, slug, title, icon, adjective_plural"
                                     " FROM creative_types ORDER BY sort, title",
                                     true, false, true);
  out.age_categories = read_handbook(
      s, "SELECT id, slug, title FROM age_categories ORDER BY sort, min_age", false, false, false);
  out.tags = read_handbook(s, "SELECT id, slug, title, icon, color FROM tags ORDER BY sort, title",
                           true, true, false);
  return out;
}

std::pair<long long, std::vector<CardRow>> CatalogRepository::list(const ListQuery& q,
                                                                   const std::string& today) {
  // The same conditions twice (count, page), each statement with its own binds.
  const auto terms = q.search.empty() ? std::vector<QueryTerm>{} : query_terms(q.search);
  const auto where_of = [&](db::Binds& binds) {
    std::string where = "e.published = 1 AND e.date_end >= ";
    where += binds.add(q.date_min.empty() ? today : q.date_min);
    if (q.date_max) where += " AND e.date_start <= " + binds.add(*q.date_max);
    if (!q.search.empty()) where += " AND " + search_condition(database_.backend(), terms, binds);
    if (q.city_id) where += " AND e.city_id = " + binds.add(*q.city_id);
    if (!q.types.empty()) {
      where += " AND e.type IN (";
      for (std::size_t i = 0; i < q.types.size(); ++i) {
        if (i > 0) where += ", ";
        where += binds.add(q.types[i]);
      }
      where += ')';
    }
    if (q.creative_type_id) {
      where +=
          " AND EXISTS (SELECT 1 FROM event_creative_types x WHERE x.event_id = e.id"
          " AND x.creative_type_id = " +
          binds.add(*q.creative_type_id) + ")";
    }
    if (q.age_category_id) {
      where +=
          " AND EXISTS (SELECT 1 FROM event_age_categories x WHERE x.event_id = e.id"
          " AND x.age_category_id = " +
          binds.add(*q.age_category_id) + ")";
    }
    for (const auto tag : q.tag_ids) {
      where += " AND EXISTS (SELECT 1 FROM event_tags x WHERE x.event_id = e.id AND x.tag_id = " +
               binds.add(tag) + ")";
    }
    return where;
  };
  std::string order = "e.date_start, e.id";
  if (q.sort == "price") order = "e.price_participation, e.date_start, e.id";
  if (q.sort == "places") order = "e.places_left DESC, e.date_start, e.id";

  db::Lease s(database_);
  long long total = 0;
  {
    db::Binds binds;
    const std::string where = where_of(binds);
    soci::statement st = db::query_bound(s, "SELECT COUNT(*) FROM events e WHERE " + where, binds,
                                         soci::into(total));
    st.execute(true);
  }
  std::vector<CardRow> page;
  if (total > 0) {
    db::Binds binds;
    const std::string where = where_of(binds);
    page = read_cards(s, where, binds, order, q.per_page, (q.page - 1) * q.per_page);
  }
  return {total, std::move(page)};
}

EventIndexRows CatalogRepository::index_rows() {
  db::Lease s(database_);
  EventIndexRows out;
  {
    EventIndexRows::Event row;
    soci::statement st =
        db::query(s,
                  "SELECT id, type, city_id, date_start, date_end,"
                  " price_participation FROM events WHERE published = 1"
                  " ORDER BY date_start, id",
                  soci::into(row.id), soci::into(row.type), soci::into(row.city_id),
                  soci::into(row.date_start), soci::into(row.date_end), soci::into(row.price));
    st.execute();
    while (st.fetch()) out.events.push_back(row);
  }
  // Links of unpublished events too: the index skips events it does not hold, and the join
  // would cost more than the few extra rows.
  const auto read_links = [&s](const char* sql, std::vector<std::pair<long long, long long>>& to) {
    long long event_id = 0, value_id = 0;
    soci::statement st = db::query(s, sql, soci::into(event_id), soci::into(value_id));
    st.execute();
    while (st.fetch()) to.emplace_back(event_id, value_id);
  };
  read_links("SELECT event_id, creative_type_id FROM event_creative_types", out.creative_types);
  read_links("SELECT event_id, age_category_id FROM event_age_categories", out.age_categories);
  read_links("SELECT event_id, tag_id FROM event_tags", out.tags);
  return out;
}

void CatalogRepository::each_text(const std::function<void(const TextIndex::Text&)>& visit) {
  db::Lease s(database_);
  TextIndex::Text text;
  if (database_.backend() == db::Backend::sqlite) {
    soci::statement st =
        db::query(s, "SELECT rowid, name, labels, body FROM event_fts", soci::into(text.event_id),
                  soci::into(text.name), soci::into(text.labels), soci::into(text.body));
    st.execute();
    while (st.fetch()) visit(text);
    return;
  }
  // libpq holds a statement's whole result in memory (some 50 MB of tsvector text at 100 000
  // events): read it in pieces, by id.
  constexpr int kPiece = 2000;
  std::string vector;
  long long after = 0;
  for (int read = kPiece; read == kPiece;) {
    soci::statement st = db::query(
        s,
        "SELECT id, search_vector::text FROM events WHERE search_vector IS NOT NULL"
        " AND id > :after ORDER BY id LIMIT :piece",
        soci::use(after), soci::use(kPiece), soci::into(text.event_id), soci::into(vector));
    st.execute();
    for (read = 0; st.fetch(); ++read) {
      text.name.clear();
      text.labels.clear();
      text.body.clear();
      split_tsvector(vector, text);
      visit(text);
      after = text.event_id;
    }
  }
}

std::vector<SearchRow> CatalogRepository::search_rows(const std::vector<long long>& ids) {
  std::vector<SearchRow> out;
  if (ids.empty()) return out;
  db::Lease s(database_);
  db::Binds binds;
  const std::string sql =
      "SELECT e.id, e.code, e.name, e.search_text, e.date_start, e.date_end, e.photo, c.name"
      " FROM events e LEFT JOIN cities c ON c.id = e.city_id WHERE e.id IN " +
      binds.add_list(ids);
  SearchRow row;
  soci::statement st =
      db::query_bound(s, sql, binds, soci::into(row.id), soci::into(row.code), soci::into(row.name),
                      soci::into(row.searched), soci::into(row.start), soci::into(row.end),
                      soci::into(row.photo), soci::into(row.city));
  st.execute();
  std::map<long long, SearchRow> by_id;
  while (st.fetch()) by_id.emplace(row.id, row);
  for (const auto id : ids) {
    if (auto found = by_id.find(id); found != by_id.end()) out.push_back(std::move(found->second));
  }
  return out;
}

std::vector<CardRow> CatalogRepository::cards(const std::vector<long long>& ids) {
  if (ids.empty()) return {};
  db::Lease s(database_);
  db::Binds binds;
  const std::string where = "e.id IN " + binds.add_list(ids);
  return read_cards(s, where, binds, "e.id", static_cast<int>(ids.size()), 0);
}

std::optional<FestivalRow> CatalogRepository::festival(const std::string& code) {
  db::Lease s(database_);
  long long id = 0;
  s << "SELECT id FROM events WHERE code = :code AND published = 1", soci::use(code),
      soci::into(id);
  if (!s.got_data()) return std::nullopt;
  FestivalRow out;
  {
    db::Binds binds;
    auto card = read_cards(s, "e.id = " + binds.add(id), binds, "e.id", 1, 0);
    if (card.empty()) return std::nullopt;
    out.card = std::move(card[0]);
  }
  s << "SELECT e.description_json, e.place_count, e.place_id, p.code, p.name, p.lat, p.lon,"
       " c.slug, pr.slug, pr.title FROM events e"
       " LEFT JOIN places p ON p.id = e.place_id LEFT JOIN cities c ON c.id = e.city_id"
       " LEFT JOIN projects pr ON pr.id = e.project_id WHERE e.id = :id",
      soci::use(id), soci::into(out.description_json), soci::into(out.place_total),
      soci::into(out.place_id), soci::into(out.place_code), soci::into(out.place_name),
      soci::into(out.lat), soci::into(out.lon), soci::into(out.city_slug),
      soci::into(out.project_slug), soci::into(out.project_title);
  out.creative_types =
      read_labels(s,
                  "SELECT t.id, t.slug, t.title, t.icon FROM event_creative_types x"
                  " JOIN creative_types t ON t.id = x.creative_type_id"
                  " WHERE x.event_id = :id ORDER BY t.sort, t.id",
                  id, true);
  out.age_categories = read_labels(s,
                                   "SELECT a.id, a.slug, a.title FROM event_age_categories x"
                                   " JOIN age_categories a ON a.id = x.age_category_id"
                                   " WHERE x.event_id = :id ORDER BY a.sort, a.id",
                                   id, false);
  {
    ProgramRow row;
    soci::statement st =
        db::query(s,
                  "SELECT day, time, title FROM event_programs"
                  " WHERE event_id = :id ORDER BY day, time, id",
                  soci::use(id), soci::into(row.day), soci::into(row.time), soci::into(row.title));
    st.execute();
    while (st.fetch()) out.program.push_back(row);
  }
  {
    JuryRow row;
    soci::statement st = db::query(s,
                                   "SELECT j.name, j.regalia, m.code FROM event_jury j"
                                   " LEFT JOIN mentors m ON m.id = j.mentor_id AND m.published = 1"
                                   " WHERE j.event_id = :id ORDER BY j.sort, j.id",
                                   soci::use(id), soci::into(row.name), soci::into(row.regalia),
                                   soci::into(row.mentor_code));
    st.execute();
    while (st.fetch()) out.jury.push_back(row);
  }
  {
    RequirementRow row;
    soci::statement st = db::query(
        s,
        "SELECT p.slug, p.title, r.count FROM event_requirements r"
        " JOIN projects p ON p.id = r.project_id WHERE r.event_id = :id ORDER BY r.id",
        soci::use(id), soci::into(row.code), soci::into(row.title), soci::into(row.count));
    st.execute();
    while (st.fetch()) out.requirements.push_back(row);
  }
  return out;
}

std::vector<ProjectSummaryRow> CatalogRepository::projects(const std::string& today) {
  db::Lease s(database_);
  ProjectSummaryRow row;
  int fixed = 0;
  // One query: the upcoming published events are counted per project by a grouped join.
  soci::statement st =
      db::query(s,
                "SELECT p.slug, p.title, p.summary, p.fixed, COUNT(e.id) FROM projects p"
                " LEFT JOIN events e ON e.project_id = p.id AND e.published = 1"
                " AND e.date_end >= :today"
                " GROUP BY p.id, p.slug, p.title, p.summary, p.fixed"
                " ORDER BY p.fixed DESC, p.title, p.id",
                soci::use(today), soci::into(row.slug), soci::into(row.title),
                soci::into(row.summary), soci::into(fixed), soci::into(row.events_count));
  st.execute();
  std::vector<ProjectSummaryRow> out;
  while (st.fetch()) {
    row.fixed = fixed != 0;
    out.push_back(row);
  }
  return out;
}

std::optional<ProjectRow> CatalogRepository::project(const std::string& slug,
                                                     const std::string& today, int max_events) {
  db::Lease s(database_);
  ProjectRow out;
  int fixed = 0;
  s << "SELECT id, title, summary, content_json, fixed FROM projects WHERE slug = :slug",
      soci::use(slug), soci::into(out.id), soci::into(out.title), soci::into(out.summary),
      soci::into(out.content_json), soci::into(fixed);
  if (!s.got_data()) return std::nullopt;
  out.slug = slug;
  out.fixed = fixed != 0;
  db::Binds binds;
  const std::string where = "e.published = 1 AND e.project_id = " + binds.add(out.id) +
                            " AND e.date_end >= " + binds.add(today);
  out.events = read_cards(s, where, binds, "e.date_start, e.id", max_events, 0);
  return out;
}

std::vector<std::string> CatalogRepository::published_codes() {
  db::Lease s(database_);
  std::vector<std::string> out;
  std::string code;
  soci::statement st =
      db::query(s, "SELECT code FROM events WHERE published = 1 ORDER BY code", soci::into(code));
  st.execute();
  while (st.fetch()) out.push_back(code);
  return out;
}

std::vector<std::string> CatalogRepository::project_slugs() {
  db::Lease s(database_);
  std::vector<std::string> out;
  std::string slug;
  soci::statement st = db::query(s, "SELECT slug FROM projects ORDER BY slug", soci::into(slug));
  st.execute();
  while (st.fetch()) out.push_back(slug);
  return out;
}

std::optional<std::string> CatalogRepository::published_name(const std::string& code) {
  db::Lease s(database_);
  std::string name;
  s << "SELECT name FROM events WHERE code = :code AND published = 1", soci::use(code),
      soci::into(name);
  if (!s.got_data()) return std::nullopt;
  return name;
}

std::optional<std::optional<std::string>> CatalogRepository::photo(const std::string& code) {
  db::Lease s(database_);
  std::optional<std::string> photo;
  s << "SELECT photo FROM events WHERE code = :code", soci::use(code), soci::into(photo);
  if (!s.got_data()) return std::nullopt;
  return photo;
}

}  // namespace platform::catalog
