#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cache/cache.hpp"
#include "people/model.hpp"
#include "people/repository.hpp"

namespace platform::people {

// The public side of people (decision 0044): the directory's filters, the lists of mentors and
// participants and their pages, each answer serialised once and kept until the catalogue domain
// moves (every admin change of a structure, mentor or participant, and every approved portfolio,
// moves it: here at once, in other copies through the change counters).
class PeopleDirectory {
 public:
  explicit PeopleDirectory(PeopleRepository& repository);

  // The serialised 200 envelopes of the public API (docs/api.md, "People"); null for an unknown
  // or unpublished code (the caller's 404).
  std::shared_ptr<const std::string> filters();
  std::shared_ptr<const std::string> mentors(const PeopleQuery& query);
  std::shared_ptr<const std::string> mentor(const std::string& code);
  std::shared_ptr<const std::string> participants(const PeopleQuery& query);
  std::shared_ptr<const std::string> participant(const std::string& code);

  // What a page's head says of a person: found or not, the name and a description.
  struct Head {
    bool found = false;
    std::string name, description;
    std::string role;  // «наставник», «солист», «творческий коллектив»
  };
  std::shared_ptr<const Head> mentor_head(const std::string& code);
  std::shared_ptr<const Head> participant_head(const std::string& code);

  // The paths of every published mentor's and participant's page (main's sitemap).
  std::shared_ptr<const std::vector<std::string>> page_paths();

  static constexpr std::size_t kMaxAnswers = 2048;
  static constexpr std::size_t kMaxAnswerBytes = std::size_t{16} << 20;

 private:
  PeopleRepository& repository_;
  cache::Cache<std::string, std::string> answers_;
  cache::Cache<std::string, Head> heads_;
  cache::Cache<std::string, std::vector<std::string>> paths_;
};

// The public JSON of people (never a birth date, a guardian, an owner or a contact).
boost::json::object to_json(const MentorCard& card);
boost::json::object to_json(const ParticipantCard& card);
boost::json::object to_json(const Mentor& mentor);
boost::json::object to_json(const Participant& participant);

}  // namespace platform::people
