#include <boost/url/encode.hpp>
#include <boost/url/rfc/unreserved_chars.hpp>
#include <charconv>

#include "tickets/payments/provider.hpp"
#include "tickets/signing.hpp"

namespace platform::tickets::payments {

namespace {

std::string canonical(const Notification& n) {
  return n.external_id + "|" + n.order_number + "|" + std::to_string(n.amount) + "|" + n.status;
}

std::string encoded(const std::string& text) {
  return boost::urls::encode(text, boost::urls::unreserved_chars);
}

const std::string* field_of(const std::map<std::string, std::string>& fields, const char* key) {
  const auto it = fields.find(key);
  if (it == fields.end() || it->second.empty() || it->second.size() > 200) return nullptr;
  return &it->second;
}

}  // namespace

NextStep TestProvider::start(const PaymentOrder& order) const {
  return {"redirect", "/api/payments/test/form?order=" + encoded(order.number) + "&key=" +
                          encoded(order.access_key) + "&amount=" + std::to_string(order.amount) +
                          "&return=" + encoded(order.return_url)};
}

std::map<std::string, std::string> TestProvider::sign(const Notification& n) const {
  return {{"external_id", n.external_id},
          {"order", n.order_number},
          {"amount", std::to_string(n.amount)},
          {"status", n.status},
          {"signature", hmac_hex(secret_, canonical(n))}};
}

std::optional<Notification> TestProvider::verify(
    const std::map<std::string, std::string>& fields) const {
  const auto* id = field_of(fields, "external_id");
  const auto* order = field_of(fields, "order");
  const auto* amount = field_of(fields, "amount");
  const auto* status = field_of(fields, "status");
  const auto* signature = field_of(fields, "signature");
  if (!id || !order || !amount || !status || !signature) return std::nullopt;
  Notification n{*id, *order, 0, *status};
  const auto* end = amount->data() + amount->size();
  const auto [ptr, ec] = std::from_chars(amount->data(), end, n.amount);
  if (ec != std::errc() || ptr != end || n.amount < 0) return std::nullopt;
  if (n.status != "succeeded" && n.status != "cancelled") return std::nullopt;
  if (!same_text(*signature, hmac_hex(secret_, canonical(n)))) return std::nullopt;
  return n;
}

}  // namespace platform::tickets::payments
