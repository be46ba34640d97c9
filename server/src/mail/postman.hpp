#pragma once

#include <memory>
#include <string>

#include "mail/outbox.hpp"
#include "mail/senders.hpp"

namespace platform::mail {

// Records every message in the outbox, then sends it synchronously when a mailer / SMS sender is
// configured (decision 0007); without one the message stays in the outbox and is logged, so the
// platform works offline. Never throws for a failed delivery: the outbox row keeps the error.
class Postman {
 public:
  Postman(OutboxRepository& outbox, std::unique_ptr<Mailer> mailer, std::unique_ptr<SmsSender> sms)
      : outbox_(outbox), mailer_(std::move(mailer)), sms_(std::move(sms)) {}

  // `secret` (a one-time code in the text) is masked wherever the message is logged.
  void email(const std::string& to, const std::string& subject, const std::string& body);
  void sms(const std::string& to, const std::string& text, const std::string& secret = "");

 private:
  OutboxRepository& outbox_;
  std::unique_ptr<Mailer> mailer_;
  std::unique_ptr<SmsSender> sms_;
};

}  // namespace platform::mail
