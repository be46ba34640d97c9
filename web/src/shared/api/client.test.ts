import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from './client';
import { toFormData } from './formData';

function json(body: unknown, status = 200, statusText = 'OK') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function setup(...responses: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, now: () => 1700000000000 });
  return { client, calls };
}

describe('api client', () => {
  test('adds the cache-busting _t, repeats array keys and sends cookies', async () => {
    const { client, calls } = setup(json({ status: 200, data: { ok: true } }));
    const response = await client.get('/api/cart/', { query: { tags: ['a', 'b'], city: 'moskva', empty: undefined } });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/cart/');
    expect(url.searchParams.getAll('tags')).toEqual(['a', 'b']);
    expect(url.searchParams.get('city')).toBe('moskva');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.get('_t')).toBe('1700000000000');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(response).toMatchObject({ status: 200, data: { ok: true }, error: null });
    expect(response.headers).toBeInstanceOf(Headers);
  });

  test('a network failure is status 0 with the message or "Unknown error"', async () => {
    const { client } = setup(new TypeError('Failed to fetch'), new Error(''));
    expect(await client.post('/api/auth/login', {})).toMatchObject({
      status: 0,
      data: null,
      error: { status: 0, message: 'Failed to fetch' },
    });
    expect((await client.post('/api/auth/login', {})).error?.message).toBe('Unknown error');
  });

  test("the body's status overrides the HTTP status", async () => {
    const { client } = setup(
      json({ status: 422, message: 'Проверьте поля', errors: { email: ['Обязательное поле для заполнения'] } }, 200),
    );
    const response = await client.post('/api/auth/login', { email: '' });
    expect(response.status).toBe(422);
    expect(response.error).toEqual({
      status: 422,
      message: 'Проверьте поля',
      errors: { email: ['Обязательное поле для заполнения'] },
    });
  });

  test('a success status in the body wins over an HTTP error', async () => {
    const { client } = setup(json({ status: 200, data: [1] }, 500));
    expect(await client.post('/x')).toMatchObject({ status: 200, data: [1], error: null });
  });

  test('400 and above are errors; the message falls back to the status text', async () => {
    const { client } = setup(new Response('', { status: 404, statusText: 'Not Found' }));
    expect(await client.delete('/api/x')).toMatchObject({ status: 404, error: { message: 'Not Found', errors: {} } });
  });

  test.each([408, 409, 425, 429, 500, 502, 503, 504])('GET is retried once on %i', async (status) => {
    const { client, calls } = setup(json({ message: 'busy' }, status), json({ status: 200, data: 'ok' }));
    expect(await client.get('/api/event/filters')).toMatchObject({ status: 200, data: 'ok' });
    expect(calls).toHaveLength(2);
  });

  test('GET is retried only once', async () => {
    const { client, calls } = setup(json({}, 503), json({}, 503), json({}, 200));
    expect((await client.get('/x')).status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  test('HEAD is retried, other statuses are not', async () => {
    const a = setup(json({}, 502), json({}, 200));
    expect((await a.client.head('/x')).status).toBe(200);
    const b = setup(json({}, 400), json({}, 200));
    expect((await b.client.get('/x')).status).toBe(400);
    expect(b.calls).toHaveLength(1);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s is never retried', async (method) => {
    const { client, calls } = setup(json({}, 503), json({}, 200));
    expect((await client.request(method, '/x', { body: { a: 1 } })).status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  test('JSON bodies and multipart bodies', async () => {
    const { client, calls } = setup(json({ status: 200 }), json({ status: 200 }));
    await client.put('/api/user/edit', { first_name: 'Анна' });
    expect(calls[0]!.init.body).toBe('{"first_name":"Анна"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const form = toFormData({ photo: new Blob(['x']) });
    await client.post('/api/user/file', form);
    expect(calls[1]!.init.body).toBe(form);
    expect((calls[1]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('multipart rule', () => {
  test('dates to ISO, files pass through, arrays indexed, nested objects bracketed', () => {
    const file = new File(['%PDF'], 'diplom.pdf', { type: 'application/pdf' });
    const form = toFormData({
      name: 'Анна',
      born: new Date(Date.UTC(2012, 2, 12, 9, 30)),
      file,
      tags: ['a', 'b'],
      place: { city: 'Москва', address: { street: 'Тверская' } },
      events: [{ id: 1, count: 2 }],
      skip: null,
      agree: true,
    });
    expect(form.get('name')).toBe('Анна');
    expect(form.get('born')).toBe('2012-03-12T09:30:00.000Z');
    expect((form.get('file') as File).name).toBe('diplom.pdf');
    expect(form.get('tags[0]')).toBe('a');
    expect(form.get('tags[1]')).toBe('b');
    expect(form.get('place[city]')).toBe('Москва');
    expect(form.get('place[address][street]')).toBe('Тверская');
    expect(form.get('events[0][id]')).toBe('1');
    expect(form.get('events[0][count]')).toBe('2');
    expect(form.has('skip')).toBe(false);
    expect(form.get('agree')).toBe('1');
  });
});
