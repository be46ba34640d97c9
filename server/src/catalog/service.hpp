#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cache/cache.hpp"
#include "catalog/event_index.hpp"
#include "catalog/model.hpp"
#include "catalog/photo_store.hpp"
#include "catalog/repository.hpp"
#include "db/database.hpp"
#include "db/work.hpp"

namespace platform::catalog {

// The public festival catalogue: filters, lists, festival and project pages, search; the answers
// in the shapes of the spec, and their caches (decision 0022). No SQL (CatalogRepository), no
// HTTP.
class CatalogService {
 public:
  // Serialised answers ready to send, tagged with the events they show (decision 0022).
  using Answers = cache::Cache<std::string, std::string>;
  // Bounded by bytes (a list of 12 cards is about 8 KB, a card about 650 bytes), so that the
  // server keeps within its memory at any catalogue size (issue 14: 150 MB at 100 000 events,
  // the event index holding some 40 MB of it); the counts only stop many tiny entries.
  static constexpr std::size_t kMaxCachedAnswers = 16384;
  static constexpr std::size_t kCachedAnswersBytes = std::size_t{28} << 20;
  static constexpr std::size_t kMaxCachedSearches = 4096;
  static constexpr std::size_t kCachedSearchesBytes = std::size_t{8} << 20;
  static constexpr std::size_t kMaxCachedCards = 65536;
  static constexpr std::size_t kCachedCardsBytes = std::size_t{12} << 20;

  CatalogService(db::Database& database, CatalogRepository& repository);
  // This copy's versions of the change-counter domains (what caches of catalogue data compare).
  const cache::Versions& versions() const { return database_.changes().versions(); }

  // The current snapshot, loaded on first use after a change to the catalogue.
  std::shared_ptr<const Snapshot> snapshot();
  // The work changes the places left of these events (an order confirmed or cancelled): after
  // its commit only the answers showing them go here (and lists sorted by places); the other
  // copies drop their answers showing places.
  void places_changed(db::Work& work, std::vector<long long> event_ids);
  // Also called by places_changed here, for what else shows places left (the pages'
  // server-rendered markup, decision 0034). Set before serving.
  void on_places_changed(std::function<void()> listener) { places_listener_ = std::move(listener); }

  // Lists, festival and project pages; searches (which show no places) have their own bound, so
  // that random search texts push out only other searches.
  Answers& answers() { return answers_; }
  Answers& searches() { return searches_; }

  // A list's 200 answer, {items, total, page, per_page} with items in the Cart event shape
  // (spec section 3), serialised: joined from the kept cards, not built as JSON values. Lists the
  // event index answers (EventIndex::answers) are found in memory, the others in SQL.
  struct ListAnswer {
    std::string body;
    std::vector<long long> event_ids;  // the events it shows
  };
  ListAnswer list(const ListQuery& query, const std::string& today);

  // The published catalogue's index, built on first use after a change to the catalogue
  // (decision 0036).
  std::shared_ptr<const EventIndex> event_index();

  // Cart event cards (spec section 3) of the given events, in id order, published or not: the
  // basket shows what it holds and refuses at confirm what is no longer available. Cards are
  // kept by id until a change to the catalogue or their places (every basket read asks for them).
  boost::json::array event_cards(const std::vector<long long>& ids);

  // The full festival, or nothing for an unknown or unpublished code.
  std::optional<boost::json::object> festival(const std::string& code, const std::string& today);
  static constexpr std::size_t kRelatedEvents = 4;

  // GET /api/project/list: {items: [{slug, title, summary, fixed, events_count}]}, fixed first,
  // then by title; events_count counts the project's upcoming published events.
  boost::json::object projects(const std::string& today);

  // GET /api/project/{slug}: the project with its content sections and its upcoming published
  // events (CartEvents by date, at most kMaxProjectEvents), or nothing for an unknown slug.
  std::optional<boost::json::object> project(const std::string& slug, const std::string& today);
  static constexpr int kMaxProjectEvents = 500;

  // GET /api/search over events: {items, total, page, per_page}, ranked, with highlighted
  // title and snippet (HTML: <mark>, everything else escaped).
  boost::json::object search(const std::string& text, int page, int per_page);

  // Codes of published events, and slugs of creative projects (for the sitemap).
  std::vector<std::string> published_codes();
  std::vector<std::string> project_slugs();

  // The event's name for its generated cover, or nothing when unknown or unpublished.
  std::optional<std::string> published_name(const std::string& code);

  // The hash of the event's uploaded photo (its `photo` is PhotoStore::url_of), or nothing when
  // the event is unknown or shows another picture.
  std::optional<std::string> photo_hash(const std::string& code);

 private:
  Snapshot load();
  // The cards of these events, serialised, kept per id until a change to them, by id; unknown
  // ids are left out.
  std::map<long long, std::shared_ptr<const std::string>> kept_cards(
      const std::vector<long long>& ids);

  db::Database& database_;
  CatalogRepository& repository_;
  cache::Cache<std::monostate, Snapshot> snapshot_;
  cache::Cache<std::monostate, EventIndex> index_;
  std::mutex index_building_;  // one build at a time: the others wait for it and take it
  Answers answers_;
  Answers searches_;
  cache::Cache<long long, std::string> cards_;
  std::function<void()> places_listener_;
};

// Writes the search index of the given events (decision 0009): events.search_text (name, labels
// and description, one per line) and the stems of each part, in event_fts (SQLite) or
// events.search_vector (PostgreSQL).
void index_events(db::Database& database, const std::vector<long long>& ids);
// The same inside the caller's unit of work.
void index_events(soci::session& s, db::Backend backend, const std::vector<long long>& ids);

// Indexes every event missing from the index (after a migration that clears it, or events
// written by the seed); returns how many.
int index_missing_events(db::Database& database);

}  // namespace platform::catalog
