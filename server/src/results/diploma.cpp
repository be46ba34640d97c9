#include "results/diploma.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "pdf/drawing.hpp"

namespace platform::results {
namespace {

using pdf::append_to_string;
using pdf::draw_qr;
using pdf::draw_text;
using pdf::height_of;
using pdf::make_layout;
using pdf::Owned;
using pdf::Rgb;
using pdf::set_colour;
using pdf::show;

// A4 landscape in PostScript points.
constexpr double kWidth = 841.89, kHeight = 595.28;
constexpr double kMargin = 28;

// The main area's accent (web/src/shared/ui/tokens.css) and its deep and warm companions.
constexpr Rgb kAccent{0x5b / 255.0, 0x3f / 255.0, 0xd6 / 255.0};
constexpr Rgb kDeep{0x2a / 255.0, 0x1a / 255.0, 0x6e / 255.0};
constexpr Rgb kWarm{0xff / 255.0, 0x8a / 255.0, 0x3d / 255.0};
constexpr Rgb kInk{0x22 / 255.0, 0x22 / 255.0, 0x2a / 255.0};
constexpr Rgb kMuted{0x5a / 255.0, 0x5a / 255.0, 0x6a / 255.0};

// A line of the diploma's centred body: its size may go down to `smallest` when the body does
// not fit (a long collective's or festival's name), the name's first so that it stays one line.
struct BodyLine {
  std::string text;
  std::string face;
  double size, smallest;
  Rgb colour;
  double gap_after;
};

constexpr double kBodyWidth = kWidth - 2 * 90;

bool one_line(cairo_t* cr, const BodyLine& line) {
  const auto layout =
      make_layout(cr, line.text, line.face, line.size, kBodyWidth, PANGO_ALIGN_CENTER);
  return pango_layout_get_line_count(layout.get()) <= 1;
}

double body_height(cairo_t* cr, const std::vector<BodyLine>& lines) {
  double total = 0;
  for (const auto& line : lines) {
    total +=
        height_of(make_layout(cr, line.text, line.face, line.size, kBodyWidth, PANGO_ALIGN_CENTER)
                      .get()) +
        line.gap_after;
  }
  return total;
}

// Draws the lines centred between `top` and `bottom`, made smaller (2 points a step, never below
// each one's smallest) until they fit.
void draw_body(cairo_t* cr, std::vector<BodyLine> lines, double top, double bottom) {
  for (auto& line : lines) {
    while (line.size - 2 >= line.smallest && !one_line(cr, line)) line.size -= 2;
  }
  double height = body_height(cr, lines);
  for (bool shrunk = true; height > bottom - top && shrunk; height = body_height(cr, lines)) {
    shrunk = false;
    for (auto& line : lines) {
      if (line.size - 2 < line.smallest) continue;
      line.size -= 2;
      shrunk = true;
    }
  }
  double y = top + std::max(0.0, (bottom - top - height) / 2);
  for (const auto& line : lines) {
    const auto layout =
        make_layout(cr, line.text, line.face, line.size, kBodyWidth, PANGO_ALIGN_CENTER);
    show(cr, layout.get(), line.colour, (kWidth - kBodyWidth) / 2, y);
    y += height_of(layout.get()) + line.gap_after;
  }
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
  draw_text(c, "ТЕРРИТОРИЯ ТВОРЧЕСТВА", "DejaVu Sans Bold", 15, Rgb{1, 1, 1},
            (kWidth - kBodyWidth) / 2, kMargin + 22, kBodyWidth, PANGO_ALIGN_CENTER);

  const double bottom = kHeight - kMargin - 30;
  const double qr = 86;
  std::vector<BodyLine> lines = {
      {"ДИПЛОМ", "DejaVu Serif Bold", 46, 32, kDeep, 2},
      {facts.title, "DejaVu Serif Bold", 26, 18, kAccent, 14},
      {"награждается", "DejaVu Serif Italic", 15, 11, kMuted, 6},
      {facts.participant, "DejaVu Serif Bold", 30, 16, kInk, 12},
      {joined({facts.nomination, facts.age_category}, " · "), "DejaVu Sans", 14, 10, kInk, 4},
      {facts.piece.empty() ? "" : "«" + facts.piece + "»", "DejaVu Sans Italic", 13, 10, kMuted,
       12},
      {facts.event_name, "DejaVu Sans Bold", 16, 11, kDeep, 4},
      {joined({facts.event_dates, facts.city}, ", "), "DejaVu Sans", 13, 10, kMuted, 0},
  };
  std::erase_if(lines, [](const BodyLine& line) { return line.text.empty(); });
  draw_body(c, std::move(lines), kMargin + 64, bottom - qr - 14);

  // The chair's signature line on the left, the verification on the right.
  if (!facts.jury_chair.empty()) {
    set_colour(c, kMuted);
    cairo_set_line_width(c, 0.8);
    cairo_move_to(c, 90, bottom - 30);
    cairo_line_to(c, 330, bottom - 30);
    cairo_stroke(c);
    draw_text(c, "Председатель жюри", "DejaVu Sans", 10, kMuted, 90, bottom - 26, 240);
    // The name sits on the line: two lines at most, the rest cut with an ellipsis.
    const auto chair =
        make_layout(c, facts.jury_chair, "DejaVu Sans Bold", 12, 240, PANGO_ALIGN_LEFT);
    pango_layout_set_height(chair.get(), -2);
    pango_layout_set_ellipsize(chair.get(), PANGO_ELLIPSIZE_END);
    show(c, chair.get(), kInk, 90, bottom - 34 - height_of(chair.get()));
  }
  const double right = kWidth - 90;
  draw_qr(c, facts.verify_url, right - qr, bottom - qr - 4, qr);
  const double note_width = 250, note_x = right - qr - 12 - note_width;
  draw_text(c, "Диплом № " + facts.number, "DejaVu Sans Bold", 10, kInk, note_x, bottom - qr,
            note_width, PANGO_ALIGN_RIGHT);
  draw_text(c, "Проверить подлинность:\n" + facts.verify_url, "DejaVu Sans", 9, kMuted, note_x,
            bottom - qr + 16, note_width, PANGO_ALIGN_RIGHT);

  cairo_show_page(c);
  cr.reset();
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("the diploma's PDF could not be drawn");
  }
  return pdf;
}

}  // namespace platform::results
