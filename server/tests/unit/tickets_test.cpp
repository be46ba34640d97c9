// The afisha's ticket office (decision 0046): the e-tickets' signed codes, the test payment
// provider's signed notifications, and the e-ticket PDF with its QR code.
#include <gtest/gtest.h>
#include <vips/vips.h>

#include "http/local_path.hpp"
#include "mail/attachments.hpp"
#include "mail/senders.hpp"
#include "media/images.hpp"
#include "tickets/eticket.hpp"
#include "tickets/payments/provider.hpp"
#include "tickets/signing.hpp"

using namespace platform;

namespace {

constexpr const char* kKey = "0123456789abcdef0123456789abcdef";

TEST(TicketCode, SignedCodeReadsBackAndAForgeryDoesNot) {
  const std::string signed_text = tickets::signed_code(kKey, "A1B2C3D4E5F6");
  ASSERT_EQ(signed_text.size(), 12u + 1 + 16);
  EXPECT_EQ(signed_text.rfind("A1B2C3D4E5F6.", 0), 0u);
  EXPECT_EQ(tickets::code_of(kKey, signed_text), "A1B2C3D4E5F6");
  // Scanners add spaces and line ends; a typed code is lower case.
  EXPECT_EQ(tickets::code_of(kKey, " " + signed_text + "\r\n"), "A1B2C3D4E5F6");
  EXPECT_EQ(tickets::code_of(kKey, "a1b2c3d4e5f6"), "A1B2C3D4E5F6");
  // Another key's signature, a changed code or signature: refused.
  EXPECT_FALSE(tickets::code_of("another key", signed_text));
  std::string changed = signed_text;
  changed[0] = 'B';
  EXPECT_FALSE(tickets::code_of(kKey, changed));
  changed = signed_text;
  changed.back() = changed.back() == '0' ? '1' : '0';
  EXPECT_FALSE(tickets::code_of(kKey, changed));
  EXPECT_FALSE(tickets::code_of(kKey, "A1B2C3D4E5F6."));
  // What cannot be a code at all.
  EXPECT_FALSE(tickets::code_of(kKey, ""));
  EXPECT_FALSE(tickets::code_of(kKey, "<script>"));
  EXPECT_FALSE(tickets::code_of(kKey, std::string(41, 'A')));
}

TEST(TicketCode, HmacIsTheSha256HmacOfTheHashedKey) {
  // The key is hashed to 32 bytes first; the value as openssl computes it:
  // printf %s "what do ya want for nothing?" | openssl dgst -sha256 -mac HMAC
  //   -macopt hexkey:$(printf %s Jefe | sha256sum | cut -c1-64)
  EXPECT_EQ(tickets::hmac_hex("Jefe", "what do ya want for nothing?"),
            "142c7fede7587937a94a739156b6e8176dc3ff6d5dc58b43b5700a605fac8df3");
  EXPECT_NE(tickets::hmac_hex("Jefe", "what do ya want for nothing?"),
            tickets::hmac_hex("Jefe", "what do ya want for nothing!"));
  EXPECT_TRUE(tickets::same_text("abc", "abc"));
  EXPECT_FALSE(tickets::same_text("abc", "abd"));
  EXPECT_FALSE(tickets::same_text("abc", "abcd"));
}

TEST(TestProvider, VerifiesItsOwnSignatureAndNothingElse) {
  const tickets::payments::TestProvider provider("provider secret");
  const tickets::payments::Notification n{"test-1", "T-0001", 1800, "succeeded"};
  const auto fields = provider.sign(n);
  const auto verified = provider.verify(fields);
  ASSERT_TRUE(verified);
  EXPECT_EQ(verified->external_id, "test-1");
  EXPECT_EQ(verified->order_number, "T-0001");
  EXPECT_EQ(verified->amount, 1800);
  EXPECT_EQ(verified->status, "succeeded");

  for (const char* key : {"external_id", "order", "amount", "status", "signature"}) {
    auto changed = fields;
    changed[key] += "0";
    EXPECT_FALSE(provider.verify(changed)) << key;
    auto missing = fields;
    missing.erase(key);
    EXPECT_FALSE(provider.verify(missing)) << key;
  }
  EXPECT_FALSE(tickets::payments::TestProvider("another secret").verify(fields));
  auto negative = provider.sign({"test-2", "T-0001", -5, "succeeded"});
  EXPECT_FALSE(provider.verify(negative));
  auto odd_status = provider.sign({"test-3", "T-0001", 5, "maybe"});
  EXPECT_FALSE(provider.verify(odd_status));
}

TEST(TestProvider, StartsWithARedirectToItsPage) {
  const tickets::payments::TestProvider provider("s");
  const auto next = provider.start({"T-0001", "k", 1800, "Концерт", "/afisha/zakaz/T-0001/?key=k"});
  EXPECT_EQ(next.action, "redirect");
  EXPECT_EQ(next.url,
            "/api/payments/test/form?order=T-0001&key=k&amount=1800&return=%2Fafisha%2Fzakaz%2FT-"
            "0001%2F%3Fkey%3Dk");
  EXPECT_EQ(tickets::payments::BoxOffice().start({}).action, "box_office");
}

TEST(LocalPath, OnlyPathsOfThisSite) {
  for (const char* ok : {"/", "/afisha/zakaz/T-1/?key=abc", "/a%20b/?q=1&x=%2F"})
    EXPECT_TRUE(http::is_local_path(ok)) << ok;
  for (const char* bad : {"", "//evil.ru", "/\\evil.ru", "/\\/evil.ru", "https://evil.ru",
                          "evil.ru", "/\t/evil.ru", "/a b", "javascript:alert(1)"})
    EXPECT_FALSE(http::is_local_path(bad)) << bad;
  EXPECT_FALSE(http::is_local_path("/" + std::string(300, 'a')));
}

TEST(ETicket, IsOneA6PageWithTheQrCode) {
  media::start_images();
  const tickets::ETicket t{"Гала-концерт лауреатов «Звёздного пути»",
                           "22 декабря 2026, 18:00",
                           "0+",
                           "Культурный центр «Меридиан», Большой зал",
                           "ул. Профсоюзная, 61",
                           "Партер",
                           "1 500 ₽",
                           "Анна Покупателева",
                           "T-1A2B3C4D",
                           1,
                           "A1B2C3D4E5F6",
                           tickets::signed_code(kKey, "A1B2C3D4E5F6")};
  const std::string pdf = tickets::eticket_pdf(t);
  ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
  VipsImage* image = vips_image_new_from_buffer(pdf.data(), pdf.size(), "", "dpi", 72.0, nullptr);
  ASSERT_NE(image, nullptr) << vips_error_buffer();
  EXPECT_NEAR(vips_image_get_width(image), 298, 1);
  EXPECT_NEAR(vips_image_get_height(image), 420, 1);
  // The QR code, centred under the text, is partly dark.
  VipsImage* part = nullptr;
  ASSERT_EQ(vips_extract_area(image, &part, 105, 260, 88, 80, nullptr), 0);
  VipsImage* grey = nullptr;
  ASSERT_EQ(vips_colourspace(part, &grey, VIPS_INTERPRETATION_B_W, nullptr), 0);
  double mean = 0;
  ASSERT_EQ(vips_avg(grey, &mean, nullptr), 0);
  EXPECT_LT(mean, 200);
  EXPECT_GT(mean, 40);
  g_object_unref(grey);
  g_object_unref(part);
  g_object_unref(image);
}

}  // namespace

namespace {

TEST(MailAttachments, RenderedThroughTheirSourcesAndSentAsMultipart) {
  mail::AttachmentSources sources;
  sources.add("ticket", [](const std::string& id) -> std::optional<mail::Attachment> {
    if (id == "gone") return std::nullopt;
    return mail::Attachment{"ticket-" + id + ".pdf", "application/pdf", "%PDF-1.5 " + id};
  });
  const auto list = mail::attachment_list({{"ticket", "A1"}, {"ticket", "gone"}, {"poster", "1"}});
  EXPECT_EQ(
      list,
      R"([{"kind":"ticket","id":"A1"},{"kind":"ticket","id":"gone"},{"kind":"poster","id":"1"}])");
  const auto files = sources.render(list);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].filename, "ticket-A1.pdf");
  EXPECT_TRUE(sources.render("not json").empty());

  const std::string plain = mail::format_email("a@b.ru", "c@d.ru", "Тема", "Текст", "date", "<id>");
  EXPECT_NE(plain.find("Content-Type: text/plain; charset=utf-8"), std::string::npos);
  EXPECT_EQ(plain.find("multipart"), std::string::npos);
  const std::string mixed =
      mail::format_email("a@b.ru", "c@d.ru", "Тема", "Текст", "date", "<id>", files);
  const auto at = mixed.find("multipart/mixed; boundary=\"");
  ASSERT_NE(at, std::string::npos);
  const auto start = at + 27;
  const std::string boundary = mixed.substr(start, mixed.find('"', start) - start);
  EXPECT_NE(mixed.find("--" + boundary + "\r\nContent-Type: text/plain"), std::string::npos);
  EXPECT_NE(mixed.find("Content-Type: application/pdf; name=\"ticket-A1.pdf\""), std::string::npos);
  EXPECT_NE(mixed.find("filename=\"ticket-A1.pdf\""), std::string::npos);
  // "%PDF-1.5 A1" in base64, and the closing boundary.
  EXPECT_NE(mixed.find("JVBERi0xLjUgQTE="), std::string::npos);
  EXPECT_NE(mixed.find("--" + boundary + "--\r\n"), std::string::npos);
}

}  // namespace
