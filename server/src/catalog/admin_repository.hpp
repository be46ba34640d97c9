#pragma once

#include <soci/soci.h>

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catalog/admin_schema.hpp"
#include "db/database.hpp"
#include "db/work.hpp"

namespace platform::catalog {

// A react-admin list request, checked against the entity's fields by the routes.
struct AdminListQuery {
  const Field* sort = nullptr;  // nullptr: by id
  bool descending = false;
  long long offset = 0;
  long long limit = 25;
  std::string text;                                          // filter `q`: in the first two fields
  std::optional<std::vector<long long>> ids;                 // filter `id` (react-admin getMany)
  std::vector<std::pair<const Field*, std::string>> equals;  // filter {field: value}, as text
};

struct AdminPage {
  std::vector<boost::json::object> rows;
  long long total = 0;
};

// SQL of the catalogue admin's tables, generic over the entities of admin_schema. Records are
// JSON objects typed by the entity's fields. Calls that take a Transaction run inside it; the
// others borrow a pooled connection.
class AdminRepository {
 public:
  // The unit of work of an admin change (db::Work): its rows, audit entry and cache domains.
  using Transaction = db::Work;

  explicit AdminRepository(db::Database& database) : database_(database) {}

  Transaction begin() { return Transaction(database_); }

  AdminPage list(const Entity& e, const AdminListQuery& query);
  std::optional<boost::json::object> find(const Entity& e, long long id);
  std::optional<boost::json::object> find(Transaction& tx, const Entity& e, long long id);

  // Whether a row with the id exists in the table.
  bool exists(Transaction& tx, const std::string& table, long long id);
  // Whether another row than own_id already has the value in the field's column; within: only
  // among the rows with this value in this column (a class's code within its school).
  bool taken(Transaction& tx, const Entity& e, const Field& f, const std::string& value,
             long long own_id,
             const std::optional<std::pair<std::string, std::string>>& within = std::nullopt);
  // The event's type, or nothing for an unknown id.
  std::optional<std::string> event_type(Transaction& tx, long long event_id);
  bool has_requirements(Transaction& tx, long long event_id);
  // Whether another requirement than own_id already ties the final to the project.
  bool requirement_exists(Transaction& tx, long long event_id, long long project_id,
                          long long own_id);
  // Whether any row of used.table points at the id.
  bool used(Transaction& tx, const UsedBy& used, long long id);

  // Writes the row with its relations (and timestamps); insert answers the new id.
  long long insert(Transaction& tx, const Entity& e, Input in, const std::string& now);
  void update(Transaction& tx, const Entity& e, long long id, Input in, const std::string& now);
  // Deletes the row and its many-to-many rows (Entity::relations).
  void remove(Transaction& tx, const Entity& e, long long id);
  void set_published(Transaction& tx, long long event_id, bool published, const std::string& now);
  void set_photo(Transaction& tx, long long event_id, const std::string& photo,
                 const std::string& now);
  // Whether any event shows the uploaded photo of this hash.
  bool photo_in_use(const std::string& hash);

  // The files table (as for users' photos): one row per stored upload.
  void add_file(std::optional<std::int64_t> user_id, const std::string& kind,
                const std::string& path, std::int64_t size, const std::string& content_type,
                const std::string& now);
  void remove_file(const std::string& path);

  // Rewrites the search index of the events a changed row of the table shows in: the event
  // itself, or the events of a creative type, city, place or project (their names are searched).
  void reindex_events_of(Transaction& tx, const std::string& table, long long id);

 private:
  void write_relations(soci::session& s, const Entity& e, long long id, const Input& in);

  db::Database& database_;
};

}  // namespace platform::catalog
