// Pages that arrive whole (decision 0034): the renderer's markup spliced into the page HTML, kept
// per URL in the one cache, the cache headers of pages, and which requests must wait for the
// renderer on the blocking pool.
#include <gtest/gtest.h>
#include <unistd.h>

#include <boost/url/parse.hpp>
#include <filesystem>
#include <fstream>
#include <map>

#include "cache/versions.hpp"
#include "core/waiting.hpp"
#include "gunzip.hpp"
#include "http/app.hpp"
#include "site/markup.hpp"
#include "site/pages.hpp"

using namespace platform;
using Wait = site::PageRenderer::Wait;
namespace beast_http = http::beast_http;

namespace {

const char* kTemplate =
    R"(<html><head><title>x</title><meta name="description" content="y"></head>)"
    R"(<body><div id="root"></div></body></html>)";

const char* kManifest = R"({
  "version": "v1", "product": "Территория творчества",
  "areas": {"main": {"name": "Т", "title": "Главная", "description": "Платформа"},
            "events": {"name": "С", "title": "События", "description": "d"}},
  "routes": [
    {"name": "main", "area": "main", "path": "/", "title": "Главная", "description": "d"},
    {"name": "main-poisk", "area": "main", "path": "/poisk/", "title": "Поиск", "description": "d"},
    {"name": "events-festival", "area": "events", "path": "/festival/:code/", "title": "Фестиваль", "description": "d"}
  ]})";

// A renderer that counts its calls and answers what `answers` holds for a URL (nothing: fails).
struct FakeRenderer {
  std::map<std::string, std::optional<site::Markup>> answers;
  std::map<std::string, int> calls;
  bool ready = true;

  site::BodyRenderer renderer() {
    return [this](const std::string& url) {
      ++calls[url];
      const auto found = answers.find(url);
      return found == answers.end() ? std::optional<site::Markup>() : found->second;
    };
  }
};

struct Headers {
  std::string cookie;
  std::string if_none_match;
  std::string accept_encoding;
};

// A request to `target` on Host localhost:8080, in the area that would resolve to.
struct TestRequest {
  http::RawRequest raw;
  boost::urls::url_view url;
  http::Request request;

  TestRequest(const std::string& target, const std::string& area, const Headers& headers)
      : raw(beast_http::verb::get, target, 11),
        url(boost::urls::parse_origin_form(raw.target()).value()),
        request{raw, url, std::string(url.path()), "id", "127.0.0.1", area, {}} {
    raw.set(beast_http::field::host, "localhost:8080");
    if (!headers.cookie.empty()) raw.set(beast_http::field::cookie, headers.cookie);
    if (!headers.if_none_match.empty()) {
      raw.set(beast_http::field::if_none_match, headers.if_none_match);
    }
    if (!headers.accept_encoding.empty()) {
      raw.set(beast_http::field::accept_encoding, headers.accept_encoding);
    }
  }
};

struct ServerRendering : ::testing::Test {
  cache::Versions versions;
  FakeRenderer fake;
  int festival_heads = 0;  // how many times the festival page's head was made
  site::PageRenderer pages{kTemplate, site::RouteManifest::parse(kManifest), "localhost"};

  ServerRendering() {
    fake.answers["http://localhost:8080/poisk/?text=a"] =
        site::Markup{"<style>.p{}</style>", "<main>Поиск</main>"};
    fake.answers["http://localhost:8080/festival/leto/?domain=events"] =
        site::Markup{"", "<main>Лето</main>"};
    pages.set_body_renderer(fake.renderer(), versions, [this] { return fake.ready; });
    pages.add_dynamic("events-festival", [this](const http::Request&, const site::PageRoute&,
                                                const std::vector<std::string>& segments) {
      // A head made from what is built in seconds the first time (the catalogue's index).
      if (segments.at(0) == "medlenno" && !core::waiting_allowed()) throw core::MustWait();
      ++festival_heads;
      site::PageRenderer::DynamicAnswer answer;
      if (segments.at(0) != "leto")
        answer.kind = site::PageRenderer::DynamicAnswer::Kind::not_found;
      answer.title = "Лето";
      return answer;
    });
    pages.add_document("/robots.txt", [](const http::Request&) {
      http::Response r;
      r.body = "User-agent: *";
      return r;
    });
  }

  std::optional<http::Response> render(const std::string& target, Wait wait = Wait::allowed,
                                       const Headers& headers = {},
                                       const std::string& area = "main") const {
    const TestRequest t(target, area, headers);
    return pages.render(t.request, wait);
  }
};

std::string header(const http::Response& r, beast_http::field field) {
  return std::string(r.headers[field]);
}

}  // namespace

TEST(Markup, HeadGoesBeforeTheHeadsEndAndBodyIntoTheRoot) {
  const auto out = site::splice_markup(kTemplate, {"<link rel=\"x\">", "<p>hi</p>"});
  EXPECT_NE(out.find("<link rel=\"x\"></head>"), std::string::npos) << out;
  EXPECT_NE(out.find("<div id=\"root\"><p>hi</p></div>"), std::string::npos) << out;
  EXPECT_EQ(site::splice_markup("<p>no spots</p>", {"<b>", "<i>"}), "<p>no spots</p>");
}

TEST(Markup, TheAreaMarksTheHtmlElementOnlyWhenItIsAnArea) {
  const std::string page =
      "<html lang=\"ru\"><head></head><body><div id=\"root\"></div></body></html>";
  EXPECT_EQ(site::splice_markup(page, {"", "", "bravo"})
                .rfind("<html data-area=\"bravo\" lang=\"ru\">", 0),
            0u);
  EXPECT_EQ(site::splice_markup(page, {"", "", "\"><script>"}), page) << "not an area: left out";
  EXPECT_EQ(site::splice_markup(page, {"", "", ""}), page);
}

TEST(Markup, AnAdsParametersLeaveTheKeptPagesAddress) {
  EXPECT_EQ(site::without_tracking("/festivals/?utm_source=vk&utm_medium=cpc"), "/festivals/");
  EXPECT_EQ(site::without_tracking("/?domain=welcome&yclid=123&gclid=x&fbclid=y&ysclid=z"),
            "/?domain=welcome");
  EXPECT_EQ(site::without_tracking("/poisk/?text=a&_openstat=b&searchid=1"),
            "/poisk/?text=a&searchid=1");
  EXPECT_EQ(site::without_tracking("/festivals/?search=utm_source&date-min=2026-12-01"),
            "/festivals/?search=utm_source&date-min=2026-12-01")
      << "only names are looked at, not values";
  EXPECT_EQ(site::without_tracking("/a/?&&x=1&"), "/a/?x=1");
  EXPECT_EQ(site::without_tracking("/a/"), "/a/");
  EXPECT_EQ(site::without_tracking("/a/?utm"), "/a/?utm") << "a name that merely starts alike";
}

TEST_F(ServerRendering, APageArrivesWithItsMarkup) {
  const auto r = render("/poisk/?text=a");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, http::Status::ok);
  const auto body = std::string(r->body_view());
  EXPECT_NE(body.find("<title>Поиск</title>"), std::string::npos) << "the page's own head stays";
  EXPECT_NE(body.find("<style>.p{}</style></head>"), std::string::npos) << body;
  EXPECT_NE(body.find("<div id=\"root\"><main>Поиск</main></div>"), std::string::npos) << body;
  EXPECT_EQ(fake.calls["http://localhost:8080/poisk/?text=a"], 1) << "asked by the absolute URL";
}

TEST_F(ServerRendering, TheETagFollowsTheMarkupAndStillAnswers304) {
  const auto plain = render("/poisk/?other");  // the renderer fails for this URL
  const auto marked = render("/poisk/?text=a");
  ASSERT_TRUE(plain && marked);
  const auto etag = header(*marked, beast_http::field::etag);
  EXPECT_FALSE(etag.empty());
  EXPECT_NE(etag, header(*plain, beast_http::field::etag));

  const auto again = render("/poisk/?text=a", Wait::never, {.if_none_match = etag});
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, http::Status::not_modified);
  EXPECT_TRUE(again->body_view().empty());
  EXPECT_EQ(header(*again, beast_http::field::etag), etag);

  fake.answers["http://localhost:8080/poisk/?text=a"] = site::Markup{"", "<main>Новое</main>"};
  versions.advance(cache::Domain::content);
  const auto changed = render("/poisk/?text=a", Wait::allowed, {.if_none_match = etag});
  ASSERT_TRUE(changed);
  EXPECT_EQ(changed->status, http::Status::ok) << "new markup, new ETag";
  EXPECT_NE(changed->body_view().find("<main>Новое</main>"), std::string::npos);
}

TEST_F(ServerRendering, AFailedRenderServesThePageAsWithoutARenderer) {
  const site::PageRenderer without{kTemplate, site::RouteManifest::parse(kManifest), "localhost"};
  const TestRequest t("/poisk/?other", "main", {});
  const auto expected = without.render(t.request);
  const auto r = render("/poisk/?other");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, http::Status::ok);
  EXPECT_EQ(r->body_view(), expected.body_view());
  EXPECT_EQ(header(*r, beast_http::field::etag), header(expected, beast_http::field::etag));
  EXPECT_EQ(fake.calls["http://localhost:8080/poisk/?other"], 1);
  render("/poisk/?other");
  EXPECT_EQ(fake.calls["http://localhost:8080/poisk/?other"], 2) << "a failure is not kept";
}

TEST_F(ServerRendering, MarkupIsKeptPerUrlUntilAChangeToWhatPagesShow) {
  const std::string url = "http://localhost:8080/poisk/?text=a";
  render("/poisk/?text=a");
  render("/poisk/?text=a");
  EXPECT_EQ(fake.calls[url], 1);
  versions.advance(cache::Domain::sessions);
  render("/poisk/?text=a");
  EXPECT_EQ(fake.calls[url], 1) << "sessions are not what pages show";
  for (const auto domain :
       {cache::Domain::content, cache::Domain::catalog, cache::Domain::places}) {
    const int before = fake.calls[url];
    versions.advance(domain);
    render("/poisk/?text=a");
    render("/poisk/?text=a");
    EXPECT_EQ(fake.calls[url], before + 1) << cache::name_of(domain);
  }
  const int before = fake.calls[url];
  pages.markup_dropper()();  // places left changed by this copy
  render("/poisk/?text=a");
  EXPECT_EQ(fake.calls[url], before + 1);
}

TEST_F(ServerRendering, DynamicPagesGetMarkupTooButNot404sRedirectsOrDocuments) {
  const auto festival = render("/festival/leto/?domain=events", Wait::allowed, {}, "events");
  ASSERT_TRUE(festival);
  EXPECT_EQ(festival->status, http::Status::ok);
  EXPECT_NE(festival->body_view().find("<title>Лето</title>"), std::string::npos);
  EXPECT_NE(festival->body_view().find("<main>Лето</main>"), std::string::npos);
  const auto kept = render("/festival/leto/?domain=events", Wait::never, {}, "events");
  ASSERT_TRUE(kept) << "kept: answered without waiting";
  EXPECT_EQ(kept->body_view(), festival->body_view());

  fake.calls.clear();
  for (const char* target : {"/festival/zima/", "/nothing/", "/poisk"}) {
    const auto r = render(target, Wait::never, {}, "events");
    ASSERT_TRUE(r) << target << ": nothing to wait for";
    EXPECT_NE(r->status, http::Status::ok) << target;
  }
  const auto robots = render("/robots.txt", Wait::never);
  ASSERT_TRUE(robots);
  EXPECT_EQ(robots->body_view(), "User-agent: *");
  EXPECT_TRUE(fake.calls.empty()) << "the renderer is asked for 200 pages only";
}

TEST_F(ServerRendering, AKeptDynamicPageIsSentWithoutMakingItsHeadAgain) {
  const std::string target = "/festival/leto/?domain=events";
  const auto first = render(target, Wait::allowed, {}, "events");
  ASSERT_TRUE(first);
  EXPECT_EQ(festival_heads, 1);
  const auto kept = render(target, Wait::never, {}, "events");
  ASSERT_TRUE(kept);
  EXPECT_EQ(kept->body_view(), first->body_view());
  EXPECT_EQ(festival_heads, 1) << "the kept page carries its head";
  versions.advance(cache::Domain::catalog);
  render(target, Wait::allowed, {}, "events");
  EXPECT_EQ(festival_heads, 2) << "a change to the catalogue makes the head again";
}

TEST_F(ServerRendering, PagesAreCachedAMinuteWithoutASessionAndNeverWithOne) {
  const auto anonymous = render("/poisk/?text=a");
  ASSERT_TRUE(anonymous);
  EXPECT_EQ(header(*anonymous, beast_http::field::cache_control), "public, max-age=60");
  EXPECT_EQ(header(*anonymous, beast_http::field::vary), "Accept-Encoding, Cookie");
  EXPECT_FALSE(header(*anonymous, beast_http::field::etag).empty());

  const auto other_cookie = render("/poisk/?text=a", Wait::allowed, {.cookie = "theme=dark"});
  EXPECT_EQ(header(*other_cookie, beast_http::field::cache_control), "public, max-age=60");
  const auto signed_out = render("/poisk/?text=a", Wait::allowed, {.cookie = "access_token="});
  EXPECT_EQ(header(*signed_out, beast_http::field::cache_control), "public, max-age=60");

  const auto signed_in =
      render("/poisk/?text=a", Wait::allowed, {.cookie = "theme=dark; access_token=abc"});
  ASSERT_TRUE(signed_in);
  EXPECT_EQ(header(*signed_in, beast_http::field::cache_control), "private, no-store");
  EXPECT_EQ(header(*signed_in, beast_http::field::vary), "Accept-Encoding, Cookie");
  EXPECT_EQ(signed_in->body_view(), anonymous->body_view()) << "the same page";

  EXPECT_EQ(header(*render("/nothing/"), beast_http::field::cache_control), "no-cache");
  EXPECT_EQ(header(*render("/poisk"), beast_http::field::cache_control), "no-cache");
  EXPECT_EQ(header(*render("/festival/zima/", Wait::allowed, {}, "events"),
                   beast_http::field::cache_control),
            "no-cache");
}

TEST_F(ServerRendering, PagesGoGzippedToClientsThatTakeIt) {
  // A kept page, a page made at start whose render failed, a dynamic page made per request (no
  // markup kept for it) and the 404 page.
  const std::vector<std::pair<std::string, std::string>> targets = {
      {"/poisk/?text=a", "main"},
      {"/poisk/?other", "main"},
      {"/festival/leto/?domain=events&r=1", "events"},
      {"/nothing/", "main"}};
  for (const auto& [target, area] : targets) {
    const auto identity = render(target, Wait::allowed, {}, area);
    const auto gzipped =
        render(target, Wait::allowed, {.accept_encoding = "gzip, deflate, br"}, area);
    ASSERT_TRUE(identity && gzipped) << target;
    EXPECT_EQ(gzipped->status, identity->status) << target;
    EXPECT_EQ(header(*identity, beast_http::field::content_encoding), "") << target;
    EXPECT_EQ(header(*gzipped, beast_http::field::content_encoding), "gzip") << target;
    EXPECT_EQ(header(*gzipped, beast_http::field::content_type), "text/html; charset=utf-8");
    EXPECT_LT(gzipped->body_view().size(), identity->body_view().size()) << target;
    EXPECT_EQ(test_support::gunzip(gzipped->body_view()), identity->body_view()) << target;
    EXPECT_NE(header(*gzipped, beast_http::field::vary).find("Accept-Encoding"), std::string::npos)
        << target;
  }
  const auto kept = render("/poisk/?text=a", Wait::never, {.accept_encoding = "gzip"});
  ASSERT_TRUE(kept) << "the kept page's twin, answered without waiting";
  EXPECT_NE(test_support::gunzip(kept->body_view()).find("<main>Поиск</main>"), std::string::npos);
}

TEST_F(ServerRendering, PagesGoUncompressedToClientsThatDoNotTakeGzip) {
  const auto identity = render("/poisk/?text=a");
  ASSERT_TRUE(identity);
  for (const char* accepted : {"identity", "gzip;q=0", "br;q=0, gzip;q=0", "deflate"}) {
    const auto r = render("/poisk/?text=a", Wait::allowed, {.accept_encoding = accepted});
    ASSERT_TRUE(r) << accepted;
    EXPECT_EQ(header(*r, beast_http::field::content_encoding), "") << accepted;
    EXPECT_EQ(r->body_view(), identity->body_view()) << accepted;
    EXPECT_EQ(header(*r, beast_http::field::etag), header(*identity, beast_http::field::etag));
    EXPECT_EQ(header(*r, beast_http::field::vary), "Accept-Encoding, Cookie");
  }
}

TEST_F(ServerRendering, EachEncodingHasItsETagAndEitherAnswers304) {
  const Headers gzip = {.accept_encoding = "gzip"};
  for (const char* target : {"/poisk/?text=a", "/poisk/"}) {
    const auto identity = render(target);
    const auto gzipped = render(target, Wait::allowed, gzip);
    ASSERT_TRUE(identity && gzipped);
    const auto etag = header(*identity, beast_http::field::etag);
    const auto gz_etag = header(*gzipped, beast_http::field::etag);
    ASSERT_GT(etag.size(), 2u);
    EXPECT_EQ(gz_etag, etag.substr(0, etag.size() - 1) + "-gz\"") << target;
    EXPECT_EQ(header(*gzipped, beast_http::field::cache_control), "public, max-age=60");

    // A client may hold either representation, and ask with or without gzip.
    for (const auto& held : {etag, gz_etag}) {
      for (const char* accepted : {"", "gzip"}) {
        const auto r =
            render(target, Wait::allowed, {.if_none_match = held, .accept_encoding = accepted});
        ASSERT_TRUE(r);
        EXPECT_EQ(r->status, http::Status::not_modified)
            << target << " " << held << " " << accepted;
        EXPECT_TRUE(r->body_view().empty());
        EXPECT_EQ(header(*r, beast_http::field::content_encoding), "");
        EXPECT_EQ(header(*r, beast_http::field::etag), *accepted ? gz_etag : etag);
        EXPECT_EQ(header(*r, beast_http::field::vary), "Accept-Encoding, Cookie");
      }
    }
    const auto other =
        render(target, Wait::allowed, {.if_none_match = "\"0-1-gz\"", .accept_encoding = "gzip"});
    ASSERT_TRUE(other);
    EXPECT_EQ(other->status, http::Status::ok) << "another page's ETag";
  }
  const auto signed_in = render("/poisk/?text=a", Wait::never,
                                {.cookie = "access_token=abc", .accept_encoding = "gzip"});
  ASSERT_TRUE(signed_in);
  EXPECT_EQ(header(*signed_in, beast_http::field::content_encoding), "gzip");
  EXPECT_EQ(header(*signed_in, beast_http::field::cache_control), "private, no-store");
}

TEST_F(ServerRendering, AnIoThreadNeverWaitsForTheRenderer) {
  EXPECT_FALSE(render("/poisk/?text=a", Wait::never)) << "not kept yet: ask on the blocking pool";
  EXPECT_TRUE(fake.calls.empty()) << "and the io thread did not ask";
  render("/poisk/?text=a", Wait::allowed);
  const auto kept = render("/poisk/?text=a", Wait::never);
  ASSERT_TRUE(kept);
  EXPECT_NE(kept->body_view().find("<main>Поиск</main>"), std::string::npos);

  fake.ready = false;  // the renderer is down: no use sending pages to the pool
  const auto plain = render("/poisk/?other", Wait::never);
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->status, http::Status::ok);
  EXPECT_EQ(fake.calls.count("http://localhost:8080/poisk/?other"), 0u);
}

namespace {

// An App with the pages above, the API route /api/ok and one built file, /version.json.
struct AppRendering : ServerRendering {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("server-rendering-test-" + std::to_string(::getpid()));
  std::optional<http::App> app;

  AppRendering() {
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "version.json") << R"({"version": "v1"})";
    http::StaticFiles files;
    files.load(dir, {});
    http::Router api;
    api.add(http::Verb::get, "/api/ok", [](http::Request&) { return http::json_ok(nullptr); });
    // Work of seconds the first time, such as the catalogue's index after a change.
    api.add(http::Verb::get, "/api/slow", [](http::Request&) {
      if (!core::waiting_allowed()) throw core::MustWait();
      return http::json_ok("made");
    });
    app.emplace("localhost", std::move(api), std::move(files), pages);
  }
  ~AppRendering() override { std::filesystem::remove_all(dir); }

  std::optional<http::Response> without_waiting(const std::string& target) const {
    http::RawRequest raw{http::Verb::get, target, 11};
    raw.set(beast_http::field::host, "localhost:8080");
    return app->handle_without_waiting(raw, "127.0.0.1");
  }
};

}  // namespace

TEST_F(AppRendering, AnAnswerThatMustWaitGoesToTheBlockingPoolNotToAnError) {
  EXPECT_FALSE(without_waiting("/api/slow")) << "not made on the io thread";
  EXPECT_TRUE(core::waiting_allowed()) << "the io thread's scope has ended";
  http::RawRequest raw{http::Verb::get, "/api/slow", 11};
  raw.set(beast_http::field::host, "localhost:8080");
  const auto waited = app->handle(raw, "127.0.0.1");  // what the blocking pool runs
  EXPECT_EQ(waited.status, http::Status::ok);
  EXPECT_NE(waited.body_view().find("made"), std::string::npos);
}

TEST_F(AppRendering, APageWhoseHeadMustWaitGoesToTheBlockingPoolNotToAnError) {
  EXPECT_FALSE(without_waiting("/festival/medlenno/?domain=events"));
  http::RawRequest raw{http::Verb::get, "/festival/medlenno/?domain=events", 11};
  raw.set(beast_http::field::host, "localhost:8080");
  const auto waited = app->handle(raw, "127.0.0.1");  // what the blocking pool runs
  EXPECT_EQ(waited.status, http::Status::not_found) << "the head was made: an unknown festival";
}

TEST_F(AppRendering, OnlyAPageWhoseMarkupIsNotKeptGoesToTheBlockingPool) {
  EXPECT_FALSE(without_waiting("/poisk/?text=a"));
  for (const char* target : {"/api/ok", "/version.json", "/assets/missing.js",
                             "/storage/photos/missing.jpg", "/nothing/", "/poisk"}) {
    EXPECT_TRUE(without_waiting(target)) << target;
  }
  EXPECT_TRUE(fake.calls.empty());

  http::RawRequest raw{http::Verb::get, "/poisk/?text=a", 11};
  raw.set(beast_http::field::host, "localhost:8080");
  const auto waited = app->handle(raw, "127.0.0.1");  // what the blocking pool runs
  EXPECT_NE(waited.body_view().find("<main>Поиск</main>"), std::string::npos);
  EXPECT_FALSE(waited.headers["X-Request-Id"].empty());
  const auto kept = without_waiting("/poisk/?text=a");
  ASSERT_TRUE(kept) << "kept now: answered on the io thread";
  EXPECT_EQ(kept->body_view(), waited.body_view());
  EXPECT_EQ(fake.calls["http://localhost:8080/poisk/?text=a"], 1);
}
