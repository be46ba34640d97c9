#include "catalog/photo_store.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>

#include "auth/crypto.hpp"

namespace platform::catalog {

namespace {

constexpr const char* kExtensions[] = {"jpg", "png", "webp"};

}  // namespace

std::string PhotoStore::save(std::string_view bytes, const std::string& ext) {
  std::string hash = auth::sha256_hex(bytes).substr(0, kHashLength);
  std::filesystem::create_directories(dir_);
  const auto path = file_of(hash, ext);
  if (std::filesystem::exists(path)) return hash;
  // Written under a temporary name and renamed, so a reader never sees half a picture.
  const auto partial = dir_ / (hash + "." + ext + ".part-" + auth::random_hex(4));
  {
    std::ofstream out(partial, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + partial.string());
  }
  std::filesystem::rename(partial, path);
  return hash;
}

std::optional<PhotoStore::Photo> PhotoStore::read(std::string_view hash) const {
  if (!is_hash(hash)) return std::nullopt;
  for (const auto* ext : kExtensions) {
    std::ifstream in(file_of(hash, ext), std::ios::binary);
    if (!in) continue;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return Photo{bytes.str(), content_type_of(ext)};
  }
  return std::nullopt;
}

void PhotoStore::remove(std::string_view hash) const {
  if (!is_hash(hash)) return;
  for (const auto* ext : kExtensions) {
    std::error_code ec;
    std::filesystem::remove(file_of(hash, ext), ec);
  }
}

std::filesystem::path PhotoStore::file_of(std::string_view hash, std::string_view ext) const {
  return dir_ / relative_path(hash, ext).substr(std::string_view("events/").size());
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
