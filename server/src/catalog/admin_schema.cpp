#include "catalog/admin_schema.hpp"

namespace platform::catalog {

const Field* Entity::field(std::string_view field_name) const {
  for (const auto& f : fields) {
    if (f.name == field_name) return &f;
  }
  return nullptr;
}

const Field* Entity::filter(std::string_view name) const {
  if (const Field* f = field(name)) return f;
  for (const auto& f : filters) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

// One row per resource; clang-format would spread each row over a dozen lines.
// clang-format off
const std::vector<Entity>& admin_entities() {
  static const std::vector<Entity> list = {
      {"regions", "regions", "regions", "region", "Регион не найден",
       {{"code", "code", FieldKind::slug, true, 100, "", true}, {"name", "name", FieldKind::text, true}},
       {}, {{"cities", "region_id", "Регион нельзя удалить: в нём есть города"}}},
      {"cities", "cities", "cities", "city", "Город не найден",
       {{"slug", "slug", FieldKind::slug, true, 100, "", true},
        {"name", "name", FieldKind::text, true},
        {"name_in", "name_in", FieldKind::text, true},
        {"region_id", "region_id", FieldKind::ref, true, 0, "regions"},
        {"sort", "sort", FieldKind::integer}},
       {},
       {{"events", "city_id", "Город нельзя удалить: он используется в событиях"},
        {"places", "city_id", "Город нельзя удалить: в нём есть площадки"}},
       false, true, {}, {"places"}},
      {"places", "places", "places", "place", "Площадка не найдена",
       {{"code", "code", FieldKind::slug, true, 100, "", true},
        {"name", "name", FieldKind::text, true},
        {"city_id", "city_id", FieldKind::ref, true, 0, "cities"},
        {"address", "address", FieldKind::text, true, 300},
        {"lat", "lat", FieldKind::number, false, 90},
        {"lon", "lon", FieldKind::number, false, 180}},
       {}, {{"events", "place_id", "Площадку нельзя удалить: она используется в событиях"},
            {"halls", "place_id", "Площадку нельзя удалить: в ней есть залы"}}},
      // The halls of a venue, rented by the hour or the day (decision 0040).
      {"halls", "halls", "places", "hall", "Зал не найден",
       {{"code", "code", FieldKind::slug, true, 100, "", true},
        {"name", "name", FieldKind::text, true},
        {"place_id", "place_id", FieldKind::ref, true, 0, "places"},
        {"capacity", "capacity", FieldKind::integer, true},
        {"area", "area", FieldKind::integer},
        {"equipment", "equipment_json", FieldKind::strings, false, 200},
        {"price_hour", "price_hour", FieldKind::integer, true},
        {"price_day", "price_day", FieldKind::integer},
        {"photo", "photo", FieldKind::picture, false, 500},
        {"description", "description", FieldKind::text, false, 3000, "", false, true},
        {"published", "published", FieldKind::flag},
        {"sort", "sort", FieldKind::integer}},
       {}, {{"hall_rentals", "hall_id", "Зал нельзя удалить: по нему есть заявки на аренду"}},
       true, false},
      {"creative-types", "creative_types", "handbooks", "creative_type", "Запись не найдена",
       {{"slug", "slug", FieldKind::slug, true, 100, "", true},
        {"title", "title", FieldKind::text, true},
        {"adjective_plural", "adjective_plural", FieldKind::text, true},
        {"icon", "icon", FieldKind::text, true, 50},
        {"sort", "sort", FieldKind::integer}},
       {}, {{"event_creative_types", "creative_type_id", "Вид творчества используется в событиях"}}},
      {"age-categories", "age_categories", "handbooks", "age_category", "Запись не найдена",
       {{"slug", "slug", FieldKind::slug, true, 100, "", true},
        {"title", "title", FieldKind::text, true},
        {"min_age", "min_age", FieldKind::integer, true},
        {"max_age", "max_age", FieldKind::integer},
        {"sort", "sort", FieldKind::integer}},
       {}, {{"event_age_categories", "age_category_id", "Возрастная категория используется в событиях"}}},
      {"tags", "tags", "handbooks", "tag", "Запись не найдена",
       {{"slug", "slug", FieldKind::slug, true, 100, "", true},
        {"title", "title", FieldKind::text, true},
        {"icon", "icon", FieldKind::text, true, 50},
        {"color", "color", FieldKind::colour, true, 7},
        {"sort", "sort", FieldKind::integer}},
       {}, {{"event_tags", "tag_id", "Метка используется в событиях"}}},
      {"execution-formats", "execution_formats", "handbooks", "execution_format", "Запись не найдена",
       {{"code", "code", FieldKind::slug, true, 100, "", true},
        {"title", "title", FieldKind::text, true},
        {"sort", "sort", FieldKind::integer}},
       {}, {}},
      {"events", "events", "events", "event", "Событие не найдено",
       {{"code", "code", FieldKind::slug, true, 100, "", true},
        {"type", "type", FieldKind::choice, true, 0, "festival|contest|final|casting|forum|camp|intensive|project"},
        {"name", "name", FieldKind::text, true, 300},
        {"description", "description_json", FieldKind::strings, true, 5000},
        {"photo", "photo", FieldKind::text, false, 500},
        {"place_id", "place_id", FieldKind::ref, false, 0, "places"},
        {"date_start", "date_start", FieldKind::date, true},
        {"date_end", "date_end", FieldKind::date, true},
        {"place_count", "place_count", FieldKind::integer, true},
        {"places_left", "places_left", FieldKind::integer, true},
        {"price_participation", "price_participation", FieldKind::integer, true},
        {"price_trip", "price_trip", FieldKind::integer},
        {"package_trip", "package_trip_json", FieldKind::strings, false, 500},
        {"support", "support", FieldKind::text, false, 1000, "", false, true},
        {"project_id", "project_id", FieldKind::ref, false, 0, "projects"},
        {"published", "published", FieldKind::flag}},
       {{"creative_type_ids", "event_creative_types", "event_id", "creative_type_id", "creative_types"},
        {"age_category_ids", "event_age_categories", "event_id", "age_category_id", "age_categories"},
        {"tag_ids", "event_tags", "event_id", "tag_id", "tags"}},
       {},
       true,
       false,
       {{"city_id", "city_id", FieldKind::ref, false, 0, "cities"}},
       {"recommend"}},
      {"event-programs", "event_programs", "events/programs", "event_program", "Пункт программы не найден",
       {{"event_id", "event_id", FieldKind::ref, true, 0, "events"},
        {"day", "day", FieldKind::integer, true},
        {"time", "time", FieldKind::time, true},
        {"title", "title", FieldKind::text, true, 300}},
       {}, {}, false, false},
      {"projects", "projects", "events", "project", "Проект не найден",
       {{"slug", "slug", FieldKind::slug, true, 100, "", true},
        {"title", "title", FieldKind::text, true, 300},
        {"summary", "summary", FieldKind::text, true, 1000, "", false, true},
        {"content", "content_json", FieldKind::sections, false, 10000},
        {"fixed", "fixed", FieldKind::flag}},
       {},
       {{"events", "project_id", "Проект нельзя удалить: он используется в событиях"},
        {"event_requirements", "project_id", "Проект нельзя удалить: он используется в требованиях финалов"}},
       false, false},
      {"event-requirements", "event_requirements", "events", "event_requirement", "Требование не найдено",
       {{"event_id", "event_id", FieldKind::ref, true, 0, "events"},
        {"project_id", "project_id", FieldKind::ref, true, 0, "projects"},
        {"count", "count", FieldKind::integer, true}},
       {}, {}, false, false},
      {"event-jury", "event_jury", "events", "event_jury", "Член жюри не найден",
       {{"event_id", "event_id", FieldKind::ref, true, 0, "events"},
        {"sort", "sort", FieldKind::integer},
        {"name", "name", FieldKind::text, true, 200},
        {"regalia", "regalia", FieldKind::text, true, 1000, "", false, true}},
       {}, {}, false, false},
  };
  return list;
}
// clang-format on

const Entity* admin_entity_by_audit_name(std::string_view audit_name) {
  for (const auto& e : admin_entities()) {
    if (e.audit_name == audit_name) return &e;
  }
  return nullptr;
}

}  // namespace platform::catalog
