#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform::catalog {

// What the catalogue admin's resources are made of: one table per resource, described once and
// read by the routes (paths, sections), the validation (field kinds) and the repository (SQL).

// strings: a JSON list of strings; pictures: a JSON list of picture paths (each as `picture`);
// videos: a JSON list of video links (people::video_link_problem); sections: a JSON list of
// {heading, text} (a project's page);
// picture: the path of a picture of the platform (core::picture_problem), e.g. an upload of
// POST /api/admin/places/images; time: "HH:MM" stored as that text; minutes: "HH:MM" in JSON,
// stored as minutes from midnight in an INTEGER column (a lesson's start, sorted as a number);
// moment: a local date and time "YYYY-MM-DDTHH:MM" stored as that text (a show's start).
enum class FieldKind {
  slug,
  text,
  picture,
  integer,
  number,
  flag,
  colour,
  host,  // a server's name: letters, digits, dots and hyphens (cdn.envybox.io)
  date,
  time,
  moment,
  minutes,
  ref,
  choice,
  strings,
  pictures,
  videos,
  sections
};

// The largest whole number an INTEGER column holds on both databases.
inline constexpr long long kMaxInteger = 2147483647;

// Lists are stored as JSON text: they are neither sorted nor filtered by.
inline bool is_list(FieldKind kind) {
  return kind == FieldKind::strings || kind == FieldKind::pictures || kind == FieldKind::videos ||
         kind == FieldKind::sections;
}

struct Field {
  std::string name;    // JSON name
  std::string column;  // SQL column
  FieldKind kind;
  bool required = false;
  std::size_t max = 200;  // text: characters; number: the largest absolute value (0: any)
  std::string ref;        // ref: the table; choice: values separated by '|'
  bool unique = false;
  bool multiline = false;  // text that may hold line breaks and tabs (a summary, not a name)
  long long lowest = 0;    // integer: the allowed range
  long long highest = kMaxInteger;
  std::string unique_within;  // unique: among the rows with the same value of this field
  std::string reserved;       // slug: values that are taken by pages, separated by '|'
  std::size_t items = 0;      // strings, pictures, videos: the most items (0: any number)
};

// Two fields whose values may not go backwards (dates, ages, times): checked when both are valid,
// the message under `later`; strict: `later` must be greater, not equal.
struct Order {
  std::string earlier, later;
  bool strict = false;
  std::string message;
};

// A many-to-many list of ids: JSON `name` is an array of ids of `ref`, stored in `table`.
struct Relation {
  std::string name, table, own_column, ref_column, ref;
};

// A table whose rows point at this one: deleting is refused while any does.
struct UsedBy {
  std::string table, column, message;
};

struct Entity {
  std::string resource;  // URL: /api/admin/{resource}
  std::string table;
  std::string section;
  std::string audit_name;
  std::string not_found;
  std::vector<Field> fields;
  std::vector<Relation> relations;
  std::vector<UsedBy> used_by;
  bool timestamps = false;  // created_at / updated_at
  bool handbook = true;     // a handbook (every admin change drops the catalogue caches anyway)
  // Columns a list may be filtered by (equal value) that are not fields of the record: an
  // event's city_id is its venue's, written by the server, not by the admin.
  std::vector<Field> filters;
  // Other sections that may read (list and show) the resource: a place form picks its city.
  std::vector<std::string> readers;
  std::vector<Order> in_order;

  // The field named so, or nullptr.
  const Field* field(std::string_view field_name) const;
  // The field or filter-only column named so, or nullptr.
  const Field* filter(std::string_view name) const;
};

// The entity whose audit entries are named so, or nullptr.
const Entity* admin_entity_by_audit_name(std::string_view audit_name);

// One field's value as stored (every column is read and written as text), absent for NULL.
using FieldValue = std::optional<std::string>;

// A validated request body: a value per field and the ids per relation, in declaration order.
struct Input {
  std::vector<FieldValue> values;
  std::vector<std::vector<long long>> relations;
};

// Every catalogue admin resource.
const std::vector<Entity>& admin_entities();

}  // namespace platform::catalog
