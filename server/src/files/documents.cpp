#include "files/documents.hpp"

#include <cctype>

#include "core/errors.hpp"

namespace platform::files {

std::optional<std::string> check_pdf(std::string_view bytes) {
  if (!bytes.starts_with("%PDF-")) return kPdfTypeMessage;
  if (bytes.size() > kMaxPdfBytes) return kPdfSizeMessage;
  return std::nullopt;
}

std::string clean_name(std::string_view name) {
  if (const auto slash = name.find_last_of("/\\"); slash != std::string_view::npos)
    name.remove_prefix(slash + 1);
  std::string out;
  for (const char c : name) {
    if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) out += c;
  }
  if (out.size() > 200) out.resize(200);
  // A cut inside a character leaves its lead byte and some continuation bytes: drop them.
  while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80) out.pop_back();
  if (!out.empty() && (static_cast<unsigned char>(out.back()) & 0x80)) out.pop_back();
  return out.empty() ? "file.pdf" : out;
}

http::Response download(std::optional<std::string> bytes, const std::string& name,
                        const std::string& content_type) {
  if (!bytes) core::throw_not_found("Файл не найден");
  http::Response r;
  r.body = std::move(*bytes);
  r.set(http::beast_http::field::content_type, content_type);
  std::string encoded;
  static constexpr const char* kHex = "0123456789ABCDEF";
  for (const unsigned char c : name) {
    if (std::isalnum(c) || c == '.' || c == '-' || c == '_') {
      encoded += static_cast<char>(c);
    } else {
      encoded += '%';
      encoded += kHex[c >> 4];
      encoded += kHex[c & 15];
    }
  }
  std::string disposition = "attachment; filename=\"file.pdf\"; filename*=UTF-8''";
  disposition.append(encoded);
  r.set(http::beast_http::field::content_disposition, disposition);
  r.set(http::beast_http::field::cache_control, "private, no-store");
  r.headers.set("X-Content-Type-Options", "nosniff");
  return r;
}

}  // namespace platform::files
