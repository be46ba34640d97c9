#include "tickets/eticket.hpp"

#include <cairo-pdf.h>

#include <algorithm>
#include <stdexcept>

#include "core/concat.hpp"
#include "pdf/drawing.hpp"

namespace platform::tickets {

namespace {

// A6 portrait in PostScript points: a ticket that prints on a quarter of a sheet and reads on a
// phone's screen.
constexpr double kTicketWidth = 297.64, kTicketHeight = 419.53;
constexpr double kPad = 20;

constexpr pdf::Rgb kTicketAccent{0x5b / 255.0, 0x3f / 255.0, 0xd6 / 255.0};
constexpr pdf::Rgb kTicketInk{0x22 / 255.0, 0x22 / 255.0, 0x2a / 255.0};
constexpr pdf::Rgb kTicketMuted{0x5a / 255.0, 0x5a / 255.0, 0x6a / 255.0};
constexpr pdf::Rgb kWhite{1, 1, 1};

}  // namespace

std::string eticket_pdf(const ETicket& t) {
  std::string out;
  pdf::Owned<cairo_surface_t> surface(cairo_pdf_surface_create_for_stream(
      pdf::append_to_string, &out, kTicketWidth, kTicketHeight));
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE,
                                 core::concat("Билет: ", t.show_title).c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR,
                                 "Территория творчества");
  pdf::Owned<cairo_t> owned(cairo_create(surface.get()));
  cairo_t* c = owned.get();
  const double width = kTicketWidth - 2 * kPad;

  // The band with the product's name and the ticket's number.
  pdf::set_colour(c, kTicketAccent);
  cairo_rectangle(c, 0, 0, kTicketWidth, 44);
  cairo_fill(c);
  pdf::draw_text(c, "ЭЛЕКТРОННЫЙ БИЛЕТ", "DejaVu Sans Bold", 11, kWhite, kPad, 10, width);
  pdf::draw_text(c, core::concat("Заказ ", t.order_number, " · билет ", std::to_string(t.number)),
                 "DejaVu Sans", 8, kWhite, kPad, 26, width);

  double y = 56;
  // A long title in a smaller size, so that the QR code keeps its room.
  const double title_size = t.show_title.size() > 120 ? 11 : 15;
  y +=
      pdf::draw_text(c, t.show_title, "DejaVu Serif Bold", title_size, kTicketInk, kPad, y, width) +
      4;
  y += pdf::draw_text(c, core::concat(t.when, "  ·  ", t.age_rating), "DejaVu Sans Bold", 10,
                      kTicketAccent, kPad, y, width) +
       4;
  y += pdf::draw_text(c, core::concat(t.place, "\n", t.address), "DejaVu Sans", 8.5, kTicketMuted,
                      kPad, y, width) +
       6;
  y += pdf::draw_text(c, core::concat(t.tier, " — ", t.price), "DejaVu Sans Bold", 10, kTicketInk,
                      kPad, y, width) +
       2;
  y += pdf::draw_text(c, core::concat("Покупатель: ", t.buyer), "DejaVu Sans", 8.5, kTicketInk,
                      kPad, y, width);

  // The QR code, centred under the text (smaller when a long title takes the room), with the
  // code printed for typing at the door.
  const double qr_top = y + 12;
  const double qr = std::clamp(kTicketHeight - qr_top - 52, 90.0, 150.0);
  pdf::draw_qr(c, t.signed_code, (kTicketWidth - qr) / 2, qr_top, qr);
  pdf::draw_text(c, t.code, "DejaVu Sans Mono Bold", 13, kTicketInk, kPad, qr_top + qr + 4, width,
                 PANGO_ALIGN_CENTER);
  pdf::draw_text(c, "Покажите QR-код на входе. Билет проходит контроль один раз.", "DejaVu Sans",
                 7.5, kTicketMuted, kPad, qr_top + qr + 24, width, PANGO_ALIGN_CENTER);

  cairo_show_page(c);
  owned.reset();
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("the e-ticket could not be drawn");
  return out;
}

}  // namespace platform::tickets
