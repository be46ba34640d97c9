#include "requests/routes.hpp"

#include <boost/json.hpp>

#include "audit/json.hpp"
#include "core/json_input.hpp"
#include "db/database.hpp"
#include "files/documents.hpp"
#include "http/list_params.hpp"
#include "http/multipart.hpp"
#include "http/request_limits.hpp"

namespace platform::requests {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

namespace {

constexpr const char* kNotFound = "Заявка не найдена";
constexpr std::string_view kSortFields[] = {"id", "created_at"};

// The list's filters: a code filter holds one of its known values, else 422.
RequestQuery read_query(const http::Request& request) {
  const auto p = http::list_params(request, kSortFields);
  RequestQuery q;
  q.offset = p.offset;
  q.limit = p.limit.value_or(25);
  q.oldest_first = p.sort && !p.descending;
  const auto code = [&p](const char* key, auto known) -> std::optional<std::string> {
    auto value = p.text(key, 20);
    if (value && known(*value).empty()) core::throw_invalid({{key, {"Недопустимое значение"}}});
    return value;
  };
  q.status = code("status", status_name);
  q.form = code("form", form_name);
  q.area = p.text("area", 20);
  q.q = p.text("q").value_or("");
  return q;
}

// A request sent with a file comes as multipart/form-data: the fields as JSON in the part
// "request" (at most the 1 MiB of a JSON body), the file in a part with a file name.
struct SentRequest {
  json::object body;
  std::optional<Upload> upload;
};

SentRequest read_sent(const http::Request& request) {
  const auto boundary =
      http::multipart_boundary(request.header(http::beast_http::field::content_type));
  if (!boundary) return {http::json_body(request), std::nullopt};
  const auto parts = http::parse_multipart(request.raw.body(), *boundary);
  if (!parts) core::throw_bad_request("Некорректное тело multipart/form-data");
  SentRequest sent;
  bool has_fields = false;
  for (const auto& part : *parts) {
    if (part.filename) {
      if (sent.upload) core::throw_invalid({{part.name, {"Можно приложить один файл"}}});
      sent.upload = Upload{part.name, *part.filename, part.data};
    } else if (part.name == "request") {
      if (part.data.size() > http::kBodyLimit) {
        throw core::ApiError(core::ErrorKind::payload_too_large,
                             "Поля заявки не должны превышать 1 МБ");
      }
      sent.body = core::parse_json_object(part.data);
      has_fields = true;
    }
  }
  if (!has_fields) core::throw_bad_request("Нет части request с полями заявки");
  return sent;
}

json::object comment_json(const Comment& c) {
  return {{"id", c.id},
          {"author", json::object{{"id", c.author_id}, {"name", c.author_name}}},
          {"text", c.text},
          {"created_at", c.created_at}};
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, RequestService& requests) {
  guard.add(
      router,
      {
          {Verb::post, "/api/requests", Access::anyone, "",
           [&requests](http::Request& request, const Principal* who) {
             const Origin origin{request.area, auth::Guard::client_of(request).ip,
                                 who ? std::optional<long long>(who->user.id) : std::nullopt};
             const auto sent = read_sent(request);
             const auto saved =
                 requests.submit(sent.body, origin, sent.upload ? &*sent.upload : nullptr);
             return http::json_ok(json::object{{"id", saved.id}});
           },
           http::Cost::heavy},  // may write a file
          {Verb::get, "/api/admin/requests", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal*) {
             const auto q = read_query(request);
             json::array rows;
             for (const auto& r : requests.list(q)) rows.push_back(to_json(r));
             return http::json_list("requests", rows, q.offset, requests.count(q));
           }},
          {Verb::get, "/api/admin/requests/{id}", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal*) {
             return http::json_bare(to_json(requests.get(http::path_id(request, kNotFound))));
           }},
          {Verb::get, "/api/admin/requests/{id}/file", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal*) {
             const auto r = requests.get(http::path_id(request, kNotFound));
             return files::download(requests.file_of(r), r.file->name, "application/pdf");
           }},
          {Verb::put, "/api/admin/requests/{id}", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kNotFound);
             return http::json_bare(
                 to_json(requests.edit(id, http::json_body(request), who->user.id)));
           }},
          {Verb::get, "/api/admin/requests/{id}/audit", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal*) {
             json::array list;
             for (const auto& e : requests.history(http::path_id(request, kNotFound)))
               list.push_back(audit::to_json(e));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("audit", list, 0, n);
           }},
          {Verb::get, "/api/admin/requests/{id}/comments", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal*) {
             json::array list;
             for (const auto& c : requests.comments(http::path_id(request, kNotFound)))
               list.push_back(comment_json(c));
             const auto n = static_cast<long long>(list.size());
             return http::json_list("comments", list, 0, n);
           }},
          {Verb::post, "/api/admin/requests/{id}/comments", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal* who) {
             const long long id = http::path_id(request, kNotFound);
             return http::json_bare(
                 comment_json(requests.comment(id, http::json_body(request), who->user.id)));
           }},
          {Verb::get, "/api/admin/requests-export", Access::section, kRequestsSection,
           [&requests](http::Request& request, const Principal*) {
             http::Response r;
             r.body = requests.csv(read_query(request));
             r.set(http::beast_http::field::content_type, "text/csv; charset=utf-8");
             r.set(http::beast_http::field::content_disposition,
                   "attachment; filename=\"requests-" + db::now_utc().substr(0, 10) + ".csv\"");
             r.set(http::beast_http::field::cache_control, "private, no-store");
             return r;
           }},
          {Verb::get, "/api/admin/request-managers", Access::section, kRequestsSection,
           [&requests](http::Request&, const Principal*) {
             json::array list;
             for (const auto& m : requests.managers())
               list.push_back(json::object{{"id", m.id}, {"name", m.name}, {"email", m.email}});
             const auto n = static_cast<long long>(list.size());
             return http::json_list("request-managers", list, 0, n);
           }},
      });
}

}  // namespace platform::requests
