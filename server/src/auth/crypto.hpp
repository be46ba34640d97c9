#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace platform::auth {

// libsodium wrappers: every secret comes from the OS CSPRNG, only hashes are stored, and every
// comparison of secrets runs in constant time.

// Initialises libsodium; call once at start (safe to call again). Throws when it cannot.
void init_crypto();

// An argon2id hash string (crypto_pwhash_str, interactive limits) of password.
std::string hash_password(std::string_view password);

// True when password matches a hash made by hash_password (constant time inside libsodium).
bool verify_password(std::string_view password, const std::string& hash) noexcept;

// A fresh session token: 32 random bytes, base64url without padding (43 characters).
std::string new_session_token();

// SHA-256 of text as 64 lowercase hex digits (how tokens and codes are stored).
std::string sha256_hex(std::string_view text);

// Constant-time equality of two strings of the same length (false when lengths differ).
bool equal_constant_time(std::string_view a, std::string_view b) noexcept;

// n random bytes as 2n hex digits (file names, user codes).
std::string random_hex(std::size_t bytes);

// The one-time code alphabet: the ten digits, which a person types on any keyboard layout and any
// phone without switching (a mixed Latin and Cyrillic alphabet made them switch). Each element is
// one character. Entered codes are still read with normalize_code, which accepts the letters of
// older codes.
const std::vector<std::string>& code_alphabet();

inline constexpr std::size_t kCodeLength = 6;

// A fresh 6-character code from code_alphabet() (randombytes_uniform, no modulo bias).
std::string new_login_code();

// The form a code is hashed in: Latin and Cyrillic letters upper-cased, spaces dropped, so codes
// compare case-insensitively.
std::string normalize_code(std::string_view code);

}  // namespace platform::auth
