#include "blog/repository.hpp"

#include <soci/soci.h>

#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::blog {

namespace {

const std::string kTypeColumns = "SELECT id, code, name, position FROM article_types";

// An article's columns, its body (blocks) whole or as an empty list: lists, feeds and the
// sitemap never read the body.
std::string article_columns(std::string_view blocks) {
  std::string out =
      "SELECT a.id, a.code, a.type_id, t.code, t.name, a.area, a.title, a.lead, a.cover, a.author,"
      " a.tags_json, ";
  out += blocks;
  out +=
      ", a.status, a.seo_title, a.seo_description, a.published_at, a.created_at, a.updated_at"
      " FROM articles a JOIN article_types t ON t.id = a.type_id";
  return out;
}
const std::string kArticleColumns = article_columns("a.blocks_json");
const std::string kSummaryColumns = article_columns("'[]'");

// The rows of "<columns> <tail>", each read into `row` by `bind` and copied out.
template <class Row, class Bind>
std::vector<Row> select(soci::session& s, const std::string& columns, const std::string& tail,
                        const db::Binds& binds, Bind bind) {
  Row row;
  soci::statement st(s);
  binds.bind_to(st);
  bind(st, row);
  st.alloc();
  st.prepare(columns + " " + tail, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Row> out;
  while (st.fetch()) out.push_back(row);
  return out;
}

void type_into(soci::statement& st, ArticleType& t) {
  st.exchange(soci::into(t.id));
  st.exchange(soci::into(t.code));
  st.exchange(soci::into(t.name));
  st.exchange(soci::into(t.position));
}

void article_into(soci::statement& st, Article& a) {
  st.exchange(soci::into(a.id));
  st.exchange(soci::into(a.code));
  st.exchange(soci::into(a.type_id));
  st.exchange(soci::into(a.type_code));
  st.exchange(soci::into(a.type_name));
  st.exchange(soci::into(a.area));
  st.exchange(soci::into(a.title));
  st.exchange(soci::into(a.lead));
  st.exchange(soci::into(a.cover));
  st.exchange(soci::into(a.author));
  st.exchange(soci::into(a.tags_json));
  st.exchange(soci::into(a.blocks_json));
  st.exchange(soci::into(a.status));
  st.exchange(soci::into(a.seo_title));
  st.exchange(soci::into(a.seo_description));
  st.exchange(soci::into(a.published_at));
  st.exchange(soci::into(a.created_at));
  st.exchange(soci::into(a.updated_at));
}

std::vector<ArticleType> select_types(soci::session& s, const std::string& tail,
                                      const db::Binds& binds) {
  return select<ArticleType>(s, kTypeColumns, tail, binds, type_into);
}

std::vector<Article> select_articles(soci::session& s, const std::string& tail,
                                     const db::Binds& binds, bool with_blocks = true) {
  return select<Article>(s, with_blocks ? kArticleColumns : kSummaryColumns, tail, binds,
                         article_into);
}

template <class Row>
std::optional<Row> first(std::vector<Row> rows) {
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

// "WHERE a.status = 'published' AND …" for the query's filters, its values in `binds`. A tag is
// matched inside the tags' JSON array by its quoted text (tags hold no quotes: the service
// refuses them).
std::string published_where(const ArticleQuery& q, db::Binds& binds) {
  std::string where = "WHERE a.status = 'published'";
  if (q.type_id) where += " AND a.type_id = " + binds.add(*q.type_id);
  if (q.area) where += " AND a.area = " + binds.add(*q.area);
  if (q.tag) where += " AND a.tags_json LIKE " + binds.add("%\"" + *q.tag + "\"%");
  return where;
}

}  // namespace

std::vector<ArticleType> BlogRepository::types() {
  db::Lease s(database_);
  return select_types(s, "ORDER BY position, code", {});
}

std::optional<ArticleType> BlogRepository::find_type(long long id) {
  db::Lease s(database_);
  db::Binds binds;
  return first(select_types(s, "WHERE id = " + binds.add(id), binds));
}

std::optional<ArticleType> BlogRepository::find_type(const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  return first(select_types(s, "WHERE code = " + binds.add(code), binds));
}

bool BlogRepository::type_code_taken(const std::string& code, long long own_id) {
  db::Lease s(database_);
  long long count = 0;
  s << "SELECT COUNT(*) FROM article_types WHERE code = :c AND id <> :id", soci::use(code),
      soci::use(own_id), soci::into(count);
  return count > 0;
}

bool BlogRepository::type_in_use(long long id) {
  db::Lease s(database_);
  long long count = 0;
  s << "SELECT COUNT(*) FROM articles WHERE type_id = :id", soci::use(id), soci::into(count);
  return count > 0;
}

long long BlogRepository::insert_type(soci::session& s, const ArticleType& t) {
  long long id = 0;
  s << "INSERT INTO article_types (code, name, position) VALUES (:c, :n, :p) RETURNING id",
      soci::use(t.code), soci::use(t.name), soci::use(t.position), soci::into(id);
  return id;
}

void BlogRepository::update_type(soci::session& s, const ArticleType& t) {
  s << "UPDATE article_types SET code = :c, name = :n, position = :p WHERE id = :id",
      soci::use(t.code), soci::use(t.name), soci::use(t.position), soci::use(t.id);
}

void BlogRepository::remove_type(soci::session& s, long long id) {
  s << "DELETE FROM article_types WHERE id = :id", soci::use(id);
}

std::vector<Article> BlogRepository::all() {
  db::Lease s(database_);
  return select_articles(s, "ORDER BY a.updated_at DESC, a.id DESC", {}, false);
}

std::optional<Article> BlogRepository::find(long long id) {
  db::Lease s(database_);
  db::Binds binds;
  return first(select_articles(s, "WHERE a.id = " + binds.add(id), binds));
}

std::optional<Article> BlogRepository::find_published(long long type_id, const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  const std::string tail = "WHERE a.code = " + binds.add(code) +
                           " AND a.type_id = " + binds.add(type_id) + " AND a.status = 'published'";
  return first(select_articles(s, tail, binds));
}

std::vector<Article> BlogRepository::published(const ArticleQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = published_where(q, binds);
  tail += " ORDER BY a.published_at DESC, a.id DESC LIMIT " + binds.add(q.limit) + " OFFSET " +
          binds.add(q.offset);
  return select_articles(s, tail, binds, q.with_blocks);
}

long long BlogRepository::count_published(const ArticleQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  long long count = 0;
  auto st = db::query_bound(s, "SELECT COUNT(*) FROM articles a " + published_where(q, binds),
                            binds, soci::into(count));
  st.execute(true);
  return count;
}

bool BlogRepository::code_taken(const std::string& code, long long own_id) {
  db::Lease s(database_);
  long long count = 0;
  s << "SELECT COUNT(*) FROM articles WHERE code = :c AND id <> :id", soci::use(code),
      soci::use(own_id), soci::into(count);
  return count > 0;
}

long long BlogRepository::insert(soci::session& s, const Article& a) {
  long long id = 0;
  s << "INSERT INTO articles (code, type_id, area, title, lead, cover, author, tags_json,"
       " blocks_json, status, seo_title, seo_description, published_at, created_at, updated_at)"
       " VALUES (:code, :type, :area, :title, :lead, :cover, :author, :tags, :blocks, :status,"
       " :seo_title, :seo_description, :published, :created, :updated) RETURNING id",
      soci::use(a.code), soci::use(a.type_id), soci::use(a.area), soci::use(a.title),
      soci::use(a.lead), soci::use(a.cover), soci::use(a.author), soci::use(a.tags_json),
      soci::use(a.blocks_json), soci::use(a.status), soci::use(a.seo_title),
      soci::use(a.seo_description), soci::use(a.published_at), soci::use(a.created_at),
      soci::use(a.updated_at), soci::into(id);
  return id;
}

void BlogRepository::update(soci::session& s, const Article& a) {
  s << "UPDATE articles SET code = :code, type_id = :type, area = :area, title = :title,"
       " lead = :lead, cover = :cover, author = :author, tags_json = :tags, blocks_json = :blocks,"
       " status = :status, seo_title = :seo_title, seo_description = :seo_description,"
       " published_at = :published, updated_at = :updated WHERE id = :id",
      soci::use(a.code), soci::use(a.type_id), soci::use(a.area), soci::use(a.title),
      soci::use(a.lead), soci::use(a.cover), soci::use(a.author), soci::use(a.tags_json),
      soci::use(a.blocks_json), soci::use(a.status), soci::use(a.seo_title),
      soci::use(a.seo_description), soci::use(a.published_at), soci::use(a.updated_at),
      soci::use(a.id);
}

void BlogRepository::remove(soci::session& s, long long id) {
  s << "DELETE FROM articles WHERE id = :id", soci::use(id);
}

}  // namespace platform::blog
