#include "mail/postman.hpp"

#include <spdlog/spdlog.h>

#include "db/database.hpp"

namespace platform::mail {
namespace {

void deliver(OutboxRepository& outbox, std::int64_t id, const Message& m,
             const std::function<std::optional<std::string>()>& send, bool configured) {
  if (!configured) {
    spdlog::info("outbox #{}: {} to {} not sent (no {} configured): {}", id, m.channel, m.recipient,
                 m.channel == "email" ? "SMTP_URL" : "SMS_URL", m.subject.value_or(m.body));
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
  deliver(outbox_, id, m, [&] { return mailer_->send(to, subject, body); }, mailer_ != nullptr);
}

void Postman::sms(const std::string& to, const std::string& text) {
  const Message m{"sms", to, std::nullopt, text};
  const std::string now = db::now_utc();
  const auto id = outbox_.insert(m, now);
  deliver(outbox_, id, m, [&] { return sms_->send(to, text); }, sms_ != nullptr);
}

}  // namespace platform::mail
