#include "service_catalog/repository.hpp"

#include <soci/soci.h>

#include <map>

#include "core/concat.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::service_catalog {

std::vector<Category> ServiceRepository::categories() {
  db::Lease s(database_);
  std::vector<Category> out;
  Category c;
  soci::statement st =
      db::query(s,
                "SELECT id, code, title, sort FROM service_categories"
                " ORDER BY sort, id",
                soci::into(c.id), soci::into(c.code), soci::into(c.title), soci::into(c.sort));
  st.execute();
  while (st.fetch()) out.push_back(c);
  return out;
}

std::vector<Service> ServiceRepository::all() {
  db::Lease s(database_);
  return all(s);
}

std::vector<Service> ServiceRepository::all(soci::session& s) {
  return load(s, std::nullopt);
}

std::optional<Service> ServiceRepository::find(soci::session& s, long long id) {
  auto found = load(s, id);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::vector<Service> ServiceRepository::load(soci::session& s, std::optional<long long> only) {
  // One service or all: the id is a number, written into the statements as such.
  const std::string one = only ? std::to_string(*only) : "";
  std::vector<Service> out;
  std::map<long long, std::size_t> index;
  {
    Service v;
    int special = 0, published = 0;
    soci::statement st =
        (s.prepare
             << "SELECT sv.id, sv.code, sv.name, sv.description, sv.category_id, sv.price_old,"
                " sv.price_preview, sv.price_final, sv.special, sv.published, sv.sort,"
                " sv.created_at, sv.updated_at FROM services sv"
                " JOIN service_categories c ON c.id = sv.category_id" +
                    (only ? " WHERE sv.id = " + one : std::string()) +
                    " ORDER BY c.sort, c.id, sv.sort, sv.id",
         soci::into(v.id), soci::into(v.code), soci::into(v.name), soci::into(v.description),
         soci::into(v.category_id), soci::into(v.price_old), soci::into(v.price_preview),
         soci::into(v.price_final), soci::into(special), soci::into(published), soci::into(v.sort),
         soci::into(v.created_at), soci::into(v.updated_at));
    st.execute();
    while (st.fetch()) {
      v.special = special != 0;
      v.published = published != 0;
      index[v.id] = out.size();
      out.push_back(v);
    }
  }
  {
    long long service_id = 0;
    Tag t;
    soci::statement st = db::query(s,
                                   "SELECT st.service_id, t.id, t.slug, t.title, t.icon, t.color"
                                   " FROM service_tags st JOIN tags t ON t.id = st.tag_id" +
                                       (only ? " WHERE st.service_id = " + one : std::string()) +
                                       " ORDER BY st.service_id, t.sort, t.id",
                                   soci::into(service_id), soci::into(t.id), soci::into(t.slug),
                                   soci::into(t.title), soci::into(t.icon), soci::into(t.color));
    st.execute();
    while (st.fetch()) {
      if (const auto it = index.find(service_id); it != index.end())
        out[it->second].tags.push_back(t);
    }
  }
  {
    Param p;
    int required = 0;
    soci::statement st =
        db::query(s,
                  "SELECT id, service_id, sort, type, label, placeholder, cap_text,"
                  " cap_text_right, required FROM service_params" +
                      (only ? " WHERE service_id = " + one : std::string()) +
                      " ORDER BY service_id, sort, id",
                  soci::into(p.id), soci::into(p.service_id), soci::into(p.sort),
                  soci::into(p.type), soci::into(p.label), soci::into(p.placeholder),
                  soci::into(p.cap_text), soci::into(p.cap_text_right), soci::into(required));
    st.execute();
    while (st.fetch()) {
      p.required = required != 0;
      if (const auto it = index.find(p.service_id); it != index.end())
        out[it->second].params.push_back(p);
    }
  }
  return out;
}

std::optional<Category> ServiceRepository::category(long long id) {
  db::Lease s(database_);
  return category(s, id);
}

std::optional<Category> ServiceRepository::category(soci::session& s, long long id) {
  Category c;
  s << "SELECT id, code, title, sort FROM service_categories WHERE id = :id", soci::use(id),
      soci::into(c.id), soci::into(c.code), soci::into(c.title), soci::into(c.sort);
  if (!s.got_data()) return std::nullopt;
  return c;
}

long long ServiceRepository::insert_category(soci::session& s, const Category& c) {
  long long id = 0;
  s << "INSERT INTO service_categories (code, title, sort) VALUES (:c, :t, :s) RETURNING id",
      soci::use(c.code), soci::use(c.title), soci::use(c.sort), soci::into(id);
  return id;
}

void ServiceRepository::update_category(soci::session& s, const Category& c) {
  s << "UPDATE service_categories SET code = :c, title = :t, sort = :s WHERE id = :id",
      soci::use(c.code), soci::use(c.title), soci::use(c.sort), soci::use(c.id);
}

void ServiceRepository::delete_category(soci::session& s, long long id) {
  s << "DELETE FROM service_categories WHERE id = :id", soci::use(id);
}

long long ServiceRepository::services_in_category(long long id) {
  db::Lease s(database_);
  long long n = 0;
  s << "SELECT COUNT(*) FROM services WHERE category_id = :id", soci::use(id), soci::into(n);
  return n;
}

bool ServiceRepository::category_code_taken(const std::string& code, long long except_id) {
  db::Lease s(database_);
  long long n = 0;
  s << "SELECT COUNT(*) FROM service_categories WHERE code = :c AND id <> :id", soci::use(code),
      soci::use(except_id), soci::into(n);
  return n > 0;
}

bool ServiceRepository::service_code_taken(soci::session& s, const std::string& code,
                                           long long except_id) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM services WHERE code = :c AND id <> :id", soci::use(code),
      soci::use(except_id), soci::into(n);
  return n > 0;
}

bool ServiceRepository::tag_exists(soci::session& s, long long id) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM tags WHERE id = :id", soci::use(id), soci::into(n);
  return n > 0;
}

long long ServiceRepository::save_service(soci::session& s, const Service& v) {
  long long id = v.id;
  const int special = v.special ? 1 : 0, published = v.published ? 1 : 0;
  if (id == 0) {
    s << "INSERT INTO services (code, name, description, category_id, price_old, price_preview,"
         " price_final, special, published, sort, created_at, updated_at) VALUES (:code, :name,"
         " :description, :category, :old, :preview, :final, :special, :published, :sort, :created,"
         " :updated) RETURNING id",
        soci::use(v.code), soci::use(v.name), soci::use(v.description), soci::use(v.category_id),
        soci::use(v.price_old), soci::use(v.price_preview), soci::use(v.price_final),
        soci::use(special), soci::use(published), soci::use(v.sort), soci::use(v.created_at),
        soci::use(v.updated_at), soci::into(id);
  } else {
    s << "UPDATE services SET code = :code, name = :name, description = :description,"
         " category_id = :category, price_old = :old, price_preview = :preview, price_final = "
         ":final,"
         " special = :special, published = :published, sort = :sort, updated_at = :updated"
         " WHERE id = :id",
        soci::use(v.code), soci::use(v.name), soci::use(v.description), soci::use(v.category_id),
        soci::use(v.price_old), soci::use(v.price_preview), soci::use(v.price_final),
        soci::use(special), soci::use(published), soci::use(v.sort), soci::use(v.updated_at),
        soci::use(id);
  }
  s << "DELETE FROM service_tags WHERE service_id = :id", soci::use(id);
  for (const auto& t : v.tags) {
    s << "INSERT INTO service_tags (service_id, tag_id) VALUES (:s, :t)", soci::use(id),
        soci::use(t.id);
  }
  // Params named by id keep it (cart values stay attached); the rest of the old ones go.
  std::string kept = "0";
  for (const auto& p : v.params) {
    if (p.id > 0) kept.append(",").append(std::to_string(p.id));
  }
  s << core::concat("DELETE FROM service_params WHERE service_id = :id AND id NOT IN (", kept, ")"),
      soci::use(id);
  for (const auto& p : v.params) {
    const int required = p.required ? 1 : 0;
    if (p.id > 0) {
      s << "UPDATE service_params SET sort = :sort, type = :type, label = :label,"
           " placeholder = :placeholder, cap_text = :cap, cap_text_right = :right,"
           " required = :required WHERE id = :pid AND service_id = :sid",
          soci::use(p.sort), soci::use(p.type), soci::use(p.label), soci::use(p.placeholder),
          soci::use(p.cap_text), soci::use(p.cap_text_right), soci::use(required), soci::use(p.id),
          soci::use(id);
    } else {
      s << "INSERT INTO service_params (service_id, sort, type, label, placeholder, cap_text,"
           " cap_text_right, required) VALUES (:sid, :sort, :type, :label, :placeholder, :cap,"
           " :right, :required)",
          soci::use(id), soci::use(p.sort), soci::use(p.type), soci::use(p.label),
          soci::use(p.placeholder), soci::use(p.cap_text), soci::use(p.cap_text_right),
          soci::use(required);
    }
  }
  return id;
}

void ServiceRepository::delete_service(soci::session& s, long long id) {
  s << "DELETE FROM services WHERE id = :id", soci::use(id);
}

bool ServiceRepository::service_ordered(long long id) {
  db::Lease s(database_);
  long long n = 0;
  s << "SELECT COUNT(*) FROM order_items WHERE service_id = :id", soci::use(id), soci::into(n);
  return n > 0;
}

}  // namespace platform::service_catalog
