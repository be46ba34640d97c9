#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace platform::cart {

struct ParamValue {
  long long param_id = 0;
  std::optional<std::string> value;
  std::optional<long long> file_id;
  std::optional<std::string> file_name;
  long long file_size = 0;
};

struct ChosenService {
  long long id = 0;
  long long service_id = 0;
  bool checked = true;
  std::vector<ParamValue> values;

  const ParamValue* value_of(long long param_id) const;
};

struct CartEvent {
  long long event_id = 0;
  int count = 1;
};

struct Cart {
  long long id = 0;  // 0: the user has no cart row yet
  long long version = 0;
  std::optional<long long> confirmed_order_id;
  std::optional<std::string> confirmed_at;
  std::vector<CartEvent> events;
  std::vector<ChosenService> services;
};

// What the basket needs to know about an event to accept it (and the confirm to order it).
struct EventState {
  long long id = 0;
  std::string code, name, type, date_start;
  bool published = false;
  int places_left = 0;
  std::optional<long long> project_id;
};

// A final's requirement: `count` participations in events of the project.
struct Requirement {
  long long final_event_id = 0;
  long long project_id = 0;
  std::string project_code, project_title;
  int count = 0;
};

struct EventChange {
  long long event_id = 0;
  bool remove = false;
  int count = 1;
};

// Both empty: the value is cleared.
struct ParamChange {
  long long param_id = 0;
  std::optional<std::string> value;
  std::optional<long long> file_id;
};

struct ServiceChange {
  long long service_id = 0;
  bool remove = false;
  std::optional<bool> checked;  // nothing: new rows are checked, existing ones keep theirs
  std::vector<ParamChange> params;
};

struct StoredFile {
  long long id = 0;
  std::optional<long long> user_id;
  std::string kind, path, content_type, name;
  long long size = 0;
};

// SQL of carts, cart_events, cart_services and cart_service_params; the catalogue rows the basket
// checks (events, event_requirements) are read here too, never written (decision 0013).
class CartRepository {
 public:
  explicit CartRepository(db::Database& database) : database_(database) {}

  Cart load(long long user_id);
  static Cart load(soci::session& s, long long user_id);
  // Locks the user's cart row inside an order's transaction (a write first: SQLite takes its
  // write lock here); false when the user has no cart.
  static bool lock(soci::session& s, long long user_id);
  // Empties the cart of what was ordered (events, checked services) and remembers the order.
  static void clear_ordered(soci::session& s, long long user_id, long long order_id,
                            const std::string& now);

  std::vector<EventState> events(const std::vector<long long>& ids);
  static std::vector<EventState> events(soci::session& s, const std::vector<long long>& ids);

  // The requirements of the given finals.
  static std::vector<Requirement> requirements(soci::session& s,
                                               const std::vector<long long>& finals);
  // (event id, project id) of the non-final events in the user's orders that are not cancelled.
  static std::vector<std::pair<long long, long long>> ordered_project_events(soci::session& s,
                                                                             long long user_id);
  std::vector<Requirement> requirements(const std::vector<long long>& finals);
  std::vector<std::pair<long long, long long>> ordered_project_events(long long user_id);

  // Applies the changes in one transaction (creating the cart row when needed) and bumps the
  // cart's version, which also forgets its last confirmed order.
  void apply(long long user_id, const std::vector<EventChange>& events,
             const std::vector<ServiceChange>& services);

  // (code, title) of the execution formats handbook, in its order.
  std::vector<std::pair<std::string, std::string>> execution_formats();
  bool execution_format_exists(const std::string& code);

  long long add_file(long long user_id, const std::string& path, long long size,
                     const std::string& name);
  // The file a param of a service in the user's basket holds now, if any.
  std::optional<long long> param_file(long long user_id, long long service_id, long long param_id);
  std::optional<StoredFile> file(long long id);

 private:
  db::Database& database_;
};

}  // namespace platform::cart
