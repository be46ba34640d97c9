#include "seed/demo.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <boost/json/parse.hpp>
#include <functional>

#include "arenda/seed.hpp"
#include "auth/crypto.hpp"
#include "auth/service.hpp"
#include "blog/seed.hpp"
#include "bravo/seed.hpp"
#include "catalog/dates.hpp"
#include "catalog/seed.hpp"
#include "content/seed.hpp"
#include "people/seed.hpp"
#include "recommend/seed.hpp"
#include "results/seed.hpp"
#include "service_catalog/seed.hpp"
#include "tickets/seed.hpp"
#include "users/repository.hpp"

namespace platform::seed {

const std::vector<DemoUser>& demo_users() {
  static const std::vector<DemoUser> list = {
      {"admin@demo.local", "DemoAdmin2026", "Admin", "Анна", "Админова"},
      {"news@demo.local", "Demo2026!", "ManagerNews", "Наталья", "Новостева"},
      {"posters@demo.local", "Demo2026!", "ManagerPosters", "Павел", "Афишин"},
      {"users@demo.local", "Demo2026!", "ManagerUsers", "Ульяна", "Пользова"},
      {"orders@demo.local", "Demo2026!", "ManagerOrders", "Олег", "Заказов"},
      {"orders-senior@demo.local", "Demo2026!", "ManagerOrdersSenior", "Ольга", "Старшая"},
      {"seo@demo.local", "Demo2026!", "ManagerSeo", "Семён", "Сеошников"},
      {"tickets@demo.local", "Demo2026!", "ManagerTickets", "Тимур", "Билетов"},
      {"user@demo.local", "Demo2026!", "", "Иван", "Иванов"},
  };
  return list;
}

namespace {

// Each part of the demo data set is loaded once, marked by its own setting, so a database seeded
// before a part existed still gets it (an old var/platform.db gains the demo logins).
bool part_loaded(db::Database& database, const std::string& key) {
  db::Lease s(database);
  int already = 0;
  s << "SELECT COUNT(*) FROM settings WHERE key = :key", soci::use(key), soci::into(already);
  return already > 0;
}

void mark_loaded(db::Database& database, const std::string& key) {
  db::Lease s(database);
  const std::string now = db::now_utc();
  s << "INSERT INTO settings (key, value, updated_at) VALUES (:key, :at, :at2)", soci::use(key),
      soci::use(now), soci::use(now);
}

void load_accounts(db::Database& database) {
  users::UserRepository users(database);
  const std::string now = db::now_utc();
  for (const auto& demo : demo_users()) {
    if (users.find_live_by_email(demo.email)) continue;
    users::User u;
    u.code = auth::new_user_code();
    u.first_name = demo.first_name;
    u.last_name = demo.last_name;
    u.email = demo.email;
    u.password_hash = auth::hash_password(demo.password);
    if (!demo.role.empty()) u.roles = {demo.role};
    u.verified_at = now;
    u.consent_at = now;
    u.created_at = now;
    u.updated_at = now;
    users.insert(u);
  }
}

// The festival catalogue of server/seed/catalog.json (compiled in); dates count from today.
void load_catalog(db::Database& database) {
  const auto catalog = boost::json::parse(catalog::demo_catalog_json()).as_object();
  catalog::load_catalog(database, catalog, catalog::today_utc());
}

// The paid services of server/seed/services.json (compiled in); their tags come from the catalogue.
void load_services(db::Database& database) {
  const auto services = boost::json::parse(service_catalog::demo_services_json()).as_object();
  service_catalog::load_services(database, services);
}

// An area's pages of server/seed/content/<area>.json (compiled in), published.
template <const char* Area>
void load_content(db::Database& database) {
  const auto pages = boost::json::parse(content::demo_pages_json(Area)).as_object();
  content::load_pages(database, Area, pages);
}
constexpr char kMain[] = "main";
constexpr char kOki[] = "oki";
constexpr char kOrganizer[] = "organizer";
constexpr char kArenda[] = "arenda";
constexpr char kWelcome[] = "welcome";
constexpr char kBravo[] = "bravo";

// The blog's sections and articles of server/seed/content/blog.json (compiled in), published.
void load_blog(db::Database& database) {
  blog::load_blog(database, boost::json::parse(blog::demo_blog_json()).as_object());
}

// The «Рекомендуем» picks of server/seed/content/recommendations.json (compiled in): after the
// catalogue and the blog, whose festivals and articles they name by code.
void load_recommendations(db::Database& database) {
  recommend::load_recommendations(
      database, boost::json::parse(recommend::demo_recommendations_json()).as_object());
}

// The halls and rentals of server/seed/arenda.json (compiled in), after the catalogue's places.
void load_halls(db::Database& database) {
  arenda::load_demo(database, boost::json::parse(arenda::demo_arenda_json()).as_object());
}

// The school and theatre studio of server/seed/bravo.json (compiled in).
void load_school(db::Database& database) {
  bravo::load_demo(database, boost::json::parse(bravo::demo_bravo_json()).as_object());
}

// Every public area's menu, footer and settings of server/seed/content/layouts.json (compiled in).
void load_layouts(db::Database& database) {
  content::load_layouts(database, boost::json::parse(content::demo_layouts_json()).as_object());
}

// Main's /nastavniki/, /uchastniki/ and /portfolio/sozdat/ as server/seed/content/main.json has
// them now (the people block, portfolios made in the account): a database seeded before gets
// them, unless an editor has changed the page since.
void refresh_people_pages(db::Database& database) {
  const auto pages = boost::json::parse(content::demo_pages_json(kMain)).as_object();
  content::refresh_pages(database, kMain, pages,
                         {"/nastavniki/", "/uchastniki/", "/portfolio/sozdat/"});
}

// Two ended festivals' contest results of server/seed/results.json (compiled in), after the people.
void load_results(db::Database& database) {
  results::load_demo(database, boost::json::parse(results::demo_results_json()).as_object());
}

// The ticket office page as main.json has it now (issue 18): what the built office does, not a
// seating plan or an offline controller app; a database seeded before gets it unless an editor
// changed the page since.
void refresh_ticket_office_page(db::Database& database) {
  const auto pages = boost::json::parse(content::demo_pages_json(kMain)).as_object();
  content::refresh_pages(database, kMain, pages, {"/o-platforme/biletnaya-kassa/"});
}

// Main's menu and footer as layouts.json has them now: «Афиша» (issue 18). A database seeded
// before gets them unless a person has saved main's layout since.
void refresh_main_layout(db::Database& database) {
  content::refresh_layout(database, kMain,
                          boost::json::parse(content::demo_layouts_json()).as_object());
}

// The afisha's shows, ticket tiers and a promo code of server/seed/tickets.json (compiled in),
// after the catalogue's venues and events and the halls (decision 0046).
void load_afisha(db::Database& database) {
  tickets::load_demo(database, boost::json::parse(tickets::demo_tickets_json()).as_object());
}

}  // namespace

bool load_demo(db::Database& database, const storage::Storage* files) {
  // The demo people with their generated portraits (issue 17), after the catalogue: its cities,
  // creative types and the jury rows the mentors are linked to.
  const auto load_people = [files](db::Database& db) {
    people::load_demo(db, boost::json::parse(people::demo_people_json()).as_object(), files);
  };
  // The domains' demo data joins here as they land (catalogue, services...), each as a part.
  const std::pair<const char*, std::function<void(db::Database&)>> parts[] = {
      {"demo_seeded", [](db::Database&) {}},
      {"demo_accounts_seeded", load_accounts},
      {"demo_catalog_seeded", load_catalog},
      {"demo_services_seeded", load_services},
      {"demo_content_seeded", load_content<kMain>},
      {"demo_layouts_seeded", load_layouts},
      {"demo_blog_seeded", load_blog},
      {"demo_recommendations_seeded", load_recommendations},
      // The main pages added after the first content seed (/uslugi/ as blocks, the portfolio
      // landings): the same file again, adding only the paths a database does not have yet.
      {"demo_content_2_seeded", load_content<kMain>},
      // OKI's pages (issue 15): the home and the programmes with their application forms.
      {"demo_content_oki_seeded", load_content<kOki>},
      // The organizer landing and its partners page (issue 15), with the demo request form.
      {"demo_content_organizer_seeded", load_content<kOrganizer>},
      // The halls of some demo venues, and a few rentals of them (issue 15, decision 0040).
      {"demo_halls_seeded", load_halls},
      // Arenda's landing with the spec's anchors, linking the halls and venues above.
      {"demo_content_arenda_seeded", load_content<kArenda>},
      // Welcome's landing for visitors from advertising, with its lead form.
      {"demo_content_welcome_seeded", load_content<kWelcome>},
      // The foundation's page /nko/ and the resource centre /rs/ (decision 0041).
      {"demo_content_3_seeded", load_content<kMain>},
      // Bravo's schools, classes with their weekly lessons, teachers, rooms and courses (issue 16).
      {"demo_school_seeded", load_school},
      // Bravo's contacts and about pages (issue 16): the school's own address and phone, its story.
      {"demo_content_bravo_seeded", load_content<kBravo>},
      // Structures, mentors and participants with their portraits (issue 17, decision 0044).
      {"demo_people_seeded", load_people},
      // The people block on /nastavniki/ and /uchastniki/, portfolios made in the account.
      {"demo_content_people_seeded", refresh_people_pages},
      // Jury, performances, scores, diplomas and reviews of two ended festivals, with the jury's
      // and the performers' accounts (issue 17, decision 0045).
      {"demo_results_seeded", load_results},
      // The afisha: upcoming shows in the demo venues with their ticket tiers (issue 18).
      {"demo_tickets_seeded", load_afisha},
      {"demo_content_tickets_seeded", refresh_ticket_office_page},
      {"demo_layout_afisha_seeded", refresh_main_layout},
  };
  bool loaded = false;
  for (const auto& [key, load] : parts) {
    if (part_loaded(database, key)) continue;
    load(database);
    mark_loaded(database, key);
    spdlog::info("demo data loaded: {}", key);
    loaded = true;
  }
  return loaded;
}

}  // namespace platform::seed
