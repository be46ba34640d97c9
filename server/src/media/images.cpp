#include "media/images.hpp"

#include <vips/vips.h>

#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/errors.hpp"
#include "media/stored.hpp"

namespace platform::media {

namespace {

// A libvips image or buffer released when it goes.
struct ImageDeleter {
  void operator()(VipsImage* image) const { g_object_unref(image); }
};
using Image = std::unique_ptr<VipsImage, ImageDeleter>;
struct BufferDeleter {
  void operator()(void* buffer) const { g_free(buffer); }
};
using Buffer = std::unique_ptr<void, BufferDeleter>;

[[noreturn]] void refuse(std::string message, const std::string& field = "file") {
  core::throw_invalid({{field, {std::move(message)}}});
}

// The first bytes of the formats we take.
bool is_picture(std::string_view b) {
  const bool jpeg = b.size() > 3 && b.substr(0, 3) == "\xFF\xD8\xFF";
  const bool png = b.size() > 8 && b.substr(0, 8) == "\x89PNG\r\n\x1A\n";
  const bool webp = b.size() > 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP";
  return jpeg || png || webp;
}

// The picture scaled down to `width` (never up), turned upright, as WebP bytes.
std::string webp_of(std::string_view bytes, int width, int* out_width, int* out_height,
                    const std::string& field = "file") {
  VipsImage* raw = nullptr;
  // A truncated or damaged file fails here rather than coming out grey at the bottom.
  if (vips_thumbnail_buffer(const_cast<char*>(bytes.data()), bytes.size(), &raw, width, "height",
                            VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, "option_string",
                            "fail_on=truncated", nullptr) != 0) {
    vips_error_clear();
    refuse("Не удалось прочитать картинку: файл повреждён", field);
  }
  const Image thumb(raw);
  void* out = nullptr;
  std::size_t length = 0;
  // libvips reads the pixels only now: a file damaged past its header fails here.
  if (vips_webpsave_buffer(thumb.get(), &out, &length, "Q", 80, "strip", TRUE, nullptr) != 0) {
    vips_error_clear();
    refuse("Не удалось прочитать картинку: файл повреждён", field);
  }
  const Buffer keep(out);
  if (out_width) *out_width = vips_image_get_width(thumb.get());
  if (out_height) *out_height = vips_image_get_height(thumb.get());
  return {static_cast<const char*>(out), length};
}

}  // namespace

void start_images() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (VIPS_INIT("platform-server") != 0) throw std::runtime_error("libvips did not start");
    // One picture at a time per request, no operation cache: memory stays flat.
    vips_concurrency_set(1);
    vips_cache_set_max(0);
  });
}

std::string photo_webp(std::string_view bytes, const std::string& field) {
  start_images();
  VipsImage* raw = vips_image_new_from_buffer(bytes.data(), bytes.size(), "", nullptr);
  if (!raw) {
    vips_error_clear();
    refuse("Не удалось прочитать картинку: файл повреждён", field);
  }
  const Image header(raw);
  const long long pixels = static_cast<long long>(vips_image_get_width(header.get())) *
                           vips_image_get_height(header.get());
  if (pixels > ContentImages::kMaxPixels)
    refuse("Картинка слишком большая: не больше 50 мегапикселей", field);
  return webp_of(bytes, kPhotoWidth, nullptr, nullptr, field);
}

ContentImages::Saved ContentImages::save(std::string_view bytes) const {
  start_images();
  if (bytes.size() > kMaxBytes) refuse("Размер картинки не должен превышать 15 МБ");
  if (!is_picture(bytes)) refuse("Картинка должна быть в формате JPEG, PNG или WebP");
  VipsImage* raw = vips_image_new_from_buffer(bytes.data(), bytes.size(), "", nullptr);
  if (!raw) {
    vips_error_clear();
    refuse("Не удалось прочитать картинку: файл повреждён");
  }
  const Image header(raw);
  const long long w = vips_image_get_width(header.get());
  const long long h = vips_image_get_height(header.get());
  if (w * h > kMaxPixels) refuse("Картинка слишком большая: не больше 50 мегапикселей");
  if (w < kMinSide || h < kMinSide)
    refuse("Картинка слишком маленькая: от 200 пикселей по каждой стороне");

  const std::string hash = content_hash(bytes);
  Saved saved;
  const std::string largest = webp_of(bytes, kMaxWidth, &saved.width, &saved.height);
  const std::string name =
      hash + "-" + std::to_string(saved.width) + "x" + std::to_string(saved.height) + ".webp";
  files_.write_once("content/" + name, largest);
  saved.path = "/storage/content/" + name;
  for (const int width : kWidths) {
    if (width >= saved.width) continue;
    const std::string variant = "content/" + hash + "-" + std::to_string(width) + ".webp";
    if (!files_.exists(variant)) files_.write(variant, webp_of(bytes, width, nullptr, nullptr));
    saved.variants.push_back("/storage/" + variant);
  }
  return saved;
}

boost::json::object ContentImages::to_json(const Saved& saved) {
  boost::json::array variants;
  for (const auto& v : saved.variants) variants.push_back(boost::json::value(v));
  return {{"path", saved.path},
          {"width", saved.width},
          {"height", saved.height},
          {"variants", std::move(variants)}};
}

}  // namespace platform::media
