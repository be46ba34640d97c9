#pragma once

#include <boost/json/object.hpp>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"

namespace platform::http {

// The most rows one list page may ask for, whatever its range says.
inline constexpr long long kMaxListLimit = 1000;

// The longest text a filter value may hold, in characters (search text, codes, slugs).
inline constexpr std::size_t kMaxFilterTextChars = 200;

// react-admin's list parameters (ra-data-simple-rest, ARCHITECTURE.md section 4):
// sort=["field","ASC"], range=[0,24], filter={...}. What a domain's list understands (its sort
// fields, its filters and their types) stays in the domain; this reads the shape they share.
//
// The typed accessors read one filter value. A key the filter does not hold, or holds as null or
// "", is absent. A value of the wrong type throws ApiError(invalid) keyed by the filter's name:
// a list must not quietly answer everything when a filter it knows cannot be applied. Keys nobody
// asks for are ignored, as unknown JSON fields are everywhere.
struct ListParams {
  std::optional<std::string> sort;  // one of the allowed fields; nothing: the list's own order
  bool descending = false;          // sort order "DESC"
  long long offset = 0;             // range's first row
  std::optional<long long> limit;   // rows in range, at most kMaxListLimit; nothing: no range
  boost::json::object filter;       // empty when absent

  bool has(std::string_view key) const;

  // A string of at most max_chars characters, UTF-8, without control or bidi characters.
  std::optional<std::string> text(std::string_view key,
                                  std::size_t max_chars = kMaxFilterTextChars) const;
  // true/false, or the strings "true"/"false" (a filter sent through a plain query builder).
  std::optional<bool> flag(std::string_view key) const;
  // A record id: a positive integer JSON number or a string of digits, nothing else (no 1e3,
  // 1.5, "12abc", signs or zero).
  std::optional<long long> id(std::string_view key) const;
  // A list of ids (react-admin's getMany sends filter={"id":[1,2]}); a single id is a list of one.
  std::optional<std::vector<long long>> ids(std::string_view key) const;
  // An integer: a JSON integer or a string of digits with an optional minus sign.
  std::optional<long long> integer(std::string_view key) const;
  // A finite number: a JSON number or a string holding one.
  std::optional<double> number(std::string_view key) const;
  // A date filter's text, 422 "Некорректная дата" for a value that is not a string. Whether the
  // string is a date the domain checks, as it reads dates its own way (a bad value is its 400).
  std::optional<std::string> date_text(std::string_view key) const;
};

// Reads the three parameters' raw (percent-decoded) values; an empty value is an absent one.
// Throws ApiError(bad_request): "Некорректный параметр sort|range|filter" for a value that is not
// JSON or not of its shape (sort: [field, order]; range: [from, to], integers, 0 <= from <= to;
// filter: an object), "Сортировка по полю X не поддерживается" for a field not in sort_fields.
// A pure function of its input, safe for any bytes.
ListParams parse_list_params(std::string_view sort, std::string_view range, std::string_view filter,
                             std::span<const std::string_view> sort_fields);

// The same over a request's query parameters.
ListParams list_params(const Request& request, std::span<const std::string_view> sort_fields);

}  // namespace platform::http
