#include "catalog/bench_seed.hpp"

#include <soci/soci.h>

#include <string>
#include <vector>

#include "catalog/dates.hpp"
#include "catalog/service.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::catalog {
namespace {

std::vector<long long> ids_of(soci::session& s, const std::string& table) {
  std::vector<long long> out;
  long long id = 0;
  soci::statement st = db::query(s, "SELECT id FROM " + table + " ORDER BY id", soci::into(id));
  st.execute();
  while (st.fetch()) out.push_back(id);
  return out;
}

// A small deterministic generator (the data must not change between runs).
struct Rng {
  unsigned long long state;
  unsigned next(unsigned bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<unsigned>((state >> 33) % bound);
  }
};

const char* const kKinds[] = {"Фестиваль", "Конкурс",  "Форум",
                              "Кастинг",   "Интенсив", "Творческий сбор"};
const char* const kTypes[] = {"festival", "contest", "forum", "casting", "intensive", "camp"};
const char* const kWords[] = {"Звёздный", "Весенний", "Золотой", "Северный", "Солнечный",
                              "Новый",    "Летний",   "Морской", "Юный",     "Большой"};
const char* const kNouns[] = {"голос", "ритм", "берег", "ветер", "свет", "путь", "талант", "старт"};

}  // namespace

bool seed_bench(db::Database& database, int events) {
  {
    db::Lease s(database);
    int done = 0;
    const std::string key = "bench_seeded";
    s << "SELECT COUNT(*) FROM settings WHERE key = :k", soci::use(key), soci::into(done);
    if (done > 0) return false;
  }
  const std::string today = today_utc();
  const std::string now = db::now_utc();
  std::vector<long long> new_ids;
  {
    db::Work s(database);
    Rng rng{static_cast<unsigned long long>(events) * 7919ULL + 17ULL};
    const auto regions = ids_of(s, "regions");
    const int city_count = std::max(1, events / 250), place_count = std::max(1, events / 25),
              tag_count = std::max(1, events / 1000);
    for (int i = 1; i <= city_count; ++i) {
      const std::string slug = "bench-gorod-" + std::to_string(i),
                        name = "Бенчград " + std::to_string(i),
                        name_in = "в Бенчграде " + std::to_string(i);
      const long long region = regions[static_cast<std::size_t>(i) % regions.size()];
      const int sort = 100 + i;
      s << "INSERT INTO cities (slug, name, name_in, region_id, sort) VALUES (:s, :n, :i, :r, :o)",
          soci::use(slug), soci::use(name), soci::use(name_in), soci::use(region), soci::use(sort);
    }
    const auto cities = ids_of(s, "cities");
    for (int i = 1; i <= place_count; ++i) {
      const std::string code = "bench-place-" + std::to_string(i),
                        name = "Дворец культуры № " + std::to_string(i),
                        address = "ул. Тестовая, " + std::to_string(i);
      const long long city = cities[static_cast<std::size_t>(i) % cities.size()];
      const double lat = 50.0 + (i % 100) * 0.05, lon = 30.0 + (i % 300) * 0.1;
      s << "INSERT INTO places (code, name, city_id, address, lat, lon) VALUES (:c, :n, :city, :a, "
           ":lat, :lon)",
          soci::use(code), soci::use(name), soci::use(city), soci::use(address), soci::use(lat),
          soci::use(lon);
    }
    for (int i = 1; i <= tag_count; ++i) {
      const std::string slug = "bench-metka-" + std::to_string(i),
                        title = "Метка " + std::to_string(i), icon = "star", color = "#607D8B";
      const int sort = 100 + i;
      s << "INSERT INTO tags (slug, title, icon, color, sort) VALUES (:s, :t, :i, :c, :o)",
          soci::use(slug), soci::use(title), soci::use(icon), soci::use(color), soci::use(sort);
    }
    std::vector<long long> place_ids, place_cities;
    {
      long long id = 0, city = 0;
      soci::statement st = db::query(s, "SELECT id, city_id FROM places ORDER BY id",
                                     soci::into(id), soci::into(city));
      st.execute();
      while (st.fetch()) {
        place_ids.push_back(id);
        place_cities.push_back(city);
      }
    }
    const auto types = ids_of(s, "creative_types");
    const auto ages = ids_of(s, "age_categories");
    const auto tags = ids_of(s, "tags");
    for (int i = 1; i <= events; ++i) {
      const unsigned kind = rng.next(6);
      const std::string code = "bench-event-" + std::to_string(i);
      const std::string type = kTypes[kind];
      const std::string name = std::string(kKinds[kind]) + " «" + kWords[rng.next(10)] + " " +
                               kNouns[rng.next(8)] + "» № " + std::to_string(i);
      const std::string description =
          "[\"" + name +
          " — открытое творческое состязание для детей и взрослых: конкурсные выступления, "
          "мастер-классы и гала-концерт.\",\"Участники выступают сольно и в коллективах, жюри "
          "оценивает "
          "технику, артистизм и оригинальность.\"]";
      const std::string photo = "/api/event/" + code + "/cover.svg";
      const std::size_t p = rng.next(static_cast<unsigned>(place_ids.size()));
      const long long place = place_ids[p], city = place_cities[p];
      const int offset = 3 + static_cast<int>(rng.next(540)),
                duration = 1 + static_cast<int>(rng.next(4));
      const std::string start = add_days(today, offset), end = add_days(start, duration - 1);
      const int total = 20 + static_cast<int>(rng.next(300)),
                left = static_cast<int>(rng.next(static_cast<unsigned>(total) + 1));
      const int price = 500 * static_cast<int>(rng.next(20));
      const std::optional<int> trip =
          rng.next(2) ? std::optional<int>(15000 + 1000 * static_cast<int>(rng.next(30)))
                      : std::nullopt;
      const std::string package = trip ? "[\"Проживание\",\"Питание\",\"Трансфер\"]" : "[]";
      const std::optional<std::string> support;
      long long id = 0;
      s << "INSERT INTO events (code, type, name, description_json, photo, place_id, city_id, "
           "date_start,"
           " date_end, place_count, places_left, price_participation, price_trip, "
           "package_trip_json, support,"
           " published, created_at, updated_at) VALUES (:code, :type, :name, :d, :photo, :place, "
           ":city,"
           " :start, :end, :pc, :pl, :price, :trip, :package, :support, 1, :now, :now2) RETURNING "
           "id",
          soci::use(code), soci::use(type), soci::use(name), soci::use(description),
          soci::use(photo), soci::use(place), soci::use(city), soci::use(start), soci::use(end),
          soci::use(total), soci::use(left), soci::use(price), soci::use(trip), soci::use(package),
          soci::use(support), soci::use(now), soci::use(now), soci::into(id);
      new_ids.push_back(id);
      long long t1 = types[rng.next(static_cast<unsigned>(types.size()))],
                t2 = types[rng.next(static_cast<unsigned>(types.size()))];
      s << "INSERT INTO event_creative_types (event_id, creative_type_id) VALUES (:e, :t)",
          soci::use(id), soci::use(t1);
      if (t2 != t1) {
        s << "INSERT INTO event_creative_types (event_id, creative_type_id) VALUES (:e, :t)",
            soci::use(id), soci::use(t2);
      }
      const std::size_t a0 = rng.next(static_cast<unsigned>(ages.size()));
      for (std::size_t a = a0; a < std::min(ages.size(), a0 + 2); ++a) {
        const long long age = ages[a];
        s << "INSERT INTO event_age_categories (event_id, age_category_id) VALUES (:e, :a)",
            soci::use(id), soci::use(age);
      }
      const long long g1 = tags[rng.next(static_cast<unsigned>(tags.size()))],
                      g2 = tags[rng.next(static_cast<unsigned>(tags.size()))];
      s << "INSERT INTO event_tags (event_id, tag_id) VALUES (:e, :t)", soci::use(id),
          soci::use(g1);
      if (g2 != g1)
        s << "INSERT INTO event_tags (event_id, tag_id) VALUES (:e, :t)", soci::use(id),
            soci::use(g2);
      for (int d = 1; d <= duration; ++d) {
        const std::string time = "10:00", title = d == duration ? "Гала-концерт и награждение"
                                                                : "Конкурсные выступления";
        s << "INSERT INTO event_programs (event_id, day, time, title) VALUES (:e, :d, :t, :n)",
            soci::use(id), soci::use(d), soci::use(time), soci::use(title);
      }
    }
    const std::string key = "bench_seeded", value = std::to_string(events);
    s << "INSERT INTO settings (key, value, updated_at) VALUES (:k, :v, :at)", soci::use(key),
        soci::use(value), soci::use(now);
    s.commit();
  }
  index_events(database, new_ids);
  return true;
}

}  // namespace platform::catalog
