#pragma once

#include <map>
#include <optional>
#include <string>

namespace platform::tickets::payments {

// What a provider needs to know of an order to take its payment.
struct PaymentOrder {
  std::string number;
  std::string access_key;  // the buyer's key of the order: the provider's page asks for it
  long long amount = 0;    // roubles
  std::string description;
  std::string return_url;  // where the buyer comes back to (a path of the site)
};

// What the buyer does next: go to the provider's page, or wait for the box office.
struct NextStep {
  std::string action;  // "redirect" | "box_office"
  std::string url;     // for "redirect"
};

// A provider's notification, verified: the payment it reports.
struct Notification {
  std::string external_id;  // the provider's id of the payment: a replay has the same
  std::string order_number;
  long long amount = 0;
  std::string status;  // "succeeded" | "cancelled"
};

// A payment provider (decision 0046, docs/payments.md): start() says how the buyer pays,
// verify() reads a notification (its fields as the provider posted them) and answers nothing
// when its signature or fields are wrong.
class Provider {
 public:
  virtual ~Provider() = default;
  virtual std::string name() const = 0;
  virtual NextStep start(const PaymentOrder& order) const = 0;
  virtual std::optional<Notification> verify(
      const std::map<std::string, std::string>& fields) const = 0;
};

// Pay at the box office: the order waits for a manager to mark it paid; no notifications.
class BoxOffice final : public Provider {
 public:
  std::string name() const override { return "box_office"; }
  NextStep start(const PaymentOrder&) const override { return {"box_office", ""}; }
  std::optional<Notification> verify(const std::map<std::string, std::string>&) const override {
    return std::nullopt;
  }
};

// The test provider, served by the server itself (/api/payments/test/form): the redirect and the
// signed notification of the common Russian providers. The notification's fields: external_id,
// order, amount, status and signature, the HMAC-SHA256 (hex) of "external_id|order|amount|status"
// with the secret.
class TestProvider final : public Provider {
 public:
  explicit TestProvider(std::string secret) : secret_(std::move(secret)) {}
  std::string name() const override { return "test_provider"; }
  NextStep start(const PaymentOrder& order) const override;
  std::optional<Notification> verify(
      const std::map<std::string, std::string>& fields) const override;
  // The signed fields of a notification the provider's page posts.
  std::map<std::string, std::string> sign(const Notification& n) const;

 private:
  std::string secret_;
};

}  // namespace platform::tickets::payments
