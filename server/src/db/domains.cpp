#include "db/domains.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace platform::db {
namespace {

using cache::Domain;
using Domains = std::vector<Domain>;

// Table -> the domains of the caches that read it. Keep it in the order of the migrations.
struct Entry {
  std::string_view table;
  Domains domains;
  // A new row stales nothing cached (a cache holds no row that did not exist): only updates and
  // deletes must name a domain.
  bool inserts_free = false;
};

constexpr bool kInsertsFree = true;

const Entry kMap[] = {
    // Not read by any cache: accounts' secrets and counters, the outbox, the audit, files.
    {"settings", {}},
    {"client_errors", {}},
    {"sessions", {}},  // revocations name `sessions` themselves (AuthRepository)
    {"login_codes", {}},
    {"login_attempts", {}},
    {"trusted_devices", {}},
    {"outbox", {}},
    {"files", {}},
    {"file_names", {}},
    {"audit_log", {}},
    {"change_counters", {}},
    {"rate_events", {}},
    {"rate_keys", {}},
    {"server_secrets", {}},
    {"schema_migrations", {}},
    // Users and roles: checked sessions carry them.
    {"users", {Domain::sessions}, kInsertsFree},  // a new user is in no checked session
    {"roles", {Domain::sessions}},
    {"user_roles", {Domain::sessions}},
    // The catalogue: its answers, cards, filters, search, the festival pages.
    {"regions", {Domain::catalog}},
    {"cities", {Domain::catalog}},
    {"places", {Domain::catalog}},
    {"creative_types", {Domain::catalog}},
    {"age_categories", {Domain::catalog}},
    {"tags", {Domain::catalog}},
    {"execution_formats", {Domain::catalog}},
    {"projects", {Domain::catalog}},
    {"events", {Domain::catalog, Domain::places}},  // places_left: an order's
    {"event_creative_types", {Domain::catalog}},
    {"event_age_categories", {Domain::catalog}},
    {"event_tags", {Domain::catalog}},
    {"event_programs", {Domain::catalog}},
    {"event_requirements", {Domain::catalog}},
    {"event_jury", {Domain::catalog}},
    {"event_fts", {Domain::catalog}},
    {"event_fts_data", {Domain::catalog}},
    {"event_fts_idx", {Domain::catalog}},
    {"event_fts_content", {Domain::catalog}},
    {"event_fts_docsize", {Domain::catalog}},
    {"event_fts_config", {Domain::catalog}},
    {"service_categories", {Domain::catalog}},
    {"services", {Domain::catalog}},
    {"service_tags", {Domain::catalog}},
    {"service_params", {Domain::catalog}},
    // The basket and the orders: read fresh by their owners and managers.
    {"carts", {}},
    {"cart_events", {}},
    {"cart_services", {}},
    {"cart_service_params", {}},
    {"orders", {}},
    {"order_counters", {}},
    {"order_items", {}},
    {"order_files", {}},
    {"order_status_history", {}},
    {"order_comments", {}},
    // Content: pages of blocks, menus and footers, the blog, SEO, recommendations.
    {"content_pages", {Domain::content}},
    {"area_layouts", {Domain::content}},
    {"article_types", {Domain::content}},
    {"articles", {Domain::content}},
    {"seo_overrides", {Domain::content}},
    {"recommendations", {Domain::content}},
    // The forms' inbox.
    {"requests", {}},
    {"request_comments", {}},
    // Venue rental: halls are catalogue resources; a confirmed rental changes the busy days.
    {"halls", {Domain::catalog}},
    {"hall_rentals", {Domain::places}, kInsertsFree},  // a new request holds no busy day
    // The school: its catalogue is kept (bravo::BravoCatalog); bookings are read fresh.
    {"bravo_schools", {Domain::catalog}},
    {"bravo_teachers", {Domain::catalog}},
    {"bravo_rooms", {Domain::catalog}},
    {"bravo_classes", {Domain::catalog}},
    {"bravo_class_teachers", {Domain::catalog}},
    {"bravo_slots", {Domain::catalog}},
    {"bravo_courses", {Domain::catalog}},
    {"bravo_course_teachers", {Domain::catalog}},
    {"children", {}},
    {"bravo_bookings", {}},
    // People: the directory and the portfolio pages are kept with the catalogue.
    {"structures", {Domain::catalog}},
    {"mentors", {Domain::catalog}},
    {"mentor_creative_types", {Domain::catalog}},
    {"participants", {Domain::catalog}},
    {"participant_creative_types", {Domain::catalog}},
    {"portfolio_drafts", {}},
    // Results: a mentor's judging and the published results are kept with the catalogue; what
    // the jury does before the publication is read fresh (and frozen after it).
    {"event_assignments", {Domain::catalog}},
    {"event_scoring", {}},
    {"performances", {}},
    {"scores", {}},
    {"diplomas", {Domain::catalog}},
    {"event_reviews", {Domain::content}, kInsertsFree},  // a new one waits for moderation
    // The afisha: shows and tiers are catalogue resources, their sales move `tickets`.
    {"shows", {Domain::catalog, Domain::tickets}},
    {"ticket_tiers", {Domain::catalog, Domain::tickets}},
    {"promo_codes", {Domain::catalog, Domain::tickets}},
    // Orders are read fresh; the seats they hold or give back are the tiers' `taken`.
    {"ticket_orders", {}},
    {"ticket_order_lines", {}},
    {"tickets", {}},
    {"payment_notifications", {}},
    // The call-back widgets' servers: a catalogue resource, read by the areas' layouts, which
    // follow the catalogue's domain too (content::LayoutService).
    {"widget_hosts", {Domain::catalog}},
};

thread_local std::vector<Written> written;

const Entry* entry_of(std::string_view table) {
  for (const auto& entry : kMap) {
    if (entry.table == table) return &entry;
  }
  return nullptr;
}

}  // namespace

std::optional<std::vector<cache::Domain>> domains_of_table(std::string_view table) {
  if (const Entry* entry = entry_of(table)) return entry->domains;
  return std::nullopt;
}

void note_written(std::string_view table, bool inserted) {
  for (auto& w : written) {
    if (w.table == table) {
      w.only_inserted = w.only_inserted && inserted;
      return;
    }
  }
  written.push_back({std::string(table), inserted});
}

std::vector<Written> take_written() {
  return std::exchange(written, {});
}

std::optional<std::string> unnamed_domain(const std::vector<Written>& tables,
                                          const std::function<bool(cache::Domain)>& named) {
  for (const auto& w : tables) {
    const Entry* entry = entry_of(w.table);
    if (!entry)
      return fmt::format("table {} is written but not in the domain map (db/domains.cpp)", w.table);
    if (entry->domains.empty() || (entry->inserts_free && w.only_inserted)) continue;
    if (std::none_of(entry->domains.begin(), entry->domains.end(), named)) {
      std::string names;
      for (const auto d : entry->domains) {
        if (!names.empty()) names += " or ";
        names += cache::name_of(d);
      }
      return fmt::format("table {} is written but the unit of work names none of its domains ({})",
                         w.table, names);
    }
  }
  return std::nullopt;
}

}  // namespace platform::db
