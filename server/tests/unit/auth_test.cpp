#include <gtest/gtest.h>

#include <set>

#include "auth/contact.hpp"
#include "auth/cookie.hpp"
#include "auth/crypto.hpp"
#include "auth/permissions.hpp"
#include "core/clock.hpp"

using namespace platform;

TEST(Crypto, PasswordHashRoundTrip) {
  const auto hash = auth::hash_password("correct horse");
  EXPECT_TRUE(hash.starts_with("$argon2id$")) << hash;
  EXPECT_TRUE(auth::verify_password("correct horse", hash));
  EXPECT_FALSE(auth::verify_password("correct horsE", hash));
  EXPECT_FALSE(auth::verify_password("", hash));
  EXPECT_FALSE(auth::verify_password("correct horse", ""));
  EXPECT_FALSE(auth::verify_password("correct horse", "not a hash"));
  EXPECT_NE(auth::hash_password("correct horse"), hash) << "a fresh salt every time";
}

TEST(Crypto, SessionTokensAreLongRandomAndUrlSafe) {
  std::set<std::string> seen;
  for (int i = 0; i < 100; ++i) {
    const auto token = auth::new_session_token();
    EXPECT_EQ(token.size(), 43u);
    EXPECT_EQ(
        token.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        std::string::npos);
    seen.insert(token);
  }
  EXPECT_EQ(seen.size(), 100u);
}

TEST(Crypto, Sha256AndConstantTimeEquality) {
  EXPECT_EQ(auth::sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_TRUE(auth::equal_constant_time("abc", "abc"));
  EXPECT_FALSE(auth::equal_constant_time("abc", "abd"));
  EXPECT_FALSE(auth::equal_constant_time("abc", "abcd"));
  EXPECT_EQ(auth::random_hex(16).size(), 32u);
}

TEST(Crypto, CodesAreDigitsTypedOnAnyLayout) {
  const auto& alphabet = auth::code_alphabet();
  EXPECT_EQ(alphabet.size(), 10u);
  for (const auto& c : alphabet) EXPECT_TRUE(c.size() == 1 && c[0] >= '0' && c[0] <= '9') << c;
}

TEST(Crypto, CodesHaveSixCharactersOfTheAlphabet) {
  const auto& alphabet = auth::code_alphabet();
  std::set<std::string> used;
  for (int i = 0; i < 200; ++i) {
    const auto code = auth::new_login_code();
    std::size_t count = 0;
    for (std::size_t pos = 0; pos < code.size(); ++count) {
      const std::size_t len = static_cast<unsigned char>(code[pos]) < 0x80 ? 1 : 2;
      const auto ch = code.substr(pos, len);
      EXPECT_NE(std::find(alphabet.begin(), alphabet.end(), ch), alphabet.end()) << code;
      used.insert(ch);
      pos += len;
    }
    EXPECT_EQ(count, auth::kCodeLength);
  }
  EXPECT_GT(used.size(), alphabet.size() / 2) << "codes use the whole alphabet";
}

TEST(Crypto, CodesCompareCaseInsensitively) {
  EXPECT_EQ(auth::normalize_code("ж7qя d"), "Ж7QЯD");
  EXPECT_EQ(auth::normalize_code("ЖЯШЩЭЮ"), "ЖЯШЩЭЮ");
  EXPECT_EQ(auth::normalize_code("ёа"), "ЁА");
  EXPECT_EQ(auth::normalize_code("\xD0"), "\xD0") << "a cut UTF-8 sequence is kept, not read past";
}

TEST(Contact, NormalisesRussianPhones) {
  for (const char* in :
       {"+7 (999) 123 45-67", "89991234567", "79991234567", "9991234567", "+79991234567"}) {
    EXPECT_EQ(auth::normalize_phone(in), "+79991234567") << in;
  }
  for (const char* in :
       {"", "12", "+1 555 123 4567", "8999123456", "899912345678", "8999abc4567"}) {
    EXPECT_EQ(auth::normalize_phone(in), std::nullopt) << in;
  }
}

TEST(Contact, EmailsAndSearchTextAreLowerCased) {
  EXPECT_EQ(auth::normalize_email("  Anna@Example.RU "), "anna@example.ru");
  EXPECT_EQ(auth::lower_text("ИВАН Ёжиков Petrov"), "иван ёжиков petrov");
  EXPECT_EQ(auth::lower_text("АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"),
            "абвгдежзийклмнопрстуфхцчшщъыьэюя");
}

TEST(Cookie, SharedAcrossSubdomainsExceptOnLocalhost) {
  auth::CookieOptions o{"festival.ru", true, true};
  EXPECT_EQ(auth::session_cookie("tok", o),
            "access_token=tok; Path=/; Domain=festival.ru; HttpOnly; SameSite=Lax; Secure; "
            "Max-Age=2592000");
  o = {"localhost", false, false};
  EXPECT_EQ(auth::session_cookie("tok", o), "access_token=tok; Path=/; HttpOnly; SameSite=Lax");
  EXPECT_EQ(auth::clear_session_cookie(o),
            "access_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  o = {"127.0.0.1", false, false};
  EXPECT_EQ(auth::session_cookie("tok", o), "access_token=tok; Path=/; HttpOnly; SameSite=Lax")
      << "no Domain for an IP address either";
  o = {"festival2026.ru", false, false};
  EXPECT_NE(auth::session_cookie("tok", o).find("; Domain=festival2026.ru"), std::string::npos);
}

TEST(Cookie, ReadsOneCookieOfAHeader) {
  EXPECT_EQ(auth::cookie_value("a=1; access_token=xyz; b=2", "access_token"), "xyz");
  EXPECT_EQ(auth::cookie_value("access_token=xyz", "access_token"), "xyz");
  EXPECT_EQ(auth::cookie_value("my_access_token=xyz", "access_token"), std::nullopt);
  EXPECT_EQ(auth::cookie_value("", "access_token"), std::nullopt);
}

TEST(Permissions, MatrixOfTheIssue) {
  using V = std::vector<std::string>;
  EXPECT_EQ(auth::sections_of({"Admin"}), auth::all_sections());
  EXPECT_EQ(auth::sections_of({"ManagerNews"}),
            (V{"users/profile", "blogs", "recommend", "ui-kit"}));
  EXPECT_EQ(auth::sections_of({"ManagerNews", "ManagerTickets"}),
            (V{"users/profile", "blogs", "recommend", "tickets", "ui-kit"}));
  EXPECT_TRUE(auth::sections_of({}).empty());
  EXPECT_TRUE(auth::sections_of({"Nobody"}).empty());
  for (const auto& grant : auth::role_grants()) {
    const bool admin = std::string(grant.code) == "Admin";
    EXPECT_EQ(auth::has_section({grant.code}, "roles"), admin) << grant.code;
    EXPECT_EQ(auth::has_section({grant.code}, "handbooks"), admin) << grant.code;
    EXPECT_TRUE(auth::has_section({grant.code}, "users/profile")) << grant.code;
  }
  EXPECT_TRUE(auth::is_staff({"ManagerSeo"}));
  EXPECT_FALSE(auth::is_staff({}));
}

TEST(Clock, UtcTextRoundTrip) {
  const auto t = core::parse_utc("2026-11-22T06:00:05Z");
  ASSERT_TRUE(t);
  EXPECT_EQ(core::format_utc(*t), "2026-11-22T06:00:05Z");
  EXPECT_EQ(core::parse_utc("2026-11-22 06:00:05"), std::nullopt);
}
