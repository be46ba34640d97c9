#include "audit/json.hpp"

#include <boost/json.hpp>
#include <string_view>

#include "core/json_null.hpp"

namespace platform::audit {
namespace json = boost::json;

namespace {

json::value parsed(const std::optional<std::string>& text) {
  if (!text) return nullptr;
  boost::system::error_code ec;
  auto v = json::parse(*text, ec);
  return ec ? json::value(nullptr) : v;
}

// The keys whose values differ between two records (all keys of the one there is otherwise).
// `updated_at` is left out: every edit moves it (or not, within the same second), and the entry
// carries its own time, so listing it would only make the history depend on the clock.
json::array changed_fields(const json::value& before, const json::value& after) {
  json::array out;
  const auto* b = before.if_object();
  const auto* a = after.if_object();
  const auto bookkeeping = [](std::string_view key) { return key == "updated_at"; };
  if (a) {
    for (const auto& [key, value] : *a) {
      const auto* old = b ? b->if_contains(key) : nullptr;
      if (!bookkeeping(key) && (!old || *old != value)) out.emplace_back(key);
    }
  }
  if (b) {
    for (const auto& [key, value] : *b) {
      if (!bookkeeping(key) && (!a || !a->contains(key))) out.emplace_back(key);
    }
  }
  return out;
}

}  // namespace

json::object to_json(const Entry& e) {
  auto before = parsed(e.before_json);
  auto after = parsed(e.after_json);
  auto changed = changed_fields(before, after);
  return {{"id", e.id},
          {"actor", e.actor_id ? json::value(json::object{{"id", *e.actor_id},
                                                          {"email", core::or_null(e.actor_email)},
                                                          {"name", core::or_null(e.actor_name)}})
                               : json::value(nullptr)},
          {"action", e.action},
          {"before", std::move(before)},
          {"after", std::move(after)},
          {"changed", std::move(changed)},
          {"created_at", e.created_at}};
}

}  // namespace platform::audit
