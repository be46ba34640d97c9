#include "files/repository.hpp"

#include <soci/soci.h>

#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::files {
namespace {

constexpr const char* kUnreferenced =
    " NOT EXISTS (SELECT 1 FROM cart_service_params p WHERE p.file_id = f.id)"
    " AND NOT EXISTS (SELECT 1 FROM order_files o WHERE o.file_id = f.id)";

}  // namespace

long long FileRepository::stored_bytes(long long user_id) {
  db::Lease s(database_);
  long long bytes = 0;
  s << "SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = :u", soci::use(user_id),
      soci::into(bytes);
  return bytes;
}

std::optional<StoredUpload> FileRepository::unreferenced(long long file_id) {
  db::Lease s(database_);
  StoredUpload u;
  s << std::string(
           "SELECT f.id, f.path FROM files f WHERE f.id = :id AND f.kind = 'service-param'"
           " AND") +
           kUnreferenced,
      soci::use(file_id), soci::into(u.id), soci::into(u.path);
  if (!s.got_data()) return std::nullopt;
  return u;
}

std::vector<StoredUpload> FileRepository::unreferenced_before(const std::string& before) {
  db::Lease s(database_);
  std::vector<StoredUpload> out;
  StoredUpload u;
  soci::statement st =
      db::query(s,
                std::string("SELECT f.id, f.path FROM files f WHERE f.kind = 'service-param'"
                            " AND f.created_at < :before AND") +
                    kUnreferenced + " ORDER BY f.id LIMIT 1000",
                soci::use(before), soci::into(u.id), soci::into(u.path));
  st.execute();
  while (st.fetch()) out.push_back(u);
  return out;
}

void FileRepository::remove(long long file_id) {
  db::Work s(database_);
  s << "DELETE FROM file_names WHERE file_id = :id", soci::use(file_id);
  s << "DELETE FROM files WHERE id = :id", soci::use(file_id);
  s.commit();
}

}  // namespace platform::files
