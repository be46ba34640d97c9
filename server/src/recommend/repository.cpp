#include "recommend/repository.hpp"

#include <soci/soci.h>

#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::recommend {

namespace {

// Which event or article a pick points at: left joins, so a pick of a deleted item still reads.
const std::string kJoins =
    " FROM recommendations r"
    " LEFT JOIN events e ON r.kind = 'event' AND e.id = r.item_id"
    " LEFT JOIN articles a ON r.kind = 'article' AND a.id = r.item_id";

// Whether visitors see the pick's item: a published event not yet over, a published article.
// `today` is the bind's name.
std::string visible_sql(const std::string& today) {
  return "((r.kind = 'event' AND e.published = 1 AND e.date_end >= " + today +
         ") OR (r.kind = 'article' AND a.status = 'published'))";
}

struct Row {
  Recommendation pick;
  int visible = 0;
};

std::vector<Recommendation> select_picks(soci::session& s, const std::string& tail,
                                         db::Binds& binds, const std::string& today) {
  const std::string today_bind = binds.add(today);
  const std::string sql =
      "SELECT r.id, r.area, r.position, r.kind, r.item_id, r.note, r.created_at, r.updated_at,"
      " CASE WHEN r.kind = 'event' THEN e.name ELSE a.title END,"
      " CASE WHEN r.kind = 'event' THEN e.code ELSE a.code END,"
      " CASE WHEN " +
      visible_sql(today_bind) + " THEN 1 ELSE 0 END" + kJoins + " " + tail;
  Row row;
  auto& p = row.pick;
  auto st =
      db::query_bound(s, sql, binds, soci::into(p.id), soci::into(p.area), soci::into(p.position),
                      soci::into(p.kind), soci::into(p.item_id), soci::into(p.note),
                      soci::into(p.created_at), soci::into(p.updated_at), soci::into(p.item_title),
                      soci::into(p.item_code), soci::into(row.visible));
  st.execute();
  std::vector<Recommendation> out;
  while (st.fetch()) {
    row.pick.visible = row.visible != 0;
    out.push_back(row.pick);
  }
  return out;
}

}  // namespace

std::vector<Recommendation> RecommendationRepository::all(const std::string& today) {
  db::Lease s(database_);
  db::Binds binds;
  return select_picks(s, "ORDER BY r.area, r.position, r.id", binds, today);
}

std::optional<Recommendation> RecommendationRepository::find(long long id,
                                                             const std::string& today) {
  db::Lease s(database_);
  return find(s, id, today);
}

std::optional<Recommendation> RecommendationRepository::find(soci::session& s, long long id,
                                                             const std::string& today) {
  db::Binds binds;
  auto rows = select_picks(s, "WHERE r.id = " + binds.add(id), binds, today);
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<LivePick> RecommendationRepository::live(const std::string& area,
                                                     const std::string& today, long long limit) {
  db::Lease s(database_);
  db::Binds binds;
  const std::string where = "WHERE r.area = " + binds.add(area) + " AND " +
                            visible_sql(binds.add(today)) + " ORDER BY r.position, r.id LIMIT " +
                            binds.add(limit);
  const std::string sql =
      "SELECT r.id, r.kind, r.item_id, r.note, a.code, t.code, t.name, a.title, a.lead, a.cover,"
      " a.author, a.tags_json, a.published_at" +
      kJoins + " LEFT JOIN article_types t ON t.id = a.type_id " + where;
  LivePick p;
  auto st = db::query_bound(s, sql, binds, soci::into(p.id), soci::into(p.kind),
                            soci::into(p.item_id), soci::into(p.note), soci::into(p.code),
                            soci::into(p.type_code), soci::into(p.type_name), soci::into(p.title),
                            soci::into(p.lead), soci::into(p.cover), soci::into(p.author),
                            soci::into(p.tags_json), soci::into(p.published_at));
  st.execute();
  std::vector<LivePick> out;
  while (st.fetch()) out.push_back(p);
  return out;
}

std::optional<std::string> RecommendationRepository::event_name(long long id) {
  db::Lease s(database_);
  std::string name;
  soci::indicator found = soci::i_null;
  s << "SELECT name FROM events WHERE id = :id", soci::use(id), soci::into(name, found);
  if (!s.got_data() || found == soci::i_null) return std::nullopt;
  return name;
}

std::optional<ArticleRef> RecommendationRepository::article(long long id) {
  db::Lease s(database_);
  ArticleRef ref;
  soci::indicator found = soci::i_null;
  s << "SELECT title, area FROM articles WHERE id = :id", soci::use(id),
      soci::into(ref.title, found), soci::into(ref.area);
  if (!s.got_data() || found == soci::i_null) return std::nullopt;
  return ref;
}

namespace {

std::optional<long long> id_by_code(db::Database& database, const std::string& table,
                                    const std::string& code) {
  db::Lease s(database);
  long long id = 0;
  soci::indicator found = soci::i_null;
  s << "SELECT id FROM " + table + " WHERE code = :code", soci::use(code), soci::into(id, found);
  if (!s.got_data() || found == soci::i_null) return std::nullopt;
  return id;
}

}  // namespace

std::optional<long long> RecommendationRepository::event_id(const std::string& code) {
  return id_by_code(database_, "events", code);
}

std::optional<long long> RecommendationRepository::article_id(const std::string& code) {
  return id_by_code(database_, "articles", code);
}

bool RecommendationRepository::taken(const std::string& area, const std::string& kind,
                                     long long item_id, long long own_id) {
  db::Lease s(database_);
  long long count = 0;
  s << "SELECT COUNT(*) FROM recommendations WHERE area = :area AND kind = :kind"
       " AND item_id = :item AND id <> :id",
      soci::use(area), soci::use(kind), soci::use(item_id), soci::use(own_id), soci::into(count);
  return count > 0;
}

long long RecommendationRepository::next_position(const std::string& area) {
  db::Lease s(database_);
  long long last = 0;
  soci::indicator found = soci::i_null;
  s << "SELECT MAX(position) FROM recommendations WHERE area = :area", soci::use(area),
      soci::into(last, found);
  return s.got_data() && found != soci::i_null ? last + 1 : 1;
}

long long RecommendationRepository::insert(soci::session& s, const Recommendation& p) {
  long long id = 0;
  s << "INSERT INTO recommendations (area, position, kind, item_id, note, created_at, updated_at)"
       " VALUES (:area, :position, :kind, :item, :note, :created, :updated) RETURNING id",
      soci::use(p.area), soci::use(p.position), soci::use(p.kind), soci::use(p.item_id),
      soci::use(p.note), soci::use(p.created_at), soci::use(p.updated_at), soci::into(id);
  return id;
}

void RecommendationRepository::update(soci::session& s, const Recommendation& p) {
  s << "UPDATE recommendations SET area = :area, position = :position, kind = :kind,"
       " item_id = :item, note = :note, updated_at = :updated WHERE id = :id",
      soci::use(p.area), soci::use(p.position), soci::use(p.kind), soci::use(p.item_id),
      soci::use(p.note), soci::use(p.updated_at), soci::use(p.id);
}

void RecommendationRepository::remove(soci::session& s, long long id) {
  s << "DELETE FROM recommendations WHERE id = :id", soci::use(id);
}

}  // namespace platform::recommend
