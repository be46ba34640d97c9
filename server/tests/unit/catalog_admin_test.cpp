// The catalogue admin's pure parts: the resource table's consistency, slugs, uploaded photo
// names and URLs, and the audit entry's changed fields.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <filesystem>
#include <set>

#include "audit/json.hpp"
#include "auth/crypto.hpp"
#include "catalog/admin_input.hpp"
#include "catalog/admin_schema.hpp"
#include "catalog/dates.hpp"
#include "catalog/photo_store.hpp"
#include "catalog/service.hpp"
#include "storage/local_folder.hpp"

namespace json = boost::json;
using namespace platform::catalog;

TEST(CatalogAdminSchema, ResourcesAndAuditNamesAreUniqueAndFieldsKnown) {
  std::set<std::string> resources, audit_names;
  for (const auto& e : admin_entities()) {
    EXPECT_TRUE(resources.insert(e.resource).second) << e.resource;
    EXPECT_TRUE(audit_names.insert(e.audit_name).second) << e.audit_name;
    EXPECT_EQ(admin_entity_by_audit_name(e.audit_name), &e);
    ASSERT_GE(e.fields.size(), 2u) << e.resource;  // q searches the first fields
    std::set<std::string> names;
    for (const auto& f : e.fields) {
      EXPECT_TRUE(names.insert(f.name).second) << e.resource << "." << f.name;
      EXPECT_EQ(e.field(f.name), &f);
      if (f.kind == FieldKind::ref) {
        EXPECT_FALSE(f.ref.empty()) << e.resource << "." << f.name;
      }
    }
    EXPECT_EQ(e.field("no_such_field"), nullptr);
  }
  EXPECT_EQ(admin_entity_by_audit_name("spaceship"), nullptr);
  for (const char* r : {"projects", "event-requirements", "event-jury"})
    EXPECT_TRUE(resources.count(r)) << r;
}

TEST(CatalogAdminSchema, EventTypesAreTheAdminChoices) {
  const auto* events = admin_entity_by_audit_name("event");
  ASSERT_NE(events, nullptr);
  std::string choices;
  for (const auto* t : kEventTypes) {
    if (!choices.empty()) choices += '|';
    choices += t;
    EXPECT_TRUE(is_event_type(t));
  }
  EXPECT_EQ(events->field("type")->ref, choices);
  EXPECT_FALSE(is_event_type("concert"));
  EXPECT_FALSE(is_event_type(""));
}

TEST(CatalogAdminInput, ChecksSlugs) {
  EXPECT_EQ(check_slug("kemp-novaya-volna"), std::nullopt);
  EXPECT_EQ(check_slug("Кемп"), "Допустимы строчные латинские буквы, цифры и дефис");
  EXPECT_EQ(check_slug("-kemp"), "Не может начинаться или заканчиваться дефисом");
  EXPECT_TRUE(check_slug(""));
  EXPECT_TRUE(check_slug(std::string(101, 'a')));
}

TEST(CatalogAdminInput, ReadsTimesOfDayAsMinutes) {
  EXPECT_EQ(minute_of_day("00:00"), 0);
  EXPECT_EQ(minute_of_day("17:30"), 1050);
  EXPECT_EQ(minute_of_day("23:59"), 1439);
  for (const char* bad : {"24:00", "9:00", "09:60", "09-00", "0900", "09:0a", "", "17:30:00"})
    EXPECT_EQ(minute_of_day(bad), std::nullopt) << bad;
  EXPECT_EQ(clock_time(0), "00:00");
  EXPECT_EQ(clock_time(1050), "17:30");
  EXPECT_EQ(clock_time(1439), "23:59");
}

TEST(CatalogAdminSchema, RangesOrdersAndScopesNameRealFields) {
  for (const auto& e : admin_entities()) {
    for (const auto& f : e.fields) {
      EXPECT_LE(f.lowest, f.highest) << e.resource << "." << f.name;
      EXPECT_LE(f.highest, kMaxInteger) << e.resource << "." << f.name;
      if (!f.unique_within.empty()) {
        EXPECT_TRUE(f.unique) << e.resource << "." << f.name;
        EXPECT_NE(e.field(f.unique_within), nullptr) << e.resource << "." << f.name;
      }
    }
    for (const auto& order : e.in_order) {
      const auto* earlier = e.field(order.earlier);
      const auto* later = e.field(order.later);
      ASSERT_NE(earlier, nullptr) << e.resource << "." << order.earlier;
      ASSERT_NE(later, nullptr) << e.resource << "." << order.later;
      EXPECT_EQ(earlier->kind, later->kind) << e.resource << "." << order.later;
      EXPECT_FALSE(order.message.empty());
    }
  }
  const auto* slots = admin_entity_by_audit_name("bravo_slot");
  ASSERT_NE(slots, nullptr);
  EXPECT_EQ(slots->field("start")->kind, FieldKind::minutes);
  EXPECT_EQ(slots->field("start")->column, "start_minute");
  EXPECT_EQ(slots->field("weekday")->lowest, 1);
  EXPECT_EQ(slots->field("weekday")->highest, 7);
  for (const auto* name :
       {"bravo_school", "bravo_class", "bravo_slot", "bravo_teacher", "bravo_room", "bravo_course"})
    EXPECT_EQ(admin_entity_by_audit_name(name)->section, "school") << name;
}

TEST(CatalogPhotoStore, NamesPhotosByHashAndReadsUrlsBack) {
  const std::string hash(PhotoStore::kHashLength, 'a');
  EXPECT_EQ(PhotoStore::url_of("zvezdnyy-put", hash), "/api/event/zvezdnyy-put/photo?v=" + hash);
  EXPECT_EQ(PhotoStore::hash_of(PhotoStore::url_of("zvezdnyy-put", hash), "zvezdnyy-put"), hash);
  EXPECT_EQ(PhotoStore::hash_of(PhotoStore::url_of("zvezdnyy-put", hash), "drugoy"), std::nullopt);
  EXPECT_EQ(PhotoStore::hash_of("/api/event/zvezdnyy-put/cover.svg", "zvezdnyy-put"), std::nullopt);
  EXPECT_EQ(PhotoStore::hash_of("/api/event/zvezdnyy-put/photo?v=../../etc", "zvezdnyy-put"),
            std::nullopt);
  EXPECT_FALSE(PhotoStore::is_hash("ABCDEF0123456789abcd"));
  EXPECT_FALSE(PhotoStore::is_hash("abc"));
  EXPECT_EQ(PhotoStore::relative_path(hash, "png"), "events/" + hash + ".png");
  EXPECT_EQ(PhotoStore::content_type_of("jpg"), "image/jpeg");
  EXPECT_EQ(PhotoStore::content_type_of("webp"), "image/webp");
}

TEST(CatalogPhotoStore, StoresOncePerContentReadsAndRemoves) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("photo-store-" + platform::auth::random_hex(6));
  const platform::storage::LocalFolder files(dir);
  const PhotoStore store(files);
  const std::string bytes = std::string("\x89PNG\r\n\x1A\n", 8) + "pixels";
  const auto hash = store.save(bytes, "png");
  EXPECT_TRUE(PhotoStore::is_hash(hash));
  EXPECT_EQ(store.save(bytes, "png"), hash);
  EXPECT_NE(store.save(bytes + "!", "png"), hash);
  const auto photo = store.read(hash);
  ASSERT_TRUE(photo);
  EXPECT_EQ(photo->bytes, bytes);
  EXPECT_EQ(photo->content_type, "image/png");
  EXPECT_FALSE(store.read("../../../etc/passwd"));
  store.remove(hash);
  EXPECT_FALSE(store.read(hash));
  std::filesystem::remove_all(dir);
}

TEST(AuditJson, NamesTheChangedFields) {
  platform::audit::Entry e;
  e.id = 3;
  e.actor_id = 1;
  e.actor_email = "admin@demo.local";
  e.actor_name = "Анна Админова";
  e.action = "edit";
  e.before_json = R"({"id":1,"title":"Старое","color":"#fff","sort":0})";
  e.after_json = R"({"id":1,"title":"Новое","color":"#fff","sort":1})";
  e.created_at = "2026-11-22T09:00:00Z";
  const auto out = platform::audit::to_json(e);
  EXPECT_EQ(out.at("changed"), (json::array{"title", "sort"}));
  // The edit's time is the entry's own: a moved updated_at is not a change of the record.
  auto stamped = e;
  stamped.before_json = R"({"title":"Старое","updated_at":"2026-11-22 08:59:59"})";
  stamped.after_json = R"({"title":"Старое","updated_at":"2026-11-22 09:00:00"})";
  EXPECT_TRUE(platform::audit::to_json(stamped).at("changed").as_array().empty());
  EXPECT_EQ(out.at("actor").at("name"), "Анна Админова");
  e.before_json.reset();
  EXPECT_EQ(platform::audit::to_json(e).at("changed").as_array().size(), 4u);
  EXPECT_TRUE(platform::audit::to_json(e).at("before").is_null());
  e.actor_id.reset();
  EXPECT_TRUE(platform::audit::to_json(e).at("actor").is_null());
}
