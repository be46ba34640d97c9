#include "pdf/drawing.hpp"

namespace platform::pdf {

void set_colour(cairo_t* cr, Rgb c) {
  cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// A layout of `text` in `face` ("DejaVu Serif Bold") at `size` points, wrapped to `width`.
Owned<PangoLayout> make_layout(cairo_t* cr, std::string_view text, const std::string& face,
                               double size, double width, PangoAlignment align) {
  Owned<PangoLayout> layout(pango_cairo_create_layout(cr));
  Owned<PangoFontDescription> description(pango_font_description_from_string(face.c_str()));
  pango_font_description_set_size(description.get(), static_cast<int>(size * PANGO_SCALE));
  pango_layout_set_font_description(layout.get(), description.get());
  pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment(layout.get(), align);
  pango_layout_set_text(layout.get(), text.data(), static_cast<int>(text.size()));
  return layout;
}

double height_of(PangoLayout* layout) {
  int w = 0, h = 0;
  pango_layout_get_size(layout, &w, &h);
  return static_cast<double>(h) / PANGO_SCALE;
}

void show(cairo_t* cr, PangoLayout* layout, Rgb colour, double x, double y) {
  set_colour(cr, colour);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout);
}

// Draws `text` at (x, y), `width` wide; returns the height it took.
double draw_text(cairo_t* cr, std::string_view text, const std::string& face, double size,
                 Rgb colour, double x, double y, double width, PangoAlignment align) {
  if (text.empty()) return 0;
  const auto layout = make_layout(cr, text, face, size, width, align);
  show(cr, layout.get(), colour, x, y);
  return height_of(layout.get());
}

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

}  // namespace platform::pdf
