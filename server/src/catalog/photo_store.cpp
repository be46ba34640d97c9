#include "catalog/photo_store.hpp"

#include "auth/crypto.hpp"

namespace platform::catalog {

namespace {

constexpr const char* kExtensions[] = {"jpg", "png", "webp"};

}  // namespace

std::string PhotoStore::save(std::string_view bytes, const std::string& ext) const {
  std::string hash = auth::sha256_hex(bytes).substr(0, kHashLength);
  storage_.write_once(relative_path(hash, ext), bytes);
  return hash;
}

std::optional<PhotoStore::Photo> PhotoStore::read(std::string_view hash) const {
  if (!is_hash(hash)) return std::nullopt;
  for (const auto* ext : kExtensions) {
    if (auto bytes = storage_.read(relative_path(hash, ext)))
      return Photo{std::move(*bytes), content_type_of(ext)};
  }
  return std::nullopt;
}

void PhotoStore::remove(std::string_view hash) const {
  if (!is_hash(hash)) return;
  for (const auto* ext : kExtensions) storage_.remove(relative_path(hash, ext));
}

std::string PhotoStore::relative_path(std::string_view hash, std::string_view ext) {
  std::string path = "events/";
  path += hash;
  path += '.';
  path += ext;
  return path;
}

std::string PhotoStore::content_type_of(std::string_view ext) {
  if (ext == "jpg") return "image/jpeg";
  if (ext == "png") return "image/png";
  return "image/webp";
}

std::string PhotoStore::url_of(std::string_view code, std::string_view hash) {
  std::string url = "/api/event/";
  url += code;
  url += "/photo?v=";
  url += hash;
  return url;
}

std::optional<std::string> PhotoStore::hash_of(std::string_view photo_url, std::string_view code) {
  const std::string prefix = url_of(code, "");
  if (!photo_url.starts_with(prefix)) return std::nullopt;
  const auto hash = photo_url.substr(prefix.size());
  if (!is_hash(hash)) return std::nullopt;
  return std::string(hash);
}

bool PhotoStore::is_hash(std::string_view text) {
  if (text.size() != kHashLength) return false;
  for (const char c : text) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

}  // namespace platform::catalog
