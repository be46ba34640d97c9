#pragma once

#include <optional>
#include <string>

namespace platform::recommend {

// A «Рекомендуем» pick (decision 0030): a festival or a blog article an editor put in an area's
// list, at a position, with an optional short note drawn on its card.
struct Recommendation {
  long long id = 0;
  std::string area = "main";
  long long position = 0;  // the editors' order: smaller first, then by id
  std::string kind;        // event | article
  long long item_id = 0;   // the event's or the article's id
  std::optional<std::string> note;
  std::string created_at, updated_at;
  // Read with the pick for the admin: the item's name and code (nothing when it was deleted),
  // and whether visitors see it now (a published upcoming event, a published article).
  std::optional<std::string> item_title, item_code;
  bool visible = false;
};

// A pick visitors see, with what its card shows of an article (an event's card comes from the
// catalogue by its id).
struct LivePick {
  long long id = 0;
  std::string kind;
  long long item_id = 0;
  std::optional<std::string> note;
  std::optional<std::string> code, type_code, type_name, title, lead, cover, author, tags_json,
      published_at;
};

// An article as a pick's check needs it.
struct ArticleRef {
  std::string title;
  std::string area;
};

inline constexpr const char* kEvent = "event";
inline constexpr const char* kArticle = "article";

}  // namespace platform::recommend
