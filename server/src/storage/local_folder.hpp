#pragma once

#include <filesystem>

#include "storage/storage.hpp"

namespace platform::storage {

// The files in a folder of this host (the default; one host, or several sharing a network
// folder). A write goes to a temporary file in <folder>/.incoming first and is renamed into
// place, so a reader never sees half a file.
class LocalFolder final : public Storage {
 public:
  explicit LocalFolder(std::filesystem::path root);

  [[nodiscard]] std::optional<std::string> read(std::string_view key) const override;
  [[nodiscard]] bool exists(std::string_view key) const override;
  void write(std::string_view key, std::string_view bytes) const override;
  void remove(std::string_view key) const override;
  [[nodiscard]] std::vector<std::string> keys() const override;
  [[nodiscard]] std::string describe() const override;

  [[nodiscard]] const std::filesystem::path& root() const { return root_; }

 private:
  [[nodiscard]] std::filesystem::path path_of(std::string_view key) const;

  std::filesystem::path root_;
};

}  // namespace platform::storage
