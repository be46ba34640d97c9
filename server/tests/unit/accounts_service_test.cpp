// The auth service against a real SQLite database with a clock the test moves: code expiry and
// the hourly code cap cannot be waited for in the API tests.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <filesystem>

#include "auth/crypto.hpp"
#include "auth/repository.hpp"
#include "auth/service.hpp"
#include "core/errors.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
#include "db/optional.hpp"
#include "db/transaction.hpp"
#include "mail/courier.hpp"
#include "mail/outbox.hpp"
#include "mail/postman.hpp"
#include "mail/senders.hpp"
#include "mail/templates.hpp"
#include "users/repository.hpp"
#include "users/service.hpp"

using namespace platform;
using namespace std::chrono_literals;

namespace {

// Keeps the messages it "sends" so the test can read codes.
class MemoryMailer final : public mail::Mailer {
 public:
  explicit MemoryMailer(std::vector<std::string>& sent) : sent_(sent) {}
  std::optional<std::string> send(const mail::Outgoing& email) override {
    sent_.push_back(email.body);
    return std::nullopt;
  }

 private:
  std::vector<std::string>& sent_;
};

struct Fixture : ::testing::Test {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / "platform-auth-service-test.db";
  std::unique_ptr<db::Database> database;
  std::unique_ptr<users::UserRepository> users;
  std::unique_ptr<auth::AuthRepository> repo;
  std::unique_ptr<mail::OutboxRepository> outbox;
  std::unique_ptr<mail::Postman> postman;
  std::unique_ptr<mail::Courier> courier;
  std::unique_ptr<ratelimit::RateLimiter> limits;
  std::unique_ptr<auth::AuthService> service;
  std::vector<std::string> sent;
  core::TimePoint now = *core::parse_utc("2026-11-22T06:00:00Z");

  void SetUp() override {
    std::filesystem::remove(path);
    database = std::make_unique<db::Database>("sqlite:" + path.string(), 1);
    db::migrate(*database);
    users = std::make_unique<users::UserRepository>(*database);
    repo = std::make_unique<auth::AuthRepository>(*database);
    outbox = std::make_unique<mail::OutboxRepository>(*database);
    postman = std::make_unique<mail::Postman>(*outbox, nullptr, [this] { return now; });
    courier = std::make_unique<mail::Courier>(*outbox, std::make_unique<MemoryMailer>(sent),
                                              nullptr, [this] { return now; });
    limits = std::make_unique<ratelimit::RateLimiter>(*database, [this] { return now; });
    service = std::make_unique<auth::AuthService>(*users, *repo, *postman, *limits,
                                                  [this] { return now; });
    service->register_user(
        {"Анна", std::nullopt, "Иванова", "anna@example.ru", std::nullopt, "password-1"},
        {"10.0.0.1", "test"});
  }
  void TearDown() override {
    service.reset();
    database.reset();
    std::filesystem::remove(path);
  }

  std::string last_code() {
    courier->deliver_due();
    const auto& body = sent.back();
    const auto colon = body.find("»: ");
    return body.substr(colon + std::string("»: ").size(),
                       body.find('\n', colon) - colon - std::string("»: ").size());
  }
  auth::Contact anna() { return {"anna@example.ru", false}; }
  core::ErrorKind login_error(const std::string& password, const std::string& ip = "10.0.0.2") {
    try {
      service->login(anna(), password, false, {ip, "test"});
    } catch (const core::ApiError& e) {
      return e.kind();
    }
    return core::ErrorKind::bad_request;  // "no error" marker for the tests below
  }
};

}  // namespace

TEST_F(Fixture, WelcomeMailIsQueuedThenSent) {
  EXPECT_TRUE(sent.empty()) << "nothing is sent inside the request";
  EXPECT_EQ(courier->deliver_due(), 1);
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_NE(sent[0].find("Здравствуйте, Анна!"), std::string::npos);
}

// A mail about a write is queued in the write's transaction (an order and its confirmation):
// a rolled-back write sends nothing, a committed one always has its mail.
TEST_F(Fixture, MailQueuedInATransactionGoesOnlyWithItsCommit) {
  courier->deliver_due();
  sent.clear();
  {
    db::Work work(*database);
    postman->email(work, "rolled@example.ru", "Не уйдёт", "Откат: этого письма нет");
  }
  {
    db::Work work(*database);
    postman->email(work, "kept@example.ru", "Уйдёт", "Зафиксировано: письмо уйдёт");
    work.commit();
  }
  EXPECT_EQ(courier->deliver_due(), 1);
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0], "Зафиксировано: письмо уйдёт");
}

TEST_F(Fixture, CodeWorksWithinFifteenMinutesOnly) {
  service->send_code(anna(), {"10.0.0.1", "test"});
  const auto code = last_code();
  now += 15min + 1s;
  EXPECT_EQ(login_error(code), core::ErrorKind::unauthorized) << "expired";
  service->send_code(anna(), {"10.0.0.1", "test"});
  now += 14min;
  EXPECT_EQ(login_error(last_code()), core::ErrorKind::bad_request) << "valid: logged in";
}

TEST_F(Fixture, FiveCodesAnHourThenWait) {
  for (int i = 0; i < 5; ++i) {
    service->send_code(anna(), {"10.0.0.1", "test"});
    now += 61s;
  }
  try {
    service->send_code(anna(), {"10.0.0.1", "test"});
    FAIL() << "a sixth code within the hour";
  } catch (const core::ApiError& e) {
    EXPECT_EQ(e.kind(), core::ErrorKind::too_many_requests);
    EXPECT_STREQ(e.what(), "Слишком много запросов кода. Попробуйте через час.");
    EXPECT_GT(e.retry_after(), 0);
    EXPECT_LE(e.retry_after(), 3600);
  }
  now += 1h;
  EXPECT_NO_THROW(service->send_code(anna(), {"10.0.0.1", "test"}));
}

// Decision 0019: failures slow down the address that makes them, progressively, and a stranger
// failing on someone's contact never locks its owner out.
TEST_F(Fixture, FailuresSlowTheirAddressDownProgressively) {
  for (int i = 0; i < auth::kPairFreeFailures; ++i) {
    EXPECT_EQ(login_error("wrong-password"), core::ErrorKind::unauthorized);
  }
  const auto retry_after = [&] {
    try {
      service->login(anna(), "password-1", false, {"10.0.0.2", "test"});
    } catch (const core::ApiError& e) {
      EXPECT_EQ(e.kind(), core::ErrorKind::too_many_requests);
      return e.retry_after();
    }
    return 0L;
  };
  EXPECT_EQ(retry_after(), 30) << "after the free failures: 30 s";
  now += 30s;
  EXPECT_EQ(login_error("wrong-password"), core::ErrorKind::unauthorized);
  EXPECT_EQ(retry_after(), 60) << "doubles";
  EXPECT_EQ(login_error("password-1", "10.0.0.9"), core::ErrorKind::bad_request)
      << "the owner on another address logs in at once";
  now += 15min + 1s;
  EXPECT_EQ(login_error("password-1"), core::ErrorKind::bad_request) << "the window reopens";
}

TEST_F(Fixture, StrangersEverywhereSlowAContactByAMinuteAtMost) {
  int slowed = 0;
  for (int i = 0; i < 40; ++i) {
    try {
      service->login(anna(), "wrong-password", false, {"10.1.0." + std::to_string(i), "test"});
      FAIL() << "a wrong password logged in";
    } catch (const core::ApiError& e) {
      if (e.kind() == core::ErrorKind::too_many_requests) {
        ++slowed;
        EXPECT_LE(e.retry_after(), 60) << "never locked for longer than a minute";
        now += std::chrono::seconds(e.retry_after());
      } else {
        EXPECT_EQ(e.kind(), core::ErrorKind::unauthorized);
      }
    }
    now += 1s;
  }
  EXPECT_GT(slowed, 0) << "the contact was slowed down";
  now += 60s;
  EXPECT_EQ(login_error("password-1", "10.0.0.9"), core::ErrorKind::bad_request)
      << "its owner logs in after a minute at most";
}

TEST_F(Fixture, RegistrationsAndCodeSendsAreLimitedPerAddress) {
  const auth::Client client{"10.2.0.1", "test"};
  for (int i = 1; i < auth::kRegistrationsPerAddressHour; ++i) {  // SetUp registered from 10.0.0.1
    service->register_user({"Ира", std::nullopt, "Котова",
                            "ira" + std::to_string(i) + "@example.ru", std::nullopt, "password-1"},
                           client);
  }
  service->register_user(
      {"Ира", std::nullopt, "Котова", "last@example.ru", std::nullopt, "password-1"}, client);
  try {
    service->register_user(
        {"Ира", std::nullopt, "Котова", "more@example.ru", std::nullopt, "password-1"}, client);
    FAIL() << "an eleventh registration from one address within the hour";
  } catch (const core::ApiError& e) {
    EXPECT_EQ(e.kind(), core::ErrorKind::too_many_requests);
    EXPECT_GT(e.retry_after(), 3000);
  }
  for (int i = 0; i < auth::kCodeSendsPerAddressHour; ++i) {
    service->send_code({"nobody" + std::to_string(i) + "@example.ru", false}, client);
  }
  EXPECT_THROW(service->send_code({"one-more@example.ru", false}, client), core::ApiError);
  now += 1h;
  EXPECT_NO_THROW(service->send_code({"one-more@example.ru", false}, client));
}

TEST_F(Fixture, SessionsExpireAndSlide) {
  const auto session = service->login(anna(), "password-1", false, {"10.0.0.3", "test"});
  now += 11h;
  EXPECT_TRUE(service->authenticate(session.token)) << "slides the 12-hour expiry";
  now += 11h;
  EXPECT_TRUE(service->authenticate(session.token));
  now += 12h + 1s;
  EXPECT_FALSE(service->authenticate(session.token));
  EXPECT_FALSE(service->authenticate("made-up"));
}

// A page's API calls are answered from the session cache: a change made through the service or
// the repositories shows at once, one made behind their back within
// AuthService::kCheckedSessionTtl.
TEST_F(Fixture, CheckedSessionsAreRememberedUntilAChange) {
  const auto session = service->login(anna(), "password-1", false, {"10.0.0.3", "test"});
  ASSERT_TRUE(service->authenticate(session.token));
  {
    db::Lease s(*database);
    s << "UPDATE sessions SET revoked_at = '2026-11-22T06:00:00Z'";
  }
  EXPECT_TRUE(service->authenticate(session.token))
      << "remembered: the change bypassed the service";
  now += auth::AuthService::kCheckedSessionTtl;
  EXPECT_FALSE(service->authenticate(session.token)) << "read again after kTtl";
}

TEST_F(Fixture, LogoutRolesAndBlockingShowAtOnce) {
  const auto first = service->login(anna(), "password-1", false, {"10.0.0.3", "test"});
  auto principal = service->authenticate(first.token);
  ASSERT_TRUE(principal);
  {
    db::Work work(*database);
    users->set_roles(work, principal->user.id, {"ManagerOrders"});
    work.commit();
  }
  principal = service->authenticate(first.token);
  ASSERT_TRUE(principal);
  EXPECT_EQ(principal->user.roles, std::vector<std::string>{"ManagerOrders"});

  service->logout(principal->session_id);
  EXPECT_FALSE(service->authenticate(first.token)) << "logged out";

  const auto second = service->login(anna(), "password-1", false, {"10.0.0.3", "test"});
  auto user = service->authenticate(second.token)->user;
  user.blocked_at = core::format_utc(now);
  users->update(user, users::UserPart::blocking);
  EXPECT_FALSE(service->authenticate(second.token)) << "blocked";
}

TEST(Photos, SniffedByMagicBytes) {
  EXPECT_EQ(users::sniff_image("\xFF\xD8\xFF\xE0rest"), "jpg");
  EXPECT_EQ(users::sniff_image(std::string_view("\x89PNG\r\n\x1A\n\0", 9)), "png");
  EXPECT_EQ(users::sniff_image("RIFF\x10\0\0\0WEBPVP8 "), std::nullopt)
      << "embedded NUL cut the literal";
  EXPECT_EQ(users::sniff_image(std::string_view("RIFF\x10\0\0\0WEBPVP8 ", 16)), "webp");
  EXPECT_EQ(users::sniff_image("%PDF-1.7"), std::nullopt);
  EXPECT_EQ(users::sniff_image(""), std::nullopt);
}

TEST(Templates, RussianTextsCarryTheCodeInTheBodyOnly) {
  for (const auto& mail :
       {mail::login_code_email("482913", 15), mail::contact_code_email("482913", 15)}) {
    EXPECT_EQ(mail.subject.find("482913"), std::string::npos)
        << "subjects show in previews and logs";
    EXPECT_NE(mail.body.find("482913"), std::string::npos);
    EXPECT_NE(mail.body.find("15 минут"), std::string::npos);
  }
  EXPECT_NE(mail::login_code_sms("482913", 15).find("482913"), std::string::npos);
  EXPECT_NE(mail::welcome_email("Анна").body.find("Здравствуйте, Анна!"), std::string::npos);
}

TEST(Templates, EmailIsMimeEncoded) {
  const auto text = mail::format_email("noreply@festival.ru", "anna@example.ru", "Тема", "Текст",
                                       "Sun, 22 Nov 2026 06:00:00 +0000", "<1@festival.ru>");
  EXPECT_NE(text.find("Subject: =?UTF-8?B?0KLQtdC80LA=?=\r\n"), std::string::npos) << text;
  EXPECT_NE(text.find("Content-Transfer-Encoding: base64\r\n\r\n0KLQtdC60YHRgg==\r\n"),
            std::string::npos)
      << text;
}

TEST_F(Fixture, CreateAdminCreatesOrPromotes) {
  const auto created =
      service->create_admin("boss@example.ru", "boss-password", "Ирина", "Главная");
  EXPECT_EQ(created.roles, std::vector<std::string>{"Admin"});
  EXPECT_TRUE(created.verified_at);
  const auto promoted = service->create_admin("anna@example.ru", "new-password-1", "x", "y");
  EXPECT_EQ(promoted.first_name, "Анна") << "an existing user keeps the names";
  EXPECT_EQ(users->find(promoted.id)->roles, std::vector<std::string>{"Admin"});
  EXPECT_EQ(login_error("new-password-1"), core::ErrorKind::bad_request)
      << "logged in with the new password";
  EXPECT_EQ(service->create_admin("anna@example.ru", "new-password-1", "x", "y").roles.size(), 1u)
      << "promoting twice adds the role once";
}

namespace {

class FailingMailer final : public mail::Mailer {
 public:
  std::optional<std::string> send(const mail::Outgoing& email) override {
    keys.push_back(email.key);
    return "SMTP: Couldn't connect to server";
  }
  std::vector<std::string> keys;  // of every attempt
};

}  // namespace

TEST_F(Fixture, FailedDeliveryIsRetriedWithBackoffThenGivenUp) {
  courier->deliver_due();  // the welcome mail of SetUp
  auto mailer = std::make_unique<FailingMailer>();
  const auto& keys = mailer->keys;
  mail::Courier failing(*outbox, std::move(mailer), nullptr, [this] { return now; });
  postman->email("anna@example.ru", "Тема", "Текст");
  postman->sms("+79991234567", "Код 123456", "123456");  // no SMS sender: stays queued
  const auto state = [this](const char* what) {
    db::Lease s(*database);
    std::optional<std::string> error, given_up;
    int attempts = 0;
    s << std::string("SELECT error, given_up_at, attempts FROM outbox WHERE subject = 'Тема'"),
        soci::into(error), soci::into(given_up), soci::into(attempts);
    return std::string(what) + ":" + error.value_or("-") + ":" +
           (given_up ? "given up" : "queued") + ":" + std::to_string(attempts);
  };
  EXPECT_EQ(failing.deliver_due(), 1) << "the SMS is not claimed without a sender";
  EXPECT_EQ(state("first"), "first:SMTP: Couldn't connect to server:queued:1");
  EXPECT_EQ(failing.deliver_due(), 0) << "not due again for 30 s";
  now += 31s;
  EXPECT_EQ(failing.deliver_due(), 1);
  EXPECT_EQ(failing.deliver_due(), 0) << "then not for a minute";
  now += 24h;
  EXPECT_EQ(failing.deliver_due(), 1);
  EXPECT_EQ(state("last"), "last:SMTP: Couldn't connect to server:given up:3");
  ASSERT_EQ(keys.size(), 3u);
  EXPECT_EQ(keys[0].size(), 32u) << "fixed when the row was written";
  EXPECT_EQ(keys[1], keys[0]) << "a resend is the same message (one Message-ID)";
  EXPECT_EQ(keys[2], keys[0]);
  EXPECT_EQ(mail::message_id(keys[0], "noreply@festival.ru"), "<" + keys[0] + "@festival.ru>");
  now += 24h;
  EXPECT_EQ(failing.deliver_due(), 0) << "given up for good";
  db::Lease s(*database);
  int unsent_sms = 0;
  s << "SELECT COUNT(*) FROM outbox WHERE channel = 'sms' AND sent_at IS NULL AND error IS NULL",
      soci::into(unsent_sms);
  EXPECT_EQ(unsent_sms, 1);
}

TEST_F(Fixture, ALeasedMessageIsNotClaimedTwice) {
  const auto lease_until = core::format_utc(now + 2min);
  const auto first = outbox->claim({"email"}, core::format_utc(now), lease_until, 10);
  ASSERT_EQ(first.size(), 1u) << "the welcome mail";
  EXPECT_TRUE(outbox->claim({"email"}, core::format_utc(now), lease_until, 10).empty())
      << "another copy of the server finds it leased";
  EXPECT_EQ(outbox->claim({"email"}, core::format_utc(now + 3min), lease_until, 10).size(), 1u)
      << "a lease that ran out (its copy died) is claimed again";
}

TEST(Senders, ReportUnreachableServersInsteadOfThrowing) {
  // Port 1 on loopback: nothing listens there, the connection is refused at once.
  auto smtp = mail::make_smtp_mailer({"smtp://127.0.0.1:1", "noreply@localhost", "", "", 2});
  const auto smtp_error = smtp->send({"anna@example.ru", "Тема", "Текст", "", {}});
  ASSERT_TRUE(smtp_error);
  EXPECT_TRUE(smtp_error->starts_with("SMTP: ")) << *smtp_error;
  auto sms = mail::make_http_sms_sender("http://127.0.0.1:1/send", 2);
  const auto sms_error = sms->send("+79991234567", "Код");
  ASSERT_TRUE(sms_error);
  EXPECT_TRUE(sms_error->starts_with("SMS: ")) << *sms_error;
}
