#include "auth/crypto.hpp"

#include <sodium.h>

#include <array>
#include <stdexcept>

namespace platform::auth {

void init_crypto() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
}

std::string hash_password(std::string_view password) {
  init_crypto();
  std::array<char, crypto_pwhash_STRBYTES> out{};
  if (crypto_pwhash_str(out.data(), password.data(), password.size(),
                        crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0) {
    throw std::runtime_error("password hashing ran out of memory");
  }
  return std::string(out.data());
}

bool verify_password(std::string_view password, const std::string& hash) noexcept {
  if (hash.empty() || hash.size() >= crypto_pwhash_STRBYTES) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

std::string new_session_token() {
  init_crypto();
  std::array<unsigned char, 32> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  std::array<char, 64> out{};
  sodium_bin2base64(out.data(), out.size(), bytes.data(), bytes.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return std::string(out.data());
}

std::string sha256_hex(std::string_view text) {
  std::array<unsigned char, crypto_hash_sha256_BYTES> digest{};
  crypto_hash_sha256(digest.data(), reinterpret_cast<const unsigned char*>(text.data()),
                     text.size());
  std::array<char, crypto_hash_sha256_BYTES * 2 + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data());
}

bool equal_constant_time(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  if (a.empty()) return true;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string random_hex(std::size_t bytes) {
  init_crypto();
  std::string raw(bytes, '\0');
  randombytes_buf(raw.data(), raw.size());
  std::string hex(bytes * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), reinterpret_cast<const unsigned char*>(raw.data()),
                 raw.size());
  hex.pop_back();
  return hex;
}

const std::vector<std::string>& code_alphabet() {
  static const std::vector<std::string> alphabet = {"0", "1", "2", "3", "4",
                                                    "5", "6", "7", "8", "9"};
  return alphabet;
}

std::string new_login_code() {
  init_crypto();
  const auto& alphabet = code_alphabet();
  std::string code;
  for (std::size_t i = 0; i < kCodeLength; ++i) {
    code += alphabet[randombytes_uniform(static_cast<std::uint32_t>(alphabet.size()))];
  }
  return code;
}

std::string normalize_code(std::string_view code) {
  std::string out;
  for (std::size_t i = 0; i < code.size();) {
    const auto c = static_cast<unsigned char>(code[i]);
    if (c < 0x80) {
      if (c != ' ' && c != '\t' && c != '-') {
        out.push_back(c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A')
                                           : static_cast<char>(c));
      }
      ++i;
      continue;
    }
    if (i + 1 < code.size() && (c == 0xD0 || c == 0xD1)) {
      // Cyrillic а-п (D0 B0-BF) -> А-П (D0 90-9F); р-я (D1 80-8F) -> Р-Я (D0 A0-AF); ё -> Ё.
      const auto d = static_cast<unsigned char>(code[i + 1]);
      if (c == 0xD0 && d >= 0xB0 && d <= 0xBF) {
        out += static_cast<char>(0xD0);
        out += static_cast<char>(d - 0x20);
      } else if (c == 0xD1 && d >= 0x80 && d <= 0x8F) {
        out += static_cast<char>(0xD0);
        out += static_cast<char>(d + 0x20);
      } else if (c == 0xD1 && d == 0x91) {
        out += "\xD0\x81";
      } else {
        out += static_cast<char>(c);
        out += static_cast<char>(d);
      }
      i += 2;
      continue;
    }
    out.push_back(static_cast<char>(c));
    ++i;
  }
  return out;
}

}  // namespace platform::auth
