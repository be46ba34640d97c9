#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "http/message.hpp"

namespace platform::http {

// The relative file path a request path names, or nothing when it could step outside the folder
// or name something odd: "..", ".", empty segments, backslashes, NUL, percent signs (a second
// round of encoding), or a trailing slash. Takes the already percent-decoded path.
std::optional<std::string> safe_relative_path(std::string_view decoded_path);

// Which encodings an Accept-Encoding header allows.
struct AcceptedEncodings {
  bool br = false;
  bool gzip = false;
};
AcceptedEncodings parse_accept_encoding(std::string_view header);

// The built web app's files, read into memory once at start (the build is a few megabytes and is
// replaced only with a new release, which restarts the server). Hashed files under /assets/ are
// cached forever by browsers; the rest are revalidated with their ETag.
class StaticFiles {
 public:
  // An open read-only file, closed with its owner.
  class Fd {
   public:
    Fd() = default;
    explicit Fd(const std::filesystem::path& path);
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept;
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd();
    int get() const { return fd_; }

   private:
    int fd_ = -1;
  };

  // Bodies from this size on are sent with sendfile (no copy through user space).
  static constexpr std::size_t kSendfileFrom = std::size_t{64} * 1024;

  struct Variant {
    std::shared_ptr<const std::string> bytes;
    std::shared_ptr<const Fd> fd;  // open only for bodies of kSendfileFrom bytes or more
    explicit operator bool() const { return bytes != nullptr; }
  };

  struct File {
    Variant body;
    Variant gzip;  // precompressed twins from the build, if any
    Variant br;
    std::string etag;
    std::string content_type;
    bool immutable = false;
  };

  // Reads every file under dir except those in `skip` (relative names such as "index.html").
  void load(const std::filesystem::path& dir, const std::vector<std::string>& skip);

  const File* find(std::string_view decoded_path) const;

  // Answers a GET/HEAD for the file: 200 with the best encoding, or 304 on a matching ETag.
  static Response respond(const File& file, const Request& request);

  std::size_t size() const { return files_.size(); }

 private:
  std::unordered_map<std::string, File> files_;  // keyed by "/relative/path"
};

std::string content_type_for(std::string_view filename);

// A strong ETag for bytes: a quoted hex digest.
std::string etag_for(std::string_view bytes);

}  // namespace platform::http
