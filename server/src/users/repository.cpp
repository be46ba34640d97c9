#include "users/repository.hpp"

#include <soci/soci.h>

#include <map>

#include "db/like.hpp"
#include "db/lock.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::users {
namespace {

constexpr const char* kColumns =
    "u.id, u.code, u.photo, u.first_name, u.second_name, u.last_name, u.phone, u.email, "
    "u.password_hash, u.verified_at, u.consent_at, u.blocked_at, u.blocked_reason, u.deleted_at, "
    "u.pending_email, u.pending_phone, u.created_at, u.updated_at";

// Binds one user's columns (in kColumns order) as the statement's outputs.
void bind_columns(soci::statement& st, User& u, long long& id) {
  st.exchange(soci::into(id));
  st.exchange(soci::into(u.code));
  st.exchange(soci::into(u.photo));
  st.exchange(soci::into(u.first_name));
  st.exchange(soci::into(u.second_name));
  st.exchange(soci::into(u.last_name));
  st.exchange(soci::into(u.phone));
  st.exchange(soci::into(u.email));
  st.exchange(soci::into(u.password_hash));
  st.exchange(soci::into(u.verified_at));
  st.exchange(soci::into(u.consent_at));
  st.exchange(soci::into(u.blocked_at));
  st.exchange(soci::into(u.blocked_reason));
  st.exchange(soci::into(u.deleted_at));
  st.exchange(soci::into(u.pending_email));
  st.exchange(soci::into(u.pending_phone));
  st.exchange(soci::into(u.created_at));
  st.exchange(soci::into(u.updated_at));
}

// Runs "SELECT kColumns FROM users u <tail>" with one text or number parameter.
template <typename Param>
std::optional<User> select_one(soci::session& s, const std::string& tail, const Param& param) {
  User u;
  long long id = 0;
  soci::statement st(s);
  bind_columns(st, u, id);
  st.exchange(soci::use(param));
  st.alloc();
  st.prepare(std::string("SELECT ") + kColumns + " FROM users u " + tail,
             soci::details::st_one_time_query);
  st.define_and_bind();
  if (!st.execute(true)) return std::nullopt;
  u.id = id;
  return u;
}

// The WHERE clause of a list query and its parameters, in order of appearance.
struct Where {
  std::string sql;
  std::vector<std::string> params;
};

Where where_of(const ListQuery& q) {
  Where w;
  w.sql = q.deleted ? " WHERE u.deleted_at IS NOT NULL" : " WHERE u.deleted_at IS NULL";
  if (!q.q.empty()) {
    w.sql += " AND u.search_text LIKE :q ESCAPE '\\'";
    w.params.push_back(db::like_containing(q.q));
  }
  if (q.role) {
    w.sql +=
        " AND EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_code = "
        ":role)";
    w.params.push_back(*q.role);
  }
  if (q.blocked)
    w.sql += *q.blocked ? " AND u.blocked_at IS NOT NULL" : " AND u.blocked_at IS NULL";
  if (q.verified) {
    w.sql += *q.verified ? " AND u.verified_at IS NOT NULL" : " AND u.verified_at IS NULL";
  }
  return w;
}

// The user's role codes, sorted.
std::vector<std::string> select_roles(soci::session& s, std::int64_t user_id) {
  const long long id = user_id;
  std::vector<std::string> roles;
  std::string role;
  soci::statement st =
      db::query(s, "SELECT role_code FROM user_roles WHERE user_id = :id ORDER BY role_code",
                soci::use(id), soci::into(role));
  st.execute();
  while (st.fetch()) roles.push_back(role);
  return roles;
}

}  // namespace

std::vector<std::string> UserRepository::roles_of(std::int64_t user_id) {
  db::Lease s(database_);
  return select_roles(s, user_id);
}

std::optional<User> UserRepository::find_for_update(db::Work& work, std::int64_t user_id) {
  const long long id = user_id;
  db::lock_row(work, "users", id);
  auto u = select_one(work, "WHERE u.id = :id", id);
  if (u) u->roles = select_roles(work, u->id);
  return u;
}

std::optional<User> UserRepository::find(std::int64_t user_id) {
  std::optional<User> u;
  {
    db::Lease s(database_);
    const long long id = user_id;
    u = select_one(s, "WHERE u.id = :id", id);
  }
  if (u) u->roles = roles_of(u->id);
  return u;
}

std::optional<User> UserRepository::find_live_by_email(const std::string& email) {
  std::optional<User> u;
  {
    db::Lease s(database_);
    u = select_one(s, "WHERE u.email = :email AND u.deleted_at IS NULL ORDER BY u.id LIMIT 1",
                   email);
  }
  if (u) u->roles = roles_of(u->id);
  return u;
}

std::optional<User> UserRepository::find_live_by_phone(const std::string& phone) {
  std::optional<User> u;
  {
    db::Lease s(database_);
    u = select_one(s, "WHERE u.phone = :phone AND u.deleted_at IS NULL ORDER BY u.id LIMIT 1",
                   phone);
  }
  if (u) u->roles = roles_of(u->id);
  return u;
}

void UserRepository::insert(User& u) {
  db::Work s(database_);
  const std::string search = search_text_of(u);
  long long id = 0;
  s << "INSERT INTO users (code, photo, first_name, second_name, last_name, phone, email,"
       " password_hash, search_text, verified_at, consent_at, blocked_at, blocked_reason, "
       "deleted_at,"
       " created_at, updated_at) VALUES (:code, :photo, :first, :second, :last, :phone, :email,"
       " :hash, :search, :verified, :consent, :blocked, :reason, :deleted, :created, :updated)"
       " RETURNING id",
      soci::use(u.code), soci::use(u.photo), soci::use(u.first_name), soci::use(u.second_name),
      soci::use(u.last_name), soci::use(u.phone), soci::use(u.email), soci::use(u.password_hash),
      soci::use(search), soci::use(u.verified_at), soci::use(u.consent_at), soci::use(u.blocked_at),
      soci::use(u.blocked_reason), soci::use(u.deleted_at), soci::use(u.created_at),
      soci::use(u.updated_at), soci::into(id);
  for (const auto& role : u.roles) {
    s << "INSERT INTO user_roles (user_id, role_code) VALUES (:id, :role)", soci::use(id),
        soci::use(role);
  }
  s.commit();
  u.id = id;
}

namespace {

void write_user(soci::session& s, const User& u, UserPart part) {
  const long long id = u.id;
  switch (part) {
    case UserPart::profile: {
      const std::string search = search_text_of(u);
      s << "UPDATE users SET photo = :photo, first_name = :first, second_name = :second,"
           " last_name = :last, phone = :phone, email = :email, password_hash = :hash,"
           " search_text = :search, verified_at = :verified, pending_email = :pending_email,"
           " pending_phone = :pending_phone, updated_at = :updated WHERE id = :id",
          soci::use(u.photo), soci::use(u.first_name), soci::use(u.second_name),
          soci::use(u.last_name), soci::use(u.phone), soci::use(u.email),
          soci::use(u.password_hash), soci::use(search), soci::use(u.verified_at),
          soci::use(u.pending_email), soci::use(u.pending_phone), soci::use(u.updated_at),
          soci::use(id);
      return;
    }
    case UserPart::blocking:
      s << "UPDATE users SET blocked_at = :blocked, blocked_reason = :reason,"
           " updated_at = :updated WHERE id = :id",
          soci::use(u.blocked_at), soci::use(u.blocked_reason), soci::use(u.updated_at),
          soci::use(id);
      return;
    case UserPart::deletion:
      s << "UPDATE users SET deleted_at = :deleted, updated_at = :updated WHERE id = :id",
          soci::use(u.deleted_at), soci::use(u.updated_at), soci::use(id);
      return;
    case UserPart::stamp:
      s << "UPDATE users SET updated_at = :updated WHERE id = :id", soci::use(u.updated_at),
          soci::use(id);
      return;
  }
}

void write_roles(soci::session& s, std::int64_t user_id, const std::vector<std::string>& roles) {
  const long long id = user_id;
  s << "DELETE FROM user_roles WHERE user_id = :id", soci::use(id);
  for (const auto& role : roles) {
    s << "INSERT INTO user_roles (user_id, role_code) VALUES (:id, :role)", soci::use(id),
        soci::use(role);
  }
}

// Inside a write transaction: whether an Admin other than `user_id` is live and not blocked.
// PostgreSQL locks the Admin role rows first, so two Admins blocking each other at the same
// moment are serialised and the second sees the first's write; SQLite's IMMEDIATE transaction
// already holds the only write lock.
bool another_active_admin(soci::session& s, db::Backend backend, std::int64_t user_id) {
  if (backend == db::Backend::postgresql) {
    s << "SELECT COUNT(*) FROM (SELECT user_id FROM user_roles WHERE role_code = 'Admin'"
         " FOR UPDATE) locked";
  }
  const long long id = user_id;
  long long others = 0;
  s << "SELECT COUNT(*) FROM users u JOIN user_roles r ON r.user_id = u.id"
       " WHERE r.role_code = 'Admin' AND u.id <> :id AND u.deleted_at IS NULL"
       " AND u.blocked_at IS NULL",
      soci::use(id), soci::into(others);
  return others > 0;
}

}  // namespace

void UserRepository::update(const User& u, UserPart part) {
  db::Work work(database_);
  update(work, u, part);
  work.commit();
}

void UserRepository::update(db::Work& work, const User& u, UserPart part) {
  write_user(work, u, part);
  work.changed(cache::Domain::sessions);  // a session checked before is never kept (cache::Cache)
}

void UserRepository::set_roles(db::Work& work, std::int64_t user_id,
                               const std::vector<std::string>& roles) {
  write_roles(work, user_id, roles);
  work.changed(cache::Domain::sessions);
}

bool UserRepository::update_keeping_an_admin(db::Work& work, const User& u, UserPart part) {
  if (!another_active_admin(work, database_.backend(), u.id)) return false;
  update(work, u, part);
  return true;
}

bool UserRepository::set_roles_keeping_an_admin(db::Work& work, std::int64_t user_id,
                                                const std::vector<std::string>& roles) {
  if (!another_active_admin(work, database_.backend(), user_id)) return false;
  set_roles(work, user_id, roles);
  return true;
}

void UserRepository::add_file(std::int64_t user_id, const std::string& kind,
                              const std::string& path, std::int64_t size,
                              const std::string& content_type, const std::string& now) {
  db::Lease s(database_);
  const long long uid = user_id;
  const long long bytes = size;
  s << "INSERT INTO files (user_id, kind, path, size, content_type, created_at) VALUES (:uid, "
       ":kind,"
       " :path, :size, :type, :created)",
      soci::use(uid), soci::use(kind), soci::use(path), soci::use(bytes), soci::use(content_type),
      soci::use(now);
}

void UserRepository::remove_file(const std::string& path) {
  db::Lease s(database_);
  s << "DELETE FROM files WHERE path = :path", soci::use(path);
}

std::vector<User> UserRepository::list(const ListQuery& q) {
  static const std::map<std::string, std::string> columns = {{"id", "u.id"},
                                                             {"last_name", "u.last_name"},
                                                             {"email", "u.email"},
                                                             {"created_at", "u.created_at"}};
  const auto column = columns.count(q.sort) ? columns.at(q.sort) : std::string("u.id");
  const Where w = where_of(q);
  const std::string dir = q.descending ? " DESC" : " ASC";
  std::vector<User> out;
  {
    db::Lease s(database_);
    User u;
    long long id = 0;
    long long limit = q.limit;
    long long offset = q.offset;
    soci::statement st(s);
    bind_columns(st, u, id);
    for (const auto& p : w.params) st.exchange(soci::use(p));
    st.exchange(soci::use(limit));
    st.exchange(soci::use(offset));
    st.alloc();
    st.prepare(std::string("SELECT ") + kColumns + " FROM users u" + w.sql + " ORDER BY " + column +
                   dir + ", u.id" + dir + " LIMIT :limit OFFSET :offset",
               soci::details::st_one_time_query);
    st.define_and_bind();
    st.execute();
    while (st.fetch()) {
      u.id = id;
      out.push_back(u);
    }
  }
  for (auto& u : out) u.roles = roles_of(u.id);
  return out;
}

std::int64_t UserRepository::count(const ListQuery& q) {
  const Where w = where_of(q);
  db::Lease s(database_);
  long long n = 0;
  soci::statement st(s);
  st.exchange(soci::into(n));
  for (const auto& p : w.params) st.exchange(soci::use(p));
  st.alloc();
  st.prepare("SELECT COUNT(*) FROM users u" + w.sql, soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute(true);
  return n;
}

}  // namespace platform::users
