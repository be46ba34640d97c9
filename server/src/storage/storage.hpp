#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::core {
struct Config;
}

namespace platform::storage {

// Where the server keeps files: what people upload (photos, pictures and their variants,
// documents, a basket's PDFs, a request's project) and what it draws once (diplomas, e-tickets).
// Two places behind one interface (decision 0050): a local folder, for one host, and
// S3-compatible object storage, which copies on several hosts share. A file is named by its key,
// a relative path such as "content/<hash>-800.webp"; the folder a key starts with says what it is.
//
// A write replaces the whole file at once: a reader sees the old bytes or the new, never a part.
// Every call has a deadline; a failure is an exception (the request answers 500 and is logged),
// except remove, which only logs: a file left behind is swept or harmless.
class Storage {
 public:
  virtual ~Storage() = default;

  // The file's bytes; nothing when there is no file at key.
  [[nodiscard]] virtual std::optional<std::string> read(std::string_view key) const = 0;
  [[nodiscard]] virtual bool exists(std::string_view key) const = 0;
  virtual void write(std::string_view key, std::string_view bytes) const = 0;
  virtual void remove(std::string_view key) const = 0;
  // Every key kept, for backups.
  [[nodiscard]] virtual std::vector<std::string> keys() const = 0;
  // Where the files are, for the log: "folder var/storage", "bucket platform at https://…".
  [[nodiscard]] virtual std::string describe() const = 0;

  // Files named by their content never change: written only when absent.
  void write_once(std::string_view key, std::string_view bytes) const {
    if (!exists(key)) write(key, bytes);
  }
};

// A key is a relative path of segments made of letters, digits, '.', '_' and '-', none of them
// "." or "..", at most 512 bytes: it can name nothing outside the storage, and needs no escaping
// in a URL.
bool valid_key(std::string_view key);
// Throws std::invalid_argument naming the key when it is not valid: keys are made by the server,
// so a bad one is a bug, never a visitor's input.
void check_key(std::string_view key);

// The storage the configuration names: object storage when it has a storage URL, else the folder.
std::unique_ptr<Storage> open(const core::Config& config);

}  // namespace platform::storage
