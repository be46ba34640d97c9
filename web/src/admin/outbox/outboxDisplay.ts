import { formatDateTime } from '../../shared/format';
import type { OutboxMessage, OutboxStatus } from './types';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['sent', 'queued', 'given_up'];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  sent: 'Отправлено',
  queued: 'В очереди',
  given_up: 'Не доставлено',
};

/** The status filter's choices; the select's empty choice is «Все». */
export const OUTBOX_STATUS_CHOICES = OUTBOX_STATUSES.map((status) => ({
  id: status,
  name: OUTBOX_STATUS_LABELS[status],
}));

/** A status the server may add later reads as itself rather than breaking the list. */
export function outboxStatusLabel(status: string): string {
  return (OUTBOX_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
}

export function channelLabel(channel: string): string {
  if (channel === 'email') return 'Письмо';
  if (channel === 'sms') return 'SMS';
  return channel;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `09:05` in the viewer's time zone; empty for a missing or broken time. */
export function timeOfDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `12.03.2026, 10:00`, or a dash without a time. */
export function dateTimeOrDash(iso: string | null | undefined): string {
  return (iso && formatDateTime(iso)) || '—';
}

/**
 * The error column: the last delivery error, and for a message still queued after a failure when
 * the courier tries again («Повтор в 10:30»). Empty when nothing went wrong.
 */
export function errorLines(message: Pick<OutboxMessage, 'status' | 'error' | 'next_attempt_at'>): string[] {
  if (!message.error) return [];
  const retry = message.status === 'queued' ? timeOfDay(message.next_attempt_at) : '';
  return retry ? [message.error, `Повтор в ${retry}`] : [message.error];
}

/** When the message was sent or given up; null while it is queued. */
export function finishedAt(message: Pick<OutboxMessage, 'status' | 'sent_at' | 'given_up_at'>): string | null {
  if (message.status === 'sent') return message.sent_at;
  if (message.status === 'given_up') return message.given_up_at;
  return null;
}
