#include "tickets/signing.hpp"

#include <soci/soci.h>
#include <sodium.h>

#include <array>

#include "auth/crypto.hpp"
#include "db/optional.hpp"

namespace platform::tickets {

namespace {

constexpr std::size_t kSignatureDigits = 16;
constexpr std::size_t kMaxCode = 40;

bool is_code_text(std::string_view text) {
  if (text.empty() || text.size() > kMaxCode) return false;
  for (const char c : text) {
    const bool ok = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
    if (!ok) return false;
  }
  return true;
}

}  // namespace

std::string hmac_hex(std::string_view key, std::string_view text) {
  // The key hashed to the HMAC's key size, whatever its length.
  std::array<unsigned char, crypto_auth_hmacsha256_KEYBYTES> k{};
  crypto_hash_sha256(k.data(), reinterpret_cast<const unsigned char*>(key.data()), key.size());
  std::array<unsigned char, crypto_auth_hmacsha256_BYTES> mac{};
  crypto_auth_hmacsha256(mac.data(), reinterpret_cast<const unsigned char*>(text.data()),
                         text.size(), k.data());
  std::string out(mac.size() * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), mac.data(), mac.size());
  out.pop_back();
  return out;
}

bool same_text(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  return a.empty() || sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string signed_code(std::string_view key, std::string_view code) {
  return std::string(code) + "." + hmac_hex(key, code).substr(0, kSignatureDigits);
}

std::optional<std::string> code_of(std::string_view key, std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n' || text.front() == '\t'))
    text.remove_prefix(1);
  while (!text.empty() &&
         (text.back() == ' ' || text.back() == '\n' || text.back() == '\r' || text.back() == '\t'))
    text.remove_suffix(1);
  std::string upper(text);
  for (char& c : upper) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  const auto dot = upper.find('.');
  if (dot == std::string::npos) {
    if (!is_code_text(upper)) return std::nullopt;
    return upper;
  }
  const std::string code = upper.substr(0, dot);
  std::string signature(text.substr(dot + 1));
  if (!is_code_text(code)) return std::nullopt;
  for (char& c : signature) {
    if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
  }
  const std::string expected = hmac_hex(key, code).substr(0, kSignatureDigits);
  if (!same_text(signature, expected)) return std::nullopt;
  return code;
}

std::string server_secret(db::Database& database, const std::string& name) {
  db::Lease s(database);
  std::optional<std::string> value;
  s << "SELECT value FROM server_secrets WHERE name = :name", soci::use(name), soci::into(value);
  if (s.got_data() && value) return *value;
  const std::string fresh = auth::random_hex(32);
  const std::string now = db::now_utc();
  // Two copies starting at once: the first insert wins, both read it back.
  s << "INSERT INTO server_secrets (name, value, created_at) VALUES (:name, :value, :now)"
       " ON CONFLICT (name) DO NOTHING",
      soci::use(name), soci::use(fresh), soci::use(now);
  s << "SELECT value FROM server_secrets WHERE name = :name", soci::use(name), soci::into(value);
  return value.value_or(fresh);
}

}  // namespace platform::tickets
