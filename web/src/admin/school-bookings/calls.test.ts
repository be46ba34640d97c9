import { describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { bookingUpdateBody, moveData, withSchoolBookingCalls } from './calls';
import { adminBooking } from './testRecord';

const RECORD = adminBooking();
const LESSONS = {
  group_size: 8,
  items: [{ slot_id: 27, date: '2026-12-12', weekday: 6, start: '13:00', end: '14:00', room: 'Музыкальный класс', places_left: 3 }],
};
const CLASS_CARD = { code: 'gitara', name: 'Гитара', age_min: 8, age_max: 17, prices: { month: 7200, visit: 1100, individual: 2800 } };

function provider() {
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  const client = vi.fn(async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
    calls.push({ url, method: options.method, body: options.body ? JSON.parse(String(options.body)) : undefined });
    const answer = (json: unknown, headers: Record<string, string> = {}) => ({
      status: 200,
      headers: new Headers(headers),
      body: '',
      json,
    });
    if (url.startsWith('/api/admin/bravo-bookings?')) return answer([RECORD], { 'Content-Range': 'bravo-bookings 0-0/1' });
    if (url.endsWith('/audit')) return answer([]);
    if (url.endsWith('/lessons')) return answer({ status: 200, data: LESSONS });
    if (url.startsWith('/api/bravo/classes/')) return answer({ status: 200, data: CLASS_CARD });
    return answer(RECORD);
  });
  return { calls, dataProvider: withSchoolBookingCalls(createDataProvider('/api/admin', client), '/api/admin', client) };
}

describe("the school bookings' admin calls", () => {
  test("the list's query: the known filters without empty ones, the class as a number, newest first", async () => {
    const { calls, dataProvider } = provider();
    const list = await dataProvider.getList('bravo-bookings', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'date', order: 'ASC' },
      filter: { status: 'new', kind: 'trial_lesson', class_id: '11', date_from: '2026-12-01', date_to: '', q: 'Орлова', verified: 'false' },
    });
    expect(list.total).toBe(1);
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({
      status: 'new',
      kind: 'trial_lesson',
      class_id: 11,
      date_from: '2026-12-01',
      verified: false,
    });
    // The server sorts by the number only.
    expect(query.get('sort')).toBe('["id","DESC"]');

    await dataProvider.getList('bravo-bookings', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { class_id: '', verified: '' },
    });
    const ascending = new URL(calls[1]!.url, 'http://x').searchParams;
    expect(ascending.get('sort')).toBe('["id","ASC"]');
    expect(ascending.get('filter')).toBe('{}');
  });

  test("a status move sends the status and the note; saving the note alone sends no status; nothing of the parent's", async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.update('bravo-bookings', {
      id: 12,
      data: { ...RECORD, status: 'confirmed', manager_note: '  Позвонили маме  ' },
      previousData: RECORD,
    });
    await dataProvider.update('bravo-bookings', {
      id: 12,
      data: { ...RECORD, manager_note: 'Перезвонить в пятницу' },
      previousData: RECORD,
    });
    expect(calls).toEqual([
      { url: '/api/admin/bravo-bookings/12', method: 'PUT', body: { status: 'confirmed', manager_note: 'Позвонили маме' } },
      { url: '/api/admin/bravo-bookings/12', method: 'PUT', body: { manager_note: 'Перезвонить в пятницу' } },
    ]);
  });

  test("a move sends the lesson (slot and date) or the individual lesson's day and start, and nothing else", async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.update('bravo-bookings', {
      id: 12,
      data: moveData(RECORD, { slot_id: 27, date: '2026-12-12' }),
      previousData: RECORD,
    });
    const individual = adminBooking({ id: 13, kind: 'individual_lesson', slot_id: null, manager_note: 'Уже звонили' });
    await dataProvider.update('bravo-bookings', {
      id: 13,
      data: moveData(individual, { date: '2026-12-01', time: '12:30' }),
      previousData: individual,
    });
    expect(calls).toEqual([
      { url: '/api/admin/bravo-bookings/12', method: 'PUT', body: { slot_id: 27, date: '2026-12-12' } },
      { url: '/api/admin/bravo-bookings/13', method: 'PUT', body: { date: '2026-12-01', time: '12:30' } },
    ]);
  });

  test("an empty note is null; the booking's own date in the form is not a move", () => {
    expect(bookingUpdateBody({ ...RECORD, manager_note: '   ' }, RECORD)).toEqual({ manager_note: null });
    expect(bookingUpdateBody({ status: 'cancelled', date: '2026-12-19', time: '10:00' }, RECORD)).toEqual({ status: 'cancelled' });
  });

  test("the history, and the class's lessons and prices from the public API", async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.getSchoolBookingAudit(12);
    expect(await dataProvider.getClassLessons('muzikalnaya-shkola', 'gitara')).toEqual(LESSONS);
    expect(await dataProvider.getBookingClass('muzikalnaya-shkola', 'gitara')).toEqual({
      age_min: 8,
      age_max: 17,
      prices: { month: 7200, individual: 2800 },
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/bravo-bookings/12/audit',
      '/api/bravo/classes/muzikalnaya-shkola/gitara/lessons',
      '/api/bravo/classes/muzikalnaya-shkola/gitara',
    ]);
  });
});
