#include "mail/outbox.hpp"

#include <soci/soci.h>

#include <chrono>

#include "auth/crypto.hpp"
#include "core/clock.hpp"
#include "core/concat.hpp"
#include "db/like.hpp"
#include "db/optional.hpp"
#include "db/query.hpp"
#include "db/work.hpp"

namespace platform::mail {
namespace {

// The WHERE clause of the admin list and its one text parameter (or none).
std::string where_of(const OutboxQuery& q) {
  std::string sql = " WHERE 1 = 1";
  if (q.status == "sent") sql += " AND sent_at IS NOT NULL";
  if (q.status == "queued") sql += " AND sent_at IS NULL AND given_up_at IS NULL";
  if (q.status == "given_up") sql += " AND given_up_at IS NOT NULL";
  if (!q.q.empty()) sql += " AND recipient LIKE :q ESCAPE '\\'";
  return sql;
}

}  // namespace

std::int64_t OutboxRepository::insert(const Message& m, const std::string& now) {
  db::Lease s(database_);
  return insert(s, m, now);
}

bool OutboxRepository::over_daily_cap(soci::session& s, const Message& m, const std::string& now) {
  const auto at = core::parse_utc(now);
  if (!at) return false;
  const std::string since = core::format_utc(*at - std::chrono::hours(24));
  long long sent = 0;
  s << "SELECT COUNT(*) FROM outbox WHERE recipient = :to AND channel = :channel"
       " AND created_at > :since",
      soci::use(m.recipient), soci::use(m.channel), soci::use(since), soci::into(sent);
  const long long cap = m.channel == "sms" ? kSmsPerRecipientDay : kEmailsPerRecipientDay;
  if (sent < cap) return false;
  // The platform's staff get what their work brings, however much.
  long long staff = 0;
  s << "SELECT COUNT(*) FROM users u JOIN user_roles r ON r.user_id = u.id"
       " WHERE (u.email = :to OR u.phone = :to2) AND u.deleted_at IS NULL",
      soci::use(m.recipient), soci::use(m.recipient), soci::into(staff);
  return staff == 0;
}

std::int64_t OutboxRepository::insert(soci::session& s, const Message& m, const std::string& now) {
  if (over_daily_cap(s, m, now)) return 0;
  long long id = 0;
  const std::optional<std::string> attachments =
      m.attachments.empty() ? std::nullopt : std::optional<std::string>(m.attachments);
  const std::string key = m.key.empty() ? auth::random_hex(16) : m.key;
  s << "INSERT INTO outbox (channel, recipient, subject, body, attachments, message_key,"
       " created_at, next_attempt_at) VALUES (:channel, :recipient, :subject, :body, :attachments,"
       " :key, :created, :next) RETURNING id",
      soci::use(m.channel), soci::use(m.recipient), soci::use(m.subject), soci::use(m.body),
      soci::use(attachments), soci::use(key), soci::use(now), soci::use(now), soci::into(id);
  return id;
}

std::vector<Queued> OutboxRepository::claim(const std::vector<std::string>& channels,
                                            const std::string& now, const std::string& lease_until,
                                            int limit) {
  std::vector<Queued> out;
  if (channels.empty()) return out;
  const std::string& first = channels.front();
  const std::string& second = channels.back();
  db::Work s(database_);
  {
    Queued q;
    long long id = 0;
    std::optional<std::string> attachments, key;
    soci::statement st = db::query(
        s,
        std::string("SELECT id, channel, recipient, subject, body, attachments, message_key,"
                    " attempts, created_at FROM outbox"
                    " WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= :now"
                    " AND (lease_until IS NULL OR lease_until < :now2)"
                    " AND (channel = :first OR channel = :second) ORDER BY id LIMIT :limit") +
            (database_.backend() == db::Backend::postgresql ? " FOR UPDATE SKIP LOCKED" : ""),
        soci::use(now), soci::use(now), soci::use(first), soci::use(second), soci::use(limit),
        soci::into(id), soci::into(q.message.channel), soci::into(q.message.recipient),
        soci::into(q.message.subject), soci::into(q.message.body), soci::into(attachments),
        soci::into(key), soci::into(q.attempts), soci::into(q.created_at));
    st.execute();
    while (st.fetch()) {
      q.id = id;
      q.message.attachments = attachments.value_or("");
      // A row queued before its key was kept (migration 0030): one made from its id, the same
      // at every attempt.
      q.message.key = key.value_or(core::concat("outbox-", std::to_string(id)));
      out.push_back(q);
    }
  }
  for (const auto& q : out) {
    const long long id = q.id;
    s << "UPDATE outbox SET lease_until = :lease, attempts = attempts + 1 WHERE id = :id",
        soci::use(lease_until), soci::use(id);
  }
  s.commit();
  return out;
}

void OutboxRepository::mark_sent(std::int64_t message_id, const std::string& now) {
  db::Lease s(database_);
  const long long id = message_id;
  s << "UPDATE outbox SET sent_at = :now, error = NULL, lease_until = NULL WHERE id = :id",
      soci::use(now), soci::use(id);
}

void OutboxRepository::mark_failed(std::int64_t message_id, const std::string& error,
                                   const std::string& next_attempt_at) {
  db::Lease s(database_);
  const long long id = message_id;
  s << "UPDATE outbox SET error = :error, next_attempt_at = :next, lease_until = NULL WHERE id = "
       ":id",
      soci::use(error), soci::use(next_attempt_at), soci::use(id);
}

void OutboxRepository::give_up(std::int64_t message_id, const std::string& error,
                               const std::string& now) {
  db::Lease s(database_);
  const long long id = message_id;
  s << "UPDATE outbox SET error = :error, given_up_at = :now, lease_until = NULL WHERE id = :id",
      soci::use(error), soci::use(now), soci::use(id);
}

std::vector<OutboxRow> OutboxRepository::list(const OutboxQuery& q) {
  db::Lease s(database_);
  std::vector<OutboxRow> out;
  OutboxRow row;
  long long id = 0;
  const std::string pattern = db::like_containing(q.q);
  const long long limit = q.limit, offset = q.offset;
  soci::statement st(s);
  st.exchange(soci::into(id));
  st.exchange(soci::into(row.message.channel));
  st.exchange(soci::into(row.message.recipient));
  st.exchange(soci::into(row.message.subject));
  st.exchange(soci::into(row.attempts));
  st.exchange(soci::into(row.created_at));
  st.exchange(soci::into(row.sent_at));
  st.exchange(soci::into(row.next_attempt_at));
  st.exchange(soci::into(row.given_up_at));
  st.exchange(soci::into(row.error));
  if (!q.q.empty()) st.exchange(soci::use(pattern));
  st.exchange(soci::use(limit));
  st.exchange(soci::use(offset));
  st.alloc();
  // The body is not listed: it may hold a one-time code, and staff need the state, not the text.
  st.prepare(
      "SELECT id, channel, recipient, subject, attempts, created_at, sent_at,"
      " next_attempt_at, given_up_at, error FROM outbox" +
          where_of(q) + " ORDER BY id DESC LIMIT :limit OFFSET :offset",
      soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    row.id = id;
    out.push_back(row);
  }
  return out;
}

long long OutboxRepository::count(const OutboxQuery& q) {
  db::Lease s(database_);
  long long n = 0;
  const std::string pattern = db::like_containing(q.q);
  if (q.q.empty()) {
    s << "SELECT COUNT(*) FROM outbox" + where_of(q), soci::into(n);
  } else {
    s << "SELECT COUNT(*) FROM outbox" + where_of(q), soci::use(pattern), soci::into(n);
  }
  return n;
}

std::vector<OutboxRepository::Backlog> OutboxRepository::backlog() {
  db::Lease s(database_);
  Backlog row;
  soci::statement st =
      db::query(s,
                "SELECT channel, COUNT(*), MIN(created_at) FROM outbox"
                " WHERE sent_at IS NULL AND given_up_at IS NULL GROUP BY channel",
                soci::into(row.channel), soci::into(row.waiting), soci::into(row.oldest));
  st.execute();
  std::vector<Backlog> out;
  while (st.fetch()) out.push_back(row);
  return out;
}

}  // namespace platform::mail
