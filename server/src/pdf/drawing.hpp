#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>
#include <qrencode.h>

#include <memory>
#include <string>
#include <string_view>

// Drawing helpers of the platform's PDF documents (cairo and pango, DejaVu fonts): the contest
// diplomas (results/diploma.cpp) and the e-tickets (tickets/eticket.cpp).
namespace platform::pdf {

struct Rgb {
  double r, g, b;
};

void set_colour(cairo_t* cr, Rgb c);

// A cairo write function appending to the std::string `closure`.
cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length);

struct Deleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
  void operator()(cairo_t* c) const { cairo_destroy(c); }
  void operator()(PangoLayout* l) const { g_object_unref(l); }
  void operator()(PangoFontDescription* f) const { pango_font_description_free(f); }
  void operator()(QRcode* q) const { QRcode_free(q); }
};
template <typename T>
using Owned = std::unique_ptr<T, Deleter>;

// A layout of `text` in `face` ("DejaVu Serif Bold") at `size` points, wrapped to `width`.
Owned<PangoLayout> make_layout(cairo_t* cr, std::string_view text, const std::string& face,
                               double size, double width, PangoAlignment align);

double height_of(PangoLayout* layout);

void show(cairo_t* cr, PangoLayout* layout, Rgb colour, double x, double y);

// Draws `text` at (x, y), `width` wide; returns the height it took.
double draw_text(cairo_t* cr, std::string_view text, const std::string& face, double size,
                 Rgb colour, double x, double y, double width,
                 PangoAlignment align = PANGO_ALIGN_LEFT);

// The QR code of `text`, `size` points square, its top left corner at (x, y); nothing drawn for
// a text too long for a QR code.
void draw_qr(cairo_t* cr, const std::string& text, double x, double y, double size);

}  // namespace platform::pdf
