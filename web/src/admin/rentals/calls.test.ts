import { describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { rentalUpdateBody, withRentalCalls } from './calls';
import { adminRental } from './testRecord';

const RECORD = adminRental();

function provider() {
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  const client = vi.fn(async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
    calls.push({ url, method: options.method, body: options.body ? JSON.parse(String(options.body)) : undefined });
    if (url.startsWith('/api/admin/rentals?')) {
      return { status: 200, headers: new Headers({ 'Content-Range': 'rentals 0-0/1' }), body: '', json: [RECORD] };
    }
    if (url.endsWith('/audit')) return { status: 200, headers: new Headers(), body: '', json: [] };
    if (url.startsWith('/api/admin/rentals-calendar')) {
      return { status: 200, headers: new Headers(), body: '', json: { status: 200, data: { month: '2026-12', items: [RECORD] } } };
    }
    return { status: 200, headers: new Headers(), body: '', json: RECORD };
  });
  return { calls, dataProvider: withRentalCalls(createDataProvider('/api/admin', client), '/api/admin', client) };
}

describe('rentals admin calls', () => {
  test("the list's query: the known filters without empty ones, the hall as a number, a sort the server knows", async () => {
    const { calls, dataProvider } = provider();
    const list = await dataProvider.getList('rentals', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { status: 'confirmed', hall_id: '5', day_from: '2026-12-01', day_to: '', q: ' Созвучие ', other: 'x' },
    });
    expect(list.total).toBe(1);
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({ status: 'confirmed', hall_id: 5, day_from: '2026-12-01', q: 'Созвучие' });
    expect(query.get('sort')).toBe('["created_at","ASC"]');

    // The server orders by the number whatever the field: a sort by the day is not offered.
    await dataProvider.getList('rentals', { pagination: { page: 1, perPage: 25 }, sort: { field: 'day', order: 'ASC' }, filter: {} });
    const fallback = new URL(calls[1]!.url, 'http://x').searchParams;
    expect(fallback.get('sort')).toBe('["id","DESC"]');
    expect(fallback.get('filter')).toBe('{}');
  });

  test('a move sends the status and the note; saving the note alone sends no status', async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.update('rentals', {
      id: 3,
      data: { ...RECORD, status: 'declined', manager_note: '  Зал на ремонте  ' },
      previousData: RECORD,
    });
    await dataProvider.update('rentals', { id: 3, data: { ...RECORD, manager_note: 'Перезвонить' }, previousData: RECORD });
    expect(calls).toEqual([
      { url: '/api/admin/rentals/3', method: 'PUT', body: { status: 'declined', manager_note: 'Зал на ремонте' } },
      { url: '/api/admin/rentals/3', method: 'PUT', body: { manager_note: 'Перезвонить' } },
    ]);
  });

  test('an empty note is null', () => {
    expect(rentalUpdateBody({ status: 'new', manager_note: '   ' }, { status: 'new' })).toEqual({ manager_note: null });
    expect(rentalUpdateBody({ status: 'confirmed' }, { status: 'new' })).toEqual({ status: 'confirmed' });
  });

  test('the history and the calendar of a month, of all halls or one', async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.getRentalAudit(3);
    const all = await dataProvider.getRentalCalendar('2026-12');
    await dataProvider.getRentalCalendar('2026-12', 5);
    expect(all).toEqual({ month: '2026-12', items: [RECORD] });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/rentals/3/audit',
      '/api/admin/rentals-calendar?month=2026-12',
      '/api/admin/rentals-calendar?month=2026-12&hall_id=5',
    ]);
  });
});
