#include "mail/postman.hpp"

#include <spdlog/spdlog.h>

namespace platform::mail {

namespace {

// The log line of a message not queued: its recipient had the day's share.
void log_capped(const Message& m, const std::string& loggable) {
  spdlog::warn("outbox: {} to {} not queued, the recipient's daily cap is reached: {}", m.channel,
               m.recipient, loggable);
}

}  // namespace

void Postman::queue(const Message& m, const std::string& loggable) {
  const auto id = outbox_.insert(m, core::format_utc(clock_()));
  if (id == 0) return log_capped(m, loggable);
  spdlog::info("outbox #{}: {} to {} queued: {}", id, m.channel, m.recipient, loggable);
  if (queued_) queued_();
}

void Postman::email(const std::string& to, const std::string& subject, const std::string& body) {
  queue({"email", to, subject, body}, subject);
}

void Postman::email(db::Work& work, const std::string& to, const std::string& subject,
                    const std::string& body, const std::string& attachments) {
  const Message m{"email", to, subject, body, attachments};
  const auto id = OutboxRepository::insert(work, m, core::format_utc(clock_()));
  if (id == 0) return log_capped(m, subject);
  spdlog::info("outbox #{}: email to {} queued with its transaction: {}", id, to, subject);
  if (queued_) work.after_commit(queued_);
}

void Postman::sms(db::Work& work, const std::string& to, const std::string& text) {
  const Message m{"sms", to, std::nullopt, text};
  const auto id = OutboxRepository::insert(work, m, core::format_utc(clock_()));
  if (id == 0) return log_capped(m, text);
  spdlog::info("outbox #{}: sms to {} queued with its transaction: {}", id, to, text);
  if (queued_) work.after_commit(queued_);
}

void Postman::sms(const std::string& to, const std::string& text, const std::string& secret) {
  std::string loggable = text;
  if (!secret.empty()) {
    for (auto at = loggable.find(secret); at != std::string::npos; at = loggable.find(secret, at)) {
      loggable.replace(at, secret.size(), "******");
    }
  }
  queue({"sms", to, std::nullopt, text}, loggable);
}

}  // namespace platform::mail
