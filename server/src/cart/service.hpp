#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "cart/repository.hpp"
#include "catalog/service.hpp"
#include "files/uploads.hpp"
#include "service_catalog/service.hpp"
#include "storage/storage.hpp"

namespace platform::cart {

// A cart change as the routes read it: positions in the request name the fields of errors.
struct Update {
  std::vector<EventChange> events;
  std::vector<ServiceChange> services;
};

// How far a final's requirements are met (the final-of-event hint of spec section 3): per
// required project its title and code, `value` participations counted (events of the project in
// the cart plus those in the user's orders that are not cancelled) and `count` still missing.
struct Hint {
  long long final_event_id = 0;
  std::string title, code;
  int required = 0, value = 0, count = 0;
};

// Shown with the final-of-event hint (spec section 5).
inline constexpr const char* kFinalWarning =
    "Чтобы зарегистрироваться на финал необходимо добавить еще:";

// The server basket of a signed-in user (spec sections 3, 4, 7). No SQL, no HTTP.
class CartService {
 public:
  CartService(CartRepository& carts, catalog::CatalogService& catalog,
              service_catalog::ServiceCatalog& services, files::Uploads& uploads,
              const storage::Storage& files)
      : carts_(carts), catalog_(catalog), services_(services), uploads_(uploads), files_(files) {}

  // The Cart of spec section 3: user_id, events[], services[], with hints and totals.
  boost::json::object view(long long user_id);

  // Merges the changes by id (spec section 4) after checking every one of them: unknown ids,
  // unavailable events and bad param values are one 422 listing each, and nothing changes.
  boost::json::object update(long long user_id, const Update& update);

  // Stores an uploaded PDF for a file param of a service and puts it in the cart (the service is
  // added, checked, when it is not there yet), deleting the file it replaces unless an order
  // holds it. 422 with the spec's messages; the user's upload quota and hourly count apply.
  boost::json::object upload(long long user_id, long long service_id, long long param_id,
                             const std::string& filename, std::string_view bytes);

  // Unmet requirements of the finals among `events` (empty: all met), given the finals'
  // requirements and the (event, project) pairs of the user's live orders.
  static std::vector<Hint> unmet(const std::vector<EventState>& events,
                                 const std::vector<Requirement>& requirements,
                                 const std::vector<std::pair<long long, long long>>& ordered);
  static std::vector<long long> finals_of(const std::vector<EventState>& events);

  // The cart side of an order's confirm, inside its transaction `s` (decision 0013;
  // cart/checkout.cpp). The user's cart, its row locked until the transaction ends (empty when
  // the user has none).
  static Cart lock_for_order(soci::session& s, long long user_id);
  // Refuses a cart that cannot become an order: 409 when it holds an event outside `read_events`
  // (what the confirm read before its transaction: the cart changed meanwhile); 422 listing
  // unavailable events, unpublished services, unfilled required params, unmet final
  // requirements. Returns the states of the cart's events.
  static std::vector<EventState> check_for_order(soci::session& s, long long user_id,
                                                 const Cart& cart,
                                                 const std::vector<const ChosenService*>& chosen,
                                                 const std::set<long long>& read_events,
                                                 const service_catalog::Snapshot& services,
                                                 const std::string& today);
  // Empties the cart of what was ordered and remembers the order (a repeated confirm answers it).
  static void clear_ordered(soci::session& s, long long user_id, long long order_id,
                            const std::string& now);

  // The user's cart as stored (no hints, no cards).
  Cart load(long long user_id) { return carts_.load(user_id); }
  // The handbook of execution formats as (code, title), and a stored file by id (any owner).
  std::vector<std::pair<std::string, std::string>> execution_formats() {
    return carts_.execution_formats();
  }
  std::optional<StoredFile> file(long long file_id) { return carts_.file(file_id); }

  // The stored file, for the owner's download; 404 for anyone else.
  StoredFile own_file(long long user_id, long long file_id);
  // The stored file's bytes; nothing when the file is gone.
  std::optional<std::string> bytes_of(const StoredFile& file) const {
    return files_.read(file.path);
  }

  // Why an event cannot go in the basket (or be ordered) with `count` people, or nothing.
  static std::optional<std::string> refusal(const EventState& event, int count,
                                            const std::string& today);

 private:
  CartRepository& carts_;
  catalog::CatalogService& catalog_;
  service_catalog::ServiceCatalog& services_;
  files::Uploads& uploads_;
  const storage::Storage& files_;
};

}  // namespace platform::cart
