#include "cart/routes.hpp"

#include <boost/json.hpp>
#include <charconv>
#include <cmath>

#include "core/concat.hpp"
#include "core/formats.hpp"
#include "core/json_input.hpp"
#include "files/documents.hpp"
#include "http/multipart.hpp"

namespace platform::cart {
namespace json = boost::json;
using auth::Access;
using auth::Principal;
using http::Verb;

int read_count(const json::value* v) {
  long long n = 0;
  if (!v) return 1;
  if (v->is_int64())
    n = v->get_int64();
  else if (v->is_uint64())
    n = v->get_uint64() > 1000000 ? 1000000 : static_cast<long long>(v->get_uint64());
  else if (v->is_double() && std::isfinite(v->get_double()) &&
           std::floor(v->get_double()) == v->get_double() && std::abs(v->get_double()) < 1e6) {
    n = static_cast<long long>(v->get_double());
  } else if (v->is_string()) {
    const auto& s = v->get_string();
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || ptr != s.data() + s.size()) n = 0;
  }
  if (n < 1) return 1;
  return n > 1000000 ? 1000000 : static_cast<int>(n);
}

namespace {

long long positive_id(const json::value* v) {
  if (v && v->is_int64() && v->get_int64() > 0) return v->get_int64();
  if (v && v->is_uint64()) return static_cast<long long>(v->get_uint64() & 0x7fffffffffffffffULL);
  return 0;
}

Update read_update(const json::object& body) {
  core::FieldErrors errors;
  const auto fail = [&errors](const std::string& field, std::string message) {
    auto& l = errors[field];
    if (l.empty()) l.push_back(std::move(message));
  };
  Update u;
  if (const auto* events = body.if_contains("events"); events && !events->is_null()) {
    if (!events->is_array()) {
      fail("events", "Должно быть списком");
    } else {
      std::size_t i = 0;
      for (const auto& item : events->get_array()) {
        const std::string field = core::concat("events[", std::to_string(i++), "]");
        if (!item.is_object()) {
          fail(field, "Должно быть объектом");
          continue;
        }
        const auto& o = item.get_object();
        EventChange c;
        c.event_id = positive_id(o.if_contains("id"));
        if (c.event_id == 0) {
          fail(field, "Мероприятие не найдено");
          continue;
        }
        const auto* remove = o.if_contains("to_remove");
        c.remove = remove && remove->is_bool() && remove->get_bool();
        c.count = read_count(o.if_contains("count"));
        u.events.push_back(c);
      }
    }
  }
  if (const auto* services = body.if_contains("services"); services && !services->is_null()) {
    if (!services->is_array()) {
      fail("services", "Должно быть списком");
    } else {
      std::size_t i = 0;
      for (const auto& item : services->get_array()) {
        const std::string field = core::concat("services[", std::to_string(i++), "]");
        if (!item.is_object()) {
          fail(field, "Должно быть объектом");
          continue;
        }
        const auto& o = item.get_object();
        ServiceChange c;
        c.service_id = positive_id(o.if_contains("id"));
        if (c.service_id == 0) {
          fail(field, "Услуга не найдена");
          continue;
        }
        const auto* remove = o.if_contains("to_remove");
        c.remove = remove && remove->is_bool() && remove->get_bool();
        if (const auto* checked = o.if_contains("checked"); checked && !checked->is_null()) {
          if (!checked->is_bool())
            fail(core::concat(field, ".checked"), "Должно быть логическим значением");
          else
            c.checked = checked->get_bool();
        }
        if (const auto* params = o.if_contains("params"); params && !params->is_null()) {
          if (!params->is_array()) {
            fail(core::concat(field, ".params"), "Должно быть списком");
          } else {
            std::size_t j = 0;
            for (const auto& p : params->get_array()) {
              const std::string pf = core::concat(field, ".params[", std::to_string(j++), "]");
              const auto* po = p.if_object();
              ParamChange pc;
              pc.param_id = po ? positive_id(po->if_contains("id")) : 0;
              if (pc.param_id == 0) {
                fail(pf, "Параметр не найден");
                continue;
              }
              const auto* value = po->if_contains("value");
              if (!value || value->is_null()) {
              } else if (value->is_string()) {
                std::string text(value->get_string());
                text.erase(0, text.find_first_not_of(" \t\r\n"));
                text.erase(text.find_last_not_of(" \t\r\n") + 1);
                if (text.size() > 2000) fail(pf, "Не должно превышать 2000 символов");
                if (!text.empty()) pc.value = std::move(text);
              } else if (value->is_int64() && value->get_int64() > 0) {
                pc.file_id = value->get_int64();
              } else {
                fail(pf, "Должно быть строкой");
                continue;
              }
              c.params.push_back(std::move(pc));
            }
          }
        }
        u.services.push_back(std::move(c));
      }
    }
  }
  if (!errors.empty()) core::throw_invalid(std::move(errors));
  return u;
}

long long form_id(const std::vector<http::Part>& parts, const char* name) {
  for (const auto& p : parts) {
    if (p.name != name || p.filename) continue;
    if (const auto id = core::parse_id(p.data)) return *id;
  }
  return 0;
}

}  // namespace

void register_routes(http::Router& router, const auth::Guard& guard, CartService& carts) {
  guard.add(router,
            {
                {Verb::get, "/api/cart", Access::user, "",
                 [&carts](http::Request&, const Principal* principal) {
                   return http::json_ok(carts.view(principal->user.id));
                 }},
                {Verb::post, "/api/cart", Access::user, "",
                 [&carts](http::Request& request, const Principal* principal) {
                   const auto body = http::json_body(request);
                   return http::json_ok(carts.update(principal->user.id, read_update(body)));
                 }},
                {Verb::post, "/api/cart/file", Access::user, "",
                 [&carts](http::Request& request, const Principal* principal) {
                   const auto boundary = http::multipart_boundary(
                       request.header(http::beast_http::field::content_type));
                   if (!boundary) core::throw_bad_request("Ожидается тело multipart/form-data");
                   const auto parts = http::parse_multipart(request.raw.body(), *boundary);
                   if (!parts) core::throw_bad_request("Некорректное тело multipart/form-data");
                   const long long service_id = form_id(*parts, "service_id");
                   const long long param_id = form_id(*parts, "param_id");
                   core::FieldErrors errors;
                   if (service_id == 0) errors["service_id"].push_back("Услуга не найдена");
                   if (param_id == 0) errors["param_id"].push_back("Параметр не найден");
                   const http::Part* file = nullptr;
                   for (const auto& part : *parts) {
                     if (part.name == "file" && part.filename) file = &part;
                   }
                   if (!file) errors["file"].push_back("Обязательное поле для заполнения");
                   if (!errors.empty()) core::throw_invalid(std::move(errors));
                   return http::json_ok(carts.upload(principal->user.id, service_id, param_id,
                                                     *file->filename, file->data));
                 },
                 http::Cost::heavy},  // writes the file
                {Verb::get, "/api/cart/files/{id}", Access::user, "",
                 [&carts](http::Request& request, const Principal* principal) {
                   const auto file =
                       carts.own_file(principal->user.id, http::path_id(request, "Файл не найден"));
                   return files::download(carts.bytes_of(file), file.name, file.content_type);
                 }},
            });
}

}  // namespace platform::cart
