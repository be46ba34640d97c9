#include "pdf/drawn.hpp"

#include <chrono>

#include "core/concat.hpp"
#include "media/stored.hpp"

namespace platform::pdf {

std::string facts_key(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (const auto part : parts) {
    out += part;
    out += '\x1f';  // the unit separator: no printed text holds it
  }
  return out;
}

std::string DrawnPdfs::get(std::string_view kind, const std::string& facts,
                           const std::string& client_ip, const std::function<std::string()>& draw) {
  const auto key = core::concat("private/drawn/", kind, "-", media::content_hash(facts), ".pdf");
  if (auto kept = files_.read(key); kept && !kept->empty()) return std::move(*kept);
  if (!client_ip.empty()) {
    limits_.hit("pdf-draw", client_ip, kDrawsPerAddress, std::chrono::hours(1),
                "Слишком много новых PDF с вашего адреса. Попробуйте через час.");
  }
  std::string bytes = draw();
  files_.write(key, bytes);
  return bytes;
}

}  // namespace platform::pdf
