#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace platform::files {

struct StoredUpload {
  long long id = 0;
  std::string path;  // under the storage folder, e.g. service-params/<hex>.pdf
};

// SQL of the files table as a whole: what a user stores, and which uploads nothing refers to. A
// file is referred to by a basket's service param or by an order (cart_service_params.file_id,
// order_files.file_id): the one place outside those domains that reads their link columns, so
// that no domain deletes a file another one still shows.
class FileRepository {
 public:
  explicit FileRepository(db::Database& database) : database_(database) {}

  // Bytes of every file the user has stored.
  long long stored_bytes(long long user_id);
  // The upload, when no basket param and no order refers to it.
  std::optional<StoredUpload> unreferenced(long long file_id);
  // Service-param uploads created before `before` that nothing refers to.
  std::vector<StoredUpload> unreferenced_before(const std::string& before);
  // Deletes the file's rows (file_names, files).
  void remove(long long file_id);

 private:
  db::Database& database_;
};

}  // namespace platform::files
