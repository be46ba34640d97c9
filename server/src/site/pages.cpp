#include "site/pages.hpp"

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <stdexcept>
#include <string_view>

#include "auth/cookie.hpp"
#include "core/gzip.hpp"
#include "core/text.hpp"
#include "http/security_headers.hpp"
#include "site/head.hpp"

namespace platform::site {
namespace beast_http = boost::beast::http;

namespace {

constexpr std::string_view kDescriptionMeta = "<meta name=\"description\" content=\"";
constexpr const char* kNoindexMeta = "<meta name=\"robots\" content=\"noindex\">";

// Puts `tags` at the end of the page's head.
void add_to_head(std::string& html, std::string_view tags) {
  const auto head_end = html.find("</head>");
  html.insert(head_end == std::string::npos ? 0 : head_end, tags);
}

// A page answering 200 may be kept a minute by browsers and shared caches when asked for without a
// session; a signed-in visitor gets every page fresh (what they just changed shows at once) and
// never out of a shared cache. Vary tells caches the two answers differ, and that the page comes
// gzipped or not by Accept-Encoding.
void set_page_cache_headers(http::Response& r, const http::Request& request) {
  const auto session =
      auth::cookie_value(request.header(beast_http::field::cookie), auth::kSessionCookie);
  const bool signed_in = session && !session->empty();
  r.set(beast_http::field::cache_control, signed_in ? "private, no-store" : "public, max-age=60");
  r.set(beast_http::field::vary, "Accept-Encoding, Cookie");
}

// Pages are 2-80 KB of HTML that gzip to a fifth or a sixth. Measured on the 2-core dev machine
// (-O2): the 76 KB festivals list takes 1.4 ms at level 6 (zlib's default) to 12.1 KB, 0.9 ms at
// level 1 to 14.5 KB, 1.6 ms at level 9 to 12.0 KB; the 1.8 KB page without markup 15 us. It is
// paid once per page kept (on the blocking pool, beside a render of tens of ms) and sent many
// times, so 6: a fifth fewer bytes than 1, and 9 saves nothing more.
constexpr int kGzipLevel = 6;

http::StaticFiles::Variant gzip_twin(const std::string& html) {
  return {std::make_shared<const std::string>(core::gzip(html, kGzipLevel)), nullptr};
}

// Days since 1970-01-01, UTC.
std::int64_t utc_day() {
  using namespace std::chrono;
  return floor<days>(system_clock::now()).time_since_epoch().count();
}

// The kept markup's key, and the address the renderer draws: the page's absolute URL, so that
// areas and hosts stay apart, without the parameters of ads and analytics.
std::string markup_key(const http::Request& request) {
  return base_url_of(request) + without_tracking(request.raw.target());
}

}  // namespace

std::string PageRenderer::inject_meta(const std::string& html, const std::string& title,
                                      const std::string& description) {
  std::string out = html;
  if (const auto open = out.find("<title>"); open != std::string::npos) {
    const auto close = out.find("</title>", open);
    if (close != std::string::npos) {
      out.replace(open + 7, close - open - 7, core::escape_html(title));
    }
  }
  if (const auto start = out.find(kDescriptionMeta); start != std::string::npos) {
    const auto value = start + kDescriptionMeta.size();
    const auto end = out.find('"', value);
    if (end != std::string::npos) out.replace(value, end - value, core::escape_html(description));
  }
  return out;
}

std::string PageRenderer::inject_config(const std::string& html, const std::string& base_domain) {
  boost::json::object config;
  config["baseDomain"] = base_domain;
  std::string json = boost::json::serialize(config);
  // A data block the app reads (web/src/app/config.ts), never executed, so the page needs no
  // inline script and the CSP can say script-src 'self'. "<" as \u003c: nothing in the JSON
  // can end the element or open a comment.
  for (auto pos = json.find('<'); pos != std::string::npos; pos = json.find('<', pos)) {
    json.replace(pos, 1, "\\u003c");
  }
  const std::string script =
      "<script type=\"application/json\" id=\"platform-config\">" + json + "</script>";
  std::string out = html;
  const auto head_end = out.find("</head>");
  out.insert(head_end == std::string::npos ? 0 : head_end, script);
  return out;
}

PageRenderer::Rendered PageRenderer::make(const std::string& html) {
  Rendered page;
  page.body.bytes = std::make_shared<const std::string>(html);
  page.etag = http::etag_for(html);
  return page;
}

PageRenderer::Rendered PageRenderer::make_compressed(std::string html) {
  Rendered page;
  page.etag = http::etag_for(html);
  page.gzip = gzip_twin(html);
  page.body = http::StaticFiles::kept_variant(std::move(html));
  return page;
}

std::size_t PageRenderer::MarkedPage::weight() const {
  return markup.head.capacity() + markup.body.capacity() + markup.area.capacity() +
         base_etag.capacity() + page.etag.capacity() + page.body.weight() + page.gzip.weight() +
         page.br.weight();
}

PageRenderer::PageRenderer(const std::string& template_html, RouteManifest manifest,
                           const std::string& base_domain)
    : manifest_(std::move(manifest)) {
  // Every page's title and description go into these two spots; a template reformatted without
  // them would serve every page with the same head, so the server refuses to start instead.
  if (template_html.find("<title>") == std::string::npos ||
      template_html.find(kDescriptionMeta) == std::string::npos) {
    throw std::runtime_error(
        "web/dist/index.html needs <title> and a one-line <meta name=\"description\" "
        "content=\"...\">");
  }
  const std::string index_html = inject_config(template_html, base_domain);
  index_html_ = index_html;
  for (const PageRoute& route : manifest_.routes()) {
    std::string html = inject_meta(index_html, route.title, route.description);
    if (route.noindex) add_to_head(html, kNoindexMeta);
    by_route_.push_back(make_compressed(html));
  }
  const AreaInfo* main = manifest_.area("main");
  not_found_ =
      make_compressed(inject_meta(index_html, manifest_.product() + " — Страница не найдена",
                                  main ? main->description : manifest_.product()));
}

void PageRenderer::add_dynamic(const std::string& route_name, DynamicPage page) {
  dynamic_[route_name] = std::move(page);
}

void PageRenderer::add_document(const std::string& path, Document document) {
  documents_[path] = std::move(document);
}

std::vector<std::string> PageRenderer::parameter_segments(std::string_view pattern,
                                                          std::string_view path) {
  const auto pattern_parts = core::split_path(pattern);
  const auto parts = core::split_path(path);
  std::size_t first = 0;
  while (first < pattern_parts.size() && !pattern_parts[first].starts_with(':')) ++first;
  if (first >= parts.size()) return {};
  return {parts.begin() + static_cast<std::ptrdiff_t>(first), parts.end()};
}

void PageRenderer::set_body_renderer(BodyRenderer renderer, const cache::Versions& versions,
                                     std::function<bool()> ready) {
  body_renderer_ = std::move(renderer);
  renderer_ready_ = std::move(ready);
  // The markup shows events, places left, content (pages, menus, blog, SEO) and the afisha as
  // sold (seats left, a show cancelled): a change to any of them drops it all, here at once and
  // in other copies through the change counters.
  const std::initializer_list<cache::Domain> domains = {
      cache::Domain::catalog, cache::Domain::places, cache::Domain::content,
      cache::Domain::tickets};
  markup_ = std::make_shared<MarkupCache>("site_pages", versions, domains, kMaxCachedMarkup,
                                          kMaxCachedMarkupBytes);
}

std::function<void()> PageRenderer::markup_dropper() const {
  return [markup = markup_] {
    // Every entry is tagged kAnyTag: dropping by any tag drops them all (and refuses the stores
    // of renders under way, which may have read the places before the change).
    if (markup) markup->drop_tagged({});
  };
}

std::optional<http::Response> PageRenderer::render_dynamic(
    const http::Request& request, const PageRoute& route, const DynamicPage& page,
    const std::optional<HeadOverride>& head_override, Wait wait) const {
  DynamicAnswer answer = page(request, route, parameter_segments(route.pattern, request.path));
  http::Response r;
  r.set(beast_http::field::cache_control, "no-cache");
  if (answer.kind == DynamicAnswer::Kind::redirect) {
    r.status = http::Status::moved_permanently;
    std::string location = answer.location;
    if (request.target.has_query()) {
      location += '?';
      location += request.target.encoded_query();
    }
    r.set(beast_http::field::location, location);
    return r;
  }
  if (answer.kind == DynamicAnswer::Kind::not_found) return not_found_page(request);
  return render_answer(request, std::move(answer), head_override, wait);
}

std::optional<http::Response> PageRenderer::render_answer(
    const http::Request& request, DynamicAnswer answer,
    const std::optional<HeadOverride>& head_override, Wait wait) const {
  if (head_override) {
    if (head_override->title) answer.title = *head_override->title;
    if (head_override->description) answer.description = *head_override->description;
    if (head_override->share_image) {
      answer.head += "<meta property=\"og:image\" content=\"" +
                     core::escape_html(base_url_of(request) + *head_override->share_image) + "\">";
    }
    if (head_override->noindex) answer.head += kNoindexMeta;
  }
  std::string html = inject_meta(index_html_, answer.title, answer.description);
  add_to_head(html, answer.head);
  return answer_page(request, make(html), wait);
}

std::shared_ptr<const PageRenderer::MarkedPage> PageRenderer::kept_page(
    const http::Request& request) const {
  if (!body_renderer_ || request.header(beast_http::field::host).empty()) return nullptr;
  auto marked = markup_->find(markup_key(request));
  return marked && marked->day == utc_day() ? marked : nullptr;
}

std::optional<http::Response> PageRenderer::answer_page(const http::Request& request,
                                                        const Rendered& page, Wait wait) const {
  std::shared_ptr<const MarkedPage> marked = kept_page(request);
  if (!marked && body_renderer_ && !request.header(beast_http::field::host).empty() &&
      (!renderer_ready_ || renderer_ready_())) {
    if (wait == Wait::never) return std::nullopt;
    const auto stamp = markup_->stamp();
    const std::string url = markup_key(request);
    if (auto markup = body_renderer_(url)) {
      // Compressed here, on the blocking pool, once per page kept: never on an io thread.
      Rendered spliced = make_compressed(splice_markup(*page.body.bytes, *markup));
      marked = markup_->store(
          url, MarkedPage{std::move(*markup), page.etag, std::move(spliced), utc_day()}, stamp,
          {MarkupCache::kAnyTag});
    }
  }
  // The kept page, unless the page it was made from has changed since (a dynamic page whose data
  // changed under the same versions, which is rare): then the markup goes into the new one.
  Rendered respliced;
  const Rendered* sent = &page;
  if (marked && marked->base_etag == page.etag) {
    sent = &marked->page;
  } else if (marked) {
    respliced = make(splice_markup(*page.body.bytes, marked->markup));
    sent = &respliced;
  }
  return send_page(request, *sent);
}

http::Response PageRenderer::send_page(const http::Request& request, const Rendered& page) const {
  const Rendered* sent = &page;
  // A page made for this request only is compressed for it when the client takes gzip and does
  // not hold it already (a 304 sends no body): a dynamic page without kept markup (2 KB, about
  // 15 us), or, rarely, kept markup put into a dynamic page whose head changed under the same
  // versions (about 1.5 ms for 80 KB).
  Rendered compressed;
  if (!sent->gzip && !http::StaticFiles::held(*sent, request) &&
      http::parse_accept_encoding(request.header(beast_http::field::accept_encoding)).gzip) {
    compressed = *sent;
    compressed.gzip = gzip_twin(*sent->body.bytes);
    sent = &compressed;
  }
  http::Response r;
  r.set(beast_http::field::content_type, "text/html; charset=utf-8");
  set_page_cache_headers(r, request);
  http::StaticFiles::answer_encoded(r, *sent, request);
  return r;
}

http::Response PageRenderer::not_found_page(const http::Request& request) const {
  http::Response r;
  r.status = http::Status::not_found;
  r.set(beast_http::field::content_type, "text/html; charset=utf-8");
  r.set(beast_http::field::cache_control, "no-cache");
  r.set(beast_http::field::vary, "Accept-Encoding");
  const auto choice = http::StaticFiles::choose_encoding(not_found_, request);
  if (!choice.content_encoding.empty()) {
    r.set(beast_http::field::content_encoding, choice.content_encoding);
  }
  r.shared_body = choice.variant->bytes;
  return r;
}

http::Response PageRenderer::render(const http::Request& request) const {
  return *render(request, Wait::allowed);
}

std::optional<http::Response> PageRenderer::render(const http::Request& request, Wait wait) const {
  auto r = render_page(request, wait);
  if (r && script_origin_ && r->headers[beast_http::field::content_type].starts_with("text/html")) {
    if (const auto origin = script_origin_(request.area); origin && !origin->empty()) {
      r->headers.set("Content-Security-Policy",
                     http::content_security_policy(request.area, *origin));
    }
  }
  return r;
}

std::optional<http::Response> PageRenderer::render_page(const http::Request& request,
                                                        Wait wait) const {
  if (const auto doc = documents_.find(request.path); doc != documents_.end()) {
    return doc->second(request);
  }
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
  if (match.route == nullptr) return not_found_page(request);
  // A page kept today is sent as it was made, head included: its route's data, the SEO
  // overrides and the markup all drop it when they change (set_body_renderer).
  if (const auto marked = kept_page(request)) return send_page(request, marked->page);

  const auto head_override =
      head_overrides_ ? head_overrides_(request) : std::optional<HeadOverride>();
  if (const auto dyn = dynamic_.find(match.route->name); dyn != dynamic_.end()) {
    return render_dynamic(request, *match.route, dyn->second, head_override, wait);
  }
  if (head_override) {
    DynamicAnswer answer;
    answer.title = match.route->title;
    answer.description = match.route->description;
    if (match.route->noindex && !head_override->noindex) answer.head = kNoindexMeta;
    return render_answer(request, std::move(answer), head_override, wait);
  }
  return answer_page(
      request, by_route_[static_cast<std::size_t>(match.route - manifest_.routes().data())], wait);
}

}  // namespace platform::site
