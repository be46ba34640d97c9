#include "mail/postman.hpp"

#include <spdlog/spdlog.h>

#include "db/database.hpp"

namespace platform::mail {
namespace {

// What the log may show of a message: an email's subject (never a code: decision 0019), an SMS
// with its secret masked.
std::string loggable(const Message& m, const std::string& secret) {
  if (m.subject) return *m.subject;
  std::string text = m.body;
  if (!secret.empty()) {
    for (auto at = text.find(secret); at != std::string::npos; at = text.find(secret, at)) {
      text.replace(at, secret.size(), "******");
    }
  }
  return text;
}

void deliver(OutboxRepository& outbox, std::int64_t id, const Message& m,
             const std::function<std::optional<std::string>()>& send, bool configured,
             const std::string& secret = "") {
  if (!configured) {
    spdlog::info("outbox #{}: {} to {} not sent (no {} configured): {}", id, m.channel, m.recipient,
                 m.channel == "email" ? "SMTP_URL" : "SMS_URL", loggable(m, secret));
    return;
  }
  if (auto error = send()) {
    spdlog::warn("outbox #{}: {} to {} failed: {}", id, m.channel, m.recipient, *error);
    outbox.mark_failed(id, *error);
    return;
  }
  const std::string now = db::now_utc();
  outbox.mark_sent(id, now);
}

}  // namespace

void Postman::email(const std::string& to, const std::string& subject, const std::string& body) {
  const Message m{"email", to, subject, body};
  const std::string now = db::now_utc();
  const auto id = outbox_.insert(m, now);
  deliver(
      outbox_, id, m, [&] { return mailer_->send(to, subject, body); }, mailer_ != nullptr);
}

void Postman::sms(const std::string& to, const std::string& text, const std::string& secret) {
  const Message m{"sms", to, std::nullopt, text};
  const std::string now = db::now_utc();
  const auto id = outbox_.insert(m, now);
  deliver(
      outbox_, id, m, [&] { return sms_->send(to, text); }, sms_ != nullptr, secret);
}

}  // namespace platform::mail
