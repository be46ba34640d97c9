// react-admin's list parameters (http/list_params.hpp): the input's three lines are the sort,
// range and filter values, then every typed accessor reads every filter key. ApiError (400 for
// the parameters, 422 for a filter of the wrong type) is the expected answer to bad input. What
// parses must keep its promises: a sort field from the allowed list, a range inside its bounds.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/errors.hpp"
#include "fuzz_input.hpp"
#include "http/list_params.hpp"

namespace {

using namespace platform;

constexpr std::string_view kSortFields[] = {"id", "name", "created_at"};

template <typename Read>
void read_quietly(Read read) {
  try {
    (void)read();
  } catch (const core::ApiError& e) {
    if (e.kind() != core::ErrorKind::invalid || e.fields().size() != 1) {
      fuzz::broken("a filter refused other than by one field's 422");
    }
  }
}

void read_every_filter(const http::ListParams& p) {
  for (const auto& entry : p.filter) {
    const std::string_view key = entry.key();
    (void)p.has(key);
    read_quietly([&] { return p.text(key); });
    read_quietly([&] { return p.text(key, 3); });
    read_quietly([&] { return p.flag(key); });
    read_quietly([&] { return p.id(key); });
    read_quietly([&] { return p.ids(key); });
    read_quietly([&] { return p.integer(key); });
    read_quietly([&] { return p.number(key); });
    read_quietly([&] { return p.date_text(key); });
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view rest = fuzz::as_text(data, size);
  const auto sort = fuzz::next_field(rest);
  const auto range = fuzz::next_field(rest);
  const auto filter = rest;
  http::ListParams p;
  try {
    p = http::parse_list_params(sort, range, filter, kSortFields);
  } catch (const core::ApiError& e) {
    if (e.kind() != core::ErrorKind::bad_request)
      fuzz::broken("parameters refused other than by 400");
    return 0;
  }
  if (p.sort && *p.sort != "id" && *p.sort != "name" && *p.sort != "created_at") {
    fuzz::broken("a sort field outside the allowed list");
  }
  if (p.offset < 0) fuzz::broken("a negative offset");
  if (p.limit && (*p.limit < 1 || *p.limit > http::kMaxListLimit)) {
    fuzz::broken("a limit outside 1..kMaxListLimit");
  }
  read_every_filter(p);
  return 0;
}
