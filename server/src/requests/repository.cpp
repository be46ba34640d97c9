#include "requests/repository.hpp"

#include <boost/json.hpp>

#include "core/concat.hpp"
#include "db/binds.hpp"
#include "db/like.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"

namespace platform::requests {

namespace {

constexpr const char* kColumns =
    "SELECT r.id, r.area, r.form, r.name, r.phone, r.email, r.message, r.page, r.utm_source,"
    " r.utm_medium, r.utm_campaign, r.user_id, r.status, r.assignee_id, u.last_name,"
    " u.first_name, r.manager_note, r.created_at, r.updated_at, r.details, r.file_name,"
    " r.file_path, r.file_size FROM requests r LEFT JOIN users u ON u.id = r.assignee_id";

// The columns of kColumns bound to a row being read; the assignee's name parts come apart.
struct Row {
  Request r;
  std::optional<std::string> last, first, details, file_name, file_path;
  std::optional<long long> file_size;
};

// The details column: a JSON object of strings, in the order they were written.
std::optional<std::string> details_json(const Request& r) {
  if (r.details.empty()) return std::nullopt;
  boost::json::object o;
  for (const auto& [code, value] : r.details) o[code] = value;
  return boost::json::serialize(o);
}

std::vector<std::pair<std::string, std::string>> details_of(const std::string& text) {
  std::vector<std::pair<std::string, std::string>> out;
  boost::system::error_code ec;
  const auto value = boost::json::parse(text, ec);
  if (ec || !value.is_object()) return out;
  for (const auto& [code, v] : value.get_object()) {
    if (v.is_string()) out.emplace_back(code, v.get_string());
  }
  return out;
}

void into(soci::statement& st, Row& row) {
  Request& r = row.r;
  st.exchange(soci::into(r.id));
  st.exchange(soci::into(r.area));
  st.exchange(soci::into(r.form));
  st.exchange(soci::into(r.name));
  st.exchange(soci::into(r.phone));
  st.exchange(soci::into(r.email));
  st.exchange(soci::into(r.message));
  st.exchange(soci::into(r.page));
  st.exchange(soci::into(r.utm_source));
  st.exchange(soci::into(r.utm_medium));
  st.exchange(soci::into(r.utm_campaign));
  st.exchange(soci::into(r.user_id));
  st.exchange(soci::into(r.status));
  st.exchange(soci::into(r.assignee_id));
  st.exchange(soci::into(row.last));
  st.exchange(soci::into(row.first));
  st.exchange(soci::into(r.manager_note));
  st.exchange(soci::into(r.created_at));
  st.exchange(soci::into(r.updated_at));
  st.exchange(soci::into(row.details));
  st.exchange(soci::into(row.file_name));
  st.exchange(soci::into(row.file_path));
  st.exchange(soci::into(row.file_size));
}

std::vector<Request> select(soci::session& s, const std::string& tail, const db::Binds& binds) {
  Row row;
  soci::statement st(s);
  binds.bind_to(st);
  into(st, row);
  st.alloc();
  st.prepare(core::concat(kColumns, " ", tail), soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  std::vector<Request> out;
  while (st.fetch()) {
    Request r = row.r;
    if (r.assignee_id && row.last)
      r.assignee_name = core::concat(*row.last, " ", row.first.value_or(""));
    if (row.details) r.details = details_of(*row.details);
    if (row.file_name && row.file_path)
      r.file = AttachedFile{*row.file_name, *row.file_path, row.file_size.value_or(0)};
    out.push_back(std::move(r));
  }
  return out;
}

// The WHERE clause of the admin list, its values bound.
std::string where_of(const RequestQuery& q, db::Binds& binds) {
  std::string sql = "WHERE 1 = 1";
  if (q.status) sql += " AND r.status = " + binds.add(*q.status);
  if (q.form) sql += " AND r.form = " + binds.add(*q.form);
  if (q.area) sql += " AND r.area = " + binds.add(*q.area);
  if (!q.q.empty()) {
    const std::string pattern = db::like_containing(q.q);
    sql += " AND (r.name LIKE " + binds.add(pattern) + " ESCAPE '\\' OR r.phone LIKE " +
           binds.add(pattern) + " ESCAPE '\\' OR r.email LIKE " + binds.add(pattern) +
           " ESCAPE '\\' OR r.message LIKE " + binds.add(pattern) + " ESCAPE '\\')";
  }
  return sql;
}

}  // namespace

long long RequestRepository::insert(soci::session& s, const Request& r) {
  long long id = 0;
  const auto details = details_json(r);
  std::optional<std::string> file_name, file_path;
  std::optional<long long> file_size;
  if (r.file) {
    file_name = r.file->name;
    file_path = r.file->path;
    file_size = r.file->size;
  }
  s << "INSERT INTO requests (area, form, name, phone, email, message, page, utm_source,"
       " utm_medium, utm_campaign, user_id, status, created_at, updated_at, details, file_name,"
       " file_path, file_size) VALUES (:area, :form, :name, :phone, :email, :message, :page, :us,"
       " :um, :uc, :user, :status, :created, :updated, :details, :fname, :fpath, :fsize)"
       " RETURNING id",
      soci::use(r.area), soci::use(r.form), soci::use(r.name), soci::use(r.phone),
      soci::use(r.email), soci::use(r.message), soci::use(r.page), soci::use(r.utm_source),
      soci::use(r.utm_medium), soci::use(r.utm_campaign), soci::use(r.user_id), soci::use(r.status),
      soci::use(r.created_at), soci::use(r.updated_at), soci::use(details), soci::use(file_name),
      soci::use(file_path), soci::use(file_size), soci::into(id);
  return id;
}

std::optional<Request> RequestRepository::find(long long id) {
  db::Lease s(database_);
  return find(s, id);
}

std::optional<Request> RequestRepository::find(soci::session& s, long long id) {
  db::Binds binds;
  auto rows = select(s, "WHERE r.id = " + binds.add(id), binds);
  if (rows.empty()) return std::nullopt;
  return std::move(rows[0]);
}

std::vector<Request> RequestRepository::list(const RequestQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  std::string tail = where_of(q, binds);
  tail += q.oldest_first ? " ORDER BY r.id ASC" : " ORDER BY r.id DESC";
  tail += " LIMIT " + binds.add(q.limit) + " OFFSET " + binds.add(q.offset);
  return select(s, tail, binds);
}

long long RequestRepository::count(const RequestQuery& q) {
  db::Lease s(database_);
  db::Binds binds;
  long long n = 0;
  auto st = db::query_bound(s, "SELECT COUNT(*) FROM requests r " + where_of(q, binds), binds,
                            soci::into(n));
  st.execute(true);
  return n;
}

void RequestRepository::update(soci::session& s, const Request& r) {
  s << "UPDATE requests SET status = :status, assignee_id = :assignee, manager_note = :note,"
       " updated_at = :updated WHERE id = :id",
      soci::use(r.status), soci::use(r.assignee_id), soci::use(r.manager_note),
      soci::use(r.updated_at), soci::use(r.id);
}

std::vector<Comment> RequestRepository::comments(long long request_id) {
  db::Lease s(database_);
  Comment c;
  std::string first, last;
  soci::statement st =
      db::query(s,
                "SELECT c.id, c.author_user_id, a.first_name, a.last_name, c.text, c.created_at"
                " FROM request_comments c JOIN users a ON a.id = c.author_user_id"
                " WHERE c.request_id = :r ORDER BY c.id",
                soci::use(request_id), soci::into(c.id), soci::into(c.author_id), soci::into(first),
                soci::into(last), soci::into(c.text), soci::into(c.created_at));
  st.execute();
  std::vector<Comment> out;
  while (st.fetch()) {
    out.push_back(c);
    out.back().author_name = core::concat(last, " ", first);
  }
  return out;
}

void RequestRepository::add_comment(soci::session& s, long long request_id, long long author_id,
                                    const std::string& text, const std::string& created_at) {
  s << "INSERT INTO request_comments (request_id, author_user_id, text, created_at)"
       " VALUES (:r, :a, :t, :c)",
      soci::use(request_id), soci::use(author_id), soci::use(text), soci::use(created_at);
}

}  // namespace platform::requests
