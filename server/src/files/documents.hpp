#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "http/message.hpp"

namespace platform::files {

// The documents visitors upload (a service param's PDF, a project of the accelerator) and staff
// download: one check of what a PDF is, one cleaning of its name, one way to send it back.
inline constexpr std::size_t kMaxPdfBytes = 20u << 20;
inline constexpr const char* kPdfTypeMessage = "Файл должен быть в формате PDF.";
inline constexpr const char* kPdfSizeMessage = "Размер файла не должен превышать 20 МБ.";

// A PDF by its content (it starts with "%PDF-"), whatever its name or declared type; at most
// 20 MB (spec section 5). The message, or nothing when the file is fine.
std::optional<std::string> check_pdf(std::string_view bytes);

// The name a visitor's file is shown under: the last path segment, without control characters,
// at most 200 bytes cut at a character boundary; "file.pdf" when nothing is left.
std::string clean_name(std::string_view name);

// A stored file as a download: its bytes with the type and a Content-Disposition carrying the
// original name (RFC 6266 filename*); never cached, never sniffed. 404 when the file is gone.
http::Response download(std::optional<std::string> bytes, const std::string& name,
                        const std::string& content_type);

}  // namespace platform::files
