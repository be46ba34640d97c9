#include "cart/service.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <boost/json.hpp>
#include <fstream>
#include <map>
#include <set>

#include "auth/crypto.hpp"
#include "cart/params.hpp"
#include "catalog/dates.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "files/documents.hpp"

namespace platform::cart {
namespace json = boost::json;

std::optional<std::string> CartService::refusal(const EventState& e, int count,
                                                const std::string& today) {
  if (!e.published)
    return core::concat("Мероприятие «", e.name, "» снято с публикации, запись на него закрыта");
  if (e.date_start < today) {
    return core::concat("Мероприятие «", e.name,
                        "» уже началось или прошло, запись на него закрыта");
  }
  if (e.places_left <= 0) return core::concat("На мероприятие «", e.name, "» не осталось мест");
  if (count > e.places_left) {
    return core::concat("На мероприятие «", e.name,
                        "» осталось мест: ", std::to_string(e.places_left));
  }
  return std::nullopt;
}

std::vector<long long> CartService::finals_of(const std::vector<EventState>& events) {
  std::vector<long long> finals;
  for (const auto& e : events) {
    if (e.type == "final") finals.push_back(e.id);
  }
  return finals;
}

std::vector<Hint> CartService::unmet(const std::vector<EventState>& events,
                                     const std::vector<Requirement>& requirements,
                                     const std::vector<std::pair<long long, long long>>& ordered) {
  std::vector<Hint> out;
  if (requirements.empty()) return out;
  // Distinct non-final events per project: in the cart, and in orders that are not cancelled.
  std::map<long long, std::set<long long>> taken;
  for (const auto& e : events) {
    if (e.type != "final" && e.project_id) taken[*e.project_id].insert(e.id);
  }
  for (const auto& [event_id, project_id] : ordered) taken[project_id].insert(event_id);
  for (const auto& r : requirements) {
    const int have = static_cast<int>(taken[r.project_id].size());
    if (have >= r.count) continue;
    out.push_back(
        {r.final_event_id, r.project_title, r.project_code, r.count, have, r.count - have});
  }
  return out;
}

json::object CartService::view(long long user_id) {
  const Cart cart = carts_.load(user_id);
  std::vector<long long> ids;
  for (const auto& e : cart.events) ids.push_back(e.event_id);
  const auto cards = catalog_.event_cards(ids);
  std::vector<Hint> missing;
  // The cards name each event's type: only a basket holding a final needs the hint's queries.
  const bool has_final = std::any_of(cards.begin(), cards.end(), [](const json::value& c) {
    return c.as_object().at("type") == "final";
  });
  if (has_final) {
    const auto states = carts_.events(ids);
    const auto finals = finals_of(states);
    if (!finals.empty()) {
      missing = unmet(states, carts_.requirements(finals), carts_.ordered_project_events(user_id));
    }
  }
  long long total = 0;
  int products = 0;
  json::array events;
  for (const auto& item : cart.events) {
    for (const auto& card : cards) {
      const auto& c = card.as_object();
      if (c.at("event_id").as_int64() != item.event_id) continue;
      json::object e = c;
      e["count"] = item.count;
      const long long amount = c.at("price_participation").to_number<long long>() * item.count;
      e["amount"] = amount;
      json::array hint;
      for (const auto& h : missing) {
        if (h.final_event_id != item.event_id) continue;
        hint.push_back(json::object{{"title", h.title},
                                    {"code", h.code},
                                    {"count", h.count},
                                    {"value", h.value},
                                    {"required", h.required}});
      }
      e["final_hint"] = std::move(hint);
      total += amount;
      ++products;
      events.push_back(std::move(e));
    }
  }
  const auto snap = services_.snapshot();
  const auto catalogue = catalog_.snapshot();
  std::optional<json::array> formats;
  json::array services;
  for (const auto& cs : cart.services) {
    const auto* sv = snap->service(cs.service_id);
    if (!sv) continue;
    json::object o = service_catalog::to_json(*sv, snap->category(sv->category_id));
    o["id"] = cs.id;
    o["service_id"] = sv->id;
    o["status"] = "new";
    o["checked"] = cs.checked;
    o["available"] = sv->published;
    json::array params;
    for (const auto& p : sv->params) {
      json::object po = service_catalog::to_json(p);
      const auto* v = cs.value_of(p.id);
      po["value"] = v && v->value ? json::value(*v->value) : json::value(nullptr);
      po["file"] = v && v->file_id ? json::value(json::object{{"id", *v->file_id},
                                                              {"name", v->file_name.value_or("")},
                                                              {"size", v->file_size}})
                                   : json::value(nullptr);
      if (p.type == "creative_type") {
        json::array options;
        for (const auto& t : catalogue->creative_types) {
          options.push_back(json::object{{"value", t.slug}, {"title", t.title}});
        }
        po["options"] = std::move(options);
      } else if (p.type == "execution-format") {
        if (!formats) {
          formats.emplace();
          for (const auto& [code, title] : carts_.execution_formats()) {
            formats->push_back(json::object{{"value", code}, {"title", title}});
          }
        }
        po["options"] = *formats;
      }
      params.push_back(std::move(po));
    }
    o["params"] = std::move(params);
    if (cs.checked && sv->published) {
      total += sv->price_final;
      ++products;
    }
    services.push_back(std::move(o));
  }
  return {{"user_id", user_id},
          {"events", std::move(events)},
          {"services", std::move(services)},
          {"total", total},
          {"count", products},
          {"version", cart.version},
          {"final_warning", missing.empty() ? json::value(nullptr) : json::value(kFinalWarning)}};
}

}  // namespace platform::cart

namespace platform::cart {
namespace {

class Errors {
 public:
  void fail(const std::string& field, std::string message) {
    auto& l = errors_[field];
    if (l.empty()) l.push_back(std::move(message));
  }
  void finish() {
    if (!errors_.empty()) core::throw_invalid(std::move(errors_));
  }

 private:
  core::FieldErrors errors_;
};

// The name a user gave the file, without folders or control characters, at most 200 bytes.
}  // namespace

json::object CartService::update(long long user_id, const Update& u) {
  Errors errors;
  const std::string today = catalog::today_utc();
  std::vector<long long> ids;
  for (const auto& e : u.events) {
    if (!e.remove) ids.push_back(e.event_id);
  }
  const auto states = carts_.events(ids);
  for (std::size_t i = 0; i < u.events.size(); ++i) {
    const auto& change = u.events[i];
    if (change.remove) continue;
    const std::string field = core::concat("events[", std::to_string(i), "]");
    const EventState* state = nullptr;
    for (const auto& st : states) {
      if (st.id == change.event_id) state = &st;
    }
    if (!state) {
      errors.fail(field, "Мероприятие не найдено");
      continue;
    }
    if (const auto why = refusal(*state, change.count, today)) errors.fail(field, *why);
  }
  const auto snap = services_.snapshot();
  const auto catalogue = catalog_.snapshot();
  for (std::size_t i = 0; i < u.services.size(); ++i) {
    const auto& change = u.services[i];
    if (change.remove) continue;
    const std::string field = core::concat("services[", std::to_string(i), "]");
    const auto* sv = snap->service(change.service_id);
    if (!sv) {
      errors.fail(field, "Услуга не найдена");
      continue;
    }
    if (!sv->published) {
      errors.fail(field, core::concat("Услуга «", sv->name, "» больше недоступна"));
      continue;
    }
    for (std::size_t j = 0; j < change.params.size(); ++j) {
      const auto& pc = change.params[j];
      const std::string pf = core::concat(field, ".params[", std::to_string(j), "]");
      const auto* param = sv->param(pc.param_id);
      if (!param) {
        errors.fail(pf, "Параметр не найден");
        continue;
      }
      if (!pc.value && !pc.file_id) continue;  // clearing is always fine
      if (param->type == "file") {
        const auto file = pc.file_id ? carts_.file(*pc.file_id) : std::nullopt;
        if (!file || file->user_id != user_id || file->kind != "service-param") {
          errors.fail(pf, "Файл не найден: загрузите PDF заново");
        }
        continue;
      }
      if (!pc.value) {
        errors.fail(pf, "Должно быть строкой");
        continue;
      }
      if (param->type == "video") {
        if (const auto m = check_video_url(*pc.value)) errors.fail(pf, *m);
      } else if (param->type == "creative_type") {
        if (!catalogue->creative_type(*pc.value)) errors.fail(pf, kNotInListMessage);
      } else if (param->type == "execution-format") {
        if (!carts_.execution_format_exists(*pc.value)) errors.fail(pf, kNotInListMessage);
      }
    }
  }
  errors.finish();
  carts_.apply(user_id, u.events, u.services);
  return view(user_id);
}

json::object CartService::upload(long long user_id, long long service_id, long long param_id,
                                 const std::string& filename, std::string_view bytes) {
  const auto snap = services_.snapshot();
  const auto* sv = snap->service(service_id);
  if (!sv || !sv->published) core::throw_invalid({{"service_id", {"Услуга не найдена"}}});
  const auto* param = sv->param(param_id);
  if (!param || param->type != "file") core::throw_invalid({{"param_id", {"Параметр не найден"}}});
  if (const auto m = files::check_pdf(bytes)) core::throw_invalid({{"file", {*m}}});
  uploads_.admit(user_id, bytes.size());
  const std::string relative = core::concat("service-params/", auth::random_hex(16), ".pdf");
  files_.write(relative, bytes);
  const long long file_id = carts_.add_file(user_id, relative, static_cast<long long>(bytes.size()),
                                            files::clean_name(filename));
  const auto replaced = carts_.param_file(user_id, service_id, param_id);
  ServiceChange change;
  change.service_id = service_id;
  change.params.push_back({param_id, std::nullopt, file_id});
  carts_.apply(user_id, {}, {change});
  if (replaced && *replaced != file_id) uploads_.release(*replaced);
  return view(user_id);
}

StoredFile CartService::own_file(long long user_id, long long file_id) {
  auto file = carts_.file(file_id);
  if (!file || file->user_id != user_id || file->kind != "service-param") {
    core::throw_not_found("Файл не найден");
  }
  return std::move(*file);
}

}  // namespace platform::cart
