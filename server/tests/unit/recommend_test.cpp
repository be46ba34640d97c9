#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "content/blocks.hpp"
#include "recommend/service.hpp"

using namespace platform;
namespace json = boost::json;

namespace {

core::FieldErrors errors_of(const json::value& blocks) {
  core::FieldErrors errors;
  content::read_blocks(blocks, errors);
  return errors;
}

}  // namespace

TEST(Recommend, BlockLimitIsOneToTwelve) {
  const auto* spec = content::block_spec("recommended");
  ASSERT_NE(spec, nullptr);
  EXPECT_EQ(spec->label, "Рекомендуем");
  EXPECT_TRUE(errors_of(json::parse(R"([{"type":"recommended"}])")).empty());
  EXPECT_TRUE(errors_of(json::parse(R"([{"type":"recommended","limit":12}])")).empty());
  for (const char* bad :
       {R"([{"type":"recommended","limit":0}])", R"([{"type":"recommended","limit":13}])",
        R"([{"type":"recommended","limit":"6"}])"}) {
    const auto errors = errors_of(json::parse(bad));
    ASSERT_EQ(errors.count("blocks[0].limit"), 1u) << bad;
    EXPECT_EQ(errors.at("blocks[0].limit").front(), "Должно быть целым числом от 1 до 12") << bad;
  }
}

TEST(Recommend, OnlyAnIntegerWithAMinimumNamesIt) {
  const auto specs = content::block_specs_json();
  for (const auto& block : specs) {
    for (const auto& field : block.at("fields").as_array()) {
      const auto& f = field.as_object();
      // The picks' and the people directory's limits start at 1 (decision 0044).
      const bool has_minimum =
          (block.at("type") == "recommended" || block.at("type") == "people") &&
          f.at("name") == "limit";
      EXPECT_EQ(f.contains("min"), has_minimum) << block.at("type") << "." << f.at("name");
    }
  }
  // The other blocks' integers keep their message.
  const auto errors = errors_of(json::parse(R"([{"type":"article_list","limit":13}])"));
  EXPECT_EQ(errors.at("blocks[0].limit").front(), "Должно быть целым числом от 0 до 12");
}

TEST(Recommend, AnArticleCardIsTheBlogListsItemWithItsPath) {
  recommend::LivePick pick;
  pick.kind = "article";
  pick.code = "kak-podgotovit-nomer";
  pick.type_code = "blog";
  pick.type_name = "Блог";
  pick.title = "Как подготовить номер";
  pick.lead = "Советы жюри.";
  pick.tags_json = R"(["советы"])";
  pick.published_at = "2026-03-01T09:00:00Z";
  const auto card = recommend::article_card_json(pick);
  EXPECT_EQ(card.at("path"), "/blog/blog/kak-podgotovit-nomer/");
  EXPECT_EQ(card.at("type_name"), "Блог");
  EXPECT_EQ(card.at("lead"), "Советы жюри.");
  EXPECT_EQ(card.at("tags").as_array().size(), 1u);
  EXPECT_FALSE(card.contains("cover"));
  EXPECT_FALSE(card.contains("author"));
  // A broken tags column reads as no tags.
  pick.tags_json = "не JSON";
  EXPECT_TRUE(recommend::article_card_json(pick).at("tags").as_array().empty());
}
