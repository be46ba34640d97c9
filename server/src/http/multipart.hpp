#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::http {

// One part of a multipart/form-data body. data points into the body it was parsed from.
struct Part {
  std::string name;
  std::optional<std::string> filename;
  std::string content_type;
  std::string_view data;
};

// The boundary parameter of a multipart/form-data Content-Type; nothing for other types or a
// missing / over-long (> 70 characters, RFC 2046) boundary.
std::optional<std::string> multipart_boundary(std::string_view content_type);

// Splits a multipart/form-data body (RFC 7578). A pure function of its input, safe for any
// bytes: nothing when the body is malformed (no opening or closing delimiter, a part without
// its header block, a part without a Content-Disposition name, more than 100 parts).
std::optional<std::vector<Part>> parse_multipart(std::string_view body, std::string_view boundary);

struct Request;

// The bytes of the uploaded file of a form field ("file") of the request's multipart body: 400
// for a body that is not such a form, 422 (`name`: required) without the file. Points into the
// request's body.
std::string_view form_file(const Request& request, std::string_view name = "file");

}  // namespace platform::http
