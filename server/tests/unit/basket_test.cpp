// The basket's and the orders' pure rules: param values (PDF, MP4 links), counters, final
// requirements, order numbers, prices, the status flow, CSV cells, and the demo services file.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "cart/params.hpp"
#include "cart/routes.hpp"
#include "cart/service.hpp"
#include "core/csv.hpp"
#include "files/documents.hpp"
#include "orders/model.hpp"
#include "service_catalog/seed.hpp"

namespace json = boost::json;
using namespace platform;

TEST(BasketParams, PdfByContentAndSize) {
  EXPECT_FALSE(files::check_pdf("%PDF-1.7\n...").has_value());
  EXPECT_EQ(files::check_pdf(std::string("MZ\x90\x00", 4)), files::kPdfTypeMessage);
  EXPECT_EQ(files::check_pdf(""), files::kPdfTypeMessage);
  EXPECT_EQ(files::check_pdf(" %PDF-1.4"), files::kPdfTypeMessage);
  std::string exact = "%PDF-";
  exact.resize(files::kMaxPdfBytes, ' ');
  EXPECT_FALSE(files::check_pdf(exact).has_value());
  exact.push_back(' ');
  EXPECT_EQ(files::check_pdf(exact), files::kPdfSizeMessage);
}

TEST(BasketParams, VideoLinks) {
  for (const char* ok : {"https://disk.example.ru/a.mp4", "http://example.ru/x/y.MP4?dl=1",
                         "https://example.ru/%D0%B2%D0%B8%D0%B4%D0%B5%D0%BE.mp4#t=1"}) {
    EXPECT_FALSE(cart::check_video_url(ok).has_value()) << ok;
  }
  for (const char* bad :
       {"", "не ссылка", "example.ru/a.mp4", "ftp://example.ru/a.mp4", "https://",
        "https://localhost/a.mp4", "http://exa mple.ru/a.mp4", "javascript:alert(1)//.mp4"}) {
    EXPECT_EQ(cart::check_video_url(bad), cart::kBadLinkMessage) << bad;
  }
  for (const char* other :
       {"https://example.ru/a.avi", "https://example.ru/", "https://example.ru/a.mp4/"}) {
    EXPECT_EQ(cart::check_video_url(other), cart::kNotMp4Message) << other;
  }
}

TEST(BasketCounters, FallBackToOne) {
  const auto count = [](const char* text) {
    const json::value v = json::parse(text);
    return cart::read_count(&v);
  };
  EXPECT_EQ(cart::read_count(nullptr), 1);
  EXPECT_EQ(count("3"), 3);
  EXPECT_EQ(count("\"4\""), 4);
  EXPECT_EQ(count("5.0"), 5);
  for (const char* bad :
       {"0", "-2", "2.5", "\"abc\"", "\"\"", "null", "true", "[]", "{}", "1e300"}) {
    EXPECT_EQ(count(bad), 1) << bad;
  }
}

TEST(BasketFinals, CountsDistinctProjectEventsInCartAndOrders) {
  std::vector<cart::EventState> events(3);
  events[0].id = 10;
  events[0].type = "final";
  events[1].id = 11;
  events[1].type = "festival";
  events[1].project_id = 7;
  events[2].id = 12;
  events[2].type = "festival";
  events[2].project_id = 8;
  cart::Requirement r;
  r.final_event_id = 10;
  r.project_id = 7;
  r.project_title = "Имена России";
  r.project_code = "imena-rossii";
  r.count = 3;
  EXPECT_EQ(cart::CartService::finals_of(events), std::vector<long long>{10});
  auto hints = cart::CartService::unmet(events, {r}, {{11, 7}});
  ASSERT_EQ(hints.size(), 1u);
  EXPECT_EQ(hints[0].value, 1);  // event 11 in the cart and in an order counts once
  EXPECT_EQ(hints[0].count, 2);
  EXPECT_EQ(hints[0].code, "imena-rossii");
  hints = cart::CartService::unmet(events, {r}, {{20, 7}, {21, 7}});
  EXPECT_TRUE(hints.empty());
}

TEST(BasketRefusal, NamesTheReason) {
  cart::EventState e;
  e.name = "Весна";
  e.published = true;
  e.date_start = "2026-12-01";
  e.places_left = 2;
  EXPECT_FALSE(cart::CartService::refusal(e, 2, "2026-11-22").has_value());
  EXPECT_EQ(*cart::CartService::refusal(e, 3, "2026-11-22"),
            "На мероприятие «Весна» осталось мест: 2");
  EXPECT_NE(cart::CartService::refusal(e, 1, "2026-12-02")->find("уже началось"),
            std::string::npos);
  e.places_left = 0;
  EXPECT_EQ(*cart::CartService::refusal(e, 1, "2026-11-22"),
            "На мероприятие «Весна» не осталось мест");
  e.published = false;
  EXPECT_NE(cart::CartService::refusal(e, 1, "2026-11-22")->find("снято с публикации"),
            std::string::npos);
}

TEST(Orders, NumbersPricesAndStatuses) {
  EXPECT_EQ(orders::order_number(2026, 42), "2026-00042");
  EXPECT_EQ(orders::order_number(2027, 123456), "2027-123456");
  EXPECT_EQ(orders::rubles(0), "0 ₽");
  EXPECT_EQ(orders::rubles(999), "999 ₽");
  EXPECT_EQ(orders::rubles(12500), "12 500 ₽");
  EXPECT_EQ(orders::rubles(1234567), "1 234 567 ₽");
  EXPECT_EQ(orders::next_statuses("new"), (std::vector<std::string>{"in_work", "cancelled"}));
  EXPECT_EQ(orders::next_statuses("confirmed"),
            (std::vector<std::string>{"completed", "cancelled"}));
  EXPECT_TRUE(orders::next_statuses("completed").empty());
  EXPECT_TRUE(orders::next_statuses("cancelled").empty());
  EXPECT_EQ(orders::status_title("in_work"), "В работе");
  EXPECT_FALSE(orders::is_status("paid"));
}

TEST(Orders, CsvCells) {
  EXPECT_EQ(core::csv_field("Иванов"), "Иванов");
  EXPECT_EQ(core::csv_field("a;b"), "\"a;b\"");
  EXPECT_EQ(core::csv_field("он сказал \"да\""), "\"он сказал \"\"да\"\"\"");
  EXPECT_EQ(core::csv_field("две\nстроки"), "\"две\nстроки\"");
  EXPECT_EQ(core::csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
  EXPECT_EQ(core::csv_field("@cmd"), "'@cmd");
  EXPECT_EQ(core::csv_field("+79991234567"), "+79991234567");
  EXPECT_EQ(core::csv_field("-150"), "-150");
  EXPECT_EQ(core::csv_line({"a", "b;c", ""}), "a;\"b;c\";\r\n");
}

TEST(ServicesSeed, DemoFileIsValid) {
  const auto file = json::parse(service_catalog::demo_services_json()).as_object();
  std::vector<std::string> tags;
  for (const auto& s : file.at("services").as_array()) {
    for (const auto& t : s.at("tags").as_array()) tags.emplace_back(t.as_string());
  }
  EXPECT_NO_THROW(service_catalog::validate_services(file, tags));
  EXPECT_EQ(file.at("services").as_array().size(), 18u);
  auto broken = file;
  broken["services"].as_array()[0].as_object()["category"] = "nowhere";
  EXPECT_THROW(service_catalog::validate_services(broken, tags), std::runtime_error);
  broken = file;
  broken["services"].as_array()[0].as_object()["params"].as_array().push_back(
      json::object{{"type", "audio"}, {"label", "x"}, {"capText", ""}, {"capTextRight", ""}});
  EXPECT_THROW(service_catalog::validate_services(broken, tags), std::runtime_error);
  broken = file;
  EXPECT_THROW(service_catalog::validate_services(broken, {}), std::runtime_error)
      << "unknown tags";
}
