// A later seed part brings a demo layout up to date (content::refresh_layout) and leaves a layout a
// person saved alone: the demo menu gains «Афиша» on an old database without undoing an editor.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <boost/json.hpp>
#include <filesystem>

#include "audit/repository.hpp"
#include "content/layout.hpp"
#include "content/seed.hpp"
#include "temp_database.hpp"

using namespace platform;
namespace json = boost::json;

namespace {

json::object file_with_menu(const char* title) {
  return json::object{
      {"layouts",
       json::object{{"main", json::object{{"menu", json::array{json::object{{"title", title},
                                                                            {"link", "/afisha/"}}}},
                                          {"footer", json::object{}},
                                          {"settings", json::object{}}}}}}};
}

struct LayoutSeed : ::testing::Test {
  platform::test_support::TempDatabase database{"platform-layout-seed.db"};
  std::string menu() {
    content::LayoutRepository repository(*database);
    return repository.find("main").value_or(content::Layout{}).menu_json;
  }
};

}  // namespace

TEST_F(LayoutSeed, ASeededLayoutIsRefreshed) {
  content::load_layouts(*database, file_with_menu("Фестивали"));
  content::refresh_layout(*database, "main", file_with_menu("Афиша"));
  EXPECT_NE(menu().find("Афиша"), std::string::npos);
}

TEST_F(LayoutSeed, ALayoutAPersonSavedIsLeftAlone) {
  content::load_layouts(*database, file_with_menu("Фестивали"));
  content::LayoutRepository repository(*database);
  audit::AuditRepository audit(*database);
  content::LayoutService service(repository, audit, *database);
  long long editor = 0;
  {
    db::Lease s(*database);
    s << "INSERT INTO users (code, first_name, last_name, email, password_hash, search_text,"
         " created_at, updated_at) VALUES ('u-1', 'Анна', 'Иванова', 'anna@example.ru', 'x', 'x',"
         " '2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z') RETURNING id",
        soci::into(editor);
  }
  const auto edited = file_with_menu("Меню редактора").at("layouts").at("main").as_object();
  service.edit("main", edited, editor);
  content::refresh_layout(*database, "main", file_with_menu("Афиша"));
  EXPECT_NE(menu().find("Меню редактора"), std::string::npos);
  EXPECT_EQ(menu().find("Афиша"), std::string::npos);
}

TEST_F(LayoutSeed, AFileWithoutTheAreaIsAnError) {
  EXPECT_THROW(content::refresh_layout(*database, "bravo", file_with_menu("Афиша")),
               std::runtime_error);
}
