#include "http/proxies.hpp"

#include <algorithm>

namespace platform::http {
namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

std::string_view plain_address(std::string_view address) {
  constexpr std::string_view mapped = "::ffff:";
  if (address.starts_with(mapped) && address.find('.') != std::string_view::npos) {
    address.remove_prefix(mapped.size());
  }
  return address;
}

bool looks_like_address(std::string_view text) {
  if (text.empty() || text.size() > 45) return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == '.' ||
           c == ':';
  });
}

TrustedProxies::TrustedProxies(std::vector<std::string> addresses)
    : addresses_(std::move(addresses)) {}

bool TrustedProxies::trusts(std::string_view peer) const {
  const auto plain = plain_address(peer);
  return std::find(addresses_.begin(), addresses_.end(), plain) != addresses_.end();
}

std::string TrustedProxies::client_ip(std::string_view peer, std::string_view forwarded_for) const {
  if (!trusts(peer)) return std::string(plain_address(peer));
  // Right to left: each trusted hop vouches for the one before it.
  while (!forwarded_for.empty()) {
    const auto comma = forwarded_for.rfind(',');
    const auto hop =
        trimmed(comma == std::string_view::npos ? forwarded_for : forwarded_for.substr(comma + 1));
    if (!looks_like_address(hop)) break;
    if (!trusts(hop)) return std::string(plain_address(hop));
    if (comma == std::string_view::npos) break;
    forwarded_for = forwarded_for.substr(0, comma);
  }
  return std::string(plain_address(peer));
}

bool TrustedProxies::https(std::string_view peer, std::string_view forwarded_proto) const {
  return trusts(peer) && trimmed(forwarded_proto) == "https";
}

}  // namespace platform::http
