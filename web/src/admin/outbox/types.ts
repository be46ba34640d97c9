/** One row of GET /api/admin/outbox (docs/api.md, "Mail and SMS"): never the body. Times are UTC ISO strings. */
export type OutboxChannel = 'email' | 'sms';
export type OutboxStatus = 'sent' | 'queued' | 'given_up';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
  given_up_at: string | null;
  error: string | null;
}
