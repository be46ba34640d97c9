#pragma once

#include <soci/soci.h>

#include <optional>
#include <vector>

#include "db/database.hpp"
#include "requests/model.hpp"

namespace platform::requests {

// SQL of the requests and request_comments tables. The insert takes the caller's session: the
// managers' mails are queued in the same transaction.
class RequestRepository {
 public:
  explicit RequestRepository(db::Database& database) : database_(database) {}

  db::Database& database() { return database_; }

  static long long insert(soci::session& s, const Request& request);
  std::optional<Request> find(long long id);
  static std::optional<Request> find(soci::session& s, long long id);
  std::vector<Request> list(const RequestQuery& query);
  long long count(const RequestQuery& query);
  static void update(soci::session& s,
                     const Request& request);           // status, assignee, note, updated_at
  std::vector<Comment> comments(long long request_id);  // oldest first
  static void add_comment(soci::session& s, long long request_id, long long author_id,
                          const std::string& text, const std::string& created_at);

 private:
  db::Database& database_;
};

}  // namespace platform::requests
