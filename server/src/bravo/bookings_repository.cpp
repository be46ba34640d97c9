#include "bravo/bookings_repository.hpp"

#include <soci/soci.h>

#include "core/concat.hpp"
#include "db/binds.hpp"
#include "db/lock.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::bravo {

namespace {

// Bookings not cancelled hold their place once their contact is proven (issue 31).
constexpr const char* kHolding = "status <> 'cancelled' AND verified_at IS NOT NULL";

constexpr const char* kBookingColumns =
    "SELECT b.id, b.kind, b.status, b.class_id, c.code, c.name, sc.code, sc.name, b.slot_id,"
    " b.lesson_date, b.start_minute, b.price, b.discount_percent, b.user_id, b.child_id,"
    " b.child_name, b.child_birth_date, b.contact_name, b.phone, b.email, b.comment,"
    " b.manager_note, b.area, b.verified_at, b.created_at, b.updated_at"
    " FROM bravo_bookings b JOIN bravo_classes c ON c.id = b.class_id"
    " JOIN bravo_schools sc ON sc.id = c.school_id";

void into(soci::statement& st, Booking& b) {
  st.exchange(soci::into(b.id));
  st.exchange(soci::into(b.kind));
  st.exchange(soci::into(b.status));
  st.exchange(soci::into(b.class_id));
  st.exchange(soci::into(b.class_code));
  st.exchange(soci::into(b.class_name));
  st.exchange(soci::into(b.school_code));
  st.exchange(soci::into(b.school_name));
  st.exchange(soci::into(b.slot_id));
  st.exchange(soci::into(b.lesson_date));
  st.exchange(soci::into(b.start_minute));
  st.exchange(soci::into(b.price));
  st.exchange(soci::into(b.discount_percent));
  st.exchange(soci::into(b.user_id));
  st.exchange(soci::into(b.child_id));
  st.exchange(soci::into(b.child_name));
  st.exchange(soci::into(b.child_birth_date));
  st.exchange(soci::into(b.contact_name));
  st.exchange(soci::into(b.phone));
  st.exchange(soci::into(b.email));
  st.exchange(soci::into(b.comment));
  st.exchange(soci::into(b.manager_note));
  st.exchange(soci::into(b.area));
  st.exchange(soci::into(b.verified_at));
  st.exchange(soci::into(b.created_at));
  st.exchange(soci::into(b.updated_at));
}

std::vector<Booking> select_bookings(soci::session& s, const std::string& tail,
                                     const db::Binds& binds) {
  Booking row;
  soci::statement st(s);
  binds.bind_to(st);
  into(st, row);
  st.alloc();
  st.prepare(core::concat(kBookingColumns, " ", tail), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Booking> out;
  while (st.fetch()) out.push_back(row);
  return out;
}

std::string booking_filter(const BookingQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND b.status = " + binds.add(*q.status);
  if (q.kind) sql += " AND b.kind = " + binds.add(*q.kind);
  if (q.class_id) sql += " AND b.class_id = " + binds.add(*q.class_id);
  if (q.verified)
    sql += *q.verified ? " AND b.verified_at IS NOT NULL" : " AND b.verified_at IS NULL";
  if (q.date_from) sql += " AND b.lesson_date >= " + binds.add(*q.date_from);
  if (q.date_to) sql += " AND b.lesson_date <= " + binds.add(*q.date_to);
  return sql;
}

}  // namespace

// ---- children

std::vector<Child> BookingsRepository::children_of(long long user_id) {
  db::Lease s(database_);
  Child c;
  soci::statement st =
      db::query(s,
                "SELECT id, user_id, name, birth_date, notes, consent_at, created_at, updated_at"
                " FROM children WHERE user_id = :user ORDER BY id",
                soci::use(user_id), soci::into(c.id), soci::into(c.user_id), soci::into(c.name),
                soci::into(c.birth_date), soci::into(c.notes), soci::into(c.consent_at),
                soci::into(c.created_at), soci::into(c.updated_at));
  st.execute();
  std::vector<Child> out;
  while (st.fetch()) out.push_back(c);
  return out;
}

std::optional<Child> BookingsRepository::child(long long user_id, long long id) {
  db::Lease s(database_);
  Child c;
  s << "SELECT id, user_id, name, birth_date, notes, consent_at, created_at, updated_at"
       " FROM children WHERE id = :id AND user_id = :user",
      soci::use(id), soci::use(user_id), soci::into(c.id), soci::into(c.user_id),
      soci::into(c.name), soci::into(c.birth_date), soci::into(c.notes), soci::into(c.consent_at),
      soci::into(c.created_at), soci::into(c.updated_at);
  if (!s.got_data()) return std::nullopt;
  return c;
}

long long BookingsRepository::insert_child(const Child& c) {
  db::Lease s(database_);
  long long id = 0;
  s << "INSERT INTO children (user_id, name, birth_date, notes, consent_at, created_at,"
       " updated_at) VALUES (:user, :name, :birth, :notes, :consent, :created, :updated)"
       " RETURNING id",
      soci::use(c.user_id), soci::use(c.name), soci::use(c.birth_date), soci::use(c.notes),
      soci::use(c.consent_at), soci::use(c.created_at), soci::use(c.updated_at), soci::into(id);
  return id;
}

void BookingsRepository::update_child(const Child& c) {
  db::Lease s(database_);
  s << "UPDATE children SET name = :name, birth_date = :birth, notes = :notes,"
       " updated_at = :updated WHERE id = :id AND user_id = :user",
      soci::use(c.name), soci::use(c.birth_date), soci::use(c.notes), soci::use(c.updated_at),
      soci::use(c.id), soci::use(c.user_id);
}

void BookingsRepository::delete_child(soci::session& s, long long child_id) {
  s << "UPDATE bravo_bookings SET child_id = NULL WHERE child_id = :id", soci::use(child_id);
  s << "DELETE FROM children WHERE id = :id", soci::use(child_id);
}

long long BookingsRepository::upcoming_of_child(soci::session& s, long long child_id,
                                                const std::string& today) {
  long long n = 0;
  s << core::concat("SELECT COUNT(*) FROM bravo_bookings WHERE child_id = :id AND ", kHolding,
                    " AND lesson_date >= :today"),
      soci::use(child_id), soci::use(today), soci::into(n);
  return n;
}

// ---- places

bool BookingsRepository::phone_of_account(soci::session& s, const std::string& phone) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM users WHERE phone = :phone AND deleted_at IS NULL", soci::use(phone),
      soci::into(n);
  return n > 0;
}

void BookingsRepository::lock_class(soci::session& s, long long class_id) {
  db::lock_row(s, "bravo_classes", class_id);
}

long long BookingsRepository::enrolled(soci::session& s, long long class_id,
                                       const std::string& date, long long except) {
  long long n = 0;
  s << core::concat(
      "SELECT COUNT(*) FROM bravo_bookings WHERE class_id = :class AND kind ="
      " 'enrolment' AND ",
      kHolding, " AND lesson_date <= :date AND id <> :except"),
      soci::use(class_id), soci::use(date), soci::use(except), soci::into(n);
  return n;
}

long long BookingsRepository::trials_on(soci::session& s, long long slot_id,
                                        const std::string& date, long long except) {
  long long n = 0;
  s << core::concat(
      "SELECT COUNT(*) FROM bravo_bookings WHERE slot_id = :slot AND lesson_date ="
      " :date AND kind = 'trial_lesson' AND ",
      kHolding, " AND id <> :except"),
      soci::use(slot_id), soci::use(date), soci::use(except), soci::into(n);
  return n;
}

bool BookingsRepository::individual_taken(soci::session& s, long long class_id,
                                          const std::string& date, int start_minute,
                                          long long except) {
  long long n = 0;
  s << core::concat(
      "SELECT COUNT(*) FROM bravo_bookings WHERE class_id = :class AND lesson_date"
      " = :date AND start_minute = :start AND kind = 'individual_lesson' AND ",
      kHolding, " AND id <> :except"),
      soci::use(class_id), soci::use(date), soci::use(start_minute), soci::use(except),
      soci::into(n);
  return n > 0;
}

BookingsRepository::Taken BookingsRepository::taken(long long class_id, const std::string& from,
                                                    const std::string& to) {
  db::Lease s(database_);
  Taken out;
  {
    std::string date;
    soci::statement st = db::query(
        s,
        core::concat("SELECT lesson_date FROM bravo_bookings WHERE class_id = :class AND kind ="
                     " 'enrolment' AND ",
                     kHolding, " AND lesson_date <= :to"),
        soci::use(class_id), soci::use(to), soci::into(date));
    st.execute();
    while (st.fetch()) out.enrolment_starts.push_back(date);
  }
  long long slot = 0, n = 0;
  std::string date;
  soci::statement st = db::query(
      s,
      core::concat("SELECT slot_id, lesson_date, COUNT(*) FROM bravo_bookings WHERE class_id ="
                   " :class AND kind = 'trial_lesson' AND ",
                   kHolding,
                   " AND lesson_date >= :from AND lesson_date <= :to GROUP BY slot_id,"
                   " lesson_date"),
      soci::use(class_id), soci::use(from), soci::use(to), soci::into(slot), soci::into(date),
      soci::into(n));
  st.execute();
  while (st.fetch()) out.trials[{slot, date}] = n;
  return out;
}

// ---- bookings

long long BookingsRepository::insert(soci::session& s, const Booking& b,
                                     const std::optional<std::string>& code_hash) {
  long long id = 0;
  s << "INSERT INTO bravo_bookings (kind, status, class_id, slot_id, lesson_date, start_minute,"
       " price, discount_percent, user_id, child_id, child_name, child_birth_date, contact_name,"
       " phone, email, comment, area, verified_at, verify_code_hash, created_at, updated_at)"
       " VALUES (:kind, :status, :class, :slot, :date, :start, :price, :discount, :user, :child,"
       " :child_name, :birth, :contact, :phone, :email, :comment, :area, :verified, :code,"
       " :created, :updated) RETURNING id",
      soci::use(b.kind), soci::use(b.status), soci::use(b.class_id), soci::use(b.slot_id),
      soci::use(b.lesson_date), soci::use(b.start_minute), soci::use(b.price),
      soci::use(b.discount_percent), soci::use(b.user_id), soci::use(b.child_id),
      soci::use(b.child_name), soci::use(b.child_birth_date), soci::use(b.contact_name),
      soci::use(b.phone), soci::use(b.email), soci::use(b.comment), soci::use(b.area),
      soci::use(b.verified_at), soci::use(code_hash), soci::use(b.created_at),
      soci::use(b.updated_at), soci::into(id);
  return id;
}

void BookingsRepository::update(soci::session& s, const Booking& b) {
  s << "UPDATE bravo_bookings SET status = :status, slot_id = :slot, lesson_date = :date,"
       " start_minute = :start, price = :price, discount_percent = :discount, manager_note ="
       " :note, verified_at = :verified, updated_at = :updated WHERE id = :id",
      soci::use(b.status), soci::use(b.slot_id), soci::use(b.lesson_date),
      soci::use(b.start_minute), soci::use(b.price), soci::use(b.discount_percent),
      soci::use(b.manager_note), soci::use(b.verified_at), soci::use(b.updated_at), soci::use(b.id);
  if (b.verified_at) {
    s << "UPDATE bravo_bookings SET verify_code_hash = NULL WHERE id = :id", soci::use(b.id);
  }
}

Verification BookingsRepository::verification(soci::session& s, long long id) {
  Verification v;
  s << "SELECT verify_code_hash, verify_attempts FROM bravo_bookings WHERE id = :id", soci::use(id),
      soci::into(v.code_hash), soci::into(v.attempts);
  return v;
}

void BookingsRepository::count_wrong_code(soci::session& s, long long id) {
  s << "UPDATE bravo_bookings SET verify_attempts = verify_attempts + 1 WHERE id = :id",
      soci::use(id);
}

long long BookingsRepository::unverified_since(soci::session& s, const std::string& column,
                                               const std::string& value, const std::string& since) {
  long long n = 0;
  s << core::concat("SELECT COUNT(*) FROM bravo_bookings WHERE ", column,
                    " = :value AND verified_at IS NULL AND status = 'new'"
                    " AND created_at > :since"),
      soci::use(value), soci::use(since), soci::into(n);
  return n;
}

std::optional<Booking> BookingsRepository::find(long long id) {
  db::Lease s(database_);
  return find(s, id);
}

std::optional<Booking> BookingsRepository::find(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select_bookings(s, "WHERE b.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<Booking> BookingsRepository::list(const BookingQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = booking_filter(q, binds);
  tail += " ORDER BY b.id DESC LIMIT " + binds.add(q.limit) + " OFFSET " + binds.add(q.offset);
  return select_bookings(s, tail, binds);
}

long long BookingsRepository::count(const BookingQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  long long n = 0;
  auto st = db::query_bound(s, "SELECT COUNT(*) FROM bravo_bookings b " + booking_filter(q, binds),
                            binds, soci::into(n));
  st.execute(true);
  return n;
}

std::vector<Booking> BookingsRepository::of_user(long long user_id) {
  db::Lease s(database_);
  db::Binds binds;
  return select_bookings(
      s, "WHERE b.user_id = " + binds.add(user_id) + " ORDER BY b.id DESC LIMIT 500", binds);
}

long long BookingsRepository::link_phone(long long user_id, const std::string& phone) {
  db::Lease s(database_);
  soci::statement st = db::query(s,
                                 "UPDATE bravo_bookings SET user_id = :user WHERE phone = :phone"
                                 " AND user_id IS NULL",
                                 soci::use(user_id), soci::use(phone));
  st.execute(true);
  return st.get_affected_rows();
}

}  // namespace platform::bravo
