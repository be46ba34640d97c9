#include "mail/courier.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace platform::mail {

int Courier::deliver_due() {
  std::vector<std::string> channels;
  if (mailer_) channels.emplace_back("email");
  if (sms_) channels.emplace_back("sms");
  const auto now = clock_();
  const auto batch =
      outbox_.claim(channels, core::format_utc(now), core::format_utc(now + kLease), kBatch);
  for (const auto& q : batch) {
    const Message& m = q.message;
    std::optional<std::string> error;
    if (m.channel != "email") {
      error = sms_->send(m.recipient, m.body);
    } else {
      error = mailer_->send({m.recipient, m.subject.value_or(""), m.body, m.key,
                             !m.attachments.empty() && attachments_
                                 ? attachments_->render(m.attachments)
                                 : std::vector<Attachment>{}});
    }
    const auto after = clock_();
    if (!error) {
      outbox_.mark_sent(q.id, core::format_utc(after));
      continue;
    }
    const auto queued_at = core::parse_utc(q.created_at).value_or(after);
    if (after - queued_at >= kGiveUpAfter) {
      spdlog::error("outbox #{}: {} to {} given up after {} attempts: {}", q.id, m.channel,
                    m.recipient, q.attempts + 1, *error);
      outbox_.give_up(q.id, *error, core::format_utc(after));
      continue;
    }
    const auto wait = std::min(kLongestRetry, kFirstRetry * (1L << std::min(q.attempts, 16)));
    spdlog::warn("outbox #{}: {} to {} failed (attempt {}), next in {} s: {}", q.id, m.channel,
                 m.recipient, q.attempts + 1, wait.count(), *error);
    outbox_.mark_failed(q.id, *error, core::format_utc(after + wait));
  }
  return static_cast<int>(batch.size());
}

}  // namespace platform::mail
