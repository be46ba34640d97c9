#!/usr/bin/env node
// Prepares the basket benchmark (issue 5): as the demo admin creates one festival with a million
// places, registers USERS users, puts the festival and a service without params in each basket,
// and writes their session cookies ("access_token=...", one per line) to COOKIES_FILE. Prints the
// festival's id.
//   node scripts/bench.d/cart-setup.mjs SERVER_URL USERS COOKIES_FILE
import { writeFileSync } from 'node:fs';

const [base, usersArg, cookiesFile] = process.argv.slice(2);
const users = Number(usersArg);

// Writes carry Origin like a browser's; each registration comes from its own address (the bench
// server trusts X-Forwarded-For from loopback: an address may register 10 accounts an hour).
async function call(method, path, { body, cookie, ip } = {}) {
  const headers = { Origin: base };
  if (ip) headers['X-Forwarded-For'] = ip;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json().catch(() => undefined);
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  const cookieLine = (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('access_token='));
  return { json, cookie: cookieLine?.split(';')[0] };
}

const admin = (await call('POST', '/api/auth/login', { body: { email: 'admin@demo.local', password: 'DemoAdmin2026' } })).cookie;
const places = (await call('GET', `/api/admin/places?range=${encodeURIComponent('[0,0]')}`, { cookie: admin })).json;
const start = new Date(Date.now() + 60 * 86400e3).toISOString().slice(0, 10);
const event = (await call('POST', '/api/admin/events', { cookie: admin, body: {
  code: `bench-basket-${Date.now()}`, type: 'festival', name: 'Фестиваль для замера корзины',
  description: ['Создан scripts/bench для замера корзины.'], place_id: places[0].id, date_start: start,
  date_end: start, place_count: 1000000, places_left: 1000000, price_participation: 1500, published: true,
} })).json;
const service = (await call('GET', '/api/services')).json.data.items.find((s) => s.params.length === 0);
const cookies = [];
for (let i = 0; i < users; i++) {
  const { cookie } = await call('POST', '/api/auth/register', { body: {
    first_name: 'Замер', last_name: 'Корзины', email: `bench-${Date.now()}-${i}@example.ru`,
    password: 'Bench-pass-1', consent: true,
  }, ip: `10.9.${Math.floor(i / 250)}.${i % 250}` });
  await call('POST', '/api/cart/', { cookie, body: { events: [{ id: event.id, count: 2 }], services: [{ id: service.id }] } });
  cookies.push(cookie);
}
writeFileSync(cookiesFile, `${cookies.join('\n')}\n`);
console.log(event.id);
