import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createApiClient, createQueryClient } from '../../shared/api';
import { fakeFetch } from '../../test/renderWithShell';
import { createSession, SESSION_REFRESH_MS, sessionKey } from './session';
import { skipsSessionCheck } from './sessionCheck';
import { testUser } from '../../test/fixtures';

const USER = testUser({ id: 3, code: 'u', email: 'a@b.ru' });

function store(reply: { status: number; body: unknown }) {
  const fake = fakeFetch({ 'GET /api/auth/me': () => reply });
  const queryClient = createQueryClient();
  const session = createSession(createApiClient({ fetch: fake.fetch }), queryClient);
  return { session, fake, queryClient, tick: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

// The cache's freshness is measured with Date.now().
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_000 }));
afterEach(() => vi.useRealTimers());

describe('session (spec section 4)', () => {
  test('unknown -> authenticated; reloaded at most every 10 minutes', async () => {
    const { session, fake, tick } = store({ status: 200, body: { status: 200, data: USER } });
    expect(session.getState().status).toBe('unknown');
    await Promise.all([session.load(), session.load()]);
    expect(session.getState()).toEqual({ status: 'authenticated', user: USER });
    expect(fake.calls).toHaveLength(1);
    tick(SESSION_REFRESH_MS - 1);
    await session.load();
    expect(fake.calls).toHaveLength(1);
    tick(1);
    await session.load();
    expect(fake.calls).toHaveLength(2);
  });

  test('unknown -> guest on 401', async () => {
    const { session } = store({ status: 401, body: { status: 401, message: 'Требуется авторизация' } });
    expect(await session.load()).toBeNull();
    expect(session.getState().status).toBe('guest');
  });

  test('login clears the cached time; logout resets to guest; edit reloads; listeners hear it', async () => {
    const { session, fake, queryClient } = store({ status: 200, body: { status: 200, data: USER } });
    const seen: string[] = [];
    session.subscribe(() => {
      const status = session.getState().status;
      if (seen[seen.length - 1] !== status) seen.push(status);
    });
    await session.load();
    session.clear();
    await session.load();
    expect(fake.calls).toHaveLength(2);
    session.reset();
    expect(session.getState()).toEqual({ status: 'guest', user: null });
    await session.reload();
    expect(fake.calls).toHaveLength(3);
    session.setUser({ ...USER, first_name: 'Вера' });
    await session.load();
    expect(fake.calls).toHaveLength(3);
    expect(seen).toEqual(['unknown', 'authenticated', 'guest', 'authenticated']);
    // The user is the query cache's, not a copy of it.
    expect(queryClient.getQueryData(sessionKey)).toEqual({ ...USER, first_name: 'Вера' });
  });

  test('a network failure keeps a known user, and an unknown session becomes a guest', async () => {
    let online = true;
    const fake = fakeFetch({
      'GET /api/auth/me': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 200, body: { status: 200, data: USER } };
      },
    });
    const session = createSession(createApiClient({ fetch: fake.fetch }), createQueryClient());
    await session.load();
    online = false;
    expect(await session.reload()).toEqual(USER);
    expect(session.getState().status).toBe('authenticated');

    const offline = createSession(createApiClient({ fetch: fake.fetch }), createQueryClient());
    // (still offline)
    expect(await offline.load()).toBeNull();
    expect(offline.getState().status).toBe('guest');
  });

  test('login, register and public-page skip the check, and so do /_nuxt, /storage, /favicon.ico, /api', () => {
    expect(skipsSessionCheck('id-login', '/login/')).toBe(true);
    expect(skipsSessionCheck('id-registration', '/registration/')).toBe(true);
    expect(skipsSessionCheck('public-page', '/x/')).toBe(true);
    expect(skipsSessionCheck('slug', '/storage/photos/a.jpg')).toBe(true);
    expect(skipsSessionCheck('slug', '/api/auth/me')).toBe(true);
    expect(skipsSessionCheck('slug', '/_nuxt/x.js')).toBe(true);
    expect(skipsSessionCheck('slug', '/favicon.ico')).toBe(true);
    expect(skipsSessionCheck('id-orders', '/orders/')).toBe(false);
    expect(skipsSessionCheck('main', '/')).toBe(false);
  });
});
