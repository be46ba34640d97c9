#include "people/video.hpp"

#include <boost/url/parse.hpp>

#include "core/text.hpp"

namespace platform::people {

namespace {

// The host without a leading "www." or "m.".
std::string_view bare_host(std::string_view host) {
  for (const std::string_view prefix : {"www.", "m."}) {
    if (host.starts_with(prefix)) return host.substr(prefix.size());
  }
  return host;
}

// Whether `path` is `prefix` followed by at least one more character other than "/".
bool has_after(std::string_view path, std::string_view prefix) {
  if (!path.starts_with(prefix)) return false;
  const auto rest = path.substr(prefix.size());
  return rest.find_first_not_of('/') != std::string_view::npos;
}

// The value of `key` in an encoded query ("a=1&v=x"), or nothing. Read by hand: Boost.URL
// 1.81's params() reads past the end of an empty query before a fragment ("watch?#v=1"), which
// the fuzz target query_path found.
std::optional<std::string_view> query_value(std::string_view query, std::string_view key) {
  while (true) {
    const auto amp = query.find('&');
    const auto part = query.substr(0, amp);
    const auto eq = part.find('=');
    if (part.substr(0, eq) == key)
      return eq == std::string_view::npos ? std::string_view() : part.substr(eq + 1);
    if (amp == std::string_view::npos) return std::nullopt;
    query.remove_prefix(amp + 1);
  }
}

// A video page of one of the hosts (decision 0044).
bool is_video_page(std::string_view host, std::string_view path, std::string_view query) {
  if (host == "rutube.ru") return has_after(path, "/video/");
  if (host == "vk.com" || host == "vkvideo.ru") {
    // vk.com/video-22822305_456239018, vkvideo.ru/video-1_2, vk.com/video?z=video-1_2
    if (has_after(path, "/video")) return true;
    if (path == "/video" || path == "/video/") {
      const auto z = query_value(query, "z");
      return z && z->starts_with("video");
    }
    return false;
  }
  if (host == "youtube.com") {
    if (path != "/watch") return false;
    const auto v = query_value(query, "v");
    return v && !v->empty();
  }
  if (host == "youtu.be") return has_after(path, "/");
  if (host == "dzen.ru") return has_after(path, "/video/watch/");
  return false;
}

}  // namespace

std::optional<std::string> video_link_problem(std::string_view url) {
  for (const char c : url) {
    if (static_cast<unsigned char>(c) <= ' ' || c == '\x7f') return kBadVideoLink;
  }
  const auto parsed = boost::urls::parse_uri(url);
  if (!parsed) return kBadVideoLink;
  const auto scheme = core::ascii_lower(parsed->scheme());
  const auto host = core::ascii_lower(parsed->encoded_host());
  if ((scheme != "http" && scheme != "https") || !parsed->has_authority() || host.empty() ||
      host.find('.') == std::string::npos || host.front() == '.' || host.back() == '.') {
    return kBadVideoLink;
  }
  const auto path = core::ascii_lower(parsed->encoded_path());
  if (scheme == "https" && path.ends_with(".mp4") && path.size() > 5) return std::nullopt;
  const std::string_view query = parsed->has_query() ? parsed->encoded_query() : "";
  if (is_video_page(bare_host(host), path, query)) return std::nullopt;
  return kNotVideoLink;
}

}  // namespace platform::people
