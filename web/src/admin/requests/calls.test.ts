import { describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { requestUpdateBody, withRequestCalls } from './calls';
import { adminRequest } from './testRecord';

const RECORD = adminRequest();

function provider() {
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  const client = vi.fn(async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
    calls.push({ url, method: options.method, body: options.body ? JSON.parse(String(options.body)) : undefined });
    if (url.startsWith('/api/admin/requests?')) {
      return { status: 200, headers: new Headers({ 'Content-Range': 'requests 25-25/26' }), body: '', json: [RECORD] };
    }
    if (url.endsWith('/audit') || url.endsWith('/request-managers')) return { status: 200, headers: new Headers(), body: '', json: [] };
    return { status: 200, headers: new Headers(), body: '', json: RECORD };
  });
  return { calls, dataProvider: withRequestCalls(createDataProvider('/api/admin', client), '/api/admin', client) };
}

describe('requests admin calls', () => {
  test("the list's query: the known filters without empty ones, the page's range, a sort the server knows", async () => {
    const { calls, dataProvider } = provider();
    const list = await dataProvider.getList('requests', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { status: 'in_work', form: '', area: 'main', q: ' Анна ', assignee: 3 },
    });
    expect(list.total).toBe(26);
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(calls[0]!.url.startsWith('/api/admin/requests?')).toBe(true);
    expect(JSON.parse(query.get('filter')!)).toEqual({ status: 'in_work', area: 'main', q: 'Анна' });
    expect(query.get('range')).toBe('[25,49]');
    expect(query.get('sort')).toBe('["created_at","ASC"]');

    await dataProvider.getList('requests', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    const fallback = new URL(calls[1]!.url, 'http://x').searchParams;
    expect(fallback.get('sort')).toBe('["id","DESC"]');
    expect(fallback.get('filter')).toBe('{}');
  });

  test('the PUT sends the status, the assignee and the note only', async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.update('requests', {
      id: 7,
      data: { ...RECORD, status: 'in_work', assignee_id: 12, manager_note: '  Перезвонить в пятницу  ' },
      previousData: RECORD,
    });
    expect(calls).toEqual([
      { url: '/api/admin/requests/7', method: 'PUT', body: { status: 'in_work', assignee_id: 12, manager_note: 'Перезвонить в пятницу' } },
    ]);
  });

  test('nobody assigned and an empty note are null', () => {
    expect(requestUpdateBody({ status: 'done', assignee_id: '', manager_note: '   ' })).toEqual({
      status: 'done',
      assignee_id: null,
      manager_note: null,
    });
    expect(requestUpdateBody({ status: 'spam', assignee_id: null, manager_note: null })).toEqual({
      status: 'spam',
      assignee_id: null,
      manager_note: null,
    });
  });

  test('other resources are left as they were', async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.update('users', { id: 1, data: { first_name: 'Анна' }, previousData: { id: 1 } });
    expect(calls[0]).toEqual({ url: '/api/admin/users/1', method: 'PUT', body: { first_name: 'Анна' } });
  });

  test('the managers and the history', async () => {
    const { calls, dataProvider } = provider();
    await dataProvider.getRequestManagers();
    await dataProvider.getRequestAudit(7);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/request-managers', '/api/admin/requests/7/audit']);
  });
});
