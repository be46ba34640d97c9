// Confirming the basket into an order (POST /api/cart/confirm/) and the account's orders:
// places taken in the same transaction (no oversell when users race for the last place), one order
// per cart however often confirm is clicked, final requirements, snapshots, emails, cancelling,
// and no way to reach another user's order.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';
import { DEMO, MAILBOX_DIR, call, mailTo } from './lib/accounts.mjs';
import { changeCart, confirm, createEvent, fillRequired, getCart, placesLeft, plainService, serviceWith, shopper, staff } from './lib/cart.mjs';

async function eventId(code) {
  return assertOk(await get(`/api/event/${code}`)).event_id;
}

async function waitMail(to, pattern) {
  for (let i = 0; i < 50; i++) {
    const found = mailTo(to).find((m) => pattern.test(m.text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no mail to ${to} matching ${pattern}`);
}

describe('confirm', () => {
  it('refuses an empty basket', async () => {
    const { cookie } = await shopper();
    const res = await confirm(cookie);
    assertFieldError(res, 'cart', 'Добавьте в корзину мероприятие или услугу');
    assert.equal(res.json.message, 'Корзина пуста');
  });

  it('turns the basket into an order, takes the places, empties the basket and sends the emails', async () => {
    const { cookie, email } = await shopper();
    const event = await createEvent({ places_left: 5, price_participation: 2500, price_trip: 9000, package_trip: ['Проживание'] });
    const service = await plainService();
    const { service: withFile } = await serviceWith('file');
    await changeCart(cookie, { events: [{ id: event.id, count: 3 }], services: [{ id: service.id, checked: true }] });
    await fillRequired(cookie, withFile);
    const order = assertOk(await confirm(cookie));
    assert.match(order.number, /^\d{4}-\d{5}$/);
    assert.equal(order.number.slice(0, 4), String(new Date().getUTCFullYear()));
    assert.equal(order.status, 'new');
    assert.equal(order.status_title, 'Новый');
    assert.equal(order.total, 3 * 2500 + service.price.final + withFile.price.final);
    const [item, ...services] = order.items;
    assert.deepEqual([item.kind, item.event_id, item.name, item.price, item.count, item.amount],
      ['event', event.id, event.name, 2500, 3, 7500]);
    assert.deepEqual(item.details.package_trip, ['Проживание']);
    assert.equal(item.details.price_trip, 9000);
    assert.deepEqual(services.map((s) => s.service_id), [service.id, withFile.id]);
    const fileParam = services[1].params.find((p) => p.type === 'file');
    assert.equal(fileParam.file.name, 'anketa.pdf');
    assert.equal(fileParam.file.url, undefined, 'customers get no download link');
    assert.deepEqual(order.history.map((h) => h.status), ['new']);
    assert.equal(await placesLeft(event.id), 2);
    const festival = assertOk(await get(`/api/event/${event.code}`));
    assert.equal(festival.place_count, 2, 'the cached festival page shows the new places left');
    const cart = assertOk(await getCart(cookie));
    assert.deepEqual(cart.events, []);
    assert.deepEqual(cart.services, []);
    if (MAILBOX_DIR) {
      const mail = await waitMail(email, new RegExp(`Заказ № ${order.number} оформлен`));
      assert.match(mail.text, /7 500 ₽/);
      await waitMail(DEMO.orders.email, new RegExp(`Новый заказ № ${order.number}`));
    }
  });

  it('a confirm and a cancel refresh the cached answers that show the order\'s events at once', async () => {
    const { cookie } = await shopper();
    const looker = await shopper();
    const ordered = await createEvent({ places_left: 5 });
    const untouched = await createEvent({ places_left: 5 });
    const day = ordered.date_start;
    const byPlaces = `/api/event/list?sort=places&per_page=100&date-min=${day}&date-max=${day}`;
    const shown = async () => {
      const list = assertOk(await get(byPlaces)).items;
      return {
        page: assertOk(await get(`/api/event/${ordered.code}`)).place_count,
        list: list.find((e) => e.event_id === ordered.id).place_count,
        card: assertOk(await getCart(looker.cookie)).events[0].place_count,
        other: assertOk(await get(`/api/event/${untouched.code}`)).place_count,
      };
    };
    await changeCart(looker.cookie, { events: [{ id: ordered.id }] });
    assert.deepEqual(await shown(), { page: 5, list: 5, card: 5, other: 5 });
    assert.deepEqual(await shown(), { page: 5, list: 5, card: 5, other: 5 }, 'now cached');
    await changeCart(cookie, { events: [{ id: ordered.id, count: 2 }] });
    const order = assertOk(await confirm(cookie));
    assert.deepEqual(await shown(), { page: 3, list: 3, card: 3, other: 5 });
    assertOk(await call('POST', `/api/orders/${order.number}/cancel`, { cookie }));
    assert.deepEqual(await shown(), { page: 5, list: 5, card: 5, other: 5 });
  });

  it('keeps unchecked services in the basket', async () => {
    const { cookie } = await shopper();
    const event = await createEvent();
    const service = await plainService();
    await changeCart(cookie, { events: [{ id: event.id }], services: [{ id: service.id, checked: false }] });
    const order = assertOk(await confirm(cookie));
    assert.deepEqual(order.items.map((i) => i.kind), ['event']);
    const cart = assertOk(await getCart(cookie));
    assert.deepEqual(cart.services.map((s) => [s.service_id, s.checked]), [[service.id, false]]);
  });

  it('makes one order of a double click and of a repeated confirm', async () => {
    const { cookie } = await shopper();
    const event = await createEvent({ places_left: 10 });
    await changeCart(cookie, { events: [{ id: event.id, count: 2 }] });
    const answers = await Promise.all([confirm(cookie), confirm(cookie), confirm(cookie)]);
    const numbers = answers.map((r) => assertOk(r).number);
    assert.equal(new Set(numbers).size, 1, `one order: ${numbers}`);
    const again = assertOk(await confirm(cookie));
    assert.equal(again.number, numbers[0]);
    const mine = assertOk(await call('GET', '/api/orders', { cookie }));
    assert.equal(mine.length, 1);
    assert.equal(await placesLeft(event.id), 8, 'places taken once');
    // Once the basket changes, a confirm is a new order again.
    await changeCart(cookie, { events: [{ id: event.id, count: 1 }] });
    const second = assertOk(await confirm(cookie));
    assert.notEqual(second.number, numbers[0]);
  });

  it('never sells the last place twice when users confirm at the same moment', async () => {
    const event = await createEvent({ places_left: 1, place_count: 1 });
    const users = await Promise.all([1, 2, 3, 4].map(() => shopper()));
    for (const u of users) await changeCart(u.cookie, { events: [{ id: event.id, count: 1 }] });
    const answers = await Promise.all(users.map((u) => confirm(u.cookie)));
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    assert.equal(ok.length, 1, answers.map((r) => `${r.status} ${r.text.slice(0, 120)}`).join('\n'));
    for (const r of refused) {
      assert.ok([409, 422].includes(r.status), r.text);
      assert.match(r.json.message + JSON.stringify(r.json.errors ?? {}), /мест/);
    }
    assert.equal(await placesLeft(event.id), 0);
  });

  it('refuses a final until the requirements are met, counting the basket and earlier orders', async () => {
    const { cookie } = await shopper();
    const final = await eventId('ozherelie-rossii-final');
    const spb = await eventId('ozherelie-rossii-sankt-peterburg');
    const rostov = await eventId('ozherelie-rossii-rostov');
    let cart = await changeCart(cookie, { events: [{ id: final }] });
    assert.equal(cart.final_warning, 'Чтобы зарегистрироваться на финал необходимо добавить еще:');
    const hint = cart.events[0].final_hint;
    assert.equal(hint.length, 1);
    assert.deepEqual([hint[0].code, hint[0].count, hint[0].value], ['ozherelie-rossii-legendy', 2, 0]);
    assert.equal(typeof hint[0].title, 'string');
    let res = await confirm(cookie);
    assertErrorEnvelope(res, 422);
    assert.match(res.json.message, /^Чтобы зарегистрироваться на финал необходимо добавить еще: «.+» — 2$/);
    assert.equal(res.json.errors.final_requirements.length, 1);
    cart = await changeCart(cookie, { events: [{ id: spb }] });
    assert.equal(cart.events.find((e) => e.event_id === final).final_hint[0].count, 1);
    res = await confirm(cookie);
    assert.match(res.json.message, /— 1$/);
    cart = await changeCart(cookie, { events: [{ id: spb, count: 3 }] });
    assert.equal(cart.events.find((e) => e.event_id === final).final_hint[0].count, 1, 'people are not participations');
    cart = await changeCart(cookie, { events: [{ id: rostov }] });
    assert.deepEqual(cart.events.find((e) => e.event_id === final).final_hint, []);
    assert.equal(cart.final_warning, null);
    assertOk(await confirm(cookie));
    // The next final registration counts the events already ordered.
    cart = await changeCart(cookie, { events: [{ id: final }] });
    assert.deepEqual(cart.events[0].final_hint, []);
    assertOk(await confirm(cookie));
  });
});

describe('account orders', () => {
  it('lists own orders newest first, shows one by number, and hides other users\' orders', async () => {
    const { cookie } = await shopper();
    const other = await shopper();
    const event = await createEvent();
    await changeCart(cookie, { events: [{ id: event.id }] });
    const first = assertOk(await confirm(cookie));
    await changeCart(cookie, { events: [{ id: event.id, count: 2 }] });
    const second = assertOk(await confirm(cookie));
    const list = assertOk(await call('GET', '/api/orders', { cookie }));
    assert.deepEqual(list.map((o) => o.number), [second.number, first.number]);
    const one = assertOk(await call('GET', `/api/orders/${first.number}`, { cookie }));
    assert.equal(one.id, first.id);
    assert.equal(one.comments, undefined, 'internal comments are never shown to the customer');
    assertErrorEnvelope(await call('GET', `/api/orders/${first.number}`, { cookie: other.cookie }), 404);
    assertErrorEnvelope(await call('POST', `/api/orders/${first.number}/cancel`, { cookie: other.cookie }), 404);
    assert.deepEqual(assertOk(await call('GET', '/api/orders', { cookie: other.cookie })), []);
    assertErrorEnvelope(await call('GET', '/api/orders'), 401);
    assertErrorEnvelope(await call('GET', '/api/orders/2026-99999', { cookie }), 404);
  });

  it('cancels an own new order, giving the places back; a processed one cannot be cancelled', async () => {
    const { cookie } = await shopper();
    const event = await createEvent({ places_left: 4 });
    await changeCart(cookie, { events: [{ id: event.id, count: 3 }] });
    const order = assertOk(await confirm(cookie));
    assert.equal(order.can_cancel, true);
    assert.equal(await placesLeft(event.id), 1);
    const cancelled = assertOk(await call('POST', `/api/orders/${order.number}/cancel`, { cookie }));
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.cancel_reason, 'Отменён покупателем');
    assert.deepEqual(cancelled.history.map((h) => h.status), ['new', 'cancelled']);
    assert.equal(await placesLeft(event.id), 4);
    assertErrorEnvelope(await call('POST', `/api/orders/${order.number}/cancel`, { cookie }), 409);

    await changeCart(cookie, { events: [{ id: event.id }] });
    const processed = assertOk(await confirm(cookie));
    const manager = await staff('ordersSenior');
    const moved = await call('POST', `/api/admin/orders/${processed.id}/status`, { cookie: manager, body: { status: 'in_work' } });
    assert.equal(moved.status, 200, moved.text);
    const res = await call('POST', `/api/orders/${processed.number}/cancel`, { cookie });
    assertErrorEnvelope(res, 409);
    assert.equal(res.json.message, 'Отменить можно только новый заказ: этот уже в обработке');
  });

  it('keeps the order as it was confirmed when the catalogue changes later', async () => {
    const { cookie } = await shopper();
    const event = await createEvent({ price_participation: 1200 });
    await changeCart(cookie, { events: [{ id: event.id }] });
    const order = assertOk(await confirm(cookie));
    const admin = await staff('admin');
    const edit = await call('PUT', `/api/admin/events/${event.id}`, { cookie: admin, body: { price_participation: 5000, name: 'Новое имя' } });
    assert.equal(edit.status, 200, edit.text);
    const again = assertOk(await call('GET', `/api/orders/${order.number}`, { cookie }));
    assert.deepEqual([again.items[0].name, again.items[0].price, again.total], [event.name, 1200, 1200]);
  });
});
