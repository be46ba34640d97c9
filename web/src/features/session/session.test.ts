import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { fakeFetch } from '../../test/renderWithShell';
import { createSessionStore, SESSION_REFRESH_MS } from './session';
import { skipsSessionCheck } from './sessionCheck';
import { testUser } from '../../test/fixtures';

const USER = testUser({ id: 3, code: 'u', email: 'a@b.ru' });

function store(reply: { status: number; body: unknown }) {
  const fake = fakeFetch({ 'GET /api/auth/me': () => reply });
  let now = 1_000;
  const session = createSessionStore(createApiClient({ fetch: fake.fetch }), () => now);
  return { session, fake, tick: (ms: number) => (now += ms) };
}

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
    const { session, fake } = store({ status: 200, body: { status: 200, data: USER } });
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().status));
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
    expect(seen).toEqual(['authenticated', 'authenticated', 'guest', 'authenticated', 'authenticated']);
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
