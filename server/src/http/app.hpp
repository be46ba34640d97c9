#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/logging.hpp"
#include "http/message.hpp"
#include "http/proxies.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"
#include "site/pages.hpp"
#include "storage/storage.hpp"

namespace platform::monitoring {
class Metrics;
}

namespace platform::http {

// What the server does with one request, apart from I/O: a pure function from request to
// response. /api/** goes to the API router (origin check, error mapping), other GETs to the web
// build's files or to the page renderer. Every response carries X-Request-Id and the security
// headers (add_security_headers) and is logged.
class App {
 public:
  App(std::string base_domain, Router api, StaticFiles files, site::PageRenderer pages);

  // Serves GET /storage/{photos,content,documents}/* from these files (what people upload).
  void serve_storage(const storage::Storage& files) { stored_ = &files; }

  // Which requests get an access line (--access-log).
  void log_requests(core::AccessLog mode, core::LogFormat format = core::LogFormat::text) {
    access_log_ = mode;
    log_format_ = format;
  }

  // Counts every answer in `metrics` (by route and status, with its duration); none: not counted.
  void count_requests(monitoring::Metrics* metrics) { metrics_ = metrics; }

  // The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed.
  void trust_proxies(TrustedProxies proxies) { proxies_ = std::move(proxies); }

  // The answer; may wait for the page renderer's markup (decision 0034), so an io thread calls
  // handle_without_waiting instead.
  Response handle(const RawRequest& raw, const std::string& remote_ip) const;

  // The answer, unless making it would keep an io thread waiting: a page whose server-rendered
  // markup is not cached yet (the renderer takes tens of milliseconds and calls back into this
  // server). Then nothing, nothing is logged, and the server calls handle() on its blocking pool.
  // A page whose markup is cached costs what it did before server rendering.
  std::optional<Response> handle_without_waiting(const RawRequest& raw,
                                                 const std::string& remote_ip) const;

  // True when the request's route is heavy (Cost::heavy): the server runs it on its blocking pool.
  bool heavy(const RawRequest& raw) const;

  // An answer for a request the server refused before it was read whole (413, malformed).
  Response refuse(const core::ApiError& error, std::string_view method, std::string_view target,
                  const std::string& remote_ip) const;

 private:
  // What an access line says of a request besides its answer.
  struct AccessFacts {
    std::string_view method, target, route, request_id, client_ip, user_agent;
    std::optional<long long> user_id;
  };
  // The access line (--access-log, --log-format) and the metrics of one answer.
  void log_access(const AccessFacts& facts, const Response& r,
                  std::chrono::steady_clock::time_point started) const;
  std::optional<Response> answer(const RawRequest& raw, const std::string& remote_ip,
                                 site::PageRenderer::Wait wait) const;
  Response dispatch_api(Request& request) const;
  std::optional<Response> dispatch_web(Request& request, site::PageRenderer::Wait wait) const;
  Response serve_upload(const Request& request) const;

  std::string base_domain_;
  Router api_;
  StaticFiles files_;
  site::PageRenderer pages_;
  const storage::Storage* stored_ = nullptr;
  TrustedProxies proxies_;
  core::AccessLog access_log_ = core::AccessLog::all;
  core::LogFormat log_format_ = core::LogFormat::text;
  monitoring::Metrics* metrics_ = nullptr;
};

// A fresh random request id (16 hex digits).
std::string new_request_id();
// The request's X-Request-Id when it is 8 to 64 letters, digits, '-', '_' or '.' (nginx's
// $request_id), else a fresh one: one id in the balancer's log and ours.
std::string request_id_of(const RawRequest& raw);

}  // namespace platform::http
