#include "service_catalog/service.hpp"

#include <boost/json.hpp>

#include "catalog/admin_input.hpp"
#include "core/concat.hpp"
#include "core/errors.hpp"
#include "core/validation.hpp"
#include "db/database.hpp"
#include "db/duplicate.hpp"
#include "db/lock.hpp"

namespace platform::service_catalog {
namespace json = boost::json;

const Service* Snapshot::service(long long id) const {
  for (const auto& s : services) {
    if (s.id == id) return &s;
  }
  return nullptr;
}

const Category* Snapshot::category(long long id) const {
  for (const auto& c : categories) {
    if (c.id == id) return &c;
  }
  return nullptr;
}

ServiceCatalog::ServiceCatalog(ServiceRepository& repository,
                               const catalog::CatalogService& catalog)
    : repository_(repository),
      snapshot_("service_catalog_snapshot", catalog.versions(), {cache::Domain::catalog}, 1) {}

std::shared_ptr<const Snapshot> ServiceCatalog::snapshot() {
  return snapshot_.get({}, [this] {
    return Snapshot{repository_.categories(), repository_.all()};
  });
}

namespace {

// Collects the first message per field and throws one 422 with all of them.
class Errors {
 public:
  void fail(const std::string& field, std::string message) {
    auto& l = errors_[field];
    if (l.empty()) l.push_back(std::move(message));
  }
  bool has(const std::string& field) const { return errors_.count(field) > 0; }
  void finish() {
    if (!errors_.empty()) core::throw_invalid(std::move(errors_));
  }

 private:
  core::FieldErrors errors_;
};

// `prefix` names the error of a nested object's field ("params[0]." + name).
std::optional<std::string> text(const json::object& body, const std::string& name, Errors& errors,
                                bool required, std::size_t max, const std::string& prefix = "") {
  const std::string key = prefix + name;
  const auto* v = body.if_contains(name);
  if (!v || v->is_null() ||
      (v->is_string() && v->get_string().find_first_not_of(" \t\r\n") == json::string::npos)) {
    if (required) errors.fail(key, core::kRequiredMessage);
    return std::nullopt;
  }
  if (!v->is_string()) {
    errors.fail(key, "Должно быть строкой");
    return std::nullopt;
  }
  std::string out(v->get_string());
  out.erase(0, out.find_first_not_of(" \t\r\n"));
  out.erase(out.find_last_not_of(" \t\r\n") + 1);
  if (const auto m = core::check_rule("max", static_cast<std::int64_t>(max), json::value(out))) {
    errors.fail(key, *m);
  }
  return out;
}

std::optional<long long> integer(const json::object& body, const std::string& name, Errors& errors,
                                 bool required) {
  const auto* v = body.if_contains(name);
  if (!v || v->is_null()) {
    if (required) errors.fail(name, core::kRequiredMessage);
    return std::nullopt;
  }
  if (!v->is_int64() && !v->is_uint64()) {
    errors.fail(name, "Должно быть целым числом");
    return std::nullopt;
  }
  const long long n = v->is_int64() ? v->get_int64() : static_cast<long long>(v->get_uint64());
  if (n < 0 || n > 100000000) {
    errors.fail(name, "Должно быть от 0 до 100000000");
    return std::nullopt;
  }
  return n;
}

bool flag(const json::object& body, const std::string& name, Errors& errors, bool fallback,
          const std::string& prefix = "") {
  const auto* v = body.if_contains(name);
  if (!v || v->is_null()) return fallback;
  if (!v->is_bool()) {
    errors.fail(prefix + name, "Должно быть логическим значением");
    return fallback;
  }
  return v->get_bool();
}

}  // namespace

Category ServiceCatalog::read_category(const json::object& body, long long own_id) {
  Errors errors;
  Category c;
  c.id = own_id;
  c.code = text(body, "code", errors, true, 100).value_or("");
  if (!errors.has("code")) {
    if (const auto m = catalog::check_slug(c.code))
      errors.fail("code", *m);
    else if (repository_.category_code_taken(c.code, own_id))
      errors.fail("code", "Такое значение уже занято");
  }
  c.title = text(body, "title", errors, true, 200).value_or("");
  c.sort = static_cast<int>(integer(body, "sort", errors, false).value_or(0));
  errors.finish();
  return c;
}

Service ServiceCatalog::read_service(soci::session& s, const json::object& body,
                                     const Service* existing) {
  Errors errors;
  Service v;
  if (existing) v = *existing;
  const long long own_id = existing ? existing->id : 0;
  v.code = text(body, "code", errors, true, 100).value_or("");
  if (!errors.has("code")) {
    if (const auto m = catalog::check_slug(v.code))
      errors.fail("code", *m);
    else if (ServiceRepository::service_code_taken(s, v.code, own_id))
      errors.fail("code", "Такое значение уже занято");
  }
  v.name = text(body, "name", errors, true, 300).value_or("");
  v.description = text(body, "description", errors, true, 5000).value_or("");
  const auto category_id = integer(body, "category_id", errors, true);
  if (category_id) {
    if (!ServiceRepository::category(s, *category_id))
      errors.fail("category_id", "Запись не найдена");
    v.category_id = *category_id;
  }
  const auto old = integer(body, "price_old", errors, false);
  v.price_old = old ? std::optional<int>(static_cast<int>(*old)) : std::nullopt;
  v.price_preview = text(body, "price_preview", errors, false, 100);
  v.price_final = static_cast<int>(integer(body, "price_final", errors, true).value_or(0));
  if (v.price_old && !errors.has("price_final") && *v.price_old <= v.price_final) {
    errors.fail("price_old", "Цена до скидки должна быть больше итоговой цены");
  }
  v.special = flag(body, "special", errors, existing ? existing->special : false);
  v.published = flag(body, "published", errors, existing ? existing->published : true);
  v.sort = static_cast<int>(integer(body, "sort", errors, false).value_or(0));

  v.tags.clear();
  if (const auto* tags = body.if_contains("tag_ids"); tags && !tags->is_null()) {
    if (!tags->is_array())
      errors.fail("tag_ids", "Должно быть списком");
    else {
      for (const auto& t : tags->get_array()) {
        if (!t.is_int64() || !ServiceRepository::tag_exists(s, t.get_int64())) {
          errors.fail("tag_ids", "Запись не найдена");
          break;
        }
        Tag tag;
        tag.id = t.get_int64();
        bool seen = false;
        for (const auto& x : v.tags) seen = seen || x.id == tag.id;
        if (!seen) v.tags.push_back(tag);
      }
    }
  }
  v.params.clear();
  if (const auto* params = body.if_contains("params"); params && !params->is_null()) {
    if (!params->is_array())
      errors.fail("params", "Должно быть списком");
    else {
      int i = 0;
      for (const auto& item : params->get_array()) {
        const std::string field = core::concat("params[", std::to_string(i), "]");
        if (!item.is_object()) {
          errors.fail(field, "Должно быть объектом");
          continue;
        }
        const auto& o = item.get_object();
        Param p;
        p.sort = i++;
        if (const auto* id = o.if_contains("id"); id && id->is_int64() && id->get_int64() > 0) {
          if (!existing || !existing->param(id->get_int64()))
            errors.fail(field + ".id", "Параметр не найден");
          p.id = id->get_int64();
        }
        const std::string prefix = field + ".";
        p.type = text(o, "type", errors, true, 50, prefix).value_or("");
        if (!p.type.empty() && !is_param_type(p.type))
          errors.fail(prefix + "type", "Недопустимое значение");
        p.label = text(o, "label", errors, true, 200, prefix).value_or("");
        p.placeholder = text(o, "placeholder", errors, false, 200, prefix).value_or("");
        p.cap_text = text(o, "capText", errors, false, 300, prefix).value_or("");
        p.cap_text_right = text(o, "capTextRight", errors, false, 100, prefix).value_or("");
        p.required = flag(o, "required", errors, false, prefix);
        v.params.push_back(std::move(p));
      }
    }
  }
  errors.finish();
  return v;
}

namespace {

// The service as the work saved it, for its audit entry and the answer.
Service saved_service(soci::session& s, long long id) {
  if (auto v = ServiceRepository::find(s, id)) return std::move(*v);
  throw std::runtime_error("a saved service vanished");
}

}  // namespace

void ServiceCatalog::record(db::Work& work, long long actor_id, const char* entity, long long id,
                            const char* action, const std::optional<json::object>& before,
                            const std::optional<json::object>& after) {
  audit::Entry e;
  e.actor_id = actor_id;
  e.entity = entity;
  e.entity_id = id;
  e.action = action;
  if (before) e.before_json = json::serialize(*before);
  if (after) e.after_json = json::serialize(*after);
  e.created_at = db::now_utc();
  audit::AuditRepository::record(work, e);
  // Services are shown with the catalogue (tags, basket cards): one domain for both.
  work.changed(cache::Domain::catalog);
}

Category ServiceCatalog::create_category(const json::object& body, long long actor_id) {
  Category c = read_category(body, 0);
  db::Work work(repository_.database());
  c.id = ServiceRepository::insert_category(work, c);
  record(work, actor_id, "service_category", c.id, "create", std::nullopt, to_json(c));
  work.commit();
  return c;
}

Category ServiceCatalog::edit_category(long long id, const json::object& body, long long actor_id) {
  const auto before = repository_.category(id);
  if (!before) core::throw_not_found("Категория не найдена");
  json::object merged = to_json(*before);
  for (const auto& [k, v] : body) merged[k] = v;
  Category c = read_category(merged, id);
  db::Work work(repository_.database());
  ServiceRepository::update_category(work, c);
  record(work, actor_id, "service_category", id, "edit", to_json(*before), to_json(c));
  work.commit();
  return c;
}

Category ServiceCatalog::delete_category(long long id, long long actor_id) {
  const auto before = repository_.category(id);
  if (!before) core::throw_not_found("Категория не найдена");
  if (repository_.services_in_category(id) > 0) {
    throw core::ApiError(core::ErrorKind::conflict, "Категорию нельзя удалить: в ней есть услуги");
  }
  db::Work work(repository_.database());
  ServiceRepository::delete_category(work, id);
  record(work, actor_id, "service_category", id, "delete", to_json(*before), std::nullopt);
  work.commit();
  return *before;
}

Service ServiceCatalog::get(long long id) {
  const auto snap = snapshot();
  const Service* s = snap->service(id);
  if (!s) core::throw_not_found("Услуга не найдена");
  return *s;
}

Service ServiceCatalog::create_service(const json::object& body, long long actor_id) {
  return db::recheck_duplicate(
      [&] {
        db::Work work(repository_.database());
        Service v = read_service(work, body, nullptr);
        v.created_at = v.updated_at = db::now_utc();
        const long long id = ServiceRepository::save_service(work, v);
        Service saved = saved_service(work, id);
        record(work, actor_id, "service", id, "create", std::nullopt, to_admin_json(saved));
        work.commit();
        return saved;
      },
      [&] {
        db::Lease s(repository_.database());
        read_service(s, body, nullptr);
      });
}

Service ServiceCatalog::edit_service(long long id, const json::object& body, long long actor_id) {
  // The body names only what changes: it is laid over the service as its row is now, under the
  // row's lock, so edits at the same instant of different fields keep each other's changes.
  db::Work work(repository_.database());
  db::lock_row(work, "services", id);
  const auto before = ServiceRepository::find(work, id);
  if (!before) core::throw_not_found("Услуга не найдена");
  json::object merged = to_admin_json(*before);
  for (const auto& [k, v] : body) merged[k] = v;
  Service v = read_service(work, merged, &*before);
  v.updated_at = db::now_utc();
  ServiceRepository::save_service(work, v);
  Service saved = saved_service(work, id);
  record(work, actor_id, "service", id, "edit", to_admin_json(*before), to_admin_json(saved));
  work.commit();
  return saved;
}

Service ServiceCatalog::delete_service(long long id, long long actor_id) {
  Service before = get(id);
  if (repository_.service_ordered(id)) {
    throw core::ApiError(core::ErrorKind::conflict,
                         "Услугу нельзя удалить: она есть в заказах. Снимите её с публикации");
  }
  db::Work work(repository_.database());
  ServiceRepository::delete_service(work, id);
  record(work, actor_id, "service", id, "delete", to_admin_json(before), std::nullopt);
  work.commit();
  return before;
}

}  // namespace platform::service_catalog
