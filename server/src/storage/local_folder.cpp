#include "storage/local_folder.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "core/concat.hpp"

namespace platform::storage {

namespace {
// Where writes are made before they are renamed into place; no key starts with '.'.
constexpr std::string_view kIncoming = ".incoming";
}  // namespace

LocalFolder::LocalFolder(std::filesystem::path root) : root_(std::move(root)) {}

std::filesystem::path LocalFolder::path_of(std::string_view key) const {
  check_key(key);
  return root_ / key;
}

std::optional<std::string> LocalFolder::read(std::string_view key) const {
  std::ifstream in(path_of(key), std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) throw std::runtime_error(core::concat("cannot read ", (root_ / key).string()));
  return bytes;
}

bool LocalFolder::exists(std::string_view key) const {
  std::error_code ec;
  return std::filesystem::is_regular_file(path_of(key), ec);
}

void LocalFolder::write(std::string_view key, std::string_view bytes) const {
  const auto file = path_of(key);
  std::filesystem::create_directories(file.parent_path());
  std::filesystem::create_directories(root_ / kIncoming);
  // A name no other writer of this folder uses: this process's id and a counter.
  static std::atomic<unsigned long long> counter{0};
  const auto temp =
      root_ / kIncoming / core::concat(std::to_string(::getpid()), "-", std::to_string(++counter));
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) {
      std::error_code ignored;
      std::filesystem::remove(temp, ignored);
      throw std::runtime_error(core::concat("cannot write ", file.string()));
    }
  }
  std::filesystem::rename(temp, file);
}

void LocalFolder::remove(std::string_view key) const {
  std::error_code ec;
  std::filesystem::remove(path_of(key), ec);
  if (ec) spdlog::warn("storage: cannot remove {}: {}", key, ec.message());
}

std::vector<std::string> LocalFolder::keys() const {
  std::vector<std::string> out;
  if (!std::filesystem::is_directory(root_)) return out;
  for (auto it = std::filesystem::recursive_directory_iterator(root_);
       it != std::filesystem::recursive_directory_iterator(); ++it) {
    if (it->path().filename() == kIncoming) {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    auto key = std::filesystem::relative(it->path(), root_).generic_string();
    if (valid_key(key)) out.push_back(std::move(key));
  }
  return out;
}

std::string LocalFolder::describe() const {
  return core::concat("folder ", root_.string());
}

}  // namespace platform::storage
