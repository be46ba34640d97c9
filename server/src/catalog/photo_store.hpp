#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "storage/storage.hpp"

namespace platform::catalog {

// Uploaded event photos in the storage: events/<hash>.<ext>, named by the first 20 hex digits
// of their SHA-256, so one picture is stored once and a URL naming the hash always means the
// same bytes (served with a year of caching). The event's `photo` is
// /api/event/{code}/photo?v=<hash>.
class PhotoStore {
 public:
  struct Photo {
    std::string bytes;
    std::string content_type;
  };

  explicit PhotoStore(const storage::Storage& storage) : storage_(storage) {}

  // Writes the bytes (of type ext: jpg, png, webp) unless already stored; answers the hash.
  std::string save(std::string_view bytes, const std::string& ext) const;
  std::optional<Photo> read(std::string_view hash) const;
  void remove(std::string_view hash) const;

  // The file's storage key (the files table's path).
  static std::string relative_path(std::string_view hash, std::string_view ext);
  static std::string content_type_of(std::string_view ext);

  static std::string url_of(std::string_view code, std::string_view hash);
  // The hash of an uploaded photo's URL of the event, or nothing (the generated cover, a link).
  static std::optional<std::string> hash_of(std::string_view photo_url, std::string_view code);
  // Whether text can be a photo hash (and so a safe file name).
  static bool is_hash(std::string_view text);

  static constexpr std::size_t kHashLength = 20;

 private:
  const storage::Storage& storage_;
};

}  // namespace platform::catalog
