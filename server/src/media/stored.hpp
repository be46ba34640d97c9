#pragma once

#include <string>
#include <string_view>

namespace platform::media {

// What the uploads editors make (pictures, documents) share: a file is named by its content, so
// the same bytes uploaded twice are one file, and a name once written never changes
// (storage::Storage::write_once).

// The first 20 hex digits of the BLAKE2b hash of the bytes.
std::string content_hash(std::string_view bytes);

}  // namespace platform::media
