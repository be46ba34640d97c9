#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace platform::people {

// The video links of a portfolio (spec section 5, decision 0044), with the spec's messages.
inline constexpr const char* kBadVideoLink = "Некорректная ссылка";
inline constexpr const char* kNotVideoLink = "Ссылка должна вести на файл в формате MP4";

// What is wrong with a video link, or nothing when it is one: an https link to an .mp4 file (any
// letter case, a query or fragment may follow), or a video page of a host Russian viewers use:
// rutube.ru/video/…, vk.com/video…, vkvideo.ru/video…, youtube.com/watch?v=…, youtu.be/…,
// dzen.ru/video/watch/… (http or https, www. and m. too). Not an absolute http(s) URL with a
// dotted host: kBadVideoLink; any other URL: kNotVideoLink. Any bytes are safe (fuzzed).
std::optional<std::string> video_link_problem(std::string_view url);

}  // namespace platform::people
