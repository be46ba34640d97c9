#include "http/memory_list.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "core/text.hpp"
#include "http/list_params.hpp"

namespace platform::http {
namespace json = boost::json;

namespace {

// The first non-null value of `key` among the rows: what type that field's filter must have.
const json::value* sample_of(const std::vector<json::object>& rows, std::string_view key) {
  for (const auto& row : rows) {
    if (const auto* v = row.if_contains(key); v && !v->is_null()) return v;
  }
  return nullptr;
}

// The filter value of `key`, read with the type its field has in the rows (422 for another
// type: http::ListParams); nothing when the filter does not hold it.
std::optional<json::value> wanted(const http::ListParams& p, std::string_view key,
                                  const json::value& sample) {
  if (sample.is_bool()) {
    if (const auto v = p.flag(key)) return json::value(*v);
  } else if (sample.is_int64() || sample.is_uint64()) {
    if (const auto v = p.integer(key)) return json::value(*v);
  } else if (sample.is_string()) {
    if (const auto v = p.text(key)) return json::value(*v);
  }
  return std::nullopt;
}

bool same(const json::value& a, const json::value& b) {
  if (a.is_number() && b.is_number()) return a.to_number<double>() == b.to_number<double>();
  return a == b;
}

}  // namespace

Response memory_list(const http::Request& request, std::string_view resource,
                     std::vector<json::object> rows, const std::vector<std::string>& q_fields,
                     std::span<const std::string_view> sort_fields) {
  const auto p = list_params(request, sort_fields);
  if (const auto text = p.text("q")) {
    // Case-insensitive in Russian too: an editor types «финанс» for «Финансирование».
    const std::string q = core::lower_text(*text);
    std::erase_if(rows, [&](const json::object& row) {
      return std::none_of(q_fields.begin(), q_fields.end(), [&](const std::string& f) {
        const auto* x = row.if_contains(f);
        return x && x->is_string() &&
               core::lower_text(x->get_string()).find(q) != std::string::npos;
      });
    });
  }
  if (const auto ids = p.ids("id")) {
    std::erase_if(rows, [&](const json::object& row) {
      return std::find(ids->begin(), ids->end(), row.at("id").to_number<long long>()) == ids->end();
    });
  }
  for (const auto& entry : p.filter) {
    const std::string_view key = entry.key();
    if (key == "q" || key == "id") continue;
    const auto* sample = sample_of(rows, key);
    if (!sample) continue;  // no such field (or no row): nothing to filter by
    const auto value = wanted(p, key, *sample);
    if (!value) continue;
    std::erase_if(rows, [&](const json::object& row) {
      const auto* x = row.if_contains(key);
      return !x || !same(*x, *value);
    });
  }
  if (p.sort) {
    const auto key = [&](const json::object& row) -> std::pair<double, std::string> {
      const auto* x = row.if_contains(*p.sort);
      if (!x || x->is_null()) return {0, ""};
      if (x->is_number()) return {x->to_number<double>(), ""};
      if (x->is_bool()) return {x->get_bool() ? 1.0 : 0.0, ""};
      if (x->is_string()) return {0, std::string(x->get_string())};
      return {0, ""};
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const json::object& a, const json::object& b) {
      return p.descending ? key(b) < key(a) : key(a) < key(b);
    });
  }
  const long long total = static_cast<long long>(rows.size());
  const long long limit = p.limit.value_or(kMaxListLimit);
  json::array page;
  for (long long i = p.offset; i < total && i < p.offset + limit; ++i) {
    page.push_back(std::move(rows[static_cast<std::size_t>(i)]));
  }
  return json_list(resource, page, p.offset, total);
}

}  // namespace platform::http
