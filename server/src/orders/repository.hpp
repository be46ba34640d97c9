#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "orders/model.hpp"

namespace platform::orders {

// What the admin list filters by (docs/api.md, GET /api/admin/orders).
struct ListQuery {
  std::optional<std::string> status;
  std::optional<long long> event_id;
  std::optional<long long> city_id;
  std::optional<std::string> date_from, date_to;  // "YYYY-MM-DD", inclusive
  std::optional<long long> manager_id;
  bool unassigned = false;                      // manager_id filter "none"
  std::optional<long long> visible_to_manager;  // ManagerOrders: own and unassigned only
  std::string q;                                // lower-cased: number, name, email, phone
  std::string sort = "created_at";              // id, number, created_at, total, status
  bool descending = true;
  long long offset = 0;
  long long limit = 25;
};

struct Manager {
  long long id = 0;
  std::string name, email;
  std::vector<std::string> roles;
};

// SQL of orders, order_items, order_files, order_status_history, order_comments and
// order_counters. The confirm transaction passes its own session to the functions taking one.
class OrderRepository {
 public:
  explicit OrderRepository(db::Database& database) : database_(database) {}

  db::Database& database() { return database_; }

  // --- inside the confirm / cancel transactions ---
  // (event id, people) of the order's event items, by event id.
  static std::vector<std::pair<long long, int>> event_counts(soci::session& s, long long order_id);
  static long long next_sequence(soci::session& s, int year);
  static void insert(soci::session& s, Order& order);  // with items; sets ids
  static void add_file(soci::session& s, long long order_id, long long file_id);
  static void add_history(soci::session& s, long long order_id, const std::string& status,
                          const std::optional<std::string>& reason, std::optional<long long> actor,
                          const std::string& now);
  static void set_status(soci::session& s, long long order_id, const std::string& status,
                         const std::optional<std::string>& cancel_reason, const std::string& now);
  // Reads the status under the transaction (PostgreSQL: FOR UPDATE).
  static std::optional<std::string> status_for_update(soci::session& s, db::Backend backend,
                                                      long long order_id);

  std::optional<Order> find(long long id);
  // The same inside the caller's transaction.
  static std::optional<Order> find(soci::session& s, long long id);
  std::optional<Order> find_by_number(const std::string& number);
  // The user's orders, newest first, with items and history.
  std::vector<Order> of_user(long long user_id);

  std::vector<Order> list(const ListQuery& query, bool with_items);
  long long count(const ListQuery& query);

  static void set_manager(soci::session& s, long long order_id, std::optional<long long> manager_id,
                          const std::string& now);
  static void add_comment(soci::session& s, long long order_id, long long author_id,
                          const std::string& text, const std::string& now);
  bool has_file(long long order_id, long long file_id);

  // Live, unblocked users holding ManagerOrders or ManagerOrdersSenior.
  std::vector<Manager> managers();

 private:
  static void fill(soci::session& s, std::vector<Order>& orders, bool details);

  db::Database& database_;
};

}  // namespace platform::orders
