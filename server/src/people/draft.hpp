#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/errors.hpp"

namespace platform::people {

// The fields of an owner's portfolio (decision 0044; `data` of /api/user/portfolios): the same
// rules on every save, the completeness on submit. Both kinds: name, bio, city (a slug),
// creative_types (slugs), structure (a published structure's code), photo, photos, videos; a
// mentor also position and achievements; a participant also kind, minor, birth_date,
// guardian_name and guardian_consent.

inline constexpr std::size_t kMaxName = 120, kMaxBio = 3000, kMaxPosition = 160,
                             kMaxGuardianName = 120, kMaxAchievement = 300, kMaxLink = 500;
inline constexpr std::size_t kMaxCreativeTypes = 5, kMaxPhotos = 12, kMaxVideos = 6,
                             kMaxAchievements = 20;
inline constexpr std::size_t kMinBio = 50;

inline constexpr const char* kMinorWithoutConsent =
    "Несовершеннолетнего участника можно опубликовать только с именем и согласием родителя или "
    "законного представителя";

// What a save asks of the platform: whether a city, a creative type, a published structure of
// that code exist, and whether a picture path is a file the platform stored.
struct Lookups {
  std::function<bool(const std::string&)> city, creative_type, structure, picture;
};

// The owner's `data` read against the kind's fields: every field present in the answer (texts
// trimmed or null, lists, flags), unknown keys dropped. Problems go to `errors` under the field's
// name, each with its Russian message; lengths are checked before anything else.
boost::json::object read_data(std::string_view kind, const boost::json::value& data,
                              const Lookups& lookups, const std::string& today,
                              core::FieldErrors& errors);

// What submit asks on top of a save's rules (data as read_data left it): a name, a bio of
// kMinBio characters, a city, a creative type; a minor participant's guardian and consent.
void check_complete(std::string_view kind, const boost::json::object& data,
                    core::FieldErrors& errors);

// Whether a participant's data (or a live row's) names a minor without a guardian's name and
// consent: such a portfolio is never published.
bool minor_without_consent(const boost::json::object& data);

// An empty portfolio of the kind, every field present.
boost::json::object empty_data(std::string_view kind);

}  // namespace platform::people
