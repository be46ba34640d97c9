#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace platform::service_catalog {

// Param types of spec section 3 ("Service param types").
inline constexpr const char* kParamTypes[] = {"file", "video", "creative_type", "execution-format"};
bool is_param_type(std::string_view type);

struct Param {
  long long id = 0;
  long long service_id = 0;
  int sort = 0;
  std::string type;
  std::string label;
  std::string placeholder;
  std::string cap_text;
  std::string cap_text_right;
  bool required = false;
};

struct Tag {
  long long id = 0;
  std::string slug, title, icon, color;
};

struct Category {
  long long id = 0;
  std::string code;
  std::string title;
  int sort = 0;
};

struct Service {
  long long id = 0;
  std::string code;
  std::string name;
  std::string description;
  long long category_id = 0;
  std::optional<int> price_old;
  std::optional<std::string> price_preview;
  int price_final = 0;
  bool special = false;
  bool published = true;
  int sort = 0;
  std::string created_at, updated_at;
  std::vector<Tag> tags;
  std::vector<Param> params;

  const Param* param(long long param_id) const;
};

// {type, label, placeholder, capText, capTextRight, required} plus id (spec section 3).
boost::json::object to_json(const Param& param);
boost::json::object to_json(const Category& category);
// The public service: id, code, name, description, price{old, preview, final}, tags, category,
// special, params.
boost::json::object to_json(const Service& service, const Category* category);
// The admin record (react-admin): the public fields plus category_id, tag_ids, published, sort.
boost::json::object to_admin_json(const Service& service);

}  // namespace platform::service_catalog
