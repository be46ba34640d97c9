// An unpaid ticket hold expires and gives its seats back (issue 18, decision 0046). The suite's
// server holds for 15 minutes, so this file starts a second copy of the server on the suite's
// database (SERVER_BIN, DATABASE_URL, WEB_DIST, as two-copies.test.mjs) whose holds last 2 s
// (TICKET_HOLD_SECONDS), and whose box-office bookings wait 2 s (BOX_OFFICE_HOLD_SECONDS): its
// job runner expires them every second. Started without --demo, it
// also shows the test payment provider off, as in production.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { call } from './lib/accounts.mjs';
import { day, q, staff } from './lib/cart.mjs';
import { DATABASE_URL, SERVER_BIN, startCopy } from './lib/copies.mjs';
import { createShow } from './lib/tickets.mjs';

let second;

/** A JSON call on the second copy: {status, json}. */
async function atSecond(method, urlPath, body) {
  const res = await fetch(second.url + urlPath, {
    method,
    headers: body ? { 'Content-Type': 'application/json', Origin: second.url } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

describe('a ticket hold expires', { skip: !SERVER_BIN || !DATABASE_URL }, () => {
  before(async () => {
    second = await startCopy({ env: { TICKET_HOLD_SECONDS: '2', BOX_OFFICE_HOLD_SECONDS: '2', SMTP_URL: '' } });
  });

  after(async () => {
    await second?.stop();
  });

  it('frees its seats: the last seats sell again', async () => {
    const posters = await staff('posters');
    const places = await call('GET', `/api/admin/places?range=${q([0, 0])}`, { cookie: posters });
    const code = `test-hold-${crypto.randomBytes(4).toString('hex')}`;
    const show = await call('POST', '/api/admin/shows', {
      cookie: posters,
      body: {
        code, title: 'Концерт для проверки брони', kind: 'concert', summary: 'Проверка истечения брони',
        description: 'Бронь истекает и возвращает места.', place_id: places.json[0].id,
        starts_at: `${day(20)}T19:00`, duration_minutes: 60, age_rating: '0+', status: 'on_sale', published: true,
      },
    });
    assert.equal(show.status, 200, show.text);
    const tier = await call('POST', '/api/admin/ticket-tiers', { cookie: posters, body: { show_id: show.json.id, name: 'Зал', price: 500, quota: 2 } });
    const buy = (quantity) => atSecond('POST', '/api/tickets/orders', {
      show: code, lines: [{ tier_id: tier.json.id, quantity }], name: 'Покупатель', email: 'hold@example.ru', phone: '+79160000000',
    });
    const held = await buy(2);
    assert.equal(held.status, 200, JSON.stringify(held.json));
    assert.equal((await buy(1)).status, 409, 'sold out while held');
    const o = held.json.data;
    for (let i = 0; i < 100; i++) {
      const now = await atSecond('GET', `/api/tickets/orders/${o.number}?key=${o.access_key}`);
      if (now.json.data.status === 'expired') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const expired = await atSecond('GET', `/api/tickets/orders/${o.number}?key=${o.access_key}`);
    assert.equal(expired.json.data.status, 'expired');
    // The order's history says the clock ended it, not a person.
    const history = await call('GET', `/api/admin/ticket-orders/${o.id}/audit`, { cookie: await staff('tickets') });
    assert.deepEqual(history.json.map((e) => [e.action, e.actor, e.after.status]), [['expire', null, 'expired']]);
    assert.equal((await call('GET', `/api/afisha/${code}`)).json.data.tiers[0].places_left, 2);
    // An expired order cannot be paid; the seats sell to the next buyer.
    const late = await atSecond('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { method: 'box_office' });
    assert.equal(late.status, 409);
    assert.equal((await buy(2)).status, 200);
  });

  it('a box-office booking not paid in time expires too, and its buyer is told', async () => {
    const { show, tier } = await createShow();
    const email = `box-${crypto.randomBytes(4).toString('hex')}@example.ru`;
    const held = await atSecond('POST', '/api/tickets/orders', {
      show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], name: 'Ольга', email, phone: '+79160000002',
    });
    assert.equal(held.status, 200, JSON.stringify(held.json));
    const o = held.json.data;
    const booked = await atSecond('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { method: 'box_office' });
    assert.equal(booked.json.data.status, 'awaiting_payment');
    let status = 'awaiting_payment';
    for (let i = 0; i < 100 && status !== 'expired'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await atSecond('GET', `/api/tickets/orders/${o.number}?key=${o.access_key}`)).json.data.status;
    }
    assert.equal(status, 'expired');
    const outbox = await call('GET', `/api/admin/outbox?filter=${q({ q: email })}&range=${q([0, 9])}`, { cookie: await staff('admin') });
    assert.deepEqual(outbox.json.map((m) => m.subject).sort(), [`Заказ ${o.number}: бронь снята`, `Заказ ${o.number}: оплата в кассе`]);
  });

  it('PAYMENT_TEST_PROVIDER=off keeps the test provider off even with --demo', async () => {
    const demo = await startCopy({ args: ['--demo'], env: { PAYMENT_TEST_PROVIDER: 'off' } });
    try {
      const { show, tier } = await createShow();
      const placed = await fetch(`${demo.url}/api/tickets/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: demo.url },
        body: JSON.stringify({ show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], name: 'Покупатель', email: 'off@example.ru', phone: '+79160000003' }),
      });
      const o = (await placed.json()).data;
      const pay = await fetch(`${demo.url}/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: demo.url },
        body: JSON.stringify({ method: 'test_provider' }),
      });
      assert.equal(pay.status, 422);
      assert.equal((await fetch(`${demo.url}/api/payments/test/form?order=${o.number}&key=${o.access_key}`)).status, 404);
    } finally {
      await demo.stop();
    }
  });

  it('has the test payment provider off without --demo: no free payments in production', async () => {
    const show = (await call('GET', '/api/afisha')).json.data.items[0];
    const card = await call('GET', `/api/afisha/${show.code}`);
    const held = await atSecond('POST', '/api/tickets/orders', {
      show: show.code, lines: [{ tier_id: card.json.data.tiers[0].id, quantity: 1 }], name: 'Покупатель', email: 'prod@example.ru', phone: '+79160000001',
    });
    assert.equal(held.status, 200);
    const o = held.json.data;
    const pay = await atSecond('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { method: 'test_provider' });
    assert.equal(pay.status, 422);
    assert.deepEqual(pay.json.errors, { method: ['Оплата картой сейчас недоступна: оплатите заказ в кассе площадки'] });
    assert.equal((await atSecond('GET', `/api/payments/test/form?order=${o.number}&key=${o.access_key}`)).status, 404);
    assert.equal((await atSecond('POST', '/api/payments/test_provider/callback', { order: o.number })).status, 404);
    assert.equal((await atSecond('POST', `/api/tickets/orders/${o.number}/cancel?key=${o.access_key}`, {})).status, 200);
  });
});
