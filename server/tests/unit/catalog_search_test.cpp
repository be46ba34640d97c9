// Search text handling: words, Snowball stems, stop words, highlighted snippets, dialect lines.
#include <gtest/gtest.h>

#include "catalog/search_sql.hpp"
#include "catalog/search_text.hpp"
#include "catalog/service.hpp"
#include "db/migrations.hpp"

using namespace platform::catalog;
namespace db = platform::db;

TEST(CatalogSearch, SplitsWordsLowercasesAndReadsYoAsYe) {
  EXPECT_EQ(words("Вокальные конкурсы, «Звёздный путь»-2026!"),
            (std::vector<std::string>{"вокальные", "конкурсы", "звездный", "путь", "2026"}));
  EXPECT_TRUE(words("— … «»").empty());
}

TEST(CatalogSearch, StemsInflectedFormsToOneStem) {
  EXPECT_EQ(stem("вокальный"), stem("вокальные"));
  EXPECT_EQ(stem("конкурс"), stem("конкурсы"));
  EXPECT_EQ(stem("танцы"), stem("танца"));
  EXPECT_EQ(query_stems("вокальный конкурс"), query_stems("Вокальные конкурсы"));
}

TEST(CatalogSearch, DropsStopWords) {
  EXPECT_TRUE(query_stems("и в на").empty());
  EXPECT_EQ(query_stems("конкурсы в Москве").size(), 2u);
}

TEST(CatalogSearch, MatchesLongerStemsFromFourCharacters) {
  const auto terms = query_terms("цирк хор");
  ASSERT_EQ(terms.size(), 2u);
  EXPECT_TRUE(terms[0].prefix);
  EXPECT_TRUE(terms[0].matches(stem("цирковое")));
  EXPECT_FALSE(terms[1].prefix) << "a prefix of three letters would match far too much";
  EXPECT_FALSE(terms[1].matches(stem("хореография")));
  EXPECT_TRUE(query_terms("вокал")[0].matches(stem("вокальные")));
}

TEST(CatalogSearch, HighlightsMatchesAndEscapesTheRest) {
  const auto terms = query_terms("конкурс");
  EXPECT_EQ(highlight("<b>Конкурсы</b> & конкурсные", terms, 200),
            "&lt;b&gt;<mark>Конкурсы</mark>&lt;/b&gt; &amp; <mark>конкурсные</mark>");
  EXPECT_EQ(highlight("Без совпадений", terms, 200), "Без совпадений");
  EXPECT_TRUE(mentions("Цирковое искусство", query_terms("цирк")));
  EXPECT_FALSE(mentions("Хореография", query_terms("хор")));
}

TEST(CatalogSearch, CutsLongTextsAroundTheFirstMatch) {
  std::string text;
  for (int i = 0; i < 100; ++i) text += "слово ";
  text += "конкурс ";
  for (int i = 0; i < 100; ++i) text += "слово ";
  const auto out = highlight(text, query_terms("конкурс"), 60);
  EXPECT_NE(out.find("<mark>конкурс</mark>"), std::string::npos);
  EXPECT_EQ(out.rfind("…", 0), 0u) << out;
  EXPECT_LT(out.size(), 300u);
}

TEST(CatalogSearch, OnlyStemsReachTheSqlAndThenAsBoundValues) {
  db::Binds binds;
  const auto hostile = query_terms("o'reilly\"; DROP TABLE events; --");
  const auto sqlite = search_condition(db::Backend::sqlite, hostile, binds);
  EXPECT_EQ(sqlite.find("reilly"), std::string::npos) << "the text is bound, not written";
  EXPECT_EQ(sqlite.find("DROP"), std::string::npos);
  EXPECT_NE(sqlite.find("MATCH :b0"), std::string::npos) << sqlite;
  EXPECT_EQ(search_condition(db::Backend::postgresql, query_terms("и в"), binds), "1 = 0");
  const auto terms = query_terms("Вокальные конкурсы хор");
  EXPECT_EQ(tsquery_text(terms, ""), "вокальн:* & конкурс:* & хор");
  EXPECT_EQ(tsquery_text(terms, "A"), "вокальн:*A & конкурс:*A & хор:A");
  EXPECT_EQ(fts_query(terms), "\"вокальн\"* \"конкурс\"* \"хор\"");
  const auto fts = fts_query(hostile);
  EXPECT_EQ(fts.find_first_of("';-"), std::string::npos) << "letters and digits only: " << fts;
}

TEST(Migrations, KeepsBackendLinesForTheirBackendOnly) {
  const std::string sql = "A;\n{{sqlite}} B;\n{{postgresql}} C;\nD";
  EXPECT_EQ(db::to_dialect(sql, db::Backend::sqlite), "A;\n B;\n\nD");
  EXPECT_EQ(db::to_dialect(sql, db::Backend::postgresql), "A;\n\n C;\nD");
}
