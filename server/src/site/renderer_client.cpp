#include "site/renderer_client.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/local/stream_protocol.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <limits>

namespace platform::site {
namespace {

namespace asio = boost::asio;
namespace beast_http = boost::beast::http;
using Clock = std::chrono::steady_clock;
using Socket = asio::local::stream_protocol::socket;
constexpr auto use_tuple = asio::as_tuple(asio::use_awaitable);

constexpr std::size_t kMaxAnswer = std::size_t{8} << 20;  // a page's markup is well below this
constexpr auto kWarningInterval = std::chrono::seconds(10);

struct Answer {
  boost::system::error_code error;  // set when the exchange failed below HTTP
  unsigned status = 0;
  std::string body;
};

// One request and its answer over a fresh connection, within `timeout` all told. Runs its own
// event loop on the calling thread, so it never touches the server's io threads.
Answer exchange(const std::string& socket_path, beast_http::verb verb, std::string_view target,
                std::string body, std::chrono::milliseconds timeout) {
  asio::io_context io;
  Socket socket(io);
  Answer answer;
  bool finished = false;
  beast_http::request<beast_http::string_body> request{verb, target, 11};
  request.set(beast_http::field::host, "renderer");
  request.keep_alive(false);
  if (!body.empty()) {
    request.set(beast_http::field::content_type, "application/json");
    request.body() = std::move(body);
  }
  request.prepare_payload();

  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        auto [connect_ec] = co_await socket.async_connect(
            asio::local::stream_protocol::endpoint(socket_path), use_tuple);
        if (!connect_ec) {
          auto [write_ec, written] = co_await beast_http::async_write(socket, request, use_tuple);
          if (!write_ec) {
            boost::beast::flat_buffer buffer;
            beast_http::response_parser<beast_http::string_body> parser;
            parser.body_limit(kMaxAnswer);
            auto [read_ec, read] =
                co_await beast_http::async_read(socket, buffer, parser, use_tuple);
            if (!read_ec) {
              answer.status = parser.get().result_int();
              answer.body = std::move(parser.get().body());
            }
            answer.error = read_ec;
          } else {
            answer.error = write_ec;
          }
        } else {
          answer.error = connect_ec;
        }
        finished = true;
      },
      asio::detached);
  io.run_for(timeout);
  if (!finished) {
    // Closing fails the pending operation; the loop then runs the coroutine to its end.
    boost::system::error_code ignored;
    socket.close(ignored);
    io.run();
    answer.status = 0;
    answer.body.clear();
    answer.error = asio::error::timed_out;
  }
  return answer;
}

// {"status": 200, "head": "...", "body": "...", "area": "..."} -> the markup; anything else -> a
// reason.
std::optional<Markup> parse_markup(const std::string& text, std::string& reason) {
  boost::system::error_code ec;
  const auto value = boost::json::parse(text, ec);
  const auto* object = ec ? nullptr : value.if_object();
  const auto* status = object ? object->if_contains("status") : nullptr;
  const auto* head = object ? object->if_contains("head") : nullptr;
  const auto* body = object ? object->if_contains("body") : nullptr;
  if (status == nullptr || !status->is_number() || head == nullptr || !head->is_string() ||
      body == nullptr || !body->is_string()) {
    reason = "a malformed answer";
    return std::nullopt;
  }
  const auto code = status->to_number<double>();
  // A redirect or a 404 the app finds for an anonymous visitor (an account page, an address the
  // app does not know) is an answer, the same for everyone: the page goes out without markup
  // and the app draws it in the browser. Kept like markup, so the renderer is not asked again.
  if (code >= 300 && code < 500) return Markup{};
  if (code != 200) {
    reason = "status " + std::to_string(static_cast<long long>(code));
    return std::nullopt;
  }
  const auto* area = object->if_contains("area");
  return Markup{std::string(head->get_string()), std::string(body->get_string()),
                area != nullptr && area->is_string() ? std::string(area->get_string()) : ""};
}

}  // namespace

RendererClient::RendererClient(std::string socket_path, std::function<void()> on_down,
                               RendererTiming timing)
    : socket_path_(std::move(socket_path)),
      on_down_(std::move(on_down)),
      timing_(timing),
      // Far enough in the past that the first failure is always logged, near enough that
      // subtracting it from now cannot overflow.
      last_warning_(std::numeric_limits<Clock::rep>::min() / 2) {}

bool RendererClient::ready() const {
  return Clock::now().time_since_epoch().count() >= paused_until_.load(std::memory_order_relaxed);
}

bool RendererClient::healthy(std::chrono::milliseconds timeout) const {
  const Answer answer = exchange(socket_path_, beast_http::verb::get, "/health", {}, timeout);
  return !answer.error && answer.status == 200;
}

RendererClient::Statistics RendererClient::statistics() const {
  return {renders_.load(std::memory_order_relaxed), failures_.load(std::memory_order_relaxed),
          waiting_.load(std::memory_order_relaxed),
          static_cast<double>(micros_.load(std::memory_order_relaxed)) / 1e6};
}

std::optional<Markup> RendererClient::render(const std::string& url) const {
  if (!ready()) return std::nullopt;
  const auto started = std::chrono::steady_clock::now();
  renders_.fetch_add(1, std::memory_order_relaxed);
  waiting_.fetch_add(1, std::memory_order_relaxed);
  const Answer answer =
      exchange(socket_path_, beast_http::verb::post, "/render",
               boost::json::serialize(boost::json::object{{"url", url}}), timing_.timeout);
  waiting_.fetch_sub(1, std::memory_order_relaxed);
  micros_.fetch_add(std::chrono::duration_cast<std::chrono::microseconds>(
                        std::chrono::steady_clock::now() - started)
                        .count(),
                    std::memory_order_relaxed);
  if (answer.error) {
    failed(answer.error == asio::error::timed_out ? "no answer within the timeout"
                                                  : answer.error.message(),
           url, true);
    return std::nullopt;
  }
  if (answer.status != 200) {
    failed("HTTP status " + std::to_string(answer.status), url, false);
    return std::nullopt;
  }
  std::string reason;
  auto markup = parse_markup(answer.body, reason);
  if (!markup) failed(reason, url, false);
  return markup;
}

void RendererClient::failed(const std::string& what, const std::string& url, bool transport) const {
  failures_.fetch_add(1, std::memory_order_relaxed);
  const auto now = Clock::now();
  if (transport) {
    // The renderer is down or hung: let the next pages go without it for a moment rather than
    // each holding a blocking thread until the timeout, and have it started again if it exited.
    paused_until_.store((now + timing_.pause).time_since_epoch().count(),
                        std::memory_order_relaxed);
    if (on_down_) on_down_();
  }
  auto last = last_warning_.load(std::memory_order_relaxed);
  const auto ticks = now.time_since_epoch().count();
  if (ticks - last < std::chrono::duration_cast<Clock::duration>(kWarningInterval).count()) {
    return;
  }
  if (!last_warning_.compare_exchange_strong(last, ticks)) return;  // another thread logs it
  spdlog::warn("page renderer: {} for {}: the page goes out without server-rendered markup", what,
               url);
}

}  // namespace platform::site
