#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace platform::tickets {

// HMAC-SHA256 (libsodium's crypto_auth_hmacsha256) of `text` with `key`, as 64 lowercase hex
// digits.
std::string hmac_hex(std::string_view key, std::string_view text);

// Compares two texts in time independent of where they differ.
bool same_text(std::string_view a, std::string_view b);

// A ticket's code as its QR code carries it: "<code>.<signature>", the signature the first 16
// hex digits of the HMAC of the code with the server's key (decision 0046).
std::string signed_code(std::string_view key, std::string_view code);

// The code of a scanned or typed text: "<code>.<signature>" with a valid signature, or a bare
// code (typed from the ticket, found in the database or not); nothing for a forged signature or
// text that cannot be a code.
std::optional<std::string> code_of(std::string_view key, std::string_view text);

// The server's secret named so, made (32 random bytes, hex) at its first use and kept in
// server_secrets, so that every copy of the server signs alike.
std::string server_secret(db::Database& database, const std::string& name);

}  // namespace platform::tickets
