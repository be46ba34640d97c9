#include "service_catalog/seed.hpp"

#include <soci/soci.h>

#include <boost/json.hpp>
#include <set>
#include <stdexcept>

#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/transaction.hpp"
#include "service_catalog/model.hpp"

namespace platform::embedded {
std::string_view demo_services_json();
}

namespace platform::service_catalog {
namespace json = boost::json;

std::string_view demo_services_json() {
  return embedded::demo_services_json();
}

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw std::runtime_error(core::concat("services.json: ", where, ": ", what));
}

const json::array& list(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_array()) fail(key, "missing list");
  return v->get_array();
}

std::string str(const json::object& o, const char* key, const std::string& where,
                bool allow_empty = false) {
  const auto* f = o.if_contains(key);
  if (!f || !f->is_string() || (!allow_empty && f->get_string().empty()))
    fail(where, std::string("no ") + key);
  return std::string(f->get_string());
}

const json::object& obj(const json::value& v, const std::string& where) {
  if (!v.is_object()) fail(where, "not an object");
  return v.get_object();
}

std::optional<int> price(const json::object& p, const char* key, const std::string& where,
                         bool required) {
  const auto* f = p.if_contains(key);
  if (!f || f->is_null()) {
    if (required) fail(where, std::string("price.") + key + " is required");
    return std::nullopt;
  }
  if (!f->is_int64() || f->get_int64() < 0)
    fail(where, std::string("price.") + key + " must be a non-negative integer");
  return static_cast<int>(f->get_int64());
}

}  // namespace

void validate_services(const json::object& file, const std::vector<std::string>& tag_slugs) {
  const std::set<std::string> tags(tag_slugs.begin(), tag_slugs.end());
  std::set<std::string> categories, codes;
  std::size_t i = 0;
  for (const auto& c : list(file, "categories")) {
    const std::string where = core::concat("categories[", std::to_string(i++), "]");
    const auto code = str(obj(c, where), "code", where);
    str(c.get_object(), "title", where);
    if (!categories.insert(code).second) fail(where, core::concat("duplicate code '", code, "'"));
  }
  i = 0;
  for (const auto& sv : list(file, "services")) {
    const std::string where = core::concat("services[", std::to_string(i++), "]");
    const auto& o = obj(sv, where);
    const auto code = str(o, "code", where);
    if (!codes.insert(code).second) fail(where, core::concat("duplicate code '", code, "'"));
    str(o, "name", where);
    str(o, "description", where);
    if (!categories.count(str(o, "category", where))) fail(where, "unknown category");
    const auto* p = o.if_contains("price");
    if (!p || !p->is_object()) fail(where, "no price");
    const auto final_price = price(p->get_object(), "final", where, true);
    const auto old = price(p->get_object(), "old", where, false);
    if (old && *old <= *final_price) fail(where, "price.old must be greater than price.final");
    const auto* t = o.if_contains("tags");
    if (!t || !t->is_array()) fail(where, "tags must be a list");
    for (const auto& tag : t->get_array()) {
      if (!tag.is_string() || !tags.count(std::string(tag.get_string()))) {
        fail(where, core::concat("unknown tag ", json::serialize(tag)));
      }
    }
    const auto* params = o.if_contains("params");
    if (!params || !params->is_array()) fail(where, "params must be a list");
    std::size_t k = 0;
    for (const auto& pv : params->get_array()) {
      const std::string pw = core::concat(where, ".params[", std::to_string(k++), "]");
      const auto& po = obj(pv, pw);
      if (!is_param_type(str(po, "type", pw))) fail(pw, "unknown type");
      str(po, "label", pw);
      str(po, "capText", pw, true);
      str(po, "capTextRight", pw, true);
    }
  }
}

void load_services(db::Database& database, const json::object& file) {
  db::Lease s(database);
  std::vector<std::string> tag_slugs;
  {
    std::string slug;
    soci::statement st = db::query(s, "SELECT slug FROM tags", soci::into(slug));
    st.execute();
    while (st.fetch()) tag_slugs.push_back(slug);
  }
  validate_services(file, tag_slugs);
  db::Transaction tx(s);
  const std::string now = db::now_utc();
  int sort = 0;
  for (const auto& c : file.at("categories").get_array()) {
    const std::string code(c.at("code").get_string()), title(c.at("title").get_string());
    s << "INSERT INTO service_categories (code, title, sort) VALUES (:c, :t, :s)", soci::use(code),
        soci::use(title), soci::use(sort);
    ++sort;
  }
  sort = 0;
  for (const auto& sv : file.at("services").get_array()) {
    const auto& o = sv.get_object();
    const std::string code(o.at("code").get_string()), name(o.at("name").get_string()),
        description(o.at("description").get_string()), category(o.at("category").get_string());
    const auto& p = o.at("price").get_object();
    const int final_price = static_cast<int>(p.at("final").get_int64());
    std::optional<int> old;
    if (!p.at("old").is_null()) old = static_cast<int>(p.at("old").get_int64());
    std::optional<std::string> preview;
    if (const auto* pr = p.if_contains("preview"); pr && pr->is_string())
      preview = std::string(pr->get_string());
    const int special =
        o.if_contains("special") && o.at("special").is_bool() && o.at("special").get_bool() ? 1 : 0;
    long long id = 0;
    s << "INSERT INTO services (code, name, description, category_id, price_old, price_preview,"
         " price_final, special, published, sort, created_at, updated_at) SELECT :code, :name,"
         " :description, id, :old, :preview, :final, :special, 1, :sort, :created, :updated"
         " FROM service_categories WHERE code = :category RETURNING id",
        soci::use(code), soci::use(name), soci::use(description), soci::use(old),
        soci::use(preview), soci::use(final_price), soci::use(special), soci::use(sort),
        soci::use(now), soci::use(now), soci::use(category), soci::into(id);
    ++sort;
    for (const auto& t : o.at("tags").get_array()) {
      const std::string slug(t.get_string());
      s << "INSERT INTO service_tags (service_id, tag_id) SELECT :id, id FROM tags WHERE slug = "
           ":slug",
          soci::use(id), soci::use(slug);
    }
    int k = 0;
    for (const auto& pv : o.at("params").get_array()) {
      const auto& po = pv.get_object();
      const std::string type(po.at("type").get_string()), label(po.at("label").get_string()),
          cap(po.at("capText").get_string()), right(po.at("capTextRight").get_string());
      std::string placeholder;
      if (const auto* ph = po.if_contains("placeholder"); ph && ph->is_string())
        placeholder = ph->get_string();
      const int required =
          po.if_contains("required") && po.at("required").is_bool() && po.at("required").get_bool()
              ? 1
              : 0;
      s << "INSERT INTO service_params (service_id, sort, type, label, placeholder, cap_text,"
           " cap_text_right, required) VALUES (:id, :sort, :type, :label, :placeholder, :cap, "
           ":right,"
           " :required)",
          soci::use(id), soci::use(k), soci::use(type), soci::use(label), soci::use(placeholder),
          soci::use(cap), soci::use(right), soci::use(required);
      ++k;
    }
  }
  tx.commit();
}

}  // namespace platform::service_catalog
