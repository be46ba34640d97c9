// The ticket office's service called as the routes call it, without HTTP (issue 33): an order
// holds its seats and its cancellation gives them back, a tier is never sold past its quota, a
// promo code takes its percent off, and the box office's «оплачен» makes one ticket per seat and
// queues the buyer's letter. On the demo data (server/seed/tickets.json), loaded once.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <boost/json.hpp>
#include <filesystem>
#include <memory>
#include <set>
#include <string>

#include "auth/crypto.hpp"
#include "core/errors.hpp"
#include "db/lease.hpp"
#include "mail/outbox.hpp"
#include "mail/postman.hpp"
#include "pdf/drawn.hpp"
#include "ratelimit/limiter.hpp"
#include "seed/demo.hpp"
#include "storage/local_folder.hpp"
#include "temp_database.hpp"
#include "tickets/service.hpp"

namespace {

using namespace platform;
namespace json = boost::json;

constexpr const char* kGala = "gala-zvezdnyy-put-2026";

class TicketServiceTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    database_ = std::make_unique<test_support::TempDatabase>("platform-tickets-service-test.db");
    seed::load_demo(**database_);
  }
  static void TearDownTestSuite() { database_.reset(); }

  void TearDown() override { std::filesystem::remove_all(dir_); }

  db::Database& database() { return **database_; }

  // The gala's tier by name: its id and places left.
  std::pair<long long, long long> tier(const std::string& name) {
    const auto show = service_.show(kGala);
    for (const auto& t : show.at("tiers").as_array()) {
      const auto& o = t.as_object();
      if (o.at("name").as_string() == name)
        return {o.at("id").as_int64(), o.at("places_left").as_int64()};
    }
    ADD_FAILURE() << "no tier " << name;
    return {0, 0};
  }

  // A guest's order of `quantity` seats of the tier, from an address and contacts of its own.
  json::object order(long long tier_id, long long quantity, const std::string& promo = "") {
    const std::string n = std::to_string(1000000 + ++buyers_);  // a buyer of its own each time
    json::object body{
        {"show", kGala},
        {"name", "Анна Иванова"},
        {"phone", "+7925" + n},
        {"email", "buyer-" + n + "@example.ru"},
        {"lines", json::array{json::object{{"tier_id", tier_id}, {"quantity", quantity}}}}};
    if (!promo.empty()) body["promo_code"] = promo;
    return service_.create_order(body, std::nullopt,
                                 "10.1." + std::to_string(buyers_ % 250) + ".7");
  }

  long long letters_to(const std::string& email) {
    db::Lease s(database());
    long long n = 0;
    s << "SELECT COUNT(*) FROM outbox WHERE recipient = :r", soci::use(email), soci::into(n);
    return n;
  }

  static inline std::unique_ptr<test_support::TempDatabase> database_;
  static inline int buyers_ = 0;
  std::filesystem::path dir_ =
      std::filesystem::temp_directory_path() / ("platform-tickets-" + auth::random_hex(6));
  storage::LocalFolder files_{dir_};
  mail::OutboxRepository outbox_{database()};
  mail::Postman postman_{outbox_};
  ratelimit::RateLimiter limits_{database()};
  pdf::DrawnPdfs drawn_{files_, limits_};
  tickets::TicketService service_{database(), postman_,     limits_,
                                  drawn_,     "ticket-key", "test-provider-secret"};
};

TEST_F(TicketServiceTest, AnOrderHoldsItsSeatsAndItsCancellationGivesThemBack) {
  const auto [stalls, before] = tier("Партер");
  const auto placed = order(stalls, 2);
  EXPECT_EQ(placed.at("status").as_string(), "held");
  EXPECT_EQ(placed.at("total").as_int64(), 3000);
  EXPECT_EQ(tier("Партер").second, before - 2);
  const tickets::Caller buyer{std::nullopt, std::string(placed.at("access_key").as_string())};
  const auto number = std::string(placed.at("number").as_string());
  EXPECT_EQ(service_.cancel_own(number, buyer).at("status").as_string(), "cancelled");
  EXPECT_EQ(tier("Партер").second, before);
  // Someone else's key finds nothing.
  EXPECT_THROW(service_.order(number, {std::nullopt, std::string("not-the-key")}), core::ApiError);
}

TEST_F(TicketServiceTest, NeverSellsATierPastItsQuota) {
  const auto [children, left] = tier("Детский (до 12 лет)");
  ASSERT_GT(left, 0);
  long long sold = 0;
  while (left - sold >= tickets::kMaxSeats) {
    order(children, tickets::kMaxSeats);
    sold += tickets::kMaxSeats;
  }
  try {
    order(children, left - sold + 1);
    FAIL() << "sold past the quota";
  } catch (const core::ApiError& e) {
    EXPECT_EQ(e.kind(), core::ErrorKind::conflict);
  }
  EXPECT_EQ(tier("Детский (до 12 лет)").second, left - sold);
}

TEST_F(TicketServiceTest, APromoCodeTakesItsPercentOffInAnyCase) {
  const auto [balcony, left] = tier("Амфитеатр");
  ASSERT_GE(left, 2);
  const auto placed = order(balcony, 2, "zima10");
  EXPECT_EQ(placed.at("discount").as_int64(), 180);
  EXPECT_EQ(placed.at("total").as_int64(), 1620);
  try {
    order(balcony, 1, "LETO99");
    FAIL() << "an unknown promo code was taken";
  } catch (const core::ApiError& e) {
    EXPECT_EQ(e.kind(), core::ErrorKind::invalid);
  }
}

TEST_F(TicketServiceTest, PaidAtTheBoxOfficeMakesOneTicketPerSeatAndQueuesTheLetter) {
  const auto [stalls, left] = tier("Партер");
  ASSERT_GE(left, 3);
  const auto placed = order(stalls, 3);
  const auto email = std::string(placed.at("buyer").at("email").as_string());
  long long manager = 0;
  {
    db::Lease s(database());
    s << "SELECT id FROM users WHERE email = 'admin@demo.local'", soci::into(manager);
  }
  const auto paid = service_.mark_paid(placed.at("id").as_int64(), manager);
  EXPECT_EQ(paid.at("status").as_string(), "paid");
  std::set<std::string> codes;
  for (const auto& t : paid.at("tickets").as_array())
    codes.insert(std::string(t.at("code").as_string()));
  EXPECT_EQ(codes.size(), 3u);
  EXPECT_EQ(letters_to(email), 1);
  // Paid once: a second «оплачен» is refused and queues nothing.
  EXPECT_THROW(service_.mark_paid(placed.at("id").as_int64(), manager), core::ApiError);
  EXPECT_EQ(letters_to(email), 1);
}

}  // namespace
