#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "storage/storage.hpp"

namespace platform::media {

// Pictures editors upload for pages and articles (decision 0029): resized once, on upload, into
// WebP variants with libvips, stored as content/<hash>-<W>x<H>.webp (the largest, at
// most kMaxWidth wide: the path editors keep) and <hash>-<w>.webp for each smaller width of
// kWidths. The path names its size, so the web app sets width and height and builds the srcset
// from the path alone.
class ContentImages {
 public:
  explicit ContentImages(const storage::Storage& files) : files_(files) {}

  static constexpr std::size_t kMaxBytes = std::size_t{15} * 1024 * 1024;
  static constexpr int kMaxWidth = 1600;
  static constexpr int kWidths[] = {480, 960};
  static constexpr long long kMaxPixels = 50'000'000;
  static constexpr int kMinSide = 200;

  struct Saved {
    std::string path;  // "/storage/content/<hash>-1600x900.webp"
    int width = 0, height = 0;
    std::vector<std::string> variants;  // the smaller widths' paths
  };

  // Checks the upload (a JPEG, PNG or WebP picture, kMaxBytes at most, at least kMinSide pixels
  // each way, kMaxPixels at most) and writes its variants unless they are stored already. Throws
  // ApiError 422 (`file`) with a Russian message for anything else.
  Saved save(std::string_view bytes) const;

  static boost::json::object to_json(const Saved& saved);

 private:
  const storage::Storage& files_;
};

// A person's photo (an account's avatar) as it is stored: only the upload's pixels, re-encoded
// to WebP at most kPhotoWidth wide and turned upright, so no EXIF, GPS position or bytes appended
// after the picture survive. 422 under `field` for a file libvips cannot read or of more than
// 50 megapixels. The caller checks the size and the format's first bytes.
inline constexpr int kPhotoWidth = 800;
std::string photo_webp(std::string_view bytes, const std::string& field);

// Starts libvips for the process, once (the first save does): a server that never resizes a
// picture never loads it. Throws std::runtime_error when it cannot start.
void start_images();

}  // namespace platform::media
