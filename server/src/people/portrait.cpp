#include "people/portrait.hpp"

#include <vips/vips.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "media/images.hpp"

namespace platform::people {

namespace {

std::uint32_t hash_of(const std::string& text) {
  std::uint32_t h = 2166136261u;
  for (const char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 16777619u;
  }
  return h;
}

// A figure standing at (x, y) (the middle of its base), scaled, its white at `opacity`.
std::string figure(int x, int y, double scale, double opacity) {
  char out[512];
  std::snprintf(out, sizeof out,
                "<g transform=\"translate(%d %d) scale(%.2f)\" fill=\"url(#f)\""
                " fill-opacity=\"%.2f\"><circle cx=\"0\" cy=\"-250\" r=\"72\"/>"
                "<path d=\"M-150 0C-150-105-85-160 0-160S150-105 150 0Z\"/></g>",
                x, y, scale, opacity);
  return out;
}

}  // namespace

std::string portrait_svg(const std::string& code, bool collective) {
  const std::uint32_t h = hash_of(code);
  const int hue1 = static_cast<int>(h % 360);
  const int hue2 = (hue1 + 40 + static_cast<int>((h >> 9) % 80)) % 360;
  char head[1024];
  std::snprintf(head, sizeof head,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 "
                "0 480 480\">"
                "<defs><linearGradient id=\"b\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
                "<stop offset=\"0\" stop-color=\"hsl(%d,62%%,62%%)\"/>"
                "<stop offset=\"1\" stop-color=\"hsl(%d,58%%,32%%)\"/></linearGradient>"
                "<linearGradient id=\"f\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
                "<stop offset=\"0\" stop-color=\"#ffffff\"/>"
                "<stop offset=\"1\" stop-color=\"hsl(%d,40%%,88%%)\"/></linearGradient></defs>"
                "<rect width=\"480\" height=\"480\" fill=\"url(#b)\"/>"
                "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#ffffff\" fill-opacity=\"0.10\"/>"
                "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#ffffff\" fill-opacity=\"0.07\"/>",
                kPortraitSide, kPortraitSide, hue1, hue2, hue1,
                60 + static_cast<int>((h >> 3) % 360), 40 + static_cast<int>((h >> 7) % 140),
                90 + static_cast<int>((h >> 11) % 60), 40 + static_cast<int>((h >> 13) % 400),
                60 + static_cast<int>((h >> 17) % 120), 60 + static_cast<int>((h >> 21) % 50));
  std::string svg = head;
  if (collective) {
    svg += figure(118, 480, 0.66, 0.72);
    svg += figure(362, 480, 0.66, 0.72);
    svg += figure(240, 480, 0.86, 0.95);
  } else {
    svg += figure(240, 480, 1.0, 0.95);
  }
  svg += "</svg>";
  return svg;
}

std::string stage_svg(int n) {
  const std::uint32_t h = hash_of("stage-" + std::to_string(n));
  const int hue = static_cast<int>(h % 360);
  const int light = (hue + 180) % 360;
  char head[1800];
  std::snprintf(
      head, sizeof head,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 800 "
      "450\">"
      "<defs><linearGradient id=\"h\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
      "<stop offset=\"0\" stop-color=\"hsl(%d,45%%,10%%)\"/>"
      "<stop offset=\"1\" stop-color=\"hsl(%d,50%%,24%%)\"/></linearGradient>"
      "<linearGradient id=\"l\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
      "<stop offset=\"0\" stop-color=\"hsl(%d,90%%,85%%)\" stop-opacity=\"0.75\"/>"
      "<stop offset=\"1\" stop-color=\"hsl(%d,90%%,85%%)\" stop-opacity=\"0.05\"/>"
      "</linearGradient><linearGradient id=\"f\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
      "<stop offset=\"0\" stop-color=\"#0b0b12\"/><stop offset=\"1\" stop-color=\"#000000\"/>"
      "</linearGradient></defs>"
      "<rect width=\"800\" height=\"450\" fill=\"url(#h)\"/>"
      "<rect y=\"0\" width=\"800\" height=\"36\" fill=\"hsl(%d,55%%,22%%)\"/>"
      "<polygon points=\"%d,36 %d,36 %d,386 %d,386\" fill=\"url(#l)\"/>"
      "<polygon points=\"%d,36 %d,36 %d,386 %d,386\" fill=\"url(#l)\"/>"
      "<path d=\"M0 36H96C80 150 92 280 118 386H0Z\" fill=\"hsl(%d,60%%,20%%)\"/>"
      "<path d=\"M800 36H704C720 150 708 280 682 386H800Z\" fill=\"hsl(%d,60%%,20%%)\"/>"
      "<ellipse cx=\"400\" cy=\"384\" rx=\"330\" ry=\"26\" fill=\"hsl(%d,80%%,80%%)\""
      " fill-opacity=\"0.25\"/><rect y=\"384\" width=\"800\" height=\"66\" fill=\"url(#f)\"/>",
      kSceneWidth, kSceneHeight, hue, hue, light, light, hue, 236, 264, 540, 250, 536, 564, 550,
      260, (hue + 330) % 360, (hue + 330) % 360, light);
  std::string svg = head;
  // One to four performers on the boards, dark against the light.
  const int performers = 1 + n % 4;
  for (int i = 0; i < performers; ++i) {
    const int x = 400 + (i - (performers - 1) / 2) * 110 - (performers % 2 == 0 ? 55 : 0);
    char person[320];
    std::snprintf(person, sizeof person,
                  "<g transform=\"translate(%d 388) scale(%.2f)\" fill=\"#06060a\">"
                  "<circle cx=\"0\" cy=\"-262\" r=\"44\"/>"
                  "<path d=\"M-70-180Q-70-212-36-214H36Q70-212 70-180L56 0H-56Z\"/></g>",
                  x, 0.52 + 0.04 * (i % 2));
    svg += person;
  }
  svg += "</svg>";
  return svg;
}

std::string portrait_png(const std::string& svg) {
  media::start_images();
  VipsImage* raw = nullptr;
  if (vips_svgload_buffer(const_cast<char*>(svg.data()), svg.size(), &raw, nullptr) != 0) {
    vips_error_clear();
    throw std::runtime_error("libvips cannot read the portrait SVG (librsvg missing?)");
  }
  const std::unique_ptr<VipsImage, void (*)(VipsImage*)> image(
      raw, [](VipsImage* i) { g_object_unref(i); });
  void* out = nullptr;
  std::size_t length = 0;
  if (vips_pngsave_buffer(image.get(), &out, &length, "compression", 1, nullptr) != 0) {
    vips_error_clear();
    throw std::runtime_error("libvips cannot write the portrait PNG");
  }
  const std::unique_ptr<void, void (*)(void*)> keep(out, [](void* p) { g_free(p); });
  return {static_cast<const char*>(out), length};
}

}  // namespace platform::people
