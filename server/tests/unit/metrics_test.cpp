// monitoring::Metrics: the requests by route and status with their durations, and what the
// sources report at each scrape, in Prometheus's text format.
#include "monitoring/metrics.hpp"

#include <gtest/gtest.h>

#include <thread>

using namespace platform;

TEST(Metrics, CountsRequestsByRouteAndStatusFromEveryThread) {
  monitoring::Metrics metrics;
  {
    std::jthread a([&] {
      for (int i = 0; i < 100; ++i) metrics.observe_request("GET /api/event/{code}", 200, 0.002);
    });
    std::jthread b([&] {
      for (int i = 0; i < 100; ++i) metrics.observe_request("GET /api/event/{code}", 200, 0.2);
    });
  }
  metrics.observe_request("page", 404, 0.004);
  const auto text = metrics.text();
  EXPECT_NE(
      text.find(R"(platform_http_requests_total{route="GET /api/event/{code}",status="200"} 200)"),
      std::string::npos)
      << text;
  EXPECT_NE(text.find(R"(platform_http_requests_total{route="page",status="404"} 1)"),
            std::string::npos);
  EXPECT_NE(
      text.find(
          R"(platform_http_request_duration_seconds_bucket{route="GET /api/event/{code}",le="0.0025"} 100)"),
      std::string::npos)
      << text;
  EXPECT_NE(
      text.find(
          R"(platform_http_request_duration_seconds_count{route="GET /api/event/{code}"} 200)"),
      std::string::npos);
}

TEST(Metrics, ReadsItsSourcesAtEachScrape) {
  monitoring::Metrics metrics;
  double waiting = 3;
  metrics.add({"platform_outbox_waiting", "Messages waiting", false, [&waiting] {
                 return std::vector<monitoring::Sample>{{{{"channel", "email"}}, waiting}};
               }});
  metrics.add({"platform_job_runs_total", "Runs", true, [] {
                 return std::vector<monitoring::Sample>{{{{"job", "outbox"}}, 7}};
               }});
  EXPECT_NE(metrics.text().find(R"(platform_outbox_waiting{channel="email"} 3)"),
            std::string::npos);
  waiting = 0;
  const auto text = metrics.text();
  EXPECT_NE(text.find(R"(platform_outbox_waiting{channel="email"} 0)"), std::string::npos) << text;
  EXPECT_NE(text.find("# TYPE platform_job_runs_total counter"), std::string::npos);
  EXPECT_NE(text.find(R"(platform_job_runs_total{job="outbox"} 7)"), std::string::npos);
}

TEST(Metrics, TheProcessReportsItsMemoryAndDescriptors) {
  monitoring::Metrics metrics;
  for (auto& source : monitoring::process_sources()) metrics.add(std::move(source));
  const auto text = metrics.text();
  EXPECT_NE(text.find("platform_process_resident_memory_bytes "), std::string::npos);
  EXPECT_NE(text.find("platform_process_open_fds "), std::string::npos);
  EXPECT_EQ(text.find("platform_process_open_fds 0\n"), std::string::npos);
}
