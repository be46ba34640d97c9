import { describe, expect, test } from 'vitest';
import { channelLabel, dateTimeOrDash, errorLines, finishedAt, OUTBOX_STATUS_CHOICES, outboxStatusLabel, timeOfDay } from './outboxDisplay';

/** A UTC time whose local reading in the test's time zone is the given hour and minute of 12 March 2026. */
const localIso = (hours: number, minutes: number) => new Date(2026, 2, 12, hours, minutes).toISOString();

describe('outbox labels', () => {
  test('statuses and channels in Russian, unknown values as they came', () => {
    expect(OUTBOX_STATUS_CHOICES).toEqual([
      { id: 'sent', name: 'Отправлено' },
      { id: 'queued', name: 'В очереди' },
      { id: 'given_up', name: 'Не доставлено' },
    ]);
    expect(outboxStatusLabel('given_up')).toBe('Не доставлено');
    expect(outboxStatusLabel('bounced')).toBe('bounced');
    expect(channelLabel('email')).toBe('Письмо');
    expect(channelLabel('sms')).toBe('SMS');
    expect(channelLabel('push')).toBe('push');
  });
});

describe('outbox times', () => {
  test('date and time in the viewer’s zone, a dash without one', () => {
    expect(dateTimeOrDash(localIso(9, 5))).toBe('12.03.2026, 09:05');
    expect(dateTimeOrDash(null)).toBe('—');
    expect(dateTimeOrDash('не время')).toBe('—');
    expect(timeOfDay(localIso(23, 40))).toBe('23:40');
    expect(timeOfDay(null)).toBe('');
  });

  test('a queued message after a failure says when it is tried again', () => {
    const next = localIso(10, 30);
    expect(errorLines({ status: 'queued', error: 'SMTP: connection refused', next_attempt_at: next })).toEqual([
      'SMTP: connection refused',
      'Повтор в 10:30',
    ]);
    expect(errorLines({ status: 'queued', error: null, next_attempt_at: next })).toEqual([]);
    expect(errorLines({ status: 'queued', error: 'timeout', next_attempt_at: null })).toEqual(['timeout']);
    expect(errorLines({ status: 'given_up', error: 'SMS: 502', next_attempt_at: null })).toEqual(['SMS: 502']);
  });

  test('the end time is the sending or the giving up', () => {
    const sent = localIso(9, 0);
    const gaveUp = localIso(11, 0);
    expect(finishedAt({ status: 'sent', sent_at: sent, given_up_at: null })).toBe(sent);
    expect(finishedAt({ status: 'given_up', sent_at: null, given_up_at: gaveUp })).toBe(gaveUp);
    expect(finishedAt({ status: 'queued', sent_at: null, given_up_at: null })).toBeNull();
  });
});
