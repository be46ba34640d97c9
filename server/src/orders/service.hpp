#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audit/repository.hpp"
#include "cart/service.hpp"
#include "catalog/service.hpp"
#include "mail/postman.hpp"
#include "orders/repository.hpp"
#include "service_catalog/service.hpp"
#include "users/user.hpp"

namespace platform::orders {

// Who processes orders in the admin area (docs/permissions.md): Admin and ManagerOrdersSenior
// see every order and assign them; ManagerOrders sees and processes the orders assigned to them
// and the unassigned ones (taking an unassigned order assigns it to them).
struct Staff {
  long long id = 0;
  bool sees_all = false;
};
Staff staff_of(const users::User& user);

// How long a repeated confirm of an unchanged, already confirmed cart answers that order.
inline constexpr int kRepeatConfirmSeconds = 600;

// Orders: the confirm of a cart, the customer's account calls and the managers' processing.
// No SQL, no HTTP.
class OrderService {
 public:
  OrderService(OrderRepository& orders, cart::CartService& cart_service,
               catalog::CatalogService& catalog, service_catalog::ServiceCatalog& services,
               mail::Postman& postman)
      : orders_(orders),
        cart_service_(cart_service),
        catalog_(catalog),
        services_(services),
        postman_(postman) {}

  // Turns the user's cart into an order in one transaction (decision 0013). 422: empty cart,
  // unavailable events or services, unfilled required params, unmet final requirements;
  // 409: the last places went to someone else meanwhile.
  Order confirm(const users::User& user);

  std::vector<Order> of_user(long long user_id);
  Order own(long long user_id, const std::string& number);  // 404 for anyone else's
  Order cancel_own(const users::User& user, const std::string& number);

  std::pair<std::vector<Order>, long long> list(ListQuery query, const Staff& staff);
  std::string csv(ListQuery query, const Staff& staff);
  Order get(long long id, const Staff& staff);  // 404 outside the staff member's orders
  Order change_status(long long id, const std::string& status,
                      const std::optional<std::string>& reason, const Staff& staff);
  Order assign(long long id, std::optional<long long> manager_id, const Staff& staff);
  Order comment(long long id, const std::string& text, const Staff& staff);
  std::vector<Manager> managers() { return orders_.managers(); }
  // The file of an order for download: its path and original name; 404 otherwise.
  std::pair<std::optional<std::string>, std::string> file(long long order_id, long long file_id,
                                                          const Staff& staff);

  static constexpr long long kMaxCsvRows = 10000;

 private:
  // The steps of confirm().
  struct Reads;
  struct NewOrder;
  Reads read_for_confirm(long long user_id);
  // The order an empty cart became a moment ago (a double click), or 422 «Корзина пуста».
  static long long repeated_confirm(const cart::Cart& cart);
  // 409 when the last places of an event went to someone else meanwhile.
  static void take_places(soci::session& s, const cart::Cart& cart,
                          const std::vector<cart::EventState>& states);
  static NewOrder new_order(const users::User& user, const cart::Cart& cart,
                            const std::vector<const cart::ChosenService*>& chosen,
                            const Reads& reads, const std::string& now);
  static void save(soci::session& s, NewOrder& made, long long user_id, const std::string& now);
  // The mail to the customer and the managers, queued with the order (decision 0021).
  void queue_confirmed_mail(db::Work& work, const Order& order,
                            const std::vector<Manager>& managers);
  // After the commit: the catalogue's places, the courier woken.
  void announce_confirmed(const Order& order);

  void restrict(ListQuery& query, const Staff& staff);
  static void record(db::Work& work, std::optional<long long> actor, const Order& before,
                     const Order& after, const char* action);
  // Moves the order to `status` in the work with its history, the places it gives back and the
  // customer's mail; `takes`: the actor becomes its manager too.
  Order moved(db::Work& work, long long id, const std::string& status,
              const std::optional<std::string>& reason, std::optional<long long> actor,
              bool takes = false);

  OrderRepository& orders_;
  cart::CartService& cart_service_;
  catalog::CatalogService& catalog_;
  service_catalog::ServiceCatalog& services_;
  mail::Postman& postman_;
};

}  // namespace platform::orders
