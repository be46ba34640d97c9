#include "mail/outbox.hpp"

#include <soci/soci.h>

#include "db/optional.hpp"

namespace platform::mail {

std::int64_t OutboxRepository::insert(const Message& m, const std::string& now) {
  soci::session s(database_.pool());
  long long id = 0;
  s << "INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (:channel,"
       " :recipient, :subject, :body, :created) RETURNING id",
      soci::use(m.channel), soci::use(m.recipient), soci::use(m.subject), soci::use(m.body),
      soci::use(now), soci::into(id);
  return id;
}

void OutboxRepository::mark_sent(std::int64_t message_id, const std::string& now) {
  soci::session s(database_.pool());
  const long long id = message_id;
  s << "UPDATE outbox SET sent_at = :now, error = NULL WHERE id = :id", soci::use(now), soci::use(id);
}

void OutboxRepository::mark_failed(std::int64_t message_id, const std::string& error) {
  soci::session s(database_.pool());
  const long long id = message_id;
  s << "UPDATE outbox SET error = :error WHERE id = :id", soci::use(error), soci::use(id);
}

}  // namespace platform::mail
