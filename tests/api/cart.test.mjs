// The server basket (spec sections 3, 4, 7; issue 5): GET /api/cart/ and POST /api/cart/ with
// merge by id, counters falling back to 1, refusal of unknown, unpublished, past and sold-out
// events, services with their checked flag, and no way to see another user's basket.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { changeCart, createEvent, day, getCart, plainService, postCart, shopper } from './lib/cart.mjs';

const CART_EVENT_KEYS = ['event_id', 'event_type', 'status', 'code', 'name', 'photo', 'place', 'count', 'date',
  'place_count', 'type', 'package_trip', 'price_trip', 'price_participation', 'support', 'tags'];
const CART_SERVICE_KEYS = ['id', 'service_id', 'status', 'code', 'name', 'description', 'price', 'tags', 'checked', 'params'];

let a, b;
before(async () => {
  a = await createEvent({ price_participation: 1500 });
  b = await createEvent({ price_participation: 700 });
});

describe('basket: access', () => {
  it('is for signed-in users only (guests keep theirs in the browser)', async () => {
    assertErrorEnvelope(await call('GET', '/api/cart/'), 401);
    assertErrorEnvelope(await call('POST', '/api/cart/', { body: { events: [{ id: a.id, count: 1 }] } }), 401);
    assertErrorEnvelope(await call('POST', '/api/cart/confirm/'), 401);
  });

  it('starts empty with the user id and zero totals', async () => {
    const { cookie, user } = await shopper();
    const cart = assertOk(await getCart(cookie));
    assert.equal(cart.user_id, user.id);
    assert.deepEqual(cart.events, []);
    assert.deepEqual(cart.services, []);
    assert.equal(cart.total, 0);
    assert.equal(cart.count, 0);
  });

  it('never shows one user the basket of another', async () => {
    const one = await shopper();
    const two = await shopper();
    await changeCart(one.cookie, { events: [{ id: a.id, count: 2 }] });
    const other = assertOk(await getCart(two.cookie));
    assert.equal(other.user_id, two.user.id);
    assert.deepEqual(other.events, []);
    // A user id in the body or the query changes nothing: the session decides whose cart it is.
    const sneaky = assertOk(await call('GET', `/api/cart/?user_id=${one.user.id}`, { cookie: two.cookie }));
    assert.deepEqual(sneaky.events, []);
    const own = assertOk(await postCart(two.cookie, { user_id: one.user.id, events: [{ id: b.id }] }));
    assert.deepEqual(own.events.map((e) => e.event_id), [b.id]);
    assert.deepEqual(assertOk(await getCart(one.cookie)).events.map((e) => e.event_id), [a.id]);
  });
});

describe('basket: festivals', () => {
  it('adds a festival in the cart event shape with the count and the total', async () => {
    const { cookie } = await shopper();
    const cart = await changeCart(cookie, { events: [{ id: a.id, count: 2 }] });
    assert.equal(cart.events.length, 1);
    const e = cart.events[0];
    for (const k of CART_EVENT_KEYS) assert.ok(k in e, `cart event has ${k}`);
    assert.equal(e.event_id, a.id);
    assert.equal(e.status, 'new');
    assert.equal(e.code, a.code);
    assert.equal(e.count, 2);
    assert.equal(e.place_count, 10);
    assert.deepEqual(e.date, { start: a.date_start, end: a.date_end });
    assert.equal(typeof e.place.city, 'string');
    assert.equal(cart.total, 3000);
    assert.equal(cart.count, 1);
    assert.deepEqual(assertOk(await getCart(cookie)), cart);
  });

  it('merges by id: changes counts, drops to_remove items, keeps the rest', async () => {
    const { cookie } = await shopper();
    await changeCart(cookie, { events: [{ id: a.id, count: 1 }, { id: b.id, count: 1 }] });
    let cart = await changeCart(cookie, { events: [{ id: a.id, count: 3 }] });
    assert.deepEqual(cart.events.map((e) => [e.event_id, e.count]), [[a.id, 3], [b.id, 1]]);
    assert.equal(cart.total, 3 * 1500 + 700);
    cart = await changeCart(cookie, { events: [{ id: a.id, to_remove: true }] });
    assert.deepEqual(cart.events.map((e) => e.event_id), [b.id]);
    cart = await changeCart(cookie, { events: [{ id: a.id, to_remove: true }] });
    assert.deepEqual(cart.events.map((e) => e.event_id), [b.id], 'removing what is not there is fine');
    cart = await changeCart(cookie, {});
    assert.deepEqual(cart.events.map((e) => e.event_id), [b.id], 'an empty change keeps everything');
  });

  it('merges a guest basket pushed after login into the server basket (spec section 4)', async () => {
    const { cookie } = await shopper();
    const service = await plainService();
    await changeCart(cookie, { events: [{ id: a.id, count: 2 }], services: [{ id: service.id, checked: false }] });
    // What the web app sends from local storage after the login: the guest's events, same shape.
    const cart = await changeCart(cookie, { events: [{ id: b.id, count: 3 }, { id: a.id, count: 1 }] });
    assert.deepEqual(cart.events.map((e) => [e.event_id, e.count]), [[a.id, 1], [b.id, 3]]);
    assert.deepEqual(cart.services.map((s) => [s.service_id, s.checked]), [[service.id, false]]);
  });

  it('reads counters at least 1: invalid input falls back to 1', async () => {
    const { cookie } = await shopper();
    for (const count of [0, -5, 'abc', 2.5, null, undefined, true, {}]) {
      const cart = await changeCart(cookie, { events: [{ id: a.id, count }] });
      assert.equal(cart.events[0].count, 1, `count ${JSON.stringify(count)}`);
    }
    assert.equal((await changeCart(cookie, { events: [{ id: a.id, count: '4' }] })).events[0].count, 4);
    assert.equal((await changeCart(cookie, { events: [{ id: a.id, count: 5.0 }] })).events[0].count, 5);
  });

  it('answers 422 for unknown ids and changes nothing', async () => {
    const { cookie } = await shopper();
    await changeCart(cookie, { events: [{ id: a.id, count: 1 }] });
    const res = await postCart(cookie, { events: [{ id: b.id, count: 2 }, { id: 987654321, count: 1 }] });
    assertFieldError(res, 'events[1]', 'Мероприятие не найдено');
    assertFieldError(await postCart(cookie, { events: [{ id: 'x' }] }), 'events[0]', 'Мероприятие не найдено');
    assertFieldError(await postCart(cookie, { events: [{}] }), 'events[0]', 'Мероприятие не найдено');
    assertFieldError(await postCart(cookie, { events: 'all' }), 'events', 'Должно быть списком');
    assertFieldError(await postCart(cookie, { events: [5] }), 'events[0]', 'Должно быть объектом');
    const cart = assertOk(await getCart(cookie));
    assert.deepEqual(cart.events.map((e) => [e.event_id, e.count]), [[a.id, 1]]);
    assertErrorEnvelope(await postCart(cookie, '{"events": ['), 400);
  });

  it('refuses unpublished, past and sold-out festivals with a clear message', async () => {
    const { cookie } = await shopper();
    const hidden = await createEvent({ published: false });
    const past = await createEvent({ date_start: day(-20), date_end: day(-18) });
    const started = await createEvent({ date_start: day(-1), date_end: day(2) });
    const soldOut = await createEvent({ places_left: 0 });
    const few = await createEvent({ places_left: 2 });
    assertFieldError(await postCart(cookie, { events: [{ id: hidden.id }] }), 'events[0]',
      `Мероприятие «${hidden.name}» снято с публикации, запись на него закрыта`);
    assertFieldError(await postCart(cookie, { events: [{ id: past.id }] }), 'events[0]',
      `Мероприятие «${past.name}» уже началось или прошло, запись на него закрыта`);
    assertFieldError(await postCart(cookie, { events: [{ id: started.id }] }), 'events[0]',
      `Мероприятие «${started.name}» уже началось или прошло, запись на него закрыта`);
    assertFieldError(await postCart(cookie, { events: [{ id: soldOut.id }] }), 'events[0]',
      `На мероприятие «${soldOut.name}» не осталось мест`);
    assertFieldError(await postCart(cookie, { events: [{ id: few.id, count: 3 }] }), 'events[0]',
      `На мероприятие «${few.name}» осталось мест: 2`);
    assert.equal((await changeCart(cookie, { events: [{ id: few.id, count: 2 }] })).events[0].count, 2);
    // Removing an event that became unavailable always works.
    assert.deepEqual((await changeCart(cookie, { events: [{ id: few.id, to_remove: true }, { id: soldOut.id, to_remove: true }] })).events, []);
  });
});

describe('basket: services', () => {
  it('adds a service in the cart service shape; only checked ones count', async () => {
    const { cookie } = await shopper();
    const service = await plainService();
    let cart = await changeCart(cookie, { services: [{ id: service.id }] });
    assert.equal(cart.services.length, 1);
    const s = cart.services[0];
    for (const k of CART_SERVICE_KEYS) assert.ok(k in s, `cart service has ${k}`);
    assert.equal(s.service_id, service.id);
    assert.equal(s.status, 'new');
    assert.equal(s.checked, true, 'a new service is checked');
    assert.deepEqual(Object.keys(s.price).sort(), ['final', 'old', 'preview']);
    assert.equal(cart.total, service.price.final);
    assert.equal(cart.count, 1);
    cart = await changeCart(cookie, { services: [{ id: service.id, checked: false }] });
    assert.equal(cart.services[0].checked, false);
    assert.equal(cart.total, 0);
    assert.equal(cart.count, 0);
    cart = await changeCart(cookie, { services: [{ id: service.id }] });
    assert.equal(cart.services[0].checked, false, 'an update without checked keeps it');
    cart = await changeCart(cookie, { events: [{ id: a.id, count: 1 }], services: [{ id: service.id, checked: true }] });
    assert.equal(cart.total, 1500 + service.price.final);
    cart = await changeCart(cookie, { services: [{ id: service.id, to_remove: true }] });
    assert.deepEqual(cart.services, []);
    assertFieldError(await postCart(cookie, { services: [{ id: 99999999 }] }), 'services[0]', 'Услуга не найдена');
    assertFieldError(await postCart(cookie, { services: [{ id: service.id, checked: 'yes' }] }), 'services[0].checked',
      'Должно быть логическим значением');
  });

  it('lists the public services with categories and params of every type', async () => {
    const data = assertOk(await call('GET', '/api/services'));
    assert.ok(data.items.length >= 18);
    assert.ok(data.categories.length >= 6);
    const types = new Set(data.items.flatMap((s) => s.params.map((p) => p.type)));
    assert.deepEqual([...types].sort(), ['creative_type', 'execution-format', 'file', 'video']);
    for (const p of data.items.flatMap((s) => s.params)) {
      for (const k of ['type', 'label', 'placeholder', 'capText', 'capTextRight']) assert.ok(k in p, `param has ${k}`);
    }
    const special = assertOk(await call('GET', '/api/services?special=1')).items;
    assert.ok(special.length > 0 && special.every((s) => s.special));
    const category = data.categories[0].code;
    const inCategory = assertOk(await call('GET', `/api/services?category=${category}`)).items;
    assert.ok(inCategory.length > 0 && inCategory.every((s) => s.category.code === category));
  });
});
