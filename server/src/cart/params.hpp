#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace platform::cart {

// Service param values (spec section 5: the video link; a PDF is checked by files::check_pdf),
// checked on the server with the spec's messages. Each check answers the message, or nothing when
// the value is fine.
inline constexpr const char* kBadLinkMessage = "Некорректная ссылка";
inline constexpr const char* kNotMp4Message = "Ссылка должна вести на файл в формате MP4";
inline constexpr const char* kNotInListMessage = "Выберите значение из списка";

// An absolute http(s) URL with a host whose path ends in ".mp4" (any letter case; a query such
// as "?dl=1" or a fragment may follow).
std::optional<std::string> check_video_url(std::string_view url);

}  // namespace platform::cart
