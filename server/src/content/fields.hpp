#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"

namespace platform::content {

// Typed fields of what editors write (blocks, menus, footers, area settings): one schema read by
// the server's checks and by the admin's forms (fields_json). Decision 0024.

enum class FieldType {
  text,       // one line
  multiline,  // plain text with line breaks
  markdown,   // the rich-text subset: ## headings, paragraphs, - and 1. lists, **bold**, links
  link,       // "/path/" of the same area, "area:/path/" of another ("events:/festivals/"),
              // "#anchor", https:// or http:// URL, mailto:, tel:
  image,      // a picture of ours: "/storage/…" or "/img/…"
  document,   // a PDF of ours: "/storage/documents/….pdf" (uploaded) or "/dokumenty/….pdf" (the
              // site's)
  integer,    // 0 … max
  flag,       // true or false
  choice,     // one of `choices`
  list,       // up to max items, each an object of `item` fields
  strings,    // up to max one-line texts (of item_max characters)
};

// One value of a choice and its Russian name in the admin's select.
struct Choice {
  std::string value;
  std::string label;
};

struct FieldSpec {
  std::string name;   // JSON key
  std::string label;  // Russian, for the admin's form
  FieldType type = FieldType::text;
  bool required = false;
  std::size_t max = 200;        // characters; list and strings: items; integer: the largest value
  std::vector<FieldSpec> item;  // list: the fields of one item
  std::vector<Choice> choices;  // choice
  std::size_t item_max = 200;   // strings: characters of one item
  std::size_t min = 0;          // integer: the smallest value
};

// Builders of the specs above (max: characters; list and strings: items).
namespace field {
FieldSpec text(std::string name, std::string label, std::size_t max, bool required = false);
FieldSpec lines(std::string name, std::string label, std::size_t max, bool required = false);
FieldSpec markdown(std::string name, std::string label, std::size_t max, bool required = false);
FieldSpec link(std::string name, std::string label, bool required = false);
FieldSpec image(std::string name, std::string label, bool required = false);
FieldSpec document(std::string name, std::string label, bool required = false);
FieldSpec list(std::string name, std::string label, std::size_t max, std::vector<FieldSpec> item,
               bool required = true);
FieldSpec strings(std::string name, std::string label, std::size_t max, std::size_t item_max);
FieldSpec choice(std::string name, std::string label, std::vector<Choice> choices,
                 bool required = false);
FieldSpec integer(std::string name, std::string label, std::size_t max, std::size_t min = 0);
FieldSpec flag(std::string name, std::string label);
}  // namespace field

// Reads the fields of `specs` from `in` into `out`: only the schema's fields, texts trimmed,
// empty optional ones left out. Each problem goes to `errors` under its path (`path.name`, or the
// name alone when path is empty) with its Russian message.
void read_fields(const std::vector<FieldSpec>& specs, const boost::json::object& in,
                 boost::json::object& out, const std::string& path, core::FieldErrors& errors);

// The specs as JSON for the admin's forms: [{name, label, type, required, max, item?, choices?,
// choice_labels?, item_max?, min?}] (choices: the values; choice_labels: their names, in the same
// order; min: of an integer that may not be 0).
boost::json::array fields_json(const std::vector<FieldSpec>& specs);

// The areas a link may name before its path ("events:/festivals/"): the public ones and "id".
bool is_link_area(std::string_view area);

// What is wrong with a link (nothing when fine): see FieldType::link.
std::optional<std::string> link_problem(std::string_view link);

// What is wrong with a document's path (nothing when fine): see FieldType::document.
std::optional<std::string> document_problem(std::string_view path);

// An anchor id: a Latin letter, then Latin letters, digits, - and _ (at most kMaxAnchorChars).
inline constexpr std::size_t kMaxAnchorChars = 60;
bool is_anchor(std::string_view text);

}  // namespace platform::content
