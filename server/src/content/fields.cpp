#include "content/fields.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "content/pages.hpp"
#include "core/concat.hpp"
#include "core/utf8.hpp"
#include "core/validation.hpp"

namespace platform::content {
namespace json = boost::json;

namespace {
using T = FieldType;
}  // namespace

namespace field {

FieldSpec text(std::string name, std::string label, std::size_t max, bool required) {
  return {std::move(name), std::move(label), T::text, required, max, {}, {}, 200};
}
FieldSpec lines(std::string name, std::string label, std::size_t max, bool required) {
  return {std::move(name), std::move(label), T::multiline, required, max, {}, {}, 200};
}
FieldSpec link(std::string name, std::string label, bool required) {
  return {std::move(name), std::move(label), T::link, required, 500, {}, {}, 200};
}
FieldSpec image(std::string name, std::string label, bool required) {
  return {std::move(name), std::move(label), T::image, required, 500, {}, {}, 200};
}
FieldSpec document(std::string name, std::string label, bool required) {
  return {std::move(name), std::move(label), T::document, required, 300, {}, {}, 200};
}
FieldSpec list(std::string name, std::string label, std::size_t max, std::vector<FieldSpec> item,
               bool required) {
  return {std::move(name), std::move(label), T::list, required, max, std::move(item), {}, 200};
}
FieldSpec strings(std::string name, std::string label, std::size_t max, std::size_t item_max) {
  return {std::move(name), std::move(label), T::strings, false, max, {}, {}, item_max};
}
FieldSpec choice(std::string name, std::string label, std::vector<Choice> choices, bool required) {
  return {std::move(name), std::move(label), T::choice, required, 0, {}, std::move(choices), 200};
}
FieldSpec integer(std::string name, std::string label, std::size_t max, std::size_t min) {
  return {std::move(name), std::move(label), T::integer, false, max, {}, {}, 200, min};
}
FieldSpec flag(std::string name, std::string label) {
  return {std::move(name), std::move(label), T::flag, false, 0, {}, {}, 200};
}
FieldSpec markdown(std::string name, std::string label, std::size_t max, bool required) {
  return {std::move(name), std::move(label), T::markdown, required, max, {}, {}, 200};
}

}  // namespace field

namespace {}  // namespace

bool is_anchor(std::string_view text) {
  if (text.empty() || text.size() > kMaxAnchorChars) return false;
  const auto latin = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (!latin(text[0])) return false;
  for (const char c : text) {
    if (!latin(c) && !(c >= '0' && c <= '9') && c != '-' && c != '_') return false;
  }
  return true;
}

namespace {

bool has_space_or_control(std::string_view text) {
  for (const char c : text) {
    if (static_cast<unsigned char>(c) <= 0x20 || c == 0x7f) return true;
  }
  return false;
}

// The link targets of a markdown text: what stands between "](" and the next ")".
std::vector<std::string_view> markdown_links(std::string_view text) {
  std::vector<std::string_view> out;
  for (auto at = text.find("]("); at != std::string_view::npos; at = text.find("](", at + 2)) {
    const auto end = text.find(')', at + 2);
    if (end == std::string_view::npos) break;
    out.push_back(text.substr(at + 2, end - at - 2));
  }
  return out;
}

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(first, last - first + 1));
}

class Reader {
 public:
  explicit Reader(core::FieldErrors& errors) : errors_(errors) {}

  void fail(const std::string& path, std::string message) {
    auto& list = errors_[path];
    if (list.empty()) list.push_back(std::move(message));
  }

  // Reads the fields of `spec` from `in` into `out`.
  void fields(const std::vector<FieldSpec>& specs, const json::object& in, json::object& out,
              const std::string& path) {
    for (const auto& f : specs) {
      const std::string at = path.empty() ? f.name : core::concat(path, ".", f.name);
      const auto* v = in.if_contains(f.name);
      if (!v || v->is_null()) {
        if (f.required) fail(at, core::kRequiredMessage);
        continue;
      }
      if (auto value = field(f, *v, at)) out[f.name] = std::move(*value);
    }
  }

 private:
  std::optional<json::value> field(const FieldSpec& f, const json::value& v,
                                   const std::string& at) {
    switch (f.type) {
      case T::text:
      case T::multiline:
      case T::markdown:
      case T::link:
      case T::image:
      case T::document:
        return string_field(f, v, at);
      case T::integer: {
        const auto* n = v.if_int64();
        if (!n || *n < 0 || static_cast<std::size_t>(*n) < f.min ||
            static_cast<std::size_t>(*n) > f.max) {
          fail(at, core::concat("Должно быть целым числом от ", std::to_string(f.min), " до ",
                                std::to_string(f.max)));
          return std::nullopt;
        }
        return json::value(*n);
      }
      case T::flag:
        if (!v.is_bool()) {
          fail(at, "Должно быть логическим значением");
          return std::nullopt;
        }
        return v;
      case T::choice: {
        const auto* s = v.if_string();
        if (!s || std::none_of(f.choices.begin(), f.choices.end(),
                               [&](const Choice& c) { return c.value == std::string_view(*s); })) {
          fail(at, "Недопустимое значение");
          return std::nullopt;
        }
        return v;
      }
      case T::list:
        return list_field(f, v, at);
      case T::strings:
        return strings_field(f, v, at);
    }
    return std::nullopt;
  }

  std::optional<json::value> string_field(const FieldSpec& f, const json::value& v,
                                          const std::string& at) {
    const auto* s = v.if_string();
    if (!s) {
      fail(at, "Должно быть строкой");
      return std::nullopt;
    }
    // The length first: no check below ever sees an over-long value.
    if (core::utf8_length(*s) > f.max) {
      fail(at, core::too_long_message(f.max));
      return std::nullopt;
    }
    const bool many_lines = f.type == T::multiline || f.type == T::markdown;
    if (core::has_forbidden_characters(*s, many_lines)) {
      fail(at, core::kForbiddenCharactersMessage);
      return std::nullopt;
    }
    std::string value = trimmed(*s);
    if (value.empty()) {
      if (f.required) fail(at, core::kRequiredMessage);
      return std::nullopt;
    }
    std::optional<std::string> problem;
    if (f.type == T::link) problem = link_problem(value);
    if (f.type == T::image) problem = core::picture_problem(value);
    if (f.type == T::document) problem = document_problem(value);
    if (f.type == T::markdown) {
      for (const auto target : markdown_links(value)) {
        if (auto why = link_problem(target)) {
          problem = core::concat("Ссылка «", std::string(target.substr(0, 80)), "»: ", *why);
          break;
        }
      }
    }
    if (problem) {
      fail(at, std::move(*problem));
      return std::nullopt;
    }
    return json::value(value);
  }

  std::optional<json::value> list_field(const FieldSpec& f, const json::value& v,
                                        const std::string& at) {
    const auto* items = v.if_array();
    if (!items) {
      fail(at, "Должно быть списком");
      return std::nullopt;
    }
    if (items->size() > f.max) {
      fail(at, core::concat("Не больше ", std::to_string(f.max), " элементов"));
      return std::nullopt;
    }
    if (items->empty()) {
      if (f.required) fail(at, "Добавьте хотя бы один элемент");
      return std::nullopt;
    }
    json::array out;
    for (std::size_t i = 0; i < items->size(); ++i) {
      const std::string item_at = core::concat(at, "[", std::to_string(i), "]");
      const auto* item = (*items)[i].if_object();
      if (!item) {
        fail(item_at, "Должно быть объектом");
        continue;
      }
      json::object read;
      fields(f.item, *item, read, item_at);
      out.push_back(std::move(read));
    }
    return json::value(std::move(out));
  }

  std::optional<json::value> strings_field(const FieldSpec& f, const json::value& v,
                                           const std::string& at) {
    const auto* items = v.if_array();
    if (!items) {
      fail(at, "Должно быть списком строк");
      return std::nullopt;
    }
    if (items->size() > f.max) {
      fail(at, core::concat("Не больше ", std::to_string(f.max), " элементов"));
      return std::nullopt;
    }
    const FieldSpec one = field::text(f.name, f.label, f.item_max, true);
    json::array out;
    for (std::size_t i = 0; i < items->size(); ++i) {
      auto value = string_field(one, (*items)[i], core::concat(at, "[", std::to_string(i), "]"));
      if (value) out.push_back(std::move(*value));
    }
    if (out.empty()) return std::nullopt;
    return json::value(std::move(out));
  }

  core::FieldErrors& errors_;
};

const char* type_name(FieldType type) {
  switch (type) {
    case T::text:
      return "text";
    case T::multiline:
      return "multiline";
    case T::markdown:
      return "markdown";
    case T::link:
      return "link";
    case T::image:
      return "image";
    case T::document:
      return "document";
    case T::integer:
      return "integer";
    case T::flag:
      return "flag";
    case T::choice:
      return "choice";
    case T::list:
      return "list";
    case T::strings:
      return "strings";
  }
  return "text";
}

}  // namespace

json::array fields_json(const std::vector<FieldSpec>& specs) {
  json::array out;
  for (const auto& f : specs) {
    json::object field{{"name", f.name},
                       {"label", f.label},
                       {"type", type_name(f.type)},
                       {"required", f.required},
                       {"max", f.max}};
    if (f.type == T::list) field["item"] = fields_json(f.item);
    if (f.type == T::strings) field["item_max"] = f.item_max;
    if (f.type == T::integer && f.min > 0) field["min"] = f.min;
    if (f.type == T::choice) {
      json::array values;
      json::array labels;
      for (const auto& c : f.choices) {
        values.push_back(json::value(c.value));
        labels.push_back(json::value(c.label));
      }
      field["choices"] = std::move(values);
      field["choice_labels"] = std::move(labels);
    }
    out.push_back(std::move(field));
  }
  return out;
}

void read_fields(const std::vector<FieldSpec>& specs, const json::object& in, json::object& out,
                 const std::string& path, core::FieldErrors& errors) {
  Reader(errors).fields(specs, in, out, path);
}

bool is_link_area(std::string_view area) {
  return area == "id" || is_public_area(area);
}

std::optional<std::string> document_problem(std::string_view path) {
  const bool ours = path.starts_with("/storage/documents/") || path.starts_with("/dokumenty/");
  const bool plain = std::all_of(path.begin(), path.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '/' || c == '.' || c == '-' ||
           c == '_';
  });
  if (!ours || !plain || !path.ends_with(".pdf") || path.find("..") != std::string_view::npos ||
      path.find("//") != std::string_view::npos) {
    return "Документ должен быть PDF-файлом платформы: путь от /storage/documents/ или /dokumenty/";
  }
  return std::nullopt;
}

std::optional<std::string> link_problem(std::string_view link) {
  if (link.size() > 500) return core::too_long_message(500);
  // A browser reads "/\host" as "//host": another site.
  if (link.find('\\') != std::string_view::npos)
    return "Ссылка не должна содержать обратной косой черты";
  if (has_space_or_control(link)) return "Ссылка не должна содержать пробелов";
  if (link.starts_with("/") && !link.starts_with("//")) return std::nullopt;
  if (link.starts_with("#") && is_anchor(link.substr(1))) return std::nullopt;
  if (const auto colon = link.find(":/"); colon != std::string_view::npos) {
    const auto area = link.substr(0, colon);
    if (is_link_area(area)) {
      if (link.substr(colon + 1).starts_with("//"))
        return "После раздела сайта идёт путь: events:/festivals/";
      return std::nullopt;
    }
  }
  for (const std::string_view scheme : {"https://", "http://"}) {
    if (link.starts_with(scheme) && link.size() > scheme.size() + 2 &&
        link.substr(scheme.size()).find('.') != std::string_view::npos) {
      return std::nullopt;
    }
  }
  if (link.starts_with("mailto:") && link.find('@') != std::string_view::npos) return std::nullopt;
  if (link.starts_with("tel:") && link.size() > 5 &&
      link.substr(4).find_first_not_of("+0123456789()-") == std::string_view::npos) {
    return std::nullopt;
  }
  return "Ссылка должна начинаться с /, #, раздела сайта (events:/), https://, mailto: или tel:";
}

}  // namespace platform::content
