#include "http/app.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/json.hpp>
#include <boost/url/parse.hpp>
#include <cctype>
#include <chrono>
#include <random>

#include "core/logging.hpp"
#include "core/waiting.hpp"
#include "db/duplicate.hpp"
#include "db/lease.hpp"
#include "http/origin.hpp"
#include "http/security_headers.hpp"
#include "monitoring/metrics.hpp"
#include "site/areas.hpp"

namespace platform::http {

std::string new_request_id() {
  thread_local std::mt19937_64 rng{std::random_device{}()};
  return fmt::format("{:016x}", rng());
}

std::string request_id_of(const RawRequest& raw) {
  const std::string_view given = raw["X-Request-Id"];
  const bool usable =
      given.size() >= 8 && given.size() <= 64 &&
      std::all_of(given.begin(), given.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
      });
  return usable ? std::string(given) : new_request_id();
}

App::App(std::string base_domain, Router api, StaticFiles files, site::PageRenderer pages)
    : base_domain_(std::move(base_domain)),
      api_(std::move(api)),
      files_(std::move(files)),
      pages_(std::move(pages)) {}

namespace {

bool is_api_path(std::string_view path) {
  return path == "/api" || path.starts_with("/api/");
}

}  // namespace

void App::log_access(const AccessFacts& facts, const Response& r,
                     std::chrono::steady_clock::time_point started) const {
  const int status = static_cast<int>(r.status);
  const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - started)
                          .count();
  if (metrics_) {
    metrics_->observe_request(facts.route.empty() ? "unknown" : facts.route, status,
                              static_cast<double>(micros) / 1e6);
  }
  if (access_log_ == core::AccessLog::off ||
      (access_log_ == core::AccessLog::errors && status < 400)) {
    return;
  }
  const auto path = facts.target.substr(0, facts.target.find('?'));
  if (log_format_ == core::LogFormat::json) {
    boost::json::object line{{"request_id", facts.request_id},
                             {"method", facts.method},
                             {"path", path},
                             {"route", facts.route},
                             {"status", status},
                             {"bytes", r.body_view().size()},
                             {"ms", static_cast<double>(micros) / 1000.0},
                             {"client", facts.client_ip},
                             {"user_agent", facts.user_agent}};
    if (facts.user_id) line["user_id"] = *facts.user_id;
    core::write_access_json(line);
    return;
  }
  fmt::memory_buffer line;
  fmt::format_to(std::back_inserter(line), "{} {} {} {}B {:.3f}ms id={}", facts.method, path,
                 status, r.body_view().size(), static_cast<double>(micros) / 1000.0,
                 facts.request_id);
  core::write_access_line(std::string_view(line.data(), line.size()));
}

Response App::refuse(const core::ApiError& error, std::string_view method, std::string_view target,
                     const std::string& remote_ip) const {
  const auto started = std::chrono::steady_clock::now();
  Response r = json_error(error);
  const std::string id = new_request_id();
  r.headers.set("X-Request-Id", id);
  add_security_headers(r, "main", false);
  log_access({method, target, "refused", id, remote_ip, {}, std::nullopt}, r, started);
  spdlog::debug("request {} from {} refused before it was read: {}", id, remote_ip, error.what());
  return r;
}

Response App::handle(const RawRequest& raw, const std::string& remote_ip) const {
  return *answer(raw, remote_ip, site::PageRenderer::Wait::allowed);
}

std::optional<Response> App::handle_without_waiting(const RawRequest& raw,
                                                    const std::string& remote_ip) const {
  const core::NoWaiting io_thread;
  try {
    return answer(raw, remote_ip, site::PageRenderer::Wait::never);
  } catch (const core::MustWait&) {
    return std::nullopt;  // made on the blocking pool (core/waiting.hpp)
  }
}

std::optional<Response> App::answer(const RawRequest& raw, const std::string& remote_ip,
                                    site::PageRenderer::Wait wait) const {
  const auto started = std::chrono::steady_clock::now();
  const std::string request_id = request_id_of(raw);
  Response response;
  AccessFacts facts{raw.method_string(), raw.target(),
                    "bad target",        request_id,
                    remote_ip,           raw[beast_http::field::user_agent].substr(0, 300),
                    std::nullopt};
  std::string client_ip;  // what facts.client_ip names once the proxies are read

  const auto target = boost::urls::parse_origin_form(raw.target());
  if (!target) {
    response =
        json_error(core::ApiError(core::ErrorKind::bad_request, "Некорректный адрес запроса"));
    add_security_headers(response, "main", false);
  } else {
    Request request{raw, *target, std::string(target->path()), request_id, remote_ip, {}, {}};
    request.client_ip = proxies_.client_ip(remote_ip, raw["X-Forwarded-For"]);
    request.https = proxies_.https(remote_ip, raw["X-Forwarded-Proto"]);
    request.area = site::resolve_area(request.header(beast_http::field::host),
                                      request.query("domain"), base_domain_);
    if (is_api_path(request.path)) {
      response = dispatch_api(request);
    } else if (auto page = dispatch_web(request, wait)) {
      response = std::move(*page);
    } else {
      return std::nullopt;  // to be answered where waiting is fine
    }
    add_security_headers(response, request.area, request.https);
    facts.route = request.route;
    facts.user_id = request.user_id;
    client_ip = std::move(request.client_ip);
    facts.client_ip = client_ip;
  }
  response.headers.set("X-Request-Id", request_id);
  log_access(facts, response, started);
  return response;
}

bool App::heavy(const RawRequest& raw) const {
  // Reads are never heavy: the hot path (pages, files, lists) skips the route lookup here.
  if (!is_state_changing(raw.method_string())) return false;
  const auto target = boost::urls::parse_origin_form(raw.target());
  if (!target) return false;
  const std::string path = target->path();
  return is_api_path(path) && api_.match(raw.method(), path).cost == Cost::heavy;
}

Response App::dispatch_api(Request& request) const {
  db::take_lost_connection();  // what an earlier request on this thread left
  request.route = "api";       // until its route is found
  try {
    // A payment provider's notification comes from its server, without an Origin: its own
    // signature vouches for it (tickets/payments, decision 0046).
    const bool provider_callback =
        request.path.starts_with("/api/payments/") && request.path.ends_with("/callback");
    if (is_state_changing(request.raw.method_string()) && !provider_callback &&
        !origin_allowed(request.header(beast_http::field::origin),
                        request.header(beast_http::field::referer), base_domain_,
                        {request.https, request.header(beast_http::field::host)})) {
      throw core::ApiError(core::ErrorKind::forbidden,
                           "Запрос отклонен: он отправлен не со страницы платформы");
    }
    auto match = api_.match(request.method(), request.path);
    request.route = match.route ? std::string_view(*match.route) : "api: no route";
    if (match.result == Router::Match::Result::no_path) {
      throw core::ApiError(core::ErrorKind::not_found, "Метод API не найден");
    }
    if (match.result == Router::Match::Result::no_method) {
      Response r = json_error(core::ApiError(core::ErrorKind::method_not_allowed, ""));
      r.set(beast_http::field::allow, match.allow);
      return r;
    }
    request.params = std::move(match.params);
    return (*match.handler)(request);
  } catch (const core::ApiError& e) {
    if (e.kind() == core::ErrorKind::unavailable)
      spdlog::warn("request {} {} {}: 503 {}", request.request_id, request.raw.method_string(),
                   request.path, e.what());
    return json_error(e);
  } catch (const core::MustWait&) {
    throw;  // not a failure: handle_without_waiting hands the request to the blocking pool
  } catch (const std::exception& e) {
    // A connection lost under the request (the database restarted): 503, and the next lease of
    // that connection reopens it (db::Database).
    if (db::take_lost_connection()) {
      spdlog::warn("request {} {}: database connection lost: {}", request.request_id, request.path,
                   e.what());
      return json_error(core::ApiError(core::ErrorKind::unavailable, "База данных недоступна"));
    }
    // Another request saved the same key an instant earlier, past this one's check (a service
    // that names the field rechecks first: db::recheck_duplicate).
    if (db::is_duplicate_key(e)) {
      spdlog::warn("request {} {}: duplicate key: {}", request.request_id, request.path, e.what());
      return json_error(core::ApiError(
          core::ErrorKind::conflict,
          "Такая запись уже есть: её сохранили только что. Обновите страницу и проверьте данные"));
    }
    spdlog::error("request {} {} failed: {}", request.request_id, request.path, e.what());
    return json_internal_error();
  }
}

Response App::serve_upload(const Request& request) const {
  Response r;
  auto relative = safe_relative_path(
      std::string_view(request.path).substr(std::string_view("/storage").size()));
  // What the server keeps for itself (drawn PDFs: pdf::DrawnPdfs) is answered through its own
  // routes, which check who asks, never as a file.
  if (relative && relative->starts_with("private/")) relative.reset();
  if (relative && !storage::valid_key(*relative)) relative.reset();
  // Object storage is read on the blocking pool: an io thread throws core::MustWait here.
  std::optional<std::string> bytes;
  try {
    if (relative) bytes = stored_->read(*relative);
  } catch (const core::MustWait&) {
    throw;
  } catch (const std::exception& e) {
    spdlog::error("request {} {} failed: {}", request.request_id, request.path, e.what());
    r.status = Status::service_unavailable;
    r.set(beast_http::field::content_type, "text/plain; charset=utf-8");
    r.set(beast_http::field::cache_control, "no-store");
    r.body = "Файл временно недоступен. Попробуйте через минуту.";
    return r;
  }
  if (!bytes || bytes->empty()) {
    r.status = Status::not_found;
    r.set(beast_http::field::content_type, "text/plain; charset=utf-8");
    r.set(beast_http::field::cache_control, "no-store");
    r.body = "Файл не найден";
    return r;
  }
  const auto ext = relative->substr(relative->rfind('.') + 1);
  r.set(beast_http::field::content_type, ext == "png"    ? "image/png"
                                         : ext == "webp" ? "image/webp"
                                         : ext == "jpg"  ? "image/jpeg"
                                         : ext == "pdf"  ? "application/pdf"
                                                         : "application/octet-stream");
  // Names are random and never reused: cache for a year.
  r.set(beast_http::field::cache_control, "public, max-age=31536000, immutable");
  r.body = std::move(*bytes);
  return r;
}

std::optional<Response> App::dispatch_web(Request& request, site::PageRenderer::Wait wait) const {
  if (request.method() != Verb::get && request.method() != Verb::head) {
    Response r = json_error(core::ApiError(core::ErrorKind::method_not_allowed, ""));
    r.set(beast_http::field::allow, "GET, HEAD");
    return r;
  }
  request.route = "file";
  if (const auto* file = files_.find(request.path)) return StaticFiles::respond(*file, request);
  if ((request.path.starts_with("/storage/photos/") ||
       request.path.starts_with("/storage/content/") ||
       request.path.starts_with("/storage/documents/")) &&
      stored_) {
    request.route = "upload";
    return serve_upload(request);
  }
  if (request.path.starts_with("/assets/")) {
    // A missing build file (an old chunk after a deploy) must fail as a file, not as a page, so the
    // app's chunk-error reload can kick in.
    Response r;
    r.status = Status::not_found;
    r.set(beast_http::field::content_type, "text/plain; charset=utf-8");
    r.set(beast_http::field::cache_control, "no-store");
    r.body = "Файл не найден";
    return r;
  }
  request.route = "page";
  try {
    return pages_.render(request, wait);
  } catch (const core::MustWait&) {
    throw;  // not a failure: handle_without_waiting hands the request to the blocking pool
  } catch (const std::exception& e) {
    spdlog::error("request {} {} failed: {}", request.request_id, request.path, e.what());
    return json_internal_error();
  }
}

}  // namespace platform::http
