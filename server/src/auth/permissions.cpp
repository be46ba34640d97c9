#include "auth/permissions.hpp"

#include <algorithm>

namespace platform::auth {

const std::vector<RoleGrant>& role_grants() {
  static const std::vector<RoleGrant> grants = {
      {"Admin", "Администратор", {"*"}},
      {"ManagerUsers",
       "Менеджер пользователей",
       {"users", "users/mentor", "users/participant", "users/profile", "users/structures"}},
      {"ManagerNews", "Менеджер новостей", {"blogs", "recommend", "ui-kit"}},
      // Venues, their halls and the halls' rentals too: the afisha's shows happen in them.
      {"ManagerPosters", "Менеджер афиши", {"posters", "places", "rentals"}},
      {"ManagerTickets", "Менеджер билетов", {"tickets"}},
      {"ManagerSeo", "SEO-менеджер", {"seo", "content", "search", "ui-kit"}},
      // The school's bookings are applications like orders (decision 0043).
      {"ManagerOrders", "Менеджер заказов", {"orders", "requests", "school/bookings"}},
      {"ManagerOrdersSenior",
       "Старший менеджер заказов",
       // The school «Браво»: the senior manager runs the season's timetable and prices
       // (decision 0042).
       {"orders", "requests", "events/assigns", "events/results", "events/reviews", "school",
        "school/bookings"}},
  };
  return grants;
}

const std::vector<std::string>& all_sections() {
  static const std::vector<std::string> sections = {
      "users",
      "users/mentor",
      "users/participant",
      "users/profile",
      "users/structures",
      "blogs",
      "recommend",
      "posters",
      "places",
      "rentals",
      "school",
      "school/bookings",
      "tickets",
      "seo",
      "content",
      "content/widgets",
      "search",
      "orders",
      "requests",
      "events/assigns",
      "events/results",
      "events/reviews",
      "handbooks",
      "roles",
      "events",
      "events/programs",
      "cities",
      "regions",
      "services",
      "services/special",
      "services/categories",
      "outbox",
      "ui-kit",
  };
  return sections;
}

bool is_role_code(std::string_view code) {
  const auto& g = role_grants();
  return std::any_of(g.begin(), g.end(), [&](const RoleGrant& r) { return code == r.code; });
}

bool is_staff(const std::vector<std::string>& roles) {
  return std::any_of(roles.begin(), roles.end(),
                     [](const std::string& r) { return is_role_code(r); });
}

std::vector<std::string> sections_of_role(std::string_view role) {
  std::vector<std::string> out;
  for (const auto& grant : role_grants()) {
    if (role != grant.code) continue;
    const bool all = grant.sections.size() == 1 && grant.sections[0] == "*";
    for (const auto& section : all_sections()) {
      const bool own = section == kOwnProfileSection;
      if (all || own ||
          std::find(grant.sections.begin(), grant.sections.end(), section) !=
              grant.sections.end()) {
        out.push_back(section);
      }
    }
  }
  return out;
}

std::vector<std::string> sections_of(const std::vector<std::string>& roles) {
  std::vector<std::string> out;
  for (const auto& section : all_sections()) {
    for (const auto& role : roles) {
      const auto granted = sections_of_role(role);
      if (std::find(granted.begin(), granted.end(), section) != granted.end()) {
        out.push_back(section);
        break;
      }
    }
  }
  return out;
}

bool has_section(const std::vector<std::string>& roles, std::string_view section) {
  const auto sections = sections_of(roles);
  return std::find(sections.begin(), sections.end(), section) != sections.end();
}

bool has_granted_section(const std::vector<std::string>& roles, std::string_view section) {
  for (const auto& grant : role_grants()) {
    if (std::find(roles.begin(), roles.end(), grant.code) == roles.end()) continue;
    for (const auto& granted : grant.sections) {
      if (granted == "*" || granted == section) return true;
    }
  }
  return false;
}

}  // namespace platform::auth
