#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace platform::http {

// The reverse proxies in front of the server (--trusted-proxies, decision 0019). Only a request
// whose peer is one of them may say, through X-Forwarded-For and X-Forwarded-Proto, who the client
// is and that it came over https; anyone else could write those headers to dodge the per-address
// limits or to get Secure cookies over plain http. Default: no proxy is trusted.
class TrustedProxies {
 public:
  TrustedProxies() = default;
  explicit TrustedProxies(std::vector<std::string> addresses);

  bool trusts(std::string_view peer) const;

  // The peer, or when the peer is trusted, the rightmost X-Forwarded-For hop that is not itself a
  // trusted proxy (what our nginx appended), when it looks like an address.
  std::string client_ip(std::string_view peer, std::string_view forwarded_for) const;

  // True when a trusted peer says the client spoke https to it.
  bool https(std::string_view peer, std::string_view forwarded_proto) const;

 private:
  std::vector<std::string> addresses_;
};

// "::ffff:1.2.3.4" -> "1.2.3.4": an IPv4 peer as seen on an IPv6 socket.
std::string_view plain_address(std::string_view address);

// True for text made of the characters of an IPv4 or IPv6 address, at most 45 of them.
bool looks_like_address(std::string_view text);

}  // namespace platform::http
