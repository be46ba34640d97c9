#include "site/pages.hpp"

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "http/static_files.hpp"

namespace platform::site {
namespace beast_http = boost::beast::http;

std::string escape_html(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

std::string PageRenderer::inject_meta(const std::string& html, const std::string& title,
                                      const std::string& description) {
  std::string out = html;
  if (const auto open = out.find("<title>"); open != std::string::npos) {
    const auto close = out.find("</title>", open);
    if (close != std::string::npos) {
      out.replace(open + 7, close - open - 7, escape_html(title));
    }
  }
  static const std::string meta = "<meta name=\"description\" content=\"";
  if (const auto start = out.find(meta); start != std::string::npos) {
    const auto value = start + meta.size();
    const auto end = out.find('"', value);
    if (end != std::string::npos) out.replace(value, end - value, escape_html(description));
  }
  return out;
}

std::string PageRenderer::inject_config(const std::string& html, const std::string& base_domain) {
  boost::json::object config;
  config["baseDomain"] = base_domain;
  std::string json = boost::json::serialize(config);
  // JSON inside a script element: "</" must not end the element early.
  for (auto pos = json.find("</"); pos != std::string::npos; pos = json.find("</", pos + 3)) {
    json.replace(pos, 2, "<\\/");
  }
  const std::string script = "<script>window.__PLATFORM__=" + json + "</script>";
  std::string out = html;
  const auto head_end = out.find("</head>");
  out.insert(head_end == std::string::npos ? 0 : head_end, script);
  return out;
}

PageRenderer::Rendered PageRenderer::make(const std::string& html) {
  return {std::make_shared<const std::string>(html), http::etag_for(html)};
}

PageRenderer::PageRenderer(const std::string& template_html, RouteManifest manifest,
                           const std::string& base_domain)
    : manifest_(std::move(manifest)) {
  const std::string index_html = inject_config(template_html, base_domain);
  for (const PageRoute& route : manifest_.routes()) {
    by_route_.push_back(make(inject_meta(index_html, route.title, route.description)));
  }
  const AreaInfo* main = manifest_.area("main");
  not_found_ = make(inject_meta(index_html, manifest_.product() + " — Страница не найдена",
                                main ? main->description : manifest_.product()));
}

http::Response PageRenderer::render(const http::Request& request) const {
  http::Response r;
  const auto match = manifest_.match(request.area, request.path);
  if (match.route != nullptr && match.needs_trailing_slash) {
    r.status = http::Status::moved_permanently;
    std::string location(request.target.encoded_path());
    location += '/';
    if (request.target.has_query()) {
      location += '?';
      location += request.target.encoded_query();
    }
    r.set(beast_http::field::location, location);
    r.set(beast_http::field::cache_control, "no-cache");
    return r;
  }

  const Rendered& page =
      match.route ? by_route_[static_cast<std::size_t>(match.route - manifest_.routes().data())]
                  : not_found_;
  r.set(beast_http::field::content_type, "text/html; charset=utf-8");
  r.set(beast_http::field::cache_control, "no-cache");
  if (match.route == nullptr) {
    r.status = http::Status::not_found;
    r.shared_body = page.html;
    return r;
  }
  r.set(beast_http::field::etag, page.etag);
  if (request.header(beast_http::field::if_none_match) == page.etag) {
    r.status = http::Status::not_modified;
    return r;
  }
  r.shared_body = page.html;
  return r;
}

}  // namespace platform::site
