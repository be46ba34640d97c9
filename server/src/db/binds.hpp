#pragma once

#include <soci/soci.h>

#include <deque>
#include <string>
#include <utility>
#include <vector>

namespace platform::db {

// The values of a statement whose SQL is put together at run time (a list's optional filters,
// an IN list of ids): every value is bound, none is written into the SQL. add() keeps the value
// and returns the placeholder to write in its place; db::query_bound hands them to the statement.
// The values live here (SOCI binds references), so a Binds outlives the statement's execution.
class Binds {
 public:
  std::string add(long long value) { return keep(ints_, value); }
  std::string add(int value) { return keep(ints_, static_cast<long long>(value)); }
  std::string add(std::string value) { return keep(texts_, std::move(value)); }
  std::string add(const char* value) { return keep(texts_, std::string(value)); }

  // "(:b0, :b1, ...)" for `x IN` over the values; "(NULL)" (matches nothing) when there are none.
  std::string add_list(const std::vector<long long>& values) {
    if (values.empty()) return "(NULL)";
    std::string out = "(";
    for (const auto value : values) {
      if (out.size() > 1) out += ", ";
      out += add(value);
    }
    out += ')';
    return out;
  }

  void bind_to(soci::statement& st) const {
    for (const auto& [name, value] : ints_) st.exchange(soci::use(value, name));
    for (const auto& [name, value] : texts_) st.exchange(soci::use(value, name));
  }

 private:
  template <typename T>
  std::string keep(std::deque<std::pair<std::string, T>>& values, T value) {
    // Appended, not "b" + …: GCC 12 at -O3 misreports that concatenation (-Wrestrict).
    std::string name = "b";
    name += std::to_string(count_++);
    std::string placeholder = ":";
    placeholder += name;
    values.emplace_back(std::move(name), std::move(value));
    return placeholder;
  }

  std::size_t count_ = 0;
  std::deque<std::pair<std::string, long long>> ints_;  // deque: references stay valid
  std::deque<std::pair<std::string, std::string>> texts_;
};

}  // namespace platform::db
