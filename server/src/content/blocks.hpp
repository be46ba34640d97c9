#pragma once

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"

namespace platform::content {

// The blocks a page is made of (decision 0024). Each block type has a schema written once, here:
// the server checks every save against it, and the admin's block editor draws its forms from it
// (GET /api/admin/content/blocks), so a new block type is one entry below and one React renderer.

enum class FieldType {
  text,       // one line
  multiline,  // plain text with line breaks
  markdown,   // the rich-text subset: ## headings, paragraphs, - and 1. lists, **bold**, links
  link,       // "/path/" of the same area, "#anchor", https:// or http:// URL, mailto:, tel:
  image,      // a picture of ours: "/storage/…" or "/img/…"
  integer,    // 0 … max
  flag,       // true or false
  choice,     // one of `choices`
  list,       // up to max items, each an object of `item` fields
  strings,    // up to max one-line texts (of item_max characters)
};

struct FieldSpec {
  std::string name;   // JSON key
  std::string label;  // Russian, for the admin's form
  FieldType type = FieldType::text;
  bool required = false;
  std::size_t max = 200;        // characters; list and strings: items; integer: the largest value
  std::vector<FieldSpec> item;  // list: the fields of one item
  std::vector<std::string> choices;  // choice
  std::size_t item_max = 200;        // strings: characters of one item
};

struct BlockSpec {
  std::string type;
  std::string label;  // Russian
  std::vector<FieldSpec> fields;
};

// Every block type, in the order the admin offers them.
const std::vector<BlockSpec>& block_specs();
const BlockSpec* block_spec(std::string_view type);

// The schemas as JSON, for the admin's editor.
boost::json::array block_specs_json();

// Longest anchor id, and most blocks on one page.
inline constexpr std::size_t kMaxAnchorChars = 60;
inline constexpr std::size_t kMaxBlocks = 60;

// Checks a page's blocks and returns them normalised: each {type, anchor?, …fields} with only the
// schema's fields, texts trimmed, empty optional fields left out. Problems are added to `errors`
// under the field's path ("blocks[2].items[0].title"), each with its Russian message.
boost::json::array read_blocks(const boost::json::value& blocks, core::FieldErrors& errors);

// What is wrong with a link of a block (nothing when fine): see FieldType::link.
std::optional<std::string> link_problem(std::string_view link);

}  // namespace platform::content
