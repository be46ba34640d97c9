#pragma once

#include <string>

namespace platform::tickets {

// What an e-ticket says (decision 0046).
struct ETicket {
  std::string show_title;
  std::string when;  // «14 марта 2027, 19:00»
  std::string age_rating;
  std::string place;  // the venue and hall
  std::string address;
  std::string tier;
  std::string price;  // «2 500 ₽»
  std::string buyer;
  std::string order_number;
  long long number = 0;     // the ticket's number in its order
  std::string code;         // printed, typed at the door when the QR does not read
  std::string signed_code;  // the QR code's text
};

// The e-ticket as a one-page A6 PDF with its QR code (cairo, pango; the drawing helpers shared
// with the diplomas: core/pdf_drawing.hpp).
std::string eticket_pdf(const ETicket& ticket);

}  // namespace platform::tickets
