// --access-log all|errors|off: which requests get an access line.
#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <sstream>
#include <vector>

#include "http/app.hpp"
#include "site/pages.hpp"

using namespace platform;

namespace {

// The access lines an App in `mode` writes for one 200 and one 404, with the default logger
// (the access logger before set_up_logging) writing into a string.
std::string lines_in(core::AccessLog mode, core::LogFormat format = core::LogFormat::text) {
  std::ostringstream out;
  const auto previous = spdlog::default_logger();
  spdlog::set_default_logger(std::make_shared<spdlog::logger>(
      "test", std::make_shared<spdlog::sinks::ostream_sink_mt>(out)));
  http::Router api;
  api.add(http::Verb::get, "/api/ok", [](http::Request&) { return http::json_ok(nullptr); });
  const auto manifest = site::RouteManifest::parse(R"({"version": "t", "product": "П",
    "areas": {"main": {"name": "Главная", "title": "t", "description": "d"}}, "routes": []})");
  http::App app(
      "localhost", std::move(api), http::StaticFiles(),
      site::PageRenderer(
          R"(<html><head><title>x</title><meta name="description" content="y"></head></html>)",
          manifest, "localhost"));
  app.log_requests(mode, format);
  for (const char* target : {"/api/ok", "/api/missing"}) {
    http::RawRequest raw{http::Verb::get, target, 11};
    raw.set(http::beast_http::field::host, "localhost");
    raw.set(http::beast_http::field::user_agent, "Mozilla/5.0 \"test\"");
    raw.set("X-Request-Id", "0123456789abcdef0123456789abcdef");
    app.handle(raw, "127.0.0.1");
  }
  spdlog::set_default_logger(previous);
  return out.str();
}

}  // namespace

TEST(AccessLog, AllErrorsOrOff) {
  const auto all = lines_in(core::AccessLog::all);
  EXPECT_NE(all.find("GET /api/ok 200"), std::string::npos) << all;
  EXPECT_NE(all.find("GET /api/missing 404"), std::string::npos) << all;
  EXPECT_NE(all.find("id="), std::string::npos) << "each line names its request";
  const auto errors = lines_in(core::AccessLog::errors);
  EXPECT_EQ(errors.find("/api/ok"), std::string::npos) << errors;
  EXPECT_NE(errors.find("GET /api/missing 404"), std::string::npos) << errors;
  EXPECT_EQ(lines_in(core::AccessLog::off), "");
}

TEST(AccessLog, JsonLinesCarryTheFactsAsFields) {
  const auto text = lines_in(core::AccessLog::all, core::LogFormat::json);
  std::vector<boost::json::object> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const auto brace = line.find('{');
    if (brace != std::string::npos)
      lines.push_back(boost::json::parse(line.substr(brace)).as_object());
  }
  ASSERT_EQ(lines.size(), 2u) << text;
  const auto& ok = lines[0];
  EXPECT_EQ(ok.at("type"), "access");
  EXPECT_EQ(ok.at("level"), "info");
  EXPECT_EQ(ok.at("method"), "GET");
  EXPECT_EQ(ok.at("path"), "/api/ok");
  EXPECT_EQ(ok.at("route"), "GET /api/ok");
  EXPECT_EQ(ok.at("status"), 200);
  EXPECT_EQ(ok.at("request_id"), "0123456789abcdef0123456789abcdef");
  EXPECT_EQ(ok.at("client"), "127.0.0.1");
  EXPECT_EQ(ok.at("user_agent"), "Mozilla/5.0 \"test\"");
  EXPECT_FALSE(ok.contains("user_id")) << "a guest";
  // "2026-11-29T12:40:01.123+03:00": local time with its zone.
  const std::string time(ok.at("time").as_string());
  EXPECT_EQ(time.size(), 29u) << time;
  EXPECT_TRUE(time[23] == '+' || time[23] == '-') << time;
  EXPECT_EQ(lines[1].at("status"), 404);
  EXPECT_EQ(lines[1].at("route"), "api: no route");
}

TEST(RequestId, TakesTheBalancersIdWhenALogLineCanCarryItAsItIs) {
  const auto with = [](std::string_view id) {
    http::RawRequest raw{http::Verb::get, "/", 11};
    raw.set("X-Request-Id", id);
    return http::request_id_of(raw);
  };
  EXPECT_EQ(with("0123456789abcdef0123456789abcdef"), "0123456789abcdef0123456789abcdef");
  EXPECT_EQ(with("req-1.a_b"), "req-1.a_b");
  for (const std::string& bad :
       std::vector<std::string>{"short", "evil\nGET / 200", "with space ok", std::string(65, 'a'),
                                "тест-идентификатор"}) {
    const auto id = with(bad);
    EXPECT_NE(id, bad);
    EXPECT_EQ(id.size(), 16u) << "a fresh id instead of " << bad;
  }
  http::RawRequest none{http::Verb::get, "/", 11};
  EXPECT_EQ(http::request_id_of(none).size(), 16u);
}
