#pragma once

#include <boost/beast/http/fields.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/status.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/json/value.hpp>
#include <boost/url/url_view.hpp>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/errors.hpp"

namespace platform::http {

namespace beast_http = boost::beast::http;
using RawRequest = beast_http::request<beast_http::string_body>;
using Status = beast_http::status;
using Verb = beast_http::verb;

// A request as handlers see it: the parsed message plus what the server worked out about it.
struct Request {
  const RawRequest& raw;
  boost::urls::url_view target;  // the parsed request target (path and query)
  std::string path;              // percent-decoded path
  std::string request_id;
  std::string remote_ip;                      // the TCP peer
  std::string area;                           // site area chosen by host or ?domain=
  std::map<std::string, std::string> params;  // path parameters filled by the router
  std::string client_ip;  // the client: the peer, or what a trusted proxy says (TrustedProxies)
  bool https = false;     // the client spoke https (to a trusted proxy)
  // What answered, for the metrics: the API route ("GET /api/event/{code}"), or "page", "file",
  // "upload"; empty until known.
  std::string_view route;
  std::optional<long long> user_id;  // the signed-in user, once a route's guard has found them

  Verb method() const { return raw.method(); }
  std::optional<std::string> query(std::string_view key) const;
  std::string_view header(beast_http::field f) const;
};

// A response under construction. Large immutable bodies (static files, page HTML) are shared,
// never copied per request; big static files also name an open file the server can hand to the
// kernel with sendfile instead of copying the bytes (the memory copy stays the source of truth).
struct Response {
  Status status = Status::ok;
  beast_http::fields headers;
  std::string body;
  std::shared_ptr<const std::string> shared_body;
  int sendfile_fd = -1;  // owned by whoever owns shared_body (StaticFiles); same bytes

  std::string_view body_view() const { return shared_body ? std::string_view(*shared_body) : body; }
  void set(beast_http::field f, std::string_view value) { headers.set(f, value); }
};

// {"status": 200, "data": ...}
Response json_ok(const boost::json::value& data, Status status = Status::ok);

// A 200 JSON answer kept serialised in a cache (the bytes json_ok would send), shared, not copied.
Response json_shared(std::shared_ptr<const std::string> body);

// The bare JSON value with status 200, no envelope (the admin API: react-admin's REST convention).
Response json_bare(const boost::json::value& data);

// A react-admin list (ra-data-simple-rest): the bare array of one page, starting at row `offset`
// of `total`, with `Content-Range: <resource> <first>-<last>/<total>`.
Response json_list(std::string_view resource, const boost::json::array& rows, long long offset,
                   long long total);

// The body of a call that reads JSON: 415 unless its Content-Type is application/json (so a form
// or a text/plain body, which browsers send cross-site without asking, is never read as a call),
// then core::parse_json_object (400 / 422 for what is wrong with it).
boost::json::object json_body(const Request& request);

// The path parameter "id" as a positive id (core::parse_id): 404 with `not_found` for anything
// else ("1e3", "-1", "abc").
long long path_id(const Request& request, std::string_view not_found);

// A query parameter holding JSON (react-admin's sort, range and filter); null when absent.
// Throws ApiError(bad_request) when it is not JSON.
boost::json::value query_json(const Request& request, std::string_view key);

// {"status": N, "message": "...", "errors": {...}} with the status of the error's kind.
Response json_error(const core::ApiError& error);

// A generic 500 body: never the exception text.
Response json_internal_error();

}  // namespace platform::http
