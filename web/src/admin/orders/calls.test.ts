import { describe, expect, test, vi } from 'vitest';
import { createOrderCalls, exportUrl, orderFilter } from './calls';

describe('orders admin calls', () => {
  test('the filter keeps known, non-empty values only', () => {
    expect(
      orderFilter({
        q: ' 2026-0 ',
        status: 'new',
        event_id: 67,
        city_id: '',
        date_from: '2026-11-01',
        date_to: null,
        manager_id: 'none',
        sort: 'x',
      }),
    ).toEqual({
      q: '2026-0',
      status: 'new',
      event_id: 67,
      date_from: '2026-11-01',
      manager_id: 'none',
    });
    expect(orderFilter({})).toEqual({});
  });

  test("the CSV link carries the list's filter as the server's JSON", () => {
    const url = exportUrl({ status: 'in_work', date_from: '2026-11-01', date_to: '2026-11-30', city_id: 3 });
    expect(url.startsWith('/api/admin/orders-export?filter=')).toBe(true);
    const filter = new URL(url, 'http://x').searchParams.get('filter');
    expect(JSON.parse(filter ?? '')).toEqual({
      status: 'in_work',
      city_id: 3,
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    expect(exportUrl({})).toBe('/api/admin/orders-export?filter=%7B%7D');
  });

  test('status, assign and comment calls send what docs/api.md asks', async () => {
    const client = vi.fn().mockResolvedValue({ json: { id: 1 } });
    const calls = createOrderCalls('/api/admin', client);
    await calls.changeOrderStatus(1, 'in_work', 'ignored');
    await calls.changeOrderStatus(1, 'cancelled', 'Клиент передумал');
    await calls.assignOrder(1, null);
    await calls.addOrderComment(1, 'Позвонить вечером');
    expect(client.mock.calls).toEqual([
      ['/api/admin/orders/1/status', { method: 'POST', body: '{"status":"in_work"}' }],
      ['/api/admin/orders/1/status', { method: 'POST', body: '{"status":"cancelled","reason":"Клиент передумал"}' }],
      ['/api/admin/orders/1/assign', { method: 'POST', body: '{"manager_id":null}' }],
      ['/api/admin/orders/1/comments', { method: 'POST', body: '{"text":"Позвонить вечером"}' }],
    ]);
  });
});
