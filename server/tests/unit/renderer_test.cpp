// The page renderer as a child process and its client (decision 0034), against
// fake_renderer.mjs run by the real node. Skipped where node is not installed.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <thread>

#include "eventually.hpp"
#include "site/renderer_client.hpp"
#include "site/renderer_process.hpp"

using namespace platform;
using test_support::eventually;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

namespace {

bool node_installed() {
  const char* path = std::getenv("PATH");
  std::string_view rest = path ? path : "";
  while (!rest.empty()) {
    const auto colon = rest.find(':');
    const std::string dir(rest.substr(0, colon));
    if (!dir.empty() && ::access((dir + "/node").c_str(), X_OK) == 0) return true;
    rest = colon == std::string_view::npos ? "" : rest.substr(colon + 1);
  }
  return false;
}

site::RendererProcess::Settings fake_settings() {
  return {.script = PLATFORM_REPO_DIR "/server/tests/unit/fake_renderer.mjs",
          .api_url = "http://127.0.0.1:8123",
          .base_domain = "festival.test"};
}

constexpr site::RendererTiming kTiming{.timeout = milliseconds(2000), .pause = milliseconds(200)};

bool alive(pid_t pid) {
  return pid > 0 && ::kill(pid, 0) == 0;
}

class Renderer : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!node_installed()) GTEST_SKIP() << "node is not installed";
    ::setenv("PLATFORM_TEST_MARK", "kept", 1);
  }
};

}  // namespace

TEST(RendererSetting, DefaultFileIsBesideTheWebBuild) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("renderer-setting-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir / "dist-ssr");
  std::filesystem::create_directories(dir / "dist");
  const auto file = (dir / "dist-ssr" / "renderer.mjs").string();
  { std::ofstream(file) << "\n"; }
  EXPECT_EQ(site::renderer_script("", (dir / "dist").string()), file);
  EXPECT_EQ(site::renderer_script("", (dir / "dist").string() + "/"), file);
  EXPECT_EQ(site::renderer_script(file, "elsewhere"), file);
  EXPECT_EQ(site::renderer_script("off", (dir / "dist").string()), std::nullopt);
  EXPECT_EQ(site::renderer_script((dir / "none.mjs").string(), "web/dist"), std::nullopt);
  EXPECT_EQ(site::renderer_script("", (dir / "other").string()), std::nullopt);
  std::filesystem::remove_all(dir);
}

TEST(RendererSetting, ApiUrlIsLoopbackUnlessTheServerListensOnOneAddress) {
  EXPECT_EQ(site::api_url_for("0.0.0.0", 8080), "http://127.0.0.1:8080");
  EXPECT_EQ(site::api_url_for("127.0.0.1", 9000), "http://127.0.0.1:9000");
  EXPECT_EQ(site::api_url_for("10.0.0.5", 8080), "http://10.0.0.5:8080");
  EXPECT_EQ(site::api_url_for("::", 8080), "http://[::1]:8080");
  EXPECT_EQ(site::api_url_for("fd00::5", 8080), "http://[fd00::5]:8080");
}

TEST_F(Renderer, RendersAUrlWithTheEnvironmentItWasGiven) {
  site::RendererProcess process(fake_settings());
  const site::RendererClient client(process.socket_path(), {}, kTiming);
  EXPECT_TRUE(client.healthy(milliseconds(1000)));
  const auto markup = client.render("http://localhost:8080/festivals/?domain=events");
  ASSERT_TRUE(markup);
  EXPECT_EQ(markup->body, "<p>http://localhost:8080/festivals/?domain=events</p>");
  EXPECT_EQ(markup->head,
            R"(<meta name="seen" content="http://127.0.0.1:8123 festival.test kept">)")
      << "the API, the base domain and the server's own environment";
  EXPECT_EQ(markup->area, "events");
}

TEST_F(Renderer, FailuresGiveNoMarkupAndTheAppsOwn404GivesAnEmptyOne) {
  site::RendererProcess process(fake_settings());
  const site::RendererClient client(process.socket_path(), {}, kTiming);
  for (const char* url : {"http://localhost/http-500/", "http://localhost/malformed/"}) {
    EXPECT_EQ(client.render(url), std::nullopt) << url;
    EXPECT_TRUE(client.ready()) << url << ": the renderer itself is fine";
  }
  // The app's own 404 (or redirect) is an answer: no markup, the browser draws the page.
  const auto missing = client.render("http://localhost/missing/");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->head, "");
  EXPECT_EQ(missing->body, "");
  EXPECT_TRUE(client.render("http://localhost/"));
}

TEST_F(Renderer, ASilentRendererTimesOutAndIsLeftAloneForAMoment) {
  site::RendererProcess process(fake_settings());
  // A pause of a second: the two checks right after the timeout fall inside it even on a
  // machine busy with other work (its end is waited for, not slept).
  constexpr site::RendererTiming timing{.timeout = kTiming.timeout, .pause = milliseconds(1000)};
  const site::RendererClient client(process.socket_path(), {}, timing);
  const auto started = Clock::now();
  EXPECT_EQ(client.render("http://localhost/slow/"), std::nullopt);
  const auto took = Clock::now() - started;
  EXPECT_GE(took, milliseconds(1900));
  EXPECT_LT(took, milliseconds(2500));
  EXPECT_FALSE(client.ready());
  const auto asked = client.statistics().renders;
  EXPECT_EQ(client.render("http://localhost/"), std::nullopt);
  EXPECT_EQ(client.statistics().renders, asked) << "not asked while paused";
  EXPECT_TRUE(eventually([&] { return client.ready(); }, timing.pause + std::chrono::seconds(10)))
      << "ready again once the pause is over";
  EXPECT_TRUE(client.render("http://localhost/"));
}

TEST_F(Renderer, ADeadRendererIsStartedAgain) {
  site::RendererProcess process(fake_settings());
  const site::RendererClient client(
      process.socket_path(), [&process] { process.revive(); }, kTiming);
  const pid_t first = process.pid();
  ASSERT_TRUE(alive(first));
  EXPECT_EQ(client.render("http://localhost/exit/"), std::nullopt);  // it exits while rendering
  std::optional<site::Markup> markup;
  const auto deadline =
      Clock::now() + site::RendererProcess::kRestartPause + std::chrono::seconds(10);
  while (!markup && Clock::now() < deadline) {
    std::this_thread::sleep_for(milliseconds(100));
    markup = client.render("http://localhost/again/");
  }
  ASSERT_TRUE(markup) << "rendering again once restarted";
  EXPECT_NE(process.pid(), first);
}

TEST_F(Renderer, StoppingEndsTheProcessAndRemovesItsSocket) {
  pid_t pid = -1;
  std::string socket;
  {
    site::RendererProcess process(fake_settings());
    pid = process.pid();
    socket = process.socket_path();
    ASSERT_TRUE(alive(pid));
    ASSERT_TRUE(std::filesystem::exists(socket));
  }
  EXPECT_FALSE(alive(pid)) << "terminated and reaped";
  EXPECT_FALSE(std::filesystem::exists(std::filesystem::path(socket).parent_path()));
}

TEST_F(Renderer, ARendererThatCannotStartLeavesPagesAsTheyWere) {
  const auto started = Clock::now();
  auto settings = fake_settings();
  settings.script = "/nonexistent/renderer.mjs";
  site::RendererProcess process(settings);
  EXPECT_LT(Clock::now() - started, std::chrono::seconds(5)) << "its exit ends the wait";
  const site::RendererClient client(process.socket_path(), {}, kTiming);
  EXPECT_EQ(client.render("http://localhost/"), std::nullopt);
  EXPECT_FALSE(client.ready());
}
