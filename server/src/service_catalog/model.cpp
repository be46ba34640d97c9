#include "service_catalog/model.hpp"

#include <boost/json/array.hpp>

namespace platform::service_catalog {
namespace json = boost::json;

bool is_param_type(std::string_view type) {
  for (const char* t : kParamTypes) {
    if (type == t) return true;
  }
  return false;
}

const Param* Service::param(long long param_id) const {
  for (const auto& p : params) {
    if (p.id == param_id) return &p;
  }
  return nullptr;
}

json::object to_json(const Param& p) {
  return {{"id", p.id},
          {"type", p.type},
          {"label", p.label},
          {"placeholder", p.placeholder},
          {"capText", p.cap_text},
          {"capTextRight", p.cap_text_right},
          {"required", p.required}};
}

json::object to_json(const Category& c) {
  return {{"id", c.id}, {"code", c.code}, {"title", c.title}, {"sort", c.sort}};
}

json::object to_json(const Service& s, const Category* category) {
  json::array tags, params;
  for (const auto& t : s.tags) {
    tags.push_back(
        json::object{{"id", t.id}, {"title", t.title}, {"icon", t.icon}, {"color", t.color}});
  }
  for (const auto& p : s.params) params.push_back(to_json(p));
  return {{"id", s.id},
          {"code", s.code},
          {"name", s.name},
          {"description", s.description},
          {"price",
           json::object{
               {"old", s.price_old ? json::value(*s.price_old) : json::value(nullptr)},
               {"preview", s.price_preview ? json::value(*s.price_preview) : json::value(nullptr)},
               {"final", s.price_final}}},
          {"tags", std::move(tags)},
          {"category", category ? json::value(json::object{{"code", category->code},
                                                           {"title", category->title}})
                                : json::value(nullptr)},
          {"special", s.special},
          {"params", std::move(params)}};
}

json::object to_admin_json(const Service& s) {
  json::object o = to_json(s, nullptr);
  o.erase("category");
  json::array tag_ids;
  for (const auto& t : s.tags) tag_ids.push_back(t.id);
  o["tag_ids"] = std::move(tag_ids);
  o["category_id"] = s.category_id;
  o["price_old"] = s.price_old ? json::value(*s.price_old) : json::value(nullptr);
  o["price_preview"] = s.price_preview ? json::value(*s.price_preview) : json::value(nullptr);
  o["price_final"] = s.price_final;
  o["published"] = s.published;
  o["sort"] = s.sort;
  o["created_at"] = s.created_at;
  o["updated_at"] = s.updated_at;
  return o;
}

}  // namespace platform::service_catalog
