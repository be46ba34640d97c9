#pragma once

#include <functional>
#include <string>

#include "core/clock.hpp"
#include "db/work.hpp"
#include "mail/outbox.hpp"

namespace platform::mail {

// Queues every message in the outbox and tells the job runner (decision 0021): nothing is sent
// inside a request, so a slow or unreachable mail server never holds one up. The Courier
// delivers. The log shows a queued email's subject and an SMS with its secret masked.
class Postman {
 public:
  explicit Postman(OutboxRepository& outbox, std::function<void()> queued = {},
                   core::Clock clock = core::system_now)
      : outbox_(outbox), queued_(std::move(queued)), clock_(std::move(clock)) {}

  void email(const std::string& to, const std::string& subject, const std::string& body);
  // `secret` (a one-time code in the text) is masked in the log.
  void sms(const std::string& to, const std::string& text, const std::string& secret = "");

  // An email queued inside the unit of work of the write it tells of: both are committed or
  // neither; the courier is woken after the commit.
  void email(db::Work& work, const std::string& to, const std::string& subject,
             const std::string& body, const std::string& attachments = {});
  // An SMS queued the same way (it carries no secret: one-time codes go on their own).
  void sms(db::Work& work, const std::string& to, const std::string& text);

 private:
  void queue(const Message& message, const std::string& loggable);

  OutboxRepository& outbox_;
  std::function<void()> queued_;
  core::Clock clock_;
};

}  // namespace platform::mail
