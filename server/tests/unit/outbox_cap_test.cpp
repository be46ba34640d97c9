// The outbox's daily cap per recipient (issue 31): an anonymous order or booking could make the
// platform mail or text any address again and again; staff get what their work brings.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <string>

#include "db/lease.hpp"
#include "mail/outbox.hpp"
#include "temp_database.hpp"

namespace {

using platform::mail::Message;
using platform::mail::OutboxRepository;

constexpr const char* kNow = "2026-11-29T10:00:00Z";

TEST(OutboxCap, ARecipientGetsItsDaysShareAndNoMore) {
  platform::test_support::TempDatabase database{"platform-outbox-cap-test.db"};
  platform::db::Lease s(*database);
  const Message mail{"email", "someone@example.ru", std::string("Заказ"), "Текст"};
  for (int i = 0; i < platform::mail::kEmailsPerRecipientDay; ++i) {
    EXPECT_GT(OutboxRepository::insert(s, mail, kNow), 0) << i;
  }
  EXPECT_EQ(OutboxRepository::insert(s, mail, kNow), 0) << "past the cap: not queued";
  EXPECT_GT(OutboxRepository::insert(s, mail, "2026-11-30T10:00:01Z"), 0) << "a day later";
  const Message other{"email", "other@example.ru", std::string("Заказ"), "Текст"};
  EXPECT_GT(OutboxRepository::insert(s, other, kNow), 0) << "another recipient";

  const Message sms{"sms", "+79161234567", std::nullopt, "Браво: запись принята"};
  for (int i = 0; i < platform::mail::kSmsPerRecipientDay; ++i) {
    EXPECT_GT(OutboxRepository::insert(s, sms, kNow), 0) << i;
  }
  EXPECT_EQ(OutboxRepository::insert(s, sms, kNow), 0);
}

TEST(OutboxCap, StaffAreNotCapped) {
  platform::test_support::TempDatabase database{"platform-outbox-staff-test.db"};
  platform::db::Lease s(*database);
  const std::string now = kNow;  // soci::use binds by reference
  s << "INSERT INTO users (code, first_name, last_name, email, password_hash, search_text,"
       " created_at, updated_at) VALUES ('u1', 'Ирина', 'Белова', 'orders@example.ru', 'x', '',"
       " :now, :now2)",
      soci::use(now), soci::use(now);
  s << "INSERT INTO user_roles (user_id, role_code) SELECT id, 'ManagerOrders' FROM users";
  const Message mail{"email", "orders@example.ru", std::string("Новый заказ"), "Текст"};
  for (int i = 0; i <= platform::mail::kEmailsPerRecipientDay + 5; ++i) {
    EXPECT_GT(OutboxRepository::insert(s, mail, kNow), 0) << i;
  }
}

}  // namespace
