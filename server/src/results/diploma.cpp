#include "results/diploma.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include <qrencode.h>

#include <memory>
#include <stdexcept>
#include <string_view>

namespace platform::results {
namespace {

// A4 landscape in PostScript points.
constexpr double kWidth = 841.89, kHeight = 595.28;
constexpr double kMargin = 28;

struct Rgb {
  double r, g, b;
};
// The main area's accent (web/src/shared/ui/tokens.css) and its deep and warm companions.
constexpr Rgb kAccent{0x5b / 255.0, 0x3f / 255.0, 0xd6 / 255.0};
constexpr Rgb kDeep{0x2a / 255.0, 0x1a / 255.0, 0x6e / 255.0};
constexpr Rgb kWarm{0xff / 255.0, 0x8a / 255.0, 0x3d / 255.0};
constexpr Rgb kInk{0x22 / 255.0, 0x22 / 255.0, 0x2a / 255.0};
constexpr Rgb kMuted{0x5a / 255.0, 0x5a / 255.0, 0x6a / 255.0};

void set_colour(cairo_t* cr, Rgb c) {
  cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

struct Deleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
  void operator()(cairo_t* c) const { cairo_destroy(c); }
  void operator()(PangoLayout* l) const { g_object_unref(l); }
  void operator()(PangoFontDescription* f) const { pango_font_description_free(f); }
  void operator()(QRcode* q) const { QRcode_free(q); }
};
template <typename T>
using Owned = std::unique_ptr<T, Deleter>;

// Draws `text` centred on the page's axis (or left-aligned at `x` when width is given) with its
// top at `y`, wrapped to `width`; returns the height it took. `font` is a Pango description
// ("DejaVu Serif Bold 30").
double draw_text(cairo_t* cr, std::string_view text, const char* font, Rgb colour, double y,
                 double width = kWidth - 2 * 90, double x = -1,
                 PangoAlignment align = PANGO_ALIGN_CENTER) {
  if (text.empty()) return 0;
  Owned<PangoLayout> layout(pango_cairo_create_layout(cr));
  Owned<PangoFontDescription> description(pango_font_description_from_string(font));
  pango_layout_set_font_description(layout.get(), description.get());
  pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment(layout.get(), align);
  pango_layout_set_text(layout.get(), text.data(), static_cast<int>(text.size()));
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  set_colour(cr, colour);
  cairo_move_to(cr, x >= 0 ? x : (kWidth - width) / 2, y);
  pango_cairo_show_layout(cr, layout.get());
  return static_cast<double>(h) / PANGO_SCALE;
}

void draw_frame(cairo_t* cr) {
  set_colour(cr, kAccent);
  cairo_set_line_width(cr, 6);
  cairo_rectangle(cr, kMargin, kMargin, kWidth - 2 * kMargin, kHeight - 2 * kMargin);
  cairo_stroke(cr);
  set_colour(cr, kWarm);
  cairo_set_line_width(cr, 1.5);
  cairo_rectangle(cr, kMargin + 10, kMargin + 10, kWidth - 2 * kMargin - 20,
                  kHeight - 2 * kMargin - 20);
  cairo_stroke(cr);
  // A band of the accent under the product's name.
  cairo_pattern_t* band = cairo_pattern_create_linear(0, 0, kWidth, 0);
  cairo_pattern_add_color_stop_rgb(band, 0, kAccent.r, kAccent.g, kAccent.b);
  cairo_pattern_add_color_stop_rgb(band, 1, kDeep.r, kDeep.g, kDeep.b);
  cairo_set_source(cr, band);
  cairo_rectangle(cr, kMargin + 10, kMargin + 10, kWidth - 2 * kMargin - 20, 44);
  cairo_fill(cr);
  cairo_pattern_destroy(band);
}

// The QR code of `url`, `size` points square, its top left corner at (x, y).
void draw_qr(cairo_t* cr, const std::string& url, double x, double y, double size) {
  Owned<QRcode> code(QRcode_encodeString(url.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1));
  if (!code) return;  // an address too long for a QR code: the printed link still serves
  const int n = code->width;
  const double cell = size / (n + 2);  // a quiet zone of one cell each side
  set_colour(cr, Rgb{1, 1, 1});
  cairo_rectangle(cr, x, y, size, size);
  cairo_fill(cr);
  set_colour(cr, Rgb{0, 0, 0});
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      if (code->data[row * n + col] & 1) {
        cairo_rectangle(cr, x + (col + 1) * cell, y + (row + 1) * cell, cell, cell);
      }
    }
  }
  cairo_fill(cr);
}

std::string joined(std::initializer_list<std::string_view> parts, std::string_view separator) {
  std::string out;
  for (const auto part : parts) {
    if (part.empty()) continue;
    if (!out.empty()) out += separator;
    out += part;
  }
  return out;
}

}  // namespace

std::string diploma_pdf(const DiplomaFacts& facts) {
  std::string pdf;
  Owned<cairo_surface_t> surface(
      cairo_pdf_surface_create_for_stream(append_to_string, &pdf, kWidth, kHeight));
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE,
                                 ("Диплом: " + facts.participant).c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR,
                                 "Территория творчества");
  Owned<cairo_t> cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();

  draw_frame(c);
  draw_text(c, "ТЕРРИТОРИЯ ТВОРЧЕСТВА", "DejaVu Sans Bold 15", Rgb{1, 1, 1}, kMargin + 22);

  double y = 112;
  y += draw_text(c, "ДИПЛОМ", "DejaVu Serif Bold 46", kDeep, y) + 2;
  y += draw_text(c, facts.title, "DejaVu Serif Bold 26", kAccent, y) + 16;
  y += draw_text(c, "награждается", "DejaVu Serif Italic 15", kMuted, y) + 6;
  y += draw_text(c, facts.participant, "DejaVu Serif Bold 30", kInk, y) + 14;
  y += draw_text(c, joined({facts.nomination, facts.age_category}, " · "), "DejaVu Sans 14", kInk,
                 y) +
       4;
  if (!facts.piece.empty()) {
    y += draw_text(c, "«" + facts.piece + "»", "DejaVu Sans Italic 13", kMuted, y) + 4;
  }
  y += 10;
  y += draw_text(c, facts.event_name, "DejaVu Sans Bold 16", kDeep, y) + 4;
  draw_text(c, joined({facts.event_dates, facts.city}, ", "), "DejaVu Sans 13", kMuted, y);

  // The chair's signature line on the left, the verification on the right.
  const double bottom = kHeight - kMargin - 30;
  const double qr = 86;
  if (!facts.jury_chair.empty()) {
    set_colour(c, kMuted);
    cairo_set_line_width(c, 0.8);
    cairo_move_to(c, 90, bottom - 30);
    cairo_line_to(c, 330, bottom - 30);
    cairo_stroke(c);
    draw_text(c, "Председатель жюри", "DejaVu Sans 10", kMuted, bottom - 26, 240, 90,
              PANGO_ALIGN_LEFT);
    draw_text(c, facts.jury_chair, "DejaVu Sans Bold 12", kInk, bottom - 52, 240, 90,
              PANGO_ALIGN_LEFT);
  }
  const double right = kWidth - 90;
  draw_qr(c, facts.verify_url, right - qr, bottom - qr - 4, qr);
  const double note_width = 250;
  draw_text(c, "Диплом № " + facts.number, "DejaVu Sans Bold 10", kInk, bottom - qr, note_width,
            right - qr - 12 - note_width, PANGO_ALIGN_RIGHT);
  draw_text(c, "Проверить подлинность:\n" + facts.verify_url, "DejaVu Sans 9", kMuted,
            bottom - qr + 16, note_width, right - qr - 12 - note_width, PANGO_ALIGN_RIGHT);

  cairo_show_page(c);
  cr.reset();
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("the diploma's PDF could not be drawn");
  }
  return pdf;
}

}  // namespace platform::results
