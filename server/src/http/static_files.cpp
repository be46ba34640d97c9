#include "http/static_files.hpp"

#include <fcntl.h>
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace platform::http {
namespace fs = std::filesystem;

std::optional<std::string> safe_relative_path(std::string_view path) {
  if (path.empty() || path.front() != '/' || path.back() == '/') return std::nullopt;
  if (path.find_first_of(std::string_view("\\%\0", 3)) != std::string_view::npos) {
    return std::nullopt;
  }
  std::string_view rest = path.substr(1);
  while (!rest.empty()) {
    const auto end = std::min(rest.find('/'), rest.size());
    const auto segment = rest.substr(0, end);
    if (segment.empty() || segment == "." || segment == "..") return std::nullopt;
    rest = end == rest.size() ? std::string_view() : rest.substr(end + 1);
  }
  return std::string(path.substr(1));
}

AcceptedEncodings parse_accept_encoding(std::string_view header) {
  AcceptedEncodings out;
  while (!header.empty()) {
    const auto comma = std::min(header.find(','), header.size());
    std::string_view item = header.substr(0, comma);
    header = comma == header.size() ? std::string_view() : header.substr(comma + 1);
    const auto semi = item.find(';');
    std::string_view name = item.substr(0, semi);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    bool refused = false;
    if (semi != std::string_view::npos) {
      std::string params(item.substr(semi + 1));
      params.erase(std::remove(params.begin(), params.end(), ' '), params.end());
      refused = params == "q=0" || params == "q=0.0" || params == "q=0.00" || params == "q=0.000";
    }
    if (refused) continue;
    if (name == "br") out.br = true;
    if (name == "gzip" || name == "*") out.gzip = true;
    if (name == "*") out.br = true;
  }
  return out;
}

std::string content_type_for(std::string_view filename) {
  static const std::pair<std::string_view, std::string_view> types[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json; charset=utf-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".webp", "image/webp"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".woff", "font/woff"},
      {".txt", "text/plain; charset=utf-8"},
      {".xml", "application/xml; charset=utf-8"},
      {".pdf", "application/pdf"},
      {".webmanifest", "application/manifest+json"},
      {".map", "application/json; charset=utf-8"},
  };
  for (const auto& [ext, type] : types) {
    if (filename.ends_with(ext)) return std::string(type);
  }
  return "application/octet-stream";
}

std::string etag_for(std::string_view bytes) {
  // FNV-1a over the content: stable across restarts and machines, cheap, and the ETag only has to
  // change when the bytes change.
  std::uint64_t h = 1469598103934665603ULL;
  for (const char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ULL;
  }
  return fmt::format("\"{:016x}-{:x}\"", h, bytes.size());
}

namespace {

StaticFiles::Variant read_variant(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  StaticFiles::Variant v;
  v.bytes = std::make_shared<const std::string>(std::move(ss).str());
  if (v.bytes->size() >= StaticFiles::kSendfileFrom)
    v.fd = std::make_shared<const StaticFiles::Fd>(p);
  return v;
}

}  // namespace

StaticFiles::Fd::Fd(const fs::path& path) : fd_(::open(path.c_str(), O_RDONLY | O_CLOEXEC)) {
  if (fd_ < 0) throw std::runtime_error("cannot open " + path.string());
}

StaticFiles::Fd StaticFiles::Fd::holding(std::string_view bytes) {
  Fd file;
  file.fd_ = ::memfd_create("kept-body", MFD_CLOEXEC);
  if (!file) return file;
  for (std::size_t written = 0; written < bytes.size();) {
    const ssize_t n = ::write(file.fd_, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Fd{};  // out of memory for it: closed, the caller sends from memory
    written += static_cast<std::size_t>(n);
  }
  return file;
}

std::size_t StaticFiles::Variant::weight() const {
  if (!bytes) return 0;
  return bytes->capacity() + (fd ? bytes->size() : 0);
}

StaticFiles::Variant StaticFiles::kept_variant(std::string bytes) {
  Variant v;
  v.bytes = std::make_shared<const std::string>(std::move(bytes));
  if (v.bytes->size() >= kSendfileFrom) {
    if (auto file = Fd::holding(*v.bytes)) v.fd = std::make_shared<const Fd>(std::move(file));
  }
  return v;
}

StaticFiles::Fd& StaticFiles::Fd::operator=(Fd&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

StaticFiles::Fd::~Fd() {
  if (fd_ >= 0) ::close(fd_);
}

void StaticFiles::load(const fs::path& dir, const std::vector<std::string>& skip) {
  files_.clear();
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    const std::string rel = fs::relative(entry.path(), dir).generic_string();
    if (rel.ends_with(".gz") || rel.ends_with(".br")) continue;
    if (std::find(skip.begin(), skip.end(), rel) != skip.end()) continue;
    File f;
    f.body = read_variant(entry.path());
    f.etag = etag_for(*f.body.bytes);
    f.content_type = content_type_for(rel);
    f.immutable = rel.starts_with("assets/");
    if (fs::exists(entry.path().string() + ".gz"))
      f.gzip = read_variant(entry.path().string() + ".gz");
    if (fs::exists(entry.path().string() + ".br"))
      f.br = read_variant(entry.path().string() + ".br");
    files_.emplace("/" + rel, std::move(f));
  }
}

const StaticFiles::File* StaticFiles::find(std::string_view decoded_path) const {
  const auto rel = safe_relative_path(decoded_path);
  if (!rel) return nullptr;
  const auto it = files_.find("/" + *rel);
  return it == files_.end() ? nullptr : &it->second;
}

StaticFiles::Choice StaticFiles::choose_encoding(const Encoded& content, const Request& request) {
  const auto accepted = parse_accept_encoding(request.header(beast_http::field::accept_encoding));
  if (content.br && accepted.br) return {&content.br, "br", "-br"};
  if (content.gzip && accepted.gzip) return {&content.gzip, "gzip", "-gz"};
  return {&content.body, {}, {}};
}

namespace {
// The ETag without its closing quote, shared by every encoding's ETag.
std::string_view etag_stem(const StaticFiles::Encoded& content) {
  return std::string_view(content.etag).substr(0, content.etag.size() - 1);
}
}  // namespace

bool StaticFiles::held(const Encoded& content, const Request& request) {
  // Any encoding's ETag proves the client holds the current content, so the comparison uses the
  // shared stem.
  const auto if_none_match = request.header(beast_http::field::if_none_match);
  return !if_none_match.empty() &&
         (if_none_match == "*" || if_none_match.find(etag_stem(content)) != std::string_view::npos);
}

void StaticFiles::answer_encoded(Response& r, const Encoded& content, const Request& request) {
  const Choice choice = choose_encoding(content, request);
  r.set(beast_http::field::etag,
        std::string(etag_stem(content)) + std::string(choice.etag_suffix) + "\"");
  if (held(content, request)) {
    r.status = Status::not_modified;
    r.shared_body.reset();
    r.sendfile_fd = -1;
    return;
  }
  if (!choice.content_encoding.empty()) {
    r.set(beast_http::field::content_encoding, choice.content_encoding);
  }
  r.shared_body = choice.variant->bytes;
  if (choice.variant->fd) r.sendfile_fd = choice.variant->fd->get();
}

Response StaticFiles::respond(const File& file, const Request& request) {
  Response r;
  r.set(beast_http::field::cache_control,
        file.immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (file.gzip || file.br) r.set(beast_http::field::vary, "Accept-Encoding");
  answer_encoded(r, file, request);
  if (r.status != Status::not_modified) r.set(beast_http::field::content_type, file.content_type);
  return r;
}

}  // namespace platform::http
