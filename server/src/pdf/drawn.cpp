#include "pdf/drawn.hpp"

#include <chrono>
#include <fstream>
#include <iterator>

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
  const auto file = dir_ / core::concat(kind, "-", media::content_hash(facts), ".pdf");
  if (std::ifstream in{file, std::ios::binary}) {
    std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (!bytes.empty()) return bytes;
  }
  if (!client_ip.empty()) {
    limits_.hit("pdf-draw", client_ip, kDrawsPerAddress, std::chrono::hours(1),
                "Слишком много новых PDF с вашего адреса. Попробуйте через час.");
  }
  std::string bytes = draw();
  std::filesystem::create_directories(dir_);
  media::write_once(file, bytes);
  return bytes;
}

}  // namespace platform::pdf
