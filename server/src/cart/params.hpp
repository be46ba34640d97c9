#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace platform::cart {

// Service param values (spec section 5: PDF upload, video link), checked on the server with the
// spec's messages. Each check answers the message, or nothing when the value is fine.
inline constexpr std::size_t kMaxPdfBytes = 20u << 20;
inline constexpr const char* kPdfTypeMessage = "Файл должен быть в формате PDF.";
inline constexpr const char* kPdfSizeMessage = "Размер файла не должен превышать 20 МБ.";
inline constexpr const char* kBadLinkMessage = "Некорректная ссылка";
inline constexpr const char* kNotMp4Message = "Ссылка должна вести на файл в формате MP4";
inline constexpr const char* kNotInListMessage = "Выберите значение из списка";

// A PDF by its content (it starts with "%PDF-"), whatever its name or declared type; at most
// 20 MB.
std::optional<std::string> check_pdf(std::string_view bytes);

// An absolute http(s) URL with a host whose path ends in ".mp4" (any letter case; a query such
// as "?dl=1" or a fragment may follow).
std::optional<std::string> check_video_url(std::string_view url);

}  // namespace platform::cart
