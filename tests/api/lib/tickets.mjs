// The afisha's test helpers (issue 18): a show on sale made through the posters' admin API, a
// buyer, an order held for them, the check-in of a scanned code.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { call, newIp, uniqueEmail, uniquePhone } from './accounts.mjs';
import { day, q, staff } from './cart.mjs';

/** A show made through the posters' admin API, on sale with one tier of `quota` seats. */
export async function createShow({ quota = 10, price = 1000, overrides = {} } = {}) {
  const posters = await staff('posters');
  const places = await call('GET', `/api/admin/places?range=${q([0, 0])}`, { cookie: posters });
  const code = `test-show-${crypto.randomBytes(4).toString('hex')}`;
  const show = await call('POST', '/api/admin/shows', {
    cookie: posters,
    body: {
      code,
      title: `Проверочный концерт ${code.slice(-4)}`,
      kind: 'concert',
      summary: 'Концерт для проверки продажи билетов',
      description: 'Концерт, который создают тесты билетной кассы.',
      place_id: places.json[0].id,
      starts_at: `${day(20)}T19:00`,
      duration_minutes: 90,
      age_rating: '6+',
      status: 'on_sale',
      published: true,
      ...overrides,
    },
  });
  assert.equal(show.status, 200, show.text.slice(0, 300));
  const tier = await call('POST', '/api/admin/ticket-tiers', {
    cookie: posters,
    body: { show_id: show.json.id, name: 'Партер', price, quota },
  });
  assert.equal(tier.status, 200, tier.text.slice(0, 300));
  return { show: show.json, tier: tier.json };
}

/** A buyer of their own: unpaid seats are capped per email and phone (tickets::kMaxUnpaidSeats). */
export function buyer(overrides = {}) {
  return { name: 'Анна Покупателева', email: uniqueEmail('buyer'), phone: uniquePhone(), ...overrides };
}

export async function order(show, tier, quantity, extra = {}) {
  return call('POST', '/api/tickets/orders', {
    ip: newIp(),
    body: { show: show.code, lines: [{ tier_id: tier.id, quantity }], ...buyer(), ...extra },
  });
}

export const orderPath = (o) => `/api/tickets/orders/${o.number}?key=${o.access_key}`;

/** The door's check-in of a code, at the door of the show whose id is `showId`. */
export async function checkIn(code, showId) {
  return call('POST', '/api/admin/tickets/check-in', { cookie: await staff('tickets'), body: { code, show_id: showId } });
}
