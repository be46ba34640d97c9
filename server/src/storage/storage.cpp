#include "storage/storage.hpp"

#include <stdexcept>

#include "core/concat.hpp"
#include "core/config.hpp"
#include "storage/local_folder.hpp"
#include "storage/object_storage.hpp"

namespace platform::storage {

bool valid_key(std::string_view key) {
  if (key.empty() || key.size() > 512) return false;
  std::size_t start = 0;
  while (start <= key.size()) {
    const auto end = std::min(key.find('/', start), key.size());
    const auto segment = key.substr(start, end - start);
    // No empty segment, none hidden (".", "..", ".incoming" all start with a dot).
    if (segment.empty() || segment.front() == '.') return false;
    for (const char c : segment) {
      const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                         (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
      if (!plain) return false;
    }
    start = end + 1;
  }
  return true;
}

void check_key(std::string_view key) {
  if (!valid_key(key)) throw std::invalid_argument(core::concat("not a storage key: '", key, "'"));
}

std::unique_ptr<Storage> open(const core::Config& config) {
  const auto& object = config.object_storage;
  if (object.bucket.empty()) return std::make_unique<LocalFolder>(config.storage_dir);
  return std::make_unique<ObjectStorage>(ObjectStorageSettings{.endpoint = object.endpoint,
                                                               .bucket = object.bucket,
                                                               .prefix = object.prefix,
                                                               .region = object.region,
                                                               .access_key = object.access_key,
                                                               .secret_key = object.secret_key});
}

}  // namespace platform::storage
