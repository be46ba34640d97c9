#pragma once

#include <chrono>
#include <memory>

#include "core/clock.hpp"
#include "mail/attachments.hpp"
#include "mail/outbox.hpp"
#include "mail/senders.hpp"

namespace platform::mail {

// Delivers the outbox, one round per call, from the job runner (decision 0021). Claims due
// messages with a lease (several server copies share one outbox), sends each through the mailer
// or the SMS sender, and marks it sent; a failure keeps the error and is tried again after a wait
// that doubles from 30 s to an hour, until a day after the message was queued, when it is given
// up (the admin's outbox list shows it). A channel without a sender is left queued: its messages
// stay readable in the outbox (make run has no SMTP).
class Courier {
 public:
  static constexpr std::chrono::seconds kLease{120};
  static constexpr std::chrono::seconds kFirstRetry{30};
  static constexpr std::chrono::seconds kLongestRetry{3600};
  static constexpr std::chrono::hours kGiveUpAfter{24};
  static constexpr int kBatch = 20;

  Courier(OutboxRepository& outbox, std::unique_ptr<Mailer> mailer, std::unique_ptr<SmsSender> sms,
          core::Clock clock = core::system_now)
      : outbox_(outbox),
        mailer_(std::move(mailer)),
        sms_(std::move(sms)),
        clock_(std::move(clock)) {}

  // Sends what is due; answers how many messages it tried.
  int deliver_due();

  // Where an email's attachments are rendered from (mail/attachments.hpp); without it they are
  // left out.
  void set_attachments(const AttachmentSources* sources) { attachments_ = sources; }

 private:
  const AttachmentSources* attachments_ = nullptr;
  OutboxRepository& outbox_;
  std::unique_ptr<Mailer> mailer_;
  std::unique_ptr<SmsSender> sms_;
  core::Clock clock_;
};

}  // namespace platform::mail
