#include "arenda/repository.hpp"

#include <boost/json.hpp>

#include "core/concat.hpp"
#include "core/json_input.hpp"
#include "db/binds.hpp"
#include "db/like.hpp"
#include "db/lock.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::arenda {

namespace {

constexpr const char* kCardColumns =
    "SELECT h.id, h.code, h.name, h.capacity, h.area, h.price_hour, h.price_day, h.photo, p.code,"
    " p.name, c.slug, c.name, p.address, h.equipment_json, h.description"
    " FROM halls h JOIN places p ON p.id = h.place_id JOIN cities c ON c.id = p.city_id";

// The columns of kCardColumns bound to a row being read.
struct HallRow {
  Hall hall;
  std::optional<std::string> equipment;
};

void into(soci::statement& st, HallRow& row) {
  HallCard& c = row.hall.card;
  st.exchange(soci::into(c.id));
  st.exchange(soci::into(c.code));
  st.exchange(soci::into(c.name));
  st.exchange(soci::into(c.capacity));
  st.exchange(soci::into(c.area));
  st.exchange(soci::into(c.price_hour));
  st.exchange(soci::into(c.price_day));
  st.exchange(soci::into(c.photo));
  st.exchange(soci::into(c.venue_code));
  st.exchange(soci::into(c.venue_name));
  st.exchange(soci::into(c.city_slug));
  st.exchange(soci::into(c.city_name));
  st.exchange(soci::into(c.address));
  st.exchange(soci::into(row.equipment));
  st.exchange(soci::into(row.hall.description));
}

std::vector<std::string> strings_of(const std::optional<std::string>& text) {
  std::vector<std::string> out;
  if (!text) return out;
  const auto value = core::parse_json_or(*text, boost::json::array());
  if (!value.is_array()) return out;
  for (const auto& item : value.get_array()) {
    if (item.is_string()) out.emplace_back(item.get_string());
  }
  return out;
}

std::vector<Hall> select_halls(soci::session& s, const std::string& tail, const db::Binds& binds) {
  HallRow row;
  soci::statement st(s);
  binds.bind_to(st);
  into(st, row);
  st.alloc();
  st.prepare(core::concat(kCardColumns, " ", tail), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Hall> out;
  while (st.fetch()) {
    Hall hall = row.hall;
    hall.equipment = strings_of(row.equipment);
    out.push_back(std::move(hall));
  }
  return out;
}

// The catalogue's WHERE clause: published halls by city, guests and a day without a confirmed
// rental.
std::string hall_filter(const HallQuery& q, db::Binds& binds) {
  std::string sql = "WHERE h.published = 1";
  if (q.city) sql += " AND c.slug = " + binds.add(*q.city);
  if (q.capacity) sql += " AND h.capacity >= " + binds.add(*q.capacity);
  if (q.day) {
    sql +=
        " AND NOT EXISTS (SELECT 1 FROM hall_rentals r WHERE r.hall_id = h.id"
        " AND r.status = 'confirmed' AND r.day = " +
        binds.add(*q.day) + ")";
  }
  return sql;
}

constexpr const char* kRentalColumns =
    "SELECT r.id, r.hall_id, h.code, h.name, p.name, r.day, r.start_hour, r.end_hour, r.status,"
    " r.name, r.phone, r.email, r.organization, r.purpose, r.guests, r.message, r.price,"
    " r.user_id, r.manager_note, r.area, r.created_at, r.updated_at"
    " FROM hall_rentals r JOIN halls h ON h.id = r.hall_id JOIN places p ON p.id = h.place_id";

void into(soci::statement& st, Rental& r) {
  st.exchange(soci::into(r.id));
  st.exchange(soci::into(r.hall_id));
  st.exchange(soci::into(r.hall_code));
  st.exchange(soci::into(r.hall_name));
  st.exchange(soci::into(r.venue_name));
  st.exchange(soci::into(r.day));
  st.exchange(soci::into(r.start_hour));
  st.exchange(soci::into(r.end_hour));
  st.exchange(soci::into(r.status));
  st.exchange(soci::into(r.name));
  st.exchange(soci::into(r.phone));
  st.exchange(soci::into(r.email));
  st.exchange(soci::into(r.organization));
  st.exchange(soci::into(r.purpose));
  st.exchange(soci::into(r.guests));
  st.exchange(soci::into(r.message));
  st.exchange(soci::into(r.price));
  st.exchange(soci::into(r.user_id));
  st.exchange(soci::into(r.manager_note));
  st.exchange(soci::into(r.area));
  st.exchange(soci::into(r.created_at));
  st.exchange(soci::into(r.updated_at));
}

std::vector<Rental> select_rentals(soci::session& s, const std::string& tail,
                                   const db::Binds& binds) {
  Rental row;
  soci::statement st(s);
  binds.bind_to(st);
  into(st, row);
  st.alloc();
  st.prepare(core::concat(kRentalColumns, " ", tail), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Rental> out;
  while (st.fetch()) out.push_back(row);
  return out;
}

std::string rental_filter(const RentalQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND r.status = " + binds.add(*q.status);
  if (q.hall_id) sql += " AND r.hall_id = " + binds.add(*q.hall_id);
  if (q.day_from) sql += " AND r.day >= " + binds.add(*q.day_from);
  if (q.day_to) sql += " AND r.day <= " + binds.add(*q.day_to);
  if (!q.q.empty()) {
    const std::string pattern = db::like_containing(q.q);
    sql += " AND (";
    bool first = true;
    for (const char* column : {"r.name", "r.phone", "r.email", "r.organization"}) {
      if (!first) sql += " OR ";
      first = false;
      sql += core::concat(column, " LIKE ", binds.add(pattern), " ESCAPE '\\'");
    }
    sql += ")";
  }
  return sql;
}

}  // namespace

std::vector<HallCard> ArendaRepository::halls(const HallQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = hall_filter(q, binds);
  tail += " ORDER BY c.sort, c.name, p.name, h.sort, h.id LIMIT " + binds.add(q.limit) +
          " OFFSET " + binds.add(q.offset);
  std::vector<HallCard> out;
  for (auto& hall : select_halls(s, tail, binds)) out.push_back(std::move(hall.card));
  return out;
}

long long ArendaRepository::count_halls(const HallQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  long long n = 0;
  auto st = db::query_bound(s,
                            core::concat("SELECT COUNT(*) FROM halls h JOIN places p ON p.id ="
                                         " h.place_id JOIN cities c ON c.id = p.city_id ",
                                         hall_filter(q, binds)),
                            binds, soci::into(n));
  st.execute(true);
  return n;
}

std::vector<std::pair<std::string, std::string>> ArendaRepository::cities() {
  db::Lease s(database_);
  std::string slug, name;
  long long sort = 0;
  soci::statement st =
      (s->prepare << "SELECT DISTINCT c.slug, c.name, c.sort FROM cities c JOIN places p ON"
                     " p.city_id = c.id JOIN halls h ON h.place_id = p.id WHERE h.published = 1"
                     " ORDER BY c.sort, c.name",
       soci::into(slug), soci::into(name), soci::into(sort));
  st.execute();
  std::vector<std::pair<std::string, std::string>> out;
  while (st.fetch()) out.emplace_back(slug, name);
  return out;
}

std::optional<Venue> ArendaRepository::venue(const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  auto halls = select_halls(
      s, "WHERE h.published = 1 AND p.code = " + binds.add(code) + " ORDER BY h.sort, h.id", binds);
  if (halls.empty()) return std::nullopt;
  Venue v;
  const HallCard& first = halls.front().card;
  v.code = first.venue_code;
  v.name = first.venue_name;
  v.city_slug = first.city_slug;
  v.city_name = first.city_name;
  v.address = first.address;
  s << "SELECT lat, lon FROM places WHERE code = :code", soci::use(code), soci::into(v.lat),
      soci::into(v.lon);
  v.halls = std::move(halls);
  return v;
}

std::vector<std::string> ArendaRepository::venue_codes() {
  db::Lease s(database_);
  std::string code;
  soci::statement st = (s->prepare << "SELECT DISTINCT p.code FROM places p JOIN halls h ON"
                                      " h.place_id = p.id WHERE h.published = 1 ORDER BY p.code",
                        soci::into(code));
  st.execute();
  std::vector<std::string> out;
  while (st.fetch()) out.push_back(code);
  return out;
}

std::optional<Hall> ArendaRepository::hall(const std::string& code) {
  db::Lease s(database_);
  db::Binds binds;
  auto halls = select_halls(s, "WHERE h.published = 1 AND h.code = " + binds.add(code), binds);
  if (halls.empty()) return std::nullopt;
  return std::move(halls.front());
}

std::vector<Busy> ArendaRepository::busy(long long hall_id, const std::string& from,
                                         const std::string& to) {
  db::Lease s(database_);
  Busy b;
  soci::statement st =
      (s->prepare << "SELECT day, start_hour, end_hour FROM hall_rentals WHERE hall_id = :hall AND"
                     " status = 'confirmed' AND day >= :from AND day <= :to"
                     " ORDER BY day, start_hour",
       soci::use(hall_id), soci::use(from), soci::use(to), soci::into(b.day),
       soci::into(b.start_hour), soci::into(b.end_hour));
  st.execute();
  std::vector<Busy> out;
  while (st.fetch()) out.push_back(b);
  return out;
}

void ArendaRepository::lock_hall(soci::session& s, long long hall_id) {
  db::lock_row(s, "halls", hall_id);
}

std::optional<Rental> ArendaRepository::overlapping(soci::session& s, long long hall_id,
                                                    const std::string& day, int start, int end,
                                                    long long except) {
  db::Binds binds;
  auto rows = select_rentals(
      s,
      core::concat("WHERE r.hall_id = ", binds.add(hall_id), " AND r.day = ", binds.add(day),
                   " AND r.status = 'confirmed' AND r.start_hour < ", binds.add(end),
                   " AND r.end_hour > ", binds.add(start), " AND r.id <> ", binds.add(except),
                   " ORDER BY r.start_hour LIMIT 1"),
      binds);
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

long long ArendaRepository::insert(soci::session& s, const Rental& r) {
  long long id = 0;
  s << "INSERT INTO hall_rentals (hall_id, day, start_hour, end_hour, status, name, phone, email,"
       " organization, purpose, guests, message, price, user_id, area, created_at, updated_at)"
       " VALUES (:hall, :day, :start, :end, :status, :name, :phone, :email, :org, :purpose,"
       " :guests, :message, :price, :user, :area, :created, :updated) RETURNING id",
      soci::use(r.hall_id), soci::use(r.day), soci::use(r.start_hour), soci::use(r.end_hour),
      soci::use(r.status), soci::use(r.name), soci::use(r.phone), soci::use(r.email),
      soci::use(r.organization), soci::use(r.purpose), soci::use(r.guests), soci::use(r.message),
      soci::use(r.price), soci::use(r.user_id), soci::use(r.area), soci::use(r.created_at),
      soci::use(r.updated_at), soci::into(id);
  return id;
}

std::optional<Rental> ArendaRepository::find(long long id) {
  db::Lease s(database_);
  return find(s, id);
}

std::optional<Rental> ArendaRepository::find(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select_rentals(s, "WHERE r.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<Rental> ArendaRepository::list(const RentalQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = rental_filter(q, binds);
  tail += q.oldest_first ? " ORDER BY r.id ASC" : " ORDER BY r.id DESC";
  tail += " LIMIT " + binds.add(q.limit) + " OFFSET " + binds.add(q.offset);
  return select_rentals(s, tail, binds);
}

long long ArendaRepository::count(const RentalQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  long long n = 0;
  auto st = db::query_bound(s, "SELECT COUNT(*) FROM hall_rentals r " + rental_filter(q, binds),
                            binds, soci::into(n));
  st.execute(true);
  return n;
}

void ArendaRepository::update(soci::session& s, const Rental& r) {
  s << "UPDATE hall_rentals SET status = :status, manager_note = :note, updated_at = :updated"
       " WHERE id = :id",
      soci::use(r.status), soci::use(r.manager_note), soci::use(r.updated_at), soci::use(r.id);
}

std::vector<Rental> ArendaRepository::confirmed(const std::string& from, const std::string& to,
                                                std::optional<long long> hall_id) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = core::concat("WHERE r.status = 'confirmed' AND r.day >= ", binds.add(from),
                                  " AND r.day <= ", binds.add(to));
  if (hall_id) tail += " AND r.hall_id = " + binds.add(*hall_id);
  tail += " ORDER BY r.day, r.start_hour, r.id";
  return select_rentals(s, tail, binds);
}

}  // namespace platform::arenda
