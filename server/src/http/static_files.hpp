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
    // An anonymous in-memory file (memfd) holding `bytes`, so bytes made at run time can be sent
    // with sendfile too; an empty Fd when the system refuses one (the bytes then go from memory).
    static Fd holding(std::string_view bytes);
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept;
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd();
    int get() const { return fd_; }
    explicit operator bool() const { return fd_ >= 0; }

   private:
    int fd_ = -1;
  };

  // Bodies from this size on are sent with sendfile (no copy through user space): on loopback
  // the 40 KB home page went from 0.68 to 0.85-0.9 of nginx's rate (docs/testing.md).
  static constexpr std::size_t kSendfileFrom = std::size_t{16} * 1024;

  struct Variant {
    std::shared_ptr<const std::string> bytes;
    std::shared_ptr<const Fd> fd;  // open only for bodies of kSendfileFrom bytes or more
    explicit operator bool() const { return bytes != nullptr; }
    // What it holds in memory, the in-memory file's copy included.
    std::size_t weight() const;
  };

  // A body made at run time and sent many times (a kept page): with an in-memory file for
  // sendfile when it is kSendfileFrom bytes or more.
  static Variant kept_variant(std::string bytes);

  // One content in the encodings it is kept in. Each encoding is its own representation with its
  // own ETag: the identity's with "-gz" or "-br" before the closing quote.
  struct Encoded {
    Variant body;
    Variant gzip;  // compressed twins, if any
    Variant br;
    std::string etag;  // of the identity body
  };

  struct File : Encoded {  // gzip and br: the build's precompressed twins
    std::string content_type;
    bool immutable = false;
  };

  // Reads every file under dir except those in `skip` (relative names such as "index.html").
  void load(const std::filesystem::path& dir, const std::vector<std::string>& skip);

  const File* find(std::string_view decoded_path) const;

  // Answers a GET/HEAD for the file: 200 with the best encoding, or 304 on a matching ETag.
  static Response respond(const File& file, const Request& request);

  // The encoding of `content` to send for the request: br, then gzip, when the request accepts it
  // and the content has it; else the identity body.
  struct Choice {
    const Variant* variant;
    std::string_view content_encoding;  // empty for the identity body
    std::string_view etag_suffix;       // "-br", "-gz" or empty
  };
  static Choice choose_encoding(const Encoded& content, const Request& request);

  // True when the request's If-None-Match names any encoding of `content`: the client holds it,
  // and the answer is a 304.
  static bool held(const Encoded& content, const Request& request);

  // Puts into `r` the chosen encoding of `content` (body, Content-Encoding, ETag), or makes `r` a
  // 304 without a body when If-None-Match names any encoding of it. What varies besides (Vary,
  // Cache-Control, Content-Type) is the caller's.
  static void answer_encoded(Response& r, const Encoded& content, const Request& request);

  std::size_t size() const { return files_.size(); }

 private:
  std::unordered_map<std::string, File> files_;  // keyed by "/relative/path"
};

std::string content_type_for(std::string_view filename);

// A strong ETag for bytes: a quoted hex digest.
std::string etag_for(std::string_view bytes);

}  // namespace platform::http
