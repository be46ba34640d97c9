// The cart side of an order's confirm (decision 0013): inside the order's transaction, the cart
// is locked, checked as a whole and emptied of what was ordered. The order side (items, places,
// numbers, mail) is orders::OrderService::confirm.
#include <soci/soci.h>

#include <map>

#include "cart/service.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"

namespace platform::cart {

Cart CartService::lock_for_order(soci::session& s, long long user_id) {
  return CartRepository::lock(s, user_id) ? CartRepository::load(s, user_id) : Cart{};
}

std::vector<EventState> CartService::check_for_order(
    soci::session& s, long long user_id, const Cart& cart,
    const std::vector<const ChosenService*>& chosen, const std::set<long long>& read_events,
    const service_catalog::Snapshot& services, const std::string& today) {
  core::FieldErrors errors;
  std::vector<long long> ids;
  for (const auto& e : cart.events) ids.push_back(e.event_id);
  auto states = CartRepository::events(s, ids);
  std::map<long long, const EventState*> state_of;
  for (const auto& st : states) state_of[st.id] = &st;
  for (std::size_t i = 0; i < cart.events.size(); ++i) {
    const auto& e = cart.events[i];
    const auto it = state_of.find(e.event_id);
    if (it == state_of.end() || !read_events.contains(e.event_id)) {
      throw core::ApiError(core::ErrorKind::conflict,
                           "Корзина изменилась, проверьте её и оформите заказ ещё раз");
    }
    if (const auto why = refusal(*it->second, e.count, today)) {
      errors[core::concat("events[", std::to_string(i), "]")].push_back(*why);
    }
  }
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    const auto* sv = services.service(chosen[i]->service_id);
    const std::string field = core::concat("services[", std::to_string(i), "]");
    if (!sv || !sv->published) {
      errors[field].push_back("Услуга больше недоступна: снимите её с выбора");
      continue;
    }
    for (const auto& p : sv->params) {
      const auto* v = chosen[i]->value_of(p.id);
      if (p.required && (!v || (!v->value && !v->file_id))) {
        errors[field].push_back(
            core::concat("Заполните поле «", p.label, "» услуги «", sv->name, "»"));
      }
    }
  }
  if (!errors.empty()) {
    throw core::ApiError(core::ErrorKind::invalid, "Заказ не оформлен: проверьте корзину",
                         std::move(errors));
  }
  const auto finals = finals_of(states);
  if (finals.empty()) return states;
  const auto missing = unmet(states, CartRepository::requirements(s, finals),
                             CartRepository::ordered_project_events(s, user_id));
  if (missing.empty()) return states;
  std::string message = kFinalWarning;
  std::vector<std::string> lines;
  for (const auto& h : missing) {
    std::string line = core::concat("«", h.title, "» — ", std::to_string(h.count));
    message.append(lines.empty() ? " " : ", ").append(line);
    lines.push_back(line);
  }
  throw core::ApiError(core::ErrorKind::invalid, std::move(message),
                       core::FieldErrors{{"final_requirements", lines}});
}

void CartService::clear_ordered(soci::session& s, long long user_id, long long order_id,
                                const std::string& now) {
  CartRepository::clear_ordered(s, user_id, order_id, now);
}

}  // namespace platform::cart
