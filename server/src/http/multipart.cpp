#include "http/multipart.hpp"

#include "core/errors.hpp"
#include "core/text.hpp"
#include "core/validation.hpp"
#include "http/message.hpp"

namespace platform::http {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// The value of parameter `key` in a header value like `form-data; name="photo"; filename="a.png"`.
std::optional<std::string> parameter(std::string_view header, std::string_view key) {
  std::size_t pos = header.find(';');
  while (pos != std::string_view::npos && pos < header.size()) {
    ++pos;
    auto next = pos;
    // Find the end of this parameter, skipping over a quoted value.
    const auto eq = header.find('=', pos);
    if (eq == std::string_view::npos) return std::nullopt;
    const std::string name = core::ascii_lower(trim(header.substr(pos, eq - pos)));
    std::string value;
    next = eq + 1;
    while (next < header.size() && header[next] == ' ') ++next;
    if (next < header.size() && header[next] == '"') {
      ++next;
      while (next < header.size() && header[next] != '"') {
        if (header[next] == '\\' && next + 1 < header.size()) ++next;
        value.push_back(header[next]);
        ++next;
      }
      if (next >= header.size()) return std::nullopt;  // unterminated quote
      ++next;
    } else {
      const auto end = header.find(';', next);
      value = std::string(trim(header.substr(
          next, end == std::string_view::npos ? std::string_view::npos : end - next)));
      next = end == std::string_view::npos ? header.size() : end;
    }
    if (name == key) return value;
    pos = header.find(';', next);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type) {
  const auto semi = content_type.find(';');
  if (core::ascii_lower(trim(content_type.substr(0, semi))) != "multipart/form-data")
    return std::nullopt;
  auto b = parameter(content_type, "boundary");
  if (!b || b->empty() || b->size() > 70) return std::nullopt;
  return b;
}

std::optional<std::vector<Part>> parse_multipart(std::string_view body, std::string_view boundary) {
  if (boundary.empty()) return std::nullopt;
  const std::string delimiter = "--" + std::string(boundary);
  const std::string inner = "\r\n" + delimiter;
  std::vector<Part> parts;
  // The first delimiter opens the body or follows a preamble line.
  std::size_t pos;
  if (body.substr(0, delimiter.size()) == delimiter) {
    pos = delimiter.size();
  } else {
    const auto found = body.find(inner);
    if (found == std::string_view::npos) return std::nullopt;
    pos = found + inner.size();
  }
  while (true) {
    if (body.substr(pos, 2) == "--") return parts;  // closing delimiter
    while (pos < body.size() && (body[pos] == ' ' || body[pos] == '\t')) ++pos;
    if (body.substr(pos, 2) != "\r\n") return std::nullopt;
    pos += 2;
    const auto headers_end = body.find("\r\n\r\n", pos);
    Part part;
    bool has_name = false;
    std::size_t data_start;
    if (body.substr(pos, 2) == "\r\n") {
      data_start = pos + 2;  // a part with no headers at all
    } else {
      if (headers_end == std::string_view::npos) return std::nullopt;
      std::string_view headers = body.substr(pos, headers_end - pos);
      data_start = headers_end + 4;
      while (!headers.empty()) {
        const auto eol = headers.find("\r\n");
        const auto line = headers.substr(0, eol);
        headers = eol == std::string_view::npos ? std::string_view() : headers.substr(eol + 2);
        const auto colon = line.find(':');
        if (colon == std::string_view::npos) return std::nullopt;
        const std::string key = core::ascii_lower(trim(line.substr(0, colon)));
        const auto value = trim(line.substr(colon + 1));
        if (key == "content-disposition") {
          if (core::ascii_lower(trim(value.substr(0, value.find(';')))) != "form-data")
            return std::nullopt;
          auto name = parameter(value, "name");
          if (!name) return std::nullopt;
          part.name = std::move(*name);
          part.filename = parameter(value, "filename");
          has_name = true;
        } else if (key == "content-type") {
          part.content_type = std::string(value);
        }
      }
    }
    if (!has_name) return std::nullopt;
    const auto end = body.find(inner, data_start);
    if (end == std::string_view::npos) return std::nullopt;
    part.data = body.substr(data_start, end - data_start);
    parts.push_back(std::move(part));
    if (parts.size() > 100) return std::nullopt;
    pos = end + inner.size();
  }
}

std::string_view form_file(const Request& request, std::string_view name) {
  const auto boundary = multipart_boundary(request.header(beast_http::field::content_type));
  if (!boundary) core::throw_bad_request("Ожидается тело multipart/form-data");
  const auto parts = parse_multipart(request.raw.body(), *boundary);
  if (!parts) core::throw_bad_request("Некорректное тело multipart/form-data");
  for (const auto& part : *parts) {
    if (part.name == name && part.filename) return part.data;
  }
  core::throw_invalid({{std::string(name), {core::kRequiredMessage}}});
}

}  // namespace platform::http
