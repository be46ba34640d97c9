#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace platform::media {

// What the uploads editors make (pictures, documents) share: a file is named by its content, so
// the same bytes uploaded twice are one file, and a name once written never changes.

// The first 20 hex digits of the BLAKE2b hash of the bytes.
std::string content_hash(std::string_view bytes);

// Writes the file unless it exists, through a temporary file renamed into place, so a reader
// never sees half of it. Throws std::runtime_error when it cannot write.
void write_once(const std::filesystem::path& file, std::string_view bytes);

}  // namespace platform::media
