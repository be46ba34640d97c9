#include "cart/params.hpp"

#include <boost/url/parse.hpp>

#include "core/text.hpp"

namespace platform::cart {

std::optional<std::string> check_video_url(std::string_view url) {
  for (const char c : url) {
    if (static_cast<unsigned char>(c) <= ' ') return kBadLinkMessage;
  }
  const auto parsed = boost::urls::parse_uri(url);
  if (!parsed) return kBadLinkMessage;
  const auto scheme = core::ascii_lower(parsed->scheme());
  if ((scheme != "http" && scheme != "https") || !parsed->has_authority() ||
      parsed->encoded_host().empty() ||
      parsed->encoded_host().find('.') == std::string_view::npos) {
    return kBadLinkMessage;
  }
  const auto path = core::ascii_lower(parsed->encoded_path());
  if (!path.ends_with(".mp4")) return kNotMp4Message;
  return std::nullopt;
}

}  // namespace platform::cart
