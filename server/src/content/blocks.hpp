#pragma once

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/fields.hpp"
#include "core/errors.hpp"

namespace platform::content {

// The blocks a page is made of (decision 0024). Each block type has a schema written once, here:
// the server checks every save against it, and the admin's block editor draws its forms from it
// (GET /api/admin/content/blocks), so a new block type is one entry below and one React renderer.

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

// Most blocks on one page.
inline constexpr std::size_t kMaxBlocks = 60;

// Checks a page's blocks and returns them normalised: each {type, anchor?, …fields} with only the
// schema's fields, texts trimmed, empty optional fields left out. Problems are added to `errors`
// under the field's path ("blocks[2].items[0].title"), each with its Russian message.
boost::json::array read_blocks(const boost::json::value& blocks, core::FieldErrors& errors);

// Whether a blog section (article type) of this code exists: the blog answers it, the content
// module only asks (content does not depend on the blog).
using ArticleTypeExists = std::function<bool(const std::string& code)>;

// Adds «Такого раздела блога нет» under `blocks[i].article_type` for each article_list block of
// the normalised `blocks` that names a section `exists` does not know.
void check_article_types(const boost::json::array& blocks, const ArticleTypeExists& exists,
                         core::FieldErrors& errors);

}  // namespace platform::content
