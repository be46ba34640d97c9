#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::people {

// People and portfolios (decision 0044): structures (collectives, schools, organisations),
// mentors and participants (soloists and collectives) with their public pages, and the owners'
// portfolio drafts that managers moderate. Types and rules only here: no SQL, no HTTP.

inline constexpr const char* kMentorNotFound = "Наставник не найден";
inline constexpr const char* kParticipantNotFound = "Участник не найден";
inline constexpr const char* kPortfolioNotFound = "Портфолио не найдено";

// The moderation queue's section: users/profile as a role grants it (Admin, ManagerUsers), not
// the own profile every staff member has (auth::has_granted_section).
inline constexpr const char* kModerationSection = "users/profile";

// The public pages of the web app (main area).
inline constexpr const char* kMentorPrefix = "/nastavnik/";
inline constexpr const char* kParticipantPrefix = "/uchastnik/";

// A handbook value as the public JSON shows it: a city {slug, name}, a creative type {slug,
// title}.
struct Named {
  std::string slug, name;
};

struct MentorCard {
  long long id = 0;
  std::string code, name;
  std::optional<std::string> position, photo;
  std::optional<Named> city;
  std::vector<Named> creative_types;
};

struct ParticipantCard {
  long long id = 0;
  std::string code, name, kind;  // kind: soloist | collective
  std::optional<std::string> photo;
  std::optional<Named> city;
  std::vector<Named> creative_types;
  std::optional<std::string> structure_name;
};

struct StructureRef {
  std::string code, name, kind;  // kind: collective | school | organisation
  std::optional<Named> city;
};

// An event a mentor judges (an event_jury row linked to them).
struct JuryEvent {
  std::string code, name, date_start, date_end;
  std::optional<Named> city;
};

struct Mentor {
  MentorCard card;
  std::optional<std::string> bio;
  std::optional<StructureRef> structure;
  std::vector<std::string> achievements, photos, videos;
  std::vector<ParticipantCard> participants;  // published, whose mentor it is
  std::vector<JuryEvent> jury;                // newest first
};

struct MentorRef {
  std::string code, name;
  std::optional<std::string> position, photo;
};

struct Participant {
  ParticipantCard card;
  std::optional<std::string> bio;
  std::optional<StructureRef> structure;
  std::optional<MentorRef> mentor;
  std::vector<std::string> photos, videos;
};

// The public lists' filters and page (decision 0044: an unknown slug is an empty list).
struct PeopleQuery {
  std::optional<std::string> creative_type, city, kind;
  long long page = 1, per_page = 24;
};
inline constexpr long long kDefaultPerPage = 24, kMaxPerPage = 48, kMaxPage = 100000;

// An owner's portfolio: their fields as they wrote them (data_json, see draft.hpp) and what the
// managers decided.
struct Draft {
  long long id = 0;
  long long user_id = 0;
  std::string kind;  // mentor | participant
  std::optional<long long> target_id;
  std::string data_json = "{}";
  std::string status = "draft";  // draft | pending | approved | rejected
  std::optional<std::string> note;
  std::optional<std::string> submitted_at, decided_at;
  std::optional<long long> decided_by;
  std::string created_at, updated_at;
  std::optional<std::string> public_code;  // read with the row: the live page's, when published
};

inline bool is_draft_kind(std::string_view kind) {
  return kind == "mentor" || kind == "participant";
}
inline bool is_draft_status(std::string_view status) {
  return status == "draft" || status == "pending" || status == "approved" || status == "rejected";
}

// A page code from a Russian (or Latin) name: letters transliterated as the catalogue's codes
// are ("Ирина Соколовская" -> "irina-sokolovskaya", ж zh, х h, ц c, ч ch, ш sh, щ shch, ы y,
// й y, ю yu, я ya, ь and ъ dropped), digits kept, anything else one hyphen, none at the ends; at
// most kMaxCodeChars, cut at a hyphen. Empty when the name has no letter or digit.
inline constexpr std::size_t kMaxCodeChars = 80;
std::string code_from_name(std::string_view name);

// The code with a number: "irina-sokolovskaya-2" (n >= 2).
std::string numbered_code(const std::string& code, int n);

}  // namespace platform::people
