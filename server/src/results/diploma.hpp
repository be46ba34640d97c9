#pragma once

#include <string>

namespace platform::results {

// What a diploma says (decision 0045). Every field is plain text; empty fields are left out.
struct DiplomaFacts {
  std::string title;  // «Лауреат I степени», «Гран-при», «Участник»...
  std::string participant;   // a soloist's name or a collective's
  std::string nomination;    // «Эстрадный вокал, соло»
  std::string age_category;  // «10–12 лет»
  std::string piece;         // what was performed
  std::string event_name;
  std::string event_dates;  // «12–15 марта 2027»
  std::string city;
  std::string jury_chair;  // the chair's name
  std::string number;      // the diploma's verification code, printed on it
  std::string verify_url;  // the page that shows the diploma is genuine: printed and as a QR code
};

// The diploma as a one-page A4 landscape PDF (cairo and pango, DejaVu fonts: Cyrillic and Latin),
// with the verification link printed and drawn as a QR code. Throws std::runtime_error when
// cairo fails (out of memory).
std::string diploma_pdf(const DiplomaFacts& facts);

}  // namespace platform::results
