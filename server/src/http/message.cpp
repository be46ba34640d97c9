#include "http/message.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/url/decode_view.hpp>

#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "core/text.hpp"

namespace platform::http {
namespace json = boost::json;

std::optional<std::string> Request::query(std::string_view key) const {
  for (const auto& p : target.params()) {
    if (p.key == key) return p.has_value ? p.value : std::string();
  }
  return std::nullopt;
}

std::string_view Request::header(beast_http::field f) const {
  const auto it = raw.find(f);
  return it == raw.end() ? std::string_view() : std::string_view(it->value());
}

boost::json::object json_body(const Request& request) {
  std::string_view type = request.header(beast_http::field::content_type);
  type = type.substr(0, type.find(';'));
  while (!type.empty() && type.back() == ' ') type.remove_suffix(1);
  if (core::ascii_lower(type) != "application/json") {
    throw core::ApiError(
        core::ErrorKind::unsupported_media_type,
        "Тело запроса должно быть в формате JSON (Content-Type: application/json)");
  }
  return core::parse_json_object(request.raw.body());
}

long long path_id(const Request& request, std::string_view not_found) {
  const auto it = request.params.find("id");
  const auto id = it == request.params.end() ? std::nullopt : core::parse_id(it->second);
  if (!id) core::throw_not_found(std::string(not_found));
  return *id;
}

namespace {

Response json_response(Status status, std::string body) {
  Response r;
  r.status = status;
  r.set(beast_http::field::content_type, "application/json; charset=utf-8");
  r.set(beast_http::field::cache_control, "no-store");
  r.body = std::move(body);
  return r;
}

}  // namespace

Response json_shared(std::shared_ptr<const std::string> body) {
  Response r;
  r.set(beast_http::field::content_type, "application/json; charset=utf-8");
  r.set(beast_http::field::cache_control, "no-store");
  r.shared_body = std::move(body);
  return r;
}

Response json_ok(const json::value& data, Status status) {
  json::object envelope;
  envelope["status"] = static_cast<int>(status);
  envelope["data"] = data;
  return json_response(status, json::serialize(envelope));
}

Response json_error(const core::ApiError& error) {
  const int status = core::status_of(error.kind());
  json::object envelope;
  envelope["status"] = status;
  envelope["message"] = error.what();
  if (!error.fields().empty()) {
    json::object fields;
    for (const auto& [name, messages] : error.fields()) {
      json::array list;
      for (const auto& m : messages) list.emplace_back(m);
      fields[name] = std::move(list);
    }
    envelope["errors"] = std::move(fields);
  }
  Response r = json_response(static_cast<Status>(status), json::serialize(envelope));
  if (error.retry_after() > 0)
    r.set(beast_http::field::retry_after, std::to_string(error.retry_after()));
  return r;
}

Response json_bare(const json::value& data) {
  return json_response(Status::ok, json::serialize(data));
}

Response json_internal_error() {
  return json_response(Status::internal_server_error,
                       R"({"status":500,"message":"Внутренняя ошибка сервера"})");
}

Response json_list(std::string_view resource, const json::array& rows, long long offset,
                   long long total) {
  // Appended piece by piece: GCC 12 at -O3 misreports chained string concatenation (-Wrestrict).
  std::string range(resource);
  if (rows.empty()) {
    range.append(" */");
  } else {
    range.append(" ");
    range.append(std::to_string(offset));
    range.append("-");
    range.append(std::to_string(offset + static_cast<long long>(rows.size()) - 1));
    range.append("/");
  }
  range.append(std::to_string(total));
  Response r = json_bare(rows);
  r.headers.set("Content-Range", range);
  r.headers.set("Access-Control-Expose-Headers", "Content-Range");
  return r;
}

json::value query_json(const Request& request, std::string_view key) {
  const auto text = request.query(key);
  if (!text || text->empty()) return nullptr;
  boost::system::error_code ec;
  auto value = json::parse(*text, ec);
  if (ec) core::throw_bad_request("Некорректный параметр " + std::string(key));
  return value;
}

}  // namespace platform::http
