#include "orders/service.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/json.hpp>
#include <chrono>
#include <map>
#include <set>

#include "catalog/dates.hpp"
#include "catalog/places.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "core/csv.hpp"
#include "core/errors.hpp"
#include "db/work.hpp"
#include "orders/emails.hpp"

namespace platform::orders {
namespace json = boost::json;

Staff staff_of(const users::User& user) {
  const auto has = [&user](const char* role) {
    return std::find(user.roles.begin(), user.roles.end(), role) != user.roles.end();
  };
  return {user.id, has("Admin") || has("ManagerOrdersSenior")};
}

namespace {

// The events an order holds places of.
std::vector<long long> event_ids_of(const Order& order) {
  std::vector<long long> ids;
  for (const auto& item : order.items) {
    if (item.event_id) ids.push_back(*item.event_id);
  }
  return ids;
}

[[noreturn]] void refuse(std::string message, core::FieldErrors fields) {
  throw core::ApiError(core::ErrorKind::invalid, std::move(message), std::move(fields));
}

json::object state_json(const Order& o) {
  return {
      {"status", o.status},
      {"manager_id", o.manager_id ? json::value(*o.manager_id) : json::value(nullptr)},
      {"cancel_reason", o.cancel_reason ? json::value(*o.cancel_reason) : json::value(nullptr)}};
}

}  // namespace

// What a confirm reads before its transaction (one pooled connection at a time per request): the
// event cards the order items copy, the handbook titles of param values. The transaction
// re-reads the cart and refuses when it holds an event not read here.
struct OrderService::Reads {
  std::map<long long, json::object> cards;
  std::set<long long> event_ids;
  std::map<std::string, std::string> formats;
  std::shared_ptr<const catalog::Snapshot> catalogue;
  std::shared_ptr<const service_catalog::Snapshot> services;
  std::vector<Manager> managers;  // told of the new order
};

// An order built from a cart, and the uploaded files its service params hold.
struct OrderService::NewOrder {
  Order order;
  std::vector<long long> files;
};

Order OrderService::confirm(const users::User& user) {
  const Reads reads = read_for_confirm(user.id);
  const std::string today = catalog::today_utc();
  const std::string now = db::now_utc();
  std::optional<long long> order_id;
  bool repeated = false;
  {
    db::Work s(orders_.database());
    const cart::Cart c = cart::CartService::lock_for_order(s, user.id);
    std::vector<const cart::ChosenService*> chosen;
    for (const auto& cs : c.services) {
      if (cs.checked) chosen.push_back(&cs);
    }
    if (c.events.empty() && chosen.empty()) {
      order_id = repeated_confirm(c);
      repeated = true;
    } else {
      const auto states = cart::CartService::check_for_order(s, user.id, c, chosen, reads.event_ids,
                                                             *reads.services, today);
      take_places(s, c, states);
      NewOrder made = new_order(user, c, chosen, reads, now);
      save(s, made, user.id, now);
      cart::CartService::clear_ordered(s, user.id, made.order.id, now);
      queue_confirmed_mail(s, made.order, reads.managers);
      catalog_.places_changed(s, event_ids_of(made.order));
      order_id = made.order.id;
    }
    s.commit();
  }
  auto saved = orders_.find(*order_id);
  if (!saved) {
    if (repeated) core::throw_not_found("Заказ не найден");
    throw std::runtime_error("confirmed order vanished");
  }
  if (!repeated) announce_confirmed(*saved);
  return std::move(*saved);
}

OrderService::Reads OrderService::read_for_confirm(long long user_id) {
  Reads reads;
  for (const auto& e : cart_service_.load(user_id).events) reads.event_ids.insert(e.event_id);
  const std::vector<long long> ids(reads.event_ids.begin(), reads.event_ids.end());
  for (auto& card : catalog_.event_cards(ids)) {
    reads.cards[card.as_object().at("event_id").as_int64()] = std::move(card.as_object());
  }
  // An event whose card is missing (deleted meanwhile) counts as not read: the check refuses it.
  std::erase_if(reads.event_ids, [&reads](long long id) { return !reads.cards.contains(id); });
  for (const auto& [code, title] : cart_service_.execution_formats()) reads.formats[code] = title;
  reads.catalogue = catalog_.snapshot();
  reads.services = services_.snapshot();
  reads.managers = orders_.managers();
  return reads;
}

long long OrderService::repeated_confirm(const cart::Cart& c) {
  // A double click: the order this cart became a moment ago.
  const auto window =
      core::format_utc(core::system_now() - std::chrono::seconds(kRepeatConfirmSeconds));
  if (c.confirmed_order_id && c.confirmed_at && *c.confirmed_at >= window) {
    return *c.confirmed_order_id;
  }
  refuse("Корзина пуста", {{"cart", {"Добавьте в корзину мероприятие или услугу"}}});
}

void OrderService::take_places(soci::session& s, const cart::Cart& c,
                               const std::vector<cart::EventState>& states) {
  // In event id order, so that two confirms never wait on each other in a cycle.
  std::vector<cart::CartEvent> by_id = c.events;
  std::sort(by_id.begin(), by_id.end(), [](auto& a, auto& b) { return a.event_id < b.event_id; });
  for (const auto& e : by_id) {
    if (catalog::take_places(s, e.event_id, e.count)) continue;
    const auto state = std::find_if(states.begin(), states.end(),
                                    [&e](const auto& st) { return st.id == e.event_id; });
    throw core::ApiError(
        core::ErrorKind::conflict,
        core::concat("Пока вы оформляли заказ, места на «",
                     state == states.end() ? std::string() : state->name, "» закончились"));
  }
}

OrderService::NewOrder OrderService::new_order(
    const users::User& user, const cart::Cart& c,
    const std::vector<const cart::ChosenService*>& chosen, const Reads& reads,
    const std::string& now) {
  NewOrder made;
  Order& order = made.order;
  order.user_id = user.id;
  order.status = "new";
  order.created_at = order.updated_at = now;
  order.confirm_key = core::concat(std::to_string(c.id), ":", std::to_string(c.version));
  order.first_name = user.first_name;
  order.last_name = user.last_name;
  order.email = user.email;
  order.phone = user.phone;
  int sort = 0;
  for (const auto& e : c.events) {
    const auto& card = reads.cards.at(e.event_id);
    Item item;
    item.sort = sort++;
    item.kind = "event";
    item.event_id = e.event_id;
    item.code = std::string(card.at("code").as_string());
    item.name = std::string(card.at("name").as_string());
    item.price = static_cast<int>(card.at("price_participation").to_number<long long>());
    item.count = e.count;
    item.amount = static_cast<long long>(item.price) * e.count;
    json::object details{{"type", card.at("type")},
                         {"date", card.at("date")},
                         {"place", card.at("place")},
                         {"price_trip", card.at("price_trip")},
                         {"package_trip", card.at("package_trip")},
                         {"photo", card.at("photo")}};
    item.details_json = json::serialize(details);
    order.total += item.amount;
    order.items.push_back(std::move(item));
  }
  for (const auto* cs : chosen) {
    const auto* sv = reads.services->service(cs->service_id);
    Item item;
    item.sort = sort++;
    item.kind = "service";
    item.service_id = sv->id;
    item.code = sv->code;
    item.name = sv->name;
    item.price = sv->price_final;
    item.count = 1;
    item.amount = sv->price_final;
    const auto* category = reads.services->category(sv->category_id);
    item.details_json = json::serialize(
        json::object{{"description", sv->description},
                     {"category", category ? json::value(category->title) : json::value(nullptr)}});
    json::array params;
    for (const auto& p : sv->params) {
      const auto* v = cs->value_of(p.id);
      if (!v || (!v->value && !v->file_id)) continue;
      json::object po{{"param_id", p.id}, {"type", p.type}, {"label", p.label}};
      std::string shown = v->value.value_or("");
      if (p.type == "creative_type") {
        if (const auto* t = reads.catalogue->creative_type(shown)) shown = t->title;
      } else if (p.type == "execution-format" && reads.formats.contains(shown)) {
        shown = reads.formats.at(shown);
      }
      po["value"] = v->value ? json::value(*v->value) : json::value(nullptr);
      po["title"] = shown;
      if (v->file_id) {
        po["file"] = json::object{
            {"id", *v->file_id}, {"name", v->file_name.value_or("")}, {"size", v->file_size}};
        made.files.push_back(*v->file_id);
      }
      params.push_back(std::move(po));
    }
    item.params_json = json::serialize(params);
    order.total += item.amount;
    order.items.push_back(std::move(item));
  }
  return made;
}

void OrderService::save(soci::session& s, NewOrder& made, long long user_id,
                        const std::string& now) {
  const int year = std::stoi(now.substr(0, 4));
  made.order.number = order_number(year, OrderRepository::next_sequence(s, year));
  OrderRepository::insert(s, made.order);
  for (const auto f : made.files) OrderRepository::add_file(s, made.order.id, f);
  OrderRepository::add_history(s, made.order.id, "new", std::nullopt, user_id, now);
}

void OrderService::queue_confirmed_mail(db::Work& s, const Order& order,
                                        const std::vector<Manager>& managers) {
  const auto to_user = confirmed_email(order);
  postman_.email(s, order.email, to_user.subject, to_user.body);
  const auto to_managers = new_order_email(order);
  for (const auto& m : managers) postman_.email(s, m.email, to_managers.subject, to_managers.body);
}

void OrderService::announce_confirmed(const Order& order) {
  spdlog::info("order {} confirmed by user #{}", order.number, order.user_id);
}

std::vector<Order> OrderService::of_user(long long user_id) {
  return orders_.of_user(user_id);
}

Order OrderService::own(long long user_id, const std::string& number) {
  auto o = orders_.find_by_number(number);
  if (!o || o->user_id != user_id) core::throw_not_found("Заказ не найден");
  return std::move(*o);
}

Order OrderService::moved(db::Work& s, long long id, const std::string& status,
                          const std::optional<std::string>& reason, std::optional<long long> actor,
                          bool takes) {
  const std::string now = db::now_utc();
  // A write first (the row's lock on PostgreSQL), then the current status under the lock.
  s << "UPDATE orders SET updated_at = updated_at WHERE id = :id", soci::use(id);
  const auto current = OrderRepository::status_for_update(s, orders_.database().backend(), id);
  if (!current) core::throw_not_found("Заказ не найден");
  const auto allowed = next_statuses(*current);
  if (std::find(allowed.begin(), allowed.end(), status) == allowed.end()) {
    throw core::ApiError(core::ErrorKind::conflict,
                         core::concat("Заказ в статусе «", status_title(*current),
                                      "» нельзя перевести в статус «", status_title(status), "»"));
  }
  OrderRepository::set_status(s, id, status, status == "cancelled" ? reason : std::nullopt, now);
  OrderRepository::add_history(s, id, status, reason, actor, now);
  if (status == "cancelled") {
    for (const auto& [event_id, count] : OrderRepository::event_counts(s, id)) {
      catalog::give_back_places(s, event_id, count);
    }
  }
  if (takes && actor) OrderRepository::set_manager(s, id, *actor, now);
  auto after = OrderRepository::find(s, id);
  const auto mail = status_email(*after);
  postman_.email(s, after->email, mail.subject, mail.body);
  if (status == "cancelled") catalog_.places_changed(s, event_ids_of(*after));
  return std::move(*after);
}

Order OrderService::cancel_own(const users::User& user, const std::string& number) {
  const Order before = own(user.id, number);
  if (before.status != "new") {
    throw core::ApiError(core::ErrorKind::conflict,
                         "Отменить можно только новый заказ: этот уже в обработке");
  }
  db::Work work(orders_.database());
  Order after = moved(work, before.id, "cancelled", std::string("Отменён покупателем"), user.id);
  record(work, user.id, before, after, "cancel");
  work.commit();
  return after;
}

void OrderService::restrict(ListQuery& q, const Staff& staff) {
  if (!staff.sees_all) q.visible_to_manager = staff.id;
}

std::pair<std::vector<Order>, long long> OrderService::list(ListQuery q, const Staff& staff) {
  restrict(q, staff);
  const long long total = orders_.count(q);
  return {orders_.list(q, true), total};
}

std::string OrderService::csv(ListQuery q, const Staff& staff) {
  restrict(q, staff);
  q.offset = 0;
  q.limit = kMaxCsvRows;
  std::string out(core::kUtf8Bom);
  out.append(core::csv_line({"Номер", "Дата", "Статус", "Покупатель", "Email", "Телефон",
                             "Мероприятия", "Города", "Услуги", "Сумма, руб.", "Менеджер"}));
  for (const auto& o : orders_.list(q, true)) {
    std::string events, services, cities;
    for (const auto& i : o.items) {
      std::string& target = i.kind == "event" ? events : services;
      if (!target.empty()) target.append(", ");
      target.append(i.name);
      if (i.kind == "event" && i.count > 1) {
        target.append(" × ");
        target.append(std::to_string(i.count));
      }
    }
    for (const auto& c : o.cities) {
      if (cities.find(c) != std::string::npos) continue;
      if (!cities.empty()) cities.append(", ");
      cities.append(c);
    }
    std::string date = o.created_at.substr(8, 2);
    date.append(".");
    date.append(o.created_at.substr(5, 2));
    date.append(".");
    date.append(o.created_at.substr(0, 4));
    date.append(" ");
    date.append(o.created_at.substr(11, 5));
    std::string customer = o.last_name;
    customer.append(" ");
    customer.append(o.first_name);
    out.append(core::csv_line({o.number, date, status_title(o.status), customer, o.email,
                               o.phone.value_or(""), events, cities, services,
                               std::to_string(o.total), o.manager_name.value_or("")}));
  }
  return out;
}

Order OrderService::get(long long id, const Staff& staff) {
  auto o = orders_.find(id);
  if (!o || (!staff.sees_all && o->manager_id && *o->manager_id != staff.id)) {
    core::throw_not_found("Заказ не найден");
  }
  return std::move(*o);
}

void OrderService::record(db::Work& work, std::optional<long long> actor, const Order& before,
                          const Order& after, const char* action) {
  audit::Entry e;
  e.actor_id = actor;
  e.entity = "order";
  e.entity_id = after.id;
  e.action = action;
  e.before_json = json::serialize(state_json(before));
  e.after_json = json::serialize(state_json(after));
  e.created_at = db::now_utc();
  audit::AuditRepository::record(work, e);
}

Order OrderService::change_status(long long id, const std::string& status,
                                  const std::optional<std::string>& reason, const Staff& staff) {
  const Order before = get(id, staff);
  if (!is_status(status)) core::throw_invalid({{"status", {"Недопустимое значение"}}});
  if (status == "cancelled" && (!reason || reason->empty())) {
    core::throw_invalid({{"reason", {"Укажите причину отмены"}}});
  }
  // A manager who moves an unassigned order takes it.
  const bool takes = !before.manager_id && !staff.sees_all;
  db::Work work(orders_.database());
  Order after = moved(work, id, status, reason, staff.id, takes);
  record(work, staff.id, before, after, "status");
  work.commit();
  return after;
}

Order OrderService::assign(long long id, std::optional<long long> manager_id, const Staff& staff) {
  Order before = get(id, staff);
  if (!staff.sees_all && (manager_id != std::optional<long long>(staff.id) || before.manager_id)) {
    throw core::ApiError(
        core::ErrorKind::forbidden,
        "Назначать заказы другим менеджерам может только старший менеджер заказов");
  }
  std::optional<Manager> manager;
  if (manager_id) {
    const auto list = orders_.managers();
    const auto found = std::find_if(list.begin(), list.end(),
                                    [&](const Manager& m) { return m.id == *manager_id; });
    if (found == list.end()) core::throw_invalid({{"manager_id", {"Это не менеджер заказов"}}});
    manager = *found;
  }
  if (before.manager_id == manager_id) return before;
  Order after;
  {
    db::Work s(orders_.database());
    OrderRepository::set_manager(s, id, manager_id, db::now_utc());
    after = *OrderRepository::find(s, id);
    // The manager learns of an order someone else gave them (taking one yourself needs no mail).
    if (manager && manager->id != staff.id) {
      const auto mail = assigned_email(after, manager->name);
      postman_.email(s, manager->email, mail.subject, mail.body);
    }
    record(s, staff.id, before, after, "assign");
    s.commit();
  }
  return after;
}

Order OrderService::comment(long long id, const std::string& text, const Staff& staff) {
  get(id, staff);
  db::Work work(orders_.database());
  OrderRepository::add_comment(work, id, staff.id, text, db::now_utc());
  Order after = *OrderRepository::find(work, id);
  audit::Entry e;
  e.actor_id = staff.id;
  e.entity = "order";
  e.entity_id = id;
  e.action = "comment";
  e.after_json = json::serialize(json::object{{"text", text}});
  e.created_at = db::now_utc();
  audit::AuditRepository::record(work, e);
  work.commit();
  return after;
}

std::pair<std::optional<std::string>, std::string> OrderService::file(long long order_id,
                                                                      long long file_id,
                                                                      const Staff& staff) {
  get(order_id, staff);
  if (!orders_.has_file(order_id, file_id)) core::throw_not_found("Файл не найден");
  const auto f = cart_service_.file(file_id);
  if (!f) core::throw_not_found("Файл не найден");
  return {cart_service_.bytes_of(*f), f->name};
}

}  // namespace platform::orders
