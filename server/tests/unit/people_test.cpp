#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <string>

#include "people/draft.hpp"
#include "people/model.hpp"
#include "people/pages.hpp"
#include "people/portrait.hpp"
#include "people/video.hpp"

namespace {

namespace json = boost::json;
using platform::people::code_from_name;
using platform::people::kBadVideoLink;
using platform::people::kNotVideoLink;
using platform::people::video_link_problem;

// ---- the video rule (decision 0044)

TEST(PeopleVideo, AnHttpsLinkToAnMp4FileIsAVideoWhateverItsCaseAndQuery) {
  EXPECT_EQ(video_link_problem("https://example.ru/final.mp4"), std::nullopt);
  EXPECT_EQ(video_link_problem("https://cdn.example.ru/a/b/FINAL.MP4?dl=1#t=3"), std::nullopt);
  EXPECT_EQ(video_link_problem("HTTPS://EXAMPLE.RU/clip.mp4"), std::nullopt);
}

TEST(PeopleVideo, TheVideoPagesOfTheHostsRussianViewersUseAreVideos) {
  for (const char* url :
       {"https://rutube.ru/video/7b3f9c2a1d8e4f60a5c4b2e1d9f8a7c6/", "http://rutube.ru/video/abc",
        "https://vk.com/video-21394678_456239112", "https://m.vk.com/video-1_2",
        "https://vk.com/video?z=video-1_2", "https://vkvideo.ru/video-1_2",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://m.youtube.com/watch?v=x&t=10",
        "https://youtu.be/dQw4w9WgXcQ", "https://dzen.ru/video/watch/65a1b2c3d4e5f6"}) {
    EXPECT_EQ(video_link_problem(url), std::nullopt) << url;
  }
}

TEST(PeopleVideo, AValidUrlOfAnythingElseIsNotAVideo) {
  for (const char* url :
       {"https://example.ru/final.avi", "https://example.ru/", "https://example.ru/.mp4",
        "http://example.ru/final.mp4", "https://rutube.ru/", "https://rutube.ru/video/",
        "https://vk.com/id12345", "https://vk.com/video", "https://vk.com/video?z=photo-1_2",
        "https://www.youtube.com/watch", "https://www.youtube.com/watch?v=",
        "https://www.youtube.com/channel/UC123", "https://youtu.be/", "https://dzen.ru/a/xyz",
        "https://rutube.ru.evil.example/video/1", "https://example.ru/mp4"}) {
    EXPECT_EQ(video_link_problem(url), std::optional<std::string>(kNotVideoLink)) << url;
  }
}

TEST(PeopleVideo, WhatIsNotAnAbsoluteHttpUrlWithADottedHostIsABadLink) {
  for (const char* url :
       {"", "видео", "rutube.ru/video/1", "ftp://example.ru/a.mp4", "https://localhost/a.mp4",
        "https:///a.mp4", "https://.ru/a.mp4", "https://example./a.mp4",
        "https://example.ru/a b.mp4", "https://example.ru/a.mp4\n", "javascript:alert(1)//.mp4",
        "https://exa\x01mple.ru/a.mp4", "//example.ru/a.mp4"}) {
    EXPECT_EQ(video_link_problem(url), std::optional<std::string>(kBadVideoLink)) << url;
  }
}

TEST(PeopleVideo, AnyBytesAnswerWithoutACrash) {
  const std::string long_link = "https://example.ru/" + std::string(1'000'000, 'a') + ".mp4";
  EXPECT_EQ(video_link_problem(long_link), std::nullopt);
  EXPECT_EQ(video_link_problem(std::string("https://ex\0ample.ru/a.mp4", 25)),
            std::optional<std::string>(kBadVideoLink));
  EXPECT_EQ(video_link_problem("https://\xff\xfe.ru/a.mp4"),
            std::optional<std::string>(kBadVideoLink));
}

// ---- codes from names

TEST(PeopleCode, ARussianNameIsTransliteratedAsTheCatalogueCodesAre) {
  EXPECT_EQ(code_from_name("Ирина Валерьевна Соколовская"), "irina-valerevna-sokolovskaya");
  EXPECT_EQ(code_from_name("Гульнара Хайруллина"), "gulnara-hayrullina");
  EXPECT_EQ(code_from_name("Щукин Юрий Жданович"), "shchukin-yuriy-zhdanovich");
  EXPECT_EQ(code_from_name("Пётр Ильич Чайковский"), "petr-ilich-chaykovskiy");
  EXPECT_EQ(code_from_name("ЦИРК «Арена»"), "cirk-arena");
  EXPECT_EQ(code_from_name("Подъезд Ёлки Эхо Ыы"), "podezd-elki-eho-yy");
  EXPECT_EQ(code_from_name("Ансамбль «Улыбка», старший состав"), "ansambl-ulybka-starshiy-sostav");
}

TEST(PeopleCode, LatinLettersAndDigitsStayAndEverythingElseIsOneHyphen) {
  EXPECT_EQ(code_from_name("Studio 21 — Jazz & Soul!!"), "studio-21-jazz-soul");
  EXPECT_EQ(code_from_name("  --Оркестр--  "), "orkestr");
  EXPECT_EQ(code_from_name("Ь"), "");
  EXPECT_EQ(code_from_name("«…» 🎵"), "");
  EXPECT_EQ(code_from_name(""), "");
}

TEST(PeopleCode, ALongNameIsCutAtAHyphenWithinEightyCharacters) {
  std::string name;
  for (int i = 0; i < 30; ++i) name += "Слово ";
  const auto code = code_from_name(name);
  EXPECT_LE(code.size(), platform::people::kMaxCodeChars);
  EXPECT_FALSE(code.empty());
  EXPECT_NE(code.back(), '-');
  EXPECT_EQ(code.rfind("slovo", 0), 0u);
  EXPECT_EQ(code.size() % 6, 5u) << code;  // whole words of "slovo-"
}

TEST(PeopleCode, ACodeTakenGetsANumber) {
  EXPECT_EQ(platform::people::numbered_code("irina-sokolovskaya", 2), "irina-sokolovskaya-2");
}

// ---- the owner's data

platform::people::Lookups everything_exists() {
  platform::people::Lookups l;
  const auto yes = [](const std::string&) { return true; };
  l.city = l.creative_type = l.structure = l.picture = yes;
  return l;
}

json::object read(std::string_view kind, const json::value& data, platform::core::FieldErrors& e) {
  return platform::people::read_data(kind, data, everything_exists(), "2026-11-27", e);
}

TEST(PeopleDraft, EveryFieldIsThereAfterASaveAndUnknownOnesAreDropped) {
  platform::core::FieldErrors errors;
  const auto mentor = read("mentor", json::parse(R"({"name": "  Ирина  ", "hack": 1})"), errors);
  EXPECT_TRUE(errors.empty());
  EXPECT_EQ(mentor.at("name"), "Ирина");
  EXPECT_FALSE(mentor.contains("hack"));
  for (const char* key : {"bio", "city", "creative_types", "structure", "photo", "photos", "videos",
                          "position", "achievements"}) {
    EXPECT_TRUE(mentor.contains(key)) << key;
  }
  const auto participant = read("participant", json::object(), errors);
  EXPECT_EQ(participant.at("kind"), "soloist");
  EXPECT_EQ(participant.at("minor"), false);
  EXPECT_EQ(participant.at("guardian_consent"), false);
}

TEST(PeopleDraft, ListsKeepTheirLimitsAndDropBlanksAndRepeats) {
  platform::core::FieldErrors errors;
  const auto data =
      read("mentor", json::parse(R"({"videos": ["https://youtu.be/a", " ", "https://youtu.be/a"],
                                         "creative_types": ["vokalnoe", "vokalnoe"]})"),
           errors);
  EXPECT_TRUE(errors.empty());
  EXPECT_EQ(data.at("videos").as_array().size(), 1u);
  EXPECT_EQ(data.at("creative_types").as_array().size(), 1u);
  read("mentor", json::parse(R"({"videos": ["https://example.ru/a.avi"]})"), errors);
  EXPECT_EQ(errors.at("videos").front(), kNotVideoLink);
}

TEST(PeopleDraft, ABirthDateIsASoloistsAndNeverInTheFuture) {
  platform::core::FieldErrors errors;
  read("participant", json::parse(R"({"kind": "collective", "birth_date": "2014-05-20"})"), errors);
  EXPECT_EQ(errors.at("birth_date").front(), "Дата рождения указывается только для солиста");
  errors.clear();
  read("participant", json::parse(R"({"birth_date": "2026-11-28"})"), errors);
  EXPECT_EQ(errors.at("birth_date").front(), "Дата рождения не может быть в будущем");
  errors.clear();
  read("participant", json::parse(R"({"birth_date": "2026-11-27"})"), errors);
  EXPECT_TRUE(errors.empty());
}

TEST(PeopleDraft, SubmittingAsksForANameABioACityACreativeTypeAndAMinorsGuardian) {
  platform::core::FieldErrors errors;
  const auto empty = platform::people::empty_data("participant");
  platform::people::check_complete("participant", empty, errors);
  for (const char* key : {"name", "bio", "city", "creative_types"}) EXPECT_TRUE(errors.count(key));
  EXPECT_FALSE(errors.count("guardian_consent")) << "an adult needs no guardian";
  errors.clear();
  auto minor = json::parse(R"({"name": "Маша", "bio": "", "city": "moskva",
                               "creative_types": ["vokalnoe"], "minor": true,
                               "guardian_name": "Ольга", "guardian_consent": false})")
                   .as_object();
  minor["bio"] = std::string(50, 'a');
  platform::people::check_complete("participant", minor, errors);
  EXPECT_EQ(errors.size(), 1u);
  EXPECT_TRUE(errors.count("guardian_consent"));
  EXPECT_TRUE(platform::people::minor_without_consent(minor));
  minor["guardian_consent"] = true;
  EXPECT_FALSE(platform::people::minor_without_consent(minor));
  errors.clear();
  minor["bio"] = std::string(49, 'a');
  platform::people::check_complete("participant", minor, errors);
  EXPECT_EQ(errors.at("bio").front(), "Расскажите подробнее: не меньше 50 символов");
}

// ---- portraits and page heads

TEST(PeoplePortrait, ThePictureIsPickedFromTheCodeAndACollectiveHasThreeFigures) {
  const auto one = platform::people::portrait_svg("irina-sokolovskaya", false);
  EXPECT_EQ(one, platform::people::portrait_svg("irina-sokolovskaya", false));
  EXPECT_NE(one, platform::people::portrait_svg("alisa-morozova", false));
  const auto count = [](const std::string& svg) {
    std::size_t n = 0;
    for (auto at = svg.find("<g "); at != std::string::npos; at = svg.find("<g ", at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count(one), 1u);
  EXPECT_EQ(count(platform::people::portrait_svg("ansambl-kapel", true)), 3u);
  EXPECT_NE(one.find("width=\"480\" height=\"480\""), std::string::npos);
}

TEST(PeoplePages, AHeadNamesThePersonAndTheirRoleOrIsA404) {
  platform::people::PeopleDirectory::Head head;
  head.found = true;
  head.name = "Алиса Морозова";
  head.role = "солист";
  head.description = "Солист, Москва.";
  const auto a =
      platform::people::page_head(head, platform::people::PageKind::participant, "alisa-morozova",
                                  "Территория творчества", "https://festival.ru");
  EXPECT_EQ(a.title, "Алиса Морозова, солист — Территория творчества");
  EXPECT_EQ(a.description, "Солист, Москва.");
  EXPECT_NE(a.head.find("https://festival.ru/uchastnik/alisa-morozova/"), std::string::npos);
  head.found = false;
  EXPECT_EQ(platform::people::page_head(head, platform::people::PageKind::mentor, "x", "", "").kind,
            platform::site::PageRenderer::DynamicAnswer::Kind::not_found);
}

}  // namespace
