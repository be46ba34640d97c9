#include <soci/soci.h>

#include "db/optional.hpp"
#include "seo/seo.hpp"

namespace platform::seo {

namespace {

// One row of seo_overrides; noindex is stored as 0 or 1 on both databases.
struct Row {
  Override o;
  int noindex = 0;
};

std::vector<Override> select(soci::session& s, const std::string& tail, long long id) {
  Row row;
  soci::statement st(s);
  st.exchange(soci::into(row.o.id));
  st.exchange(soci::into(row.o.area));
  st.exchange(soci::into(row.o.path));
  st.exchange(soci::into(row.o.title));
  st.exchange(soci::into(row.o.description));
  st.exchange(soci::into(row.o.share_image));
  st.exchange(soci::into(row.noindex));
  st.exchange(soci::into(row.o.updated_at));
  if (id != 0) st.exchange(soci::use(id, "id"));
  st.alloc();
  st.prepare(
      "SELECT id, area, path, title, description, share_image, noindex, updated_at"
      " FROM seo_overrides " +
          tail,
      soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Override> out;
  while (st.fetch()) {
    out.push_back(row.o);
    out.back().noindex = row.noindex != 0;
  }
  return out;
}

}  // namespace

std::vector<Override> OverrideRepository::all() {
  db::Lease s(database_);
  return select(s, "ORDER BY area, path", 0);
}

std::optional<Override> OverrideRepository::find(long long id) {
  db::Lease s(database_);
  auto rows = select(s, "WHERE id = :id", id);
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

bool OverrideRepository::path_taken(const std::string& area, const std::string& path,
                                    long long own_id) {
  db::Lease s(database_);
  long long count = 0;
  s << "SELECT COUNT(*) FROM seo_overrides WHERE area = :a AND path = :p AND id <> :id",
      soci::use(area), soci::use(path), soci::use(own_id), soci::into(count);
  return count > 0;
}

long long OverrideRepository::insert(soci::session& s, const Override& o) {
  long long id = 0;
  const int noindex = o.noindex ? 1 : 0;
  s << "INSERT INTO seo_overrides (area, path, title, description, share_image, noindex,"
       " updated_at) VALUES (:a, :p, :t, :d, :i, :n, :u) RETURNING id",
      soci::use(o.area), soci::use(o.path), soci::use(o.title), soci::use(o.description),
      soci::use(o.share_image), soci::use(noindex), soci::use(o.updated_at), soci::into(id);
  return id;
}

void OverrideRepository::update(soci::session& s, const Override& o) {
  const int noindex = o.noindex ? 1 : 0;
  s << "UPDATE seo_overrides SET area = :a, path = :p, title = :t, description = :d,"
       " share_image = :i, noindex = :n, updated_at = :u WHERE id = :id",
      soci::use(o.area), soci::use(o.path), soci::use(o.title), soci::use(o.description),
      soci::use(o.share_image), soci::use(noindex), soci::use(o.updated_at), soci::use(o.id);
}

void OverrideRepository::remove(soci::session& s, long long id) {
  s << "DELETE FROM seo_overrides WHERE id = :id", soci::use(id);
}

}  // namespace platform::seo
