#include <soci/soci.h>

#include "content/pages.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::content {

namespace {

constexpr const char* kColumns =
    "SELECT id, area, path, title, seo_title, seo_description, share_image, status, blocks_json,"
    " created_at, updated_at, published_at FROM content_pages";

// Binds every column of a page row to `p`, in kColumns' order.
void into(soci::statement& st, Page& p) {
  st.exchange(soci::into(p.id));
  st.exchange(soci::into(p.area));
  st.exchange(soci::into(p.path));
  st.exchange(soci::into(p.title));
  st.exchange(soci::into(p.seo_title));
  st.exchange(soci::into(p.seo_description));
  st.exchange(soci::into(p.share_image));
  st.exchange(soci::into(p.status));
  st.exchange(soci::into(p.blocks_json));
  st.exchange(soci::into(p.created_at));
  st.exchange(soci::into(p.updated_at));
  st.exchange(soci::into(p.published_at));
}

// The pages of "kColumns <tail>", its values bound.
std::vector<Page> select(soci::session& s, const std::string& tail, const db::Binds& binds) {
  Page p;
  soci::statement st(s);
  binds.bind_to(st);
  into(st, p);
  st.alloc();
  st.prepare(std::string(kColumns) + " " + tail, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Page> out;
  while (st.fetch()) out.push_back(p);
  return out;
}

}  // namespace

std::vector<Page> PageRepository::all() {
  db::Lease s(database_);
  return select(s, "ORDER BY area, path", {});
}

std::optional<Page> PageRepository::find(long long id) {
  db::Lease s(database_);
  db::Binds binds;
  auto rows = select(s, "WHERE id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return std::move(rows[0]);
}

std::optional<Page> PageRepository::find_published(const std::string& area,
                                                   const std::string& path) {
  db::Lease s(database_);
  db::Binds binds;
  const std::string tail = "WHERE area = " + binds.add(area) + " AND path = " + binds.add(path) +
                           " AND status = 'published'";
  auto rows = select(s, tail, binds);
  if (rows.empty()) return std::nullopt;
  return std::move(rows[0]);
}

std::vector<Page> PageRepository::published_in(const std::string& area) {
  db::Lease s(database_);
  db::Binds binds;
  return select(s, "WHERE area = " + binds.add(area) + " AND status = 'published' ORDER BY path",
                binds);
}

bool PageRepository::path_taken(const std::string& area, const std::string& path,
                                long long own_id) {
  db::Lease s(database_);
  long long count = 0;
  s << "SELECT COUNT(*) FROM content_pages WHERE area = :a AND path = :p AND id <> :id",
      soci::use(area), soci::use(path), soci::use(own_id), soci::into(count);
  return count > 0;
}

long long PageRepository::insert(soci::session& s, const Page& p) {
  long long id = 0;
  s << "INSERT INTO content_pages (area, path, title, seo_title, seo_description, share_image,"
       " status, blocks_json, created_at, updated_at, published_at) VALUES (:area, :path, :title,"
       " :seo_title, :seo_description, :share_image, :status, :blocks, :created, :updated,"
       " :published) RETURNING id",
      soci::use(p.area), soci::use(p.path), soci::use(p.title), soci::use(p.seo_title),
      soci::use(p.seo_description), soci::use(p.share_image), soci::use(p.status),
      soci::use(p.blocks_json), soci::use(p.created_at), soci::use(p.updated_at),
      soci::use(p.published_at), soci::into(id);
  return id;
}

void PageRepository::update(soci::session& s, const Page& p) {
  s << "UPDATE content_pages SET area = :area, path = :path, title = :title,"
       " seo_title = :seo_title, seo_description = :seo_description, share_image = :share_image,"
       " status = :status, blocks_json = :blocks, updated_at = :updated,"
       " published_at = :published WHERE id = :id",
      soci::use(p.area), soci::use(p.path), soci::use(p.title), soci::use(p.seo_title),
      soci::use(p.seo_description), soci::use(p.share_image), soci::use(p.status),
      soci::use(p.blocks_json), soci::use(p.updated_at), soci::use(p.published_at), soci::use(p.id);
}

void PageRepository::remove(soci::session& s, long long id) {
  s << "DELETE FROM content_pages WHERE id = :id", soci::use(id);
}

}  // namespace platform::content
