#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace platform::site {

// The site areas (brands) of spec section 1 plus the account (`id`) and `admin` areas.
inline constexpr std::array<std::string_view, 9> kAreas = {
    "main", "bravo", "events", "oki", "organizer", "arenda", "welcome", "id", "admin"};

bool is_area(std::string_view code) noexcept;

// True for localhost, *.localhost and the loopback addresses: there the `domain` query
// parameter chooses the area (ARCHITECTURE.md section 5).
bool is_local_host(std::string_view host) noexcept;

// The area a request is for. `host` is the Host header (a port is ignored); `domain_param` the
// `domain` query parameter. The subdomain right under the base domain names the area; the bare
// base domain and unknown subdomains are main.
std::string resolve_area(std::string_view host, const std::optional<std::string>& domain_param,
                         std::string_view base_domain);

}  // namespace platform::site
