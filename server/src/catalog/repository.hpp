#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catalog/event_index.hpp"
#include "catalog/model.hpp"
#include "catalog/search_text.hpp"
#include "db/database.hpp"

namespace platform::catalog {

// A tag as an event card shows it.
struct TagRow {
  long long id = 0;
  std::string title, icon, color;
};

// An event as its card shows it (the Cart event of spec section 3).
struct CardRow {
  long long id = 0;
  std::string code, type, name, start, end;
  std::string package_json;  // package_trip, a JSON array
  std::optional<std::string> photo, city, address, support;
  int places_left = 0, price = 0;
  std::optional<int> price_trip;
  std::vector<TagRow> tags;
};

// A creative type or an age category of a festival (icon empty for age categories).
struct LabelRow {
  long long id = 0;
  std::string code, title, icon;
};

struct ProgramRow {
  int day = 0;
  std::string time, title;
};

struct JuryRow {
  std::string name, regalia;
  std::optional<std::string> mentor_code;  // the juror's published mentor page (decision 0044)
};

// A project a final requires, and how many of its events.
struct RequirementRow {
  std::string code, title;
  int count = 0;
};

// Everything the festival page shows beyond the card.
struct FestivalRow {
  CardRow card;
  std::string description_json;
  int place_total = 0;
  std::optional<long long> place_id;
  std::optional<std::string> place_code, place_name, city_slug, project_slug, project_title;
  std::optional<double> lat, lon;
  std::vector<LabelRow> creative_types, age_categories;
  std::vector<ProgramRow> program;
  std::vector<JuryRow> jury;
  std::vector<RequirementRow> requirements;
};

struct ProjectSummaryRow {
  std::string slug, title, summary;
  bool fixed = false;
  long long events_count = 0;  // upcoming published events
};

struct ProjectRow {
  long long id = 0;
  std::string slug, title, summary, content_json;
  bool fixed = false;
  std::vector<CardRow> events;  // upcoming published, by date
};

struct SearchRow {
  long long id = 0;
  std::string code, name, searched, start, end;
  std::optional<std::string> photo, city;
};

// The SQL of the public catalogue (events, handbooks, projects, search), every value bound.
// Card lists pick the page's ids from the narrow listing indexes first (migration 0007), then
// read the page's wide rows and, in one more query, their tags.
class CatalogRepository {
 public:
  explicit CatalogRepository(db::Database& database) : database_(database) {}

  Handbooks handbooks();

  // Published events matching the query from `today` on: how many, and the cards of its page.
  std::pair<long long, std::vector<CardRow>> list(const ListQuery& query, const std::string& today);

  // What the event index is built from: every published event and its links (decision 0036).
  EventIndexRows index_rows();
  // Each event's searched stems, as the database's search index holds them (event_fts on
  // SQLite, search_vector on PostgreSQL), one at a time.
  void each_text(const std::function<void(const TextIndex::Text&)>& visit);

  // Cards of the given events, published or not, in id order.
  std::vector<CardRow> cards(const std::vector<long long>& ids);

  // The published festival; nothing when unknown.
  std::optional<FestivalRow> festival(const std::string& code);

  std::vector<ProjectSummaryRow> projects(const std::string& today);
  // The project with its upcoming published events (at most `max_events`).
  std::optional<ProjectRow> project(const std::string& slug, const std::string& today,
                                    int max_events);

  // The found events' rows for the search's answer, in the order of `ids` (unknown ids left out).
  std::vector<SearchRow> search_rows(const std::vector<long long>& ids);

  std::vector<std::string> published_codes();
  std::vector<std::string> project_slugs();
  std::optional<std::string> published_name(const std::string& code);
  // The event's `photo` column (null: the generated cover); nothing when the event is unknown.
  std::optional<std::optional<std::string>> photo(const std::string& code);

 private:
  db::Database& database_;
};

}  // namespace platform::catalog
