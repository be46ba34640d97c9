// The ticket managers' sales by show and a show's cancellation (issue 18, decision 0046): seats sold
// and held per tier, the revenue; cancelling a show cancels its unpaid orders and refunds its paid
// ones, gives the seats back, tells every buyer why and stops its tickets at the door; every move of
// an order is in its history; and who may do it.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError } from './lib/http.mjs';
import { MAILBOX_DIR, call, mailTo, waitForMail } from './lib/accounts.mjs';
import { q, staff } from './lib/cart.mjs';
import { checkIn, createShow, order, orderPath } from './lib/tickets.mjs';

const tickets = () => staff('tickets');

/** A held order paid at the box office: the buyer chooses the box office, a manager marks it paid. */
async function paidOrder(show, tier, quantity, extra = {}) {
  const o = (await order(show, tier, quantity, extra)).json.data;
  const box = await call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'box_office' } });
  assert.equal(box.status, 200, box.text);
  const paid = await call('POST', `/api/admin/ticket-orders/${o.id}/paid`, { cookie: await tickets() });
  assert.equal(paid.status, 200, paid.text);
  return { ...paid.json, access_key: o.access_key };
}

const history = async (id) => (await call('GET', `/api/admin/ticket-orders/${id}/audit`, { cookie: await tickets() })).json;

describe('sales by show', () => {
  let show;
  let tier;
  let paid;

  before(async () => {
    ({ show, tier } = await createShow({ quota: 10, price: 1500 }));
    paid = await paidOrder(show, tier, 2);
    await order(show, tier, 3);
  });

  it('counts each tier\'s seats sold and held, the revenue and the live orders', async () => {
    const res = await call('GET', `/api/admin/ticket-shows/${show.id}`, { cookie: await tickets() });
    assert.equal(res.status, 200, res.text);
    const s = res.json;
    assert.equal(s.title, show.title);
    assert.deepEqual(s.tiers, [{ id: tier.id, name: 'Партер', price: 1500, quota: 10, sold: 2, held: 3 }]);
    assert.deepEqual([s.quota, s.sold, s.held, s.revenue, s.live_orders], [10, 2, 3, 3000, 2]);
  });

  it('lists the shows, upcoming first, by status and title; a bad filter is a Russian 422', async () => {
    const cookie = await tickets();
    const list = await call('GET', `/api/admin/ticket-shows?filter=${q({ q: show.title, status: 'on_sale' })}`, { cookie });
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(list.json.map((s) => s.id), [show.id]);
    // The title in lower case finds it too (SQLite's LIKE folds only ASCII, PostgreSQL's nothing).
    const lower = await call('GET', `/api/admin/ticket-shows?filter=${q({ q: show.title.toLowerCase() })}`, { cookie });
    assert.deepEqual(lower.json.map((s) => s.id), [show.id]);
    const none = await call('GET', `/api/admin/ticket-shows?filter=${q({ q: show.title, status: 'draft' })}`, { cookie });
    assert.deepEqual(none.json, []);
    assertFieldError(await call('GET', `/api/admin/ticket-shows?filter=${q({ status: 'sold' })}`, { cookie }), 'status', 'Недопустимое значение');
    const huge = await call('GET', `/api/admin/ticket-shows?filter=${q({ q: 'я'.repeat(1 << 20) })}`, { cookie });
    assert.ok([400, 413, 414, 422, 431].includes(huge.status), `a megabyte filter: ${huge.status}`);
    assertErrorEnvelope(await call('GET', '/api/admin/ticket-shows/999999999', { cookie }), 404);
    // The orders list's show picker names its chosen show through react-admin's getMany.
    const many = await call('GET', `/api/admin/ticket-shows?filter=${q({ id: [show.id] })}`, { cookie });
    assert.deepEqual(many.json.map((s) => s.title), [show.title]);
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    assertFieldError(await call('GET', `/api/admin/ticket-shows?filter=${q({ id: ids })}`, { cookie }), 'id', 'Не больше 100 показов');
  });

  it('finds orders by the buyer\'s name whatever the case of its first letter, email, phone or number; % matches itself', async () => {
    const cookie = await tickets();
    const find = async (text) =>
      (await call('GET', `/api/admin/ticket-orders?filter=${q({ q: text, show_id: show.id })}`, { cookie })).json.map((o) => o.id);
    for (const text of ['анна', 'покупателева', 'Анна Покупателева', paid.buyer.email, paid.buyer.phone.slice(2), paid.number]) assert.ok((await find(text)).includes(paid.id), text);
    assert.deepEqual(await find('%'), []);
  });

  it('an order\'s history says who marked it paid and when', async () => {
    const entries = await history(paid.id);
    assert.equal(entries.length, 1);
    assert.equal(entries[0].action, 'paid');
    assert.equal(entries[0].actor.email, 'tickets@demo.local');
    assert.equal(entries[0].before.status, 'awaiting_payment');
    assert.equal(entries[0].after.status, 'paid');
  });
});

describe('cancelling a show', () => {
  let show;
  let tier;
  let paid;
  let held;
  let guest;
  const reason = 'Солистка заболела, концерт переносится на весну';

  before(async () => {
    ({ show, tier } = await createShow({ quota: 8, price: 900 }));
    paid = await paidOrder(show, tier, 2);
    held = (await order(show, tier, 3)).json.data;
    // A third buyer cancels their own order before the show is cancelled: it stays as it is.
    guest = (await order(show, tier, 1)).json.data;
    assert.equal((await call('POST', `/api/tickets/orders/${guest.number}/cancel?key=${guest.access_key}`, { body: {} })).status, 200);
  });

  it('needs the reason every buyer is told: none or a megabyte is a Russian 422', async () => {
    const cookie = await tickets();
    const url = `/api/admin/ticket-shows/${show.id}/cancel`;
    assertFieldError(await call('POST', url, { cookie, body: {} }), 'reason', 'Обязательное поле для заполнения');
    const huge = await call('POST', url, { cookie, body: { reason: 'я'.repeat(1 << 20) } });
    assert.ok([413, 422].includes(huge.status), `a megabyte reason: ${huge.status}`);
    assertErrorEnvelope(await call('POST', '/api/admin/ticket-shows/999999999/cancel', { cookie, body: { reason } }), 404);
    const still = await call('GET', `/api/admin/ticket-shows/${show.id}`, { cookie });
    assert.equal(still.json.status, 'on_sale', 'a refused cancellation changes nothing');
  });

  it('cancels the unpaid orders, refunds the paid ones and gives every seat back', async () => {
    const res = await call('POST', `/api/admin/ticket-shows/${show.id}/cancel`, { cookie: await tickets(), body: { reason } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.cancelled, 1);
    assert.equal(res.json.refunded, 1);
    assert.equal(res.json.show.status, 'cancelled');
    assert.deepEqual([res.json.show.sold, res.json.show.held, res.json.show.live_orders], [0, 0, 0]);
    const refunded = await call('GET', orderPath(paid));
    assert.equal(refunded.json.data.status, 'refunded');
    assert.equal(refunded.json.data.cancel_reason, reason);
    const cancelled = await call('GET', orderPath(held));
    assert.equal(cancelled.json.data.status, 'cancelled');
    const own = await call('GET', orderPath(guest));
    assert.equal(own.json.data.cancel_reason, 'Отменён покупателем', 'an order ended before keeps its own reason');
    const card = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(card.json.data.tiers[0].places_left, 8);
    assert.equal(card.json.data.tiers[0].on_sale, false);
    assert.equal(card.json.data.tiers[0].closed_reason, 'Показ отменён');
  });

  it('stops the refunded tickets at the door and takes no new orders', async () => {
    const late = await checkIn(paid.tickets[0].qr, show.id);
    assert.equal(late.status, 409);
    assert.match(late.json.message, /недействителен/);
    const again = await order(show, tier, 1);
    assert.equal(again.status, 409, again.text);
  });

  it('tells every buyer why, and a cancellation again is a conflict', async () => {
    const cookie = await tickets();
    const twice = await call('POST', `/api/admin/ticket-shows/${show.id}/cancel`, { cookie, body: { reason } });
    assertErrorEnvelope(twice, 409);
    assert.equal(twice.json.message, 'Показ уже отменён, действующих заказов нет');
    if (!MAILBOX_DIR) return;
    await waitForMail(paid.buyer.email, /не состоится/);
    const refundMail = mailTo(paid.buyer.email).find((m) => /не состоится/.test(m.text)).text;
    assert.match(refundMail, /Мы оформили возврат по заказу/);
    assert.ok(refundMail.includes(reason), 'the reason is told');
    await waitForMail(held.buyer.email, /отменён, платить за него не нужно/);
  });

  it('each order\'s history names the manager and the move; the buyer\'s own cancellation has no manager', async () => {
    const entries = await history(paid.id);
    assert.deepEqual(entries.map((e) => e.action), ['show_cancel', 'paid']);
    assert.equal(entries[0].actor.email, 'tickets@demo.local');
    assert.deepEqual([entries[0].before.status, entries[0].after.status], ['paid', 'refunded']);
    assert.equal(entries[0].after.cancel_reason, reason);
    const own = await history(guest.id);
    assert.deepEqual(own.map((e) => [e.action, e.actor]), [['buyer_cancel', null]]);
    assertErrorEnvelope(await call('GET', '/api/admin/ticket-orders/999999999/audit', { cookie: await tickets() }), 404);
  });
});

describe('who may see sales and cancel a show', () => {
  it('the posters manager may not (refunds are the tickets managers\'); users 403, guests 401', async () => {
    const { show, tier } = await createShow({ quota: 2 });
    await order(show, tier, 1);
    const posters = await staff('posters');
    const user = await staff('user');
    for (const [cookie, status] of [[posters, 403], [user, 403], [undefined, 401]]) {
      assertErrorEnvelope(await call('GET', '/api/admin/ticket-shows', { cookie }), status);
      assertErrorEnvelope(await call('GET', `/api/admin/ticket-shows/${show.id}`, { cookie }), status);
      assertErrorEnvelope(await call('POST', `/api/admin/ticket-shows/${show.id}/cancel`, { cookie, body: { reason: 'Нет' } }), status);
      assertErrorEnvelope(await call('GET', '/api/admin/ticket-orders/1/audit', { cookie }), status);
    }
    const after = await call('GET', `/api/admin/ticket-shows/${show.id}`, { cookie: await tickets() });
    assert.equal(after.json.status, 'on_sale');
    assert.equal(after.json.held, 1);
  });
});
