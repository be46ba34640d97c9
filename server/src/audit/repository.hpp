#pragma once

#include <boost/json/value.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/work.hpp"

namespace platform::audit {

struct Entry {
  std::int64_t id = 0;
  std::optional<std::int64_t> actor_id;
  std::optional<std::string> actor_email;
  std::optional<std::string> actor_name;  // first and last name
  std::string entity;                     // "user", "event", "city"... (catalog/admin_schema.cpp)
  std::int64_t entity_id = 0;
  std::string action;  // "edit", "roles", "block", "unblock"
  std::optional<std::string> before_json;
  std::optional<std::string> after_json;
  std::string created_at;
};

// SQL of the audit_log table: what admins changed (ISSUE 3: who, when, what, before/after).
class AuditRepository {
 public:
  explicit AuditRepository(db::Database& database) : database_(database) {}

  // Entries are written inside the unit of work of the change they record (decision 0047): both
  // commit or neither, and `after` is the state that change made, not a later one.
  static void record(db::Work& work, const Entry& entry);
  // A change of a record, now: its state before and after as JSON (null: none, as for a created
  // or deleted record); no actor for the demo seed.
  static void record_change(db::Work& work, std::optional<std::int64_t> actor_id,
                            std::string entity, std::int64_t entity_id, std::string action,
                            const boost::json::value& before, const boost::json::value& after);
  // The entries of one record, newest first, with the actor's email and name.
  std::vector<Entry> of(const std::string& entity, std::int64_t entity_id);

 private:
  db::Database& database_;
};

}  // namespace platform::audit
