// Orders in the admin area (section "orders") and the services resources (Admin): who sees which
// orders, the status flow with reasons and emails, assignment, internal comments, file
// downloads for managers only, filters and search, the CSV export; services, categories and
// special services with validation.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { DEMO, MAILBOX_DIR, call, letters, registerUser, waitForMail } from './lib/accounts.mjs';
import { changeCart, confirm, createEvent, day, fillRequired, q, serviceWith, shopper, staff } from './lib/cart.mjs';

let admin, senior, manager, otherManager, otherManagerId, otherEmail, managerId;

async function placeOrder(extra = {}) {
  const u = await shopper();
  const event = extra.event ?? (await createEvent());
  await changeCart(u.cookie, { events: [{ id: event.id, count: extra.count ?? 1 }] });
  if (extra.service) await fillRequired(u.cookie, extra.service);
  const order = assertOk(await confirm(u.cookie));
  return { ...u, order, event };
}

const show = (id, cookie) => call('GET', `/api/admin/orders/${id}`, { cookie });
const setStatus = (id, cookie, status, reason) =>
  call('POST', `/api/admin/orders/${id}/status`, { cookie, body: { status, reason } });
const list = (cookie, filter, extra = '') =>
  call('GET', `/api/admin/orders?filter=${q(filter)}&range=${q([0, 99])}${extra}`, { cookie });

before(async () => {
  admin = await staff('admin');
  senior = await staff('ordersSenior');
  manager = await staff('orders');
  managerId = (await call('GET', '/api/auth/me', { cookie: manager })).json.data.id;
  const other = await registerUser({ first_name: 'Мария', last_name: 'Второва' });
  otherManagerId = other.user.id;
  otherEmail = other.email;
  const roles = await call('PUT', `/api/admin/users/${otherManagerId}/roles`, { cookie: admin, body: { roles: ['ManagerOrders'] } });
  assert.equal(roles.status, 200, roles.text);
  otherManager = other.cookie;
});

describe('admin orders: access', () => {
  it('is closed to guests, customers and staff without the orders section', async () => {
    const { order, cookie } = await placeOrder();
    assertErrorEnvelope(await call('GET', '/api/admin/orders'), 401);
    assertErrorEnvelope(await call('GET', '/api/admin/orders', { cookie }), 403);
    assertErrorEnvelope(await show(order.id, cookie), 403);
    assertErrorEnvelope(await show(order.id, await staff('news')), 403);
    assertErrorEnvelope(await setStatus(order.id, cookie, 'in_work'), 403);
    assert.equal((await show(order.id, manager)).status, 200);
  });

  it('lets ManagerOrders see unassigned and own orders only; the senior sees all and assigns', async () => {
    const { order } = await placeOrder();
    assert.ok((await list(manager, { q: order.number })).json.some((o) => o.id === order.id), 'unassigned: visible');
    const assigned = await call('POST', `/api/admin/orders/${order.id}/assign`, { cookie: senior, body: { manager_id: otherManagerId } });
    assert.equal(assigned.status, 200, assigned.text);
    assert.equal(assigned.json.manager.id, otherManagerId);
    if (MAILBOX_DIR) await waitForMail(otherEmail, new RegExp(`Вам передан заказ № ${order.number}`));
    assert.deepEqual((await list(manager, { q: order.number })).json, []);
    assertErrorEnvelope(await show(order.id, manager), 404);
    assertErrorEnvelope(await setStatus(order.id, manager, 'in_work'), 404);
    assert.equal((await show(order.id, otherManager)).status, 200);
    assert.equal((await show(order.id, senior)).status, 200);
    assert.equal((await show(order.id, admin)).status, 200);
    // A manager may take an unassigned order, never hand orders to others.
    const { order: free } = await placeOrder();
    const refused = await call('POST', `/api/admin/orders/${free.id}/assign`, { cookie: manager, body: { manager_id: otherManagerId } });
    assertErrorEnvelope(refused, 403);
    const taken = await call('POST', `/api/admin/orders/${free.id}/assign`, { cookie: manager, body: { manager_id: managerId } });
    assert.equal(taken.json.manager.id, managerId);
    assertErrorEnvelope(await call('POST', `/api/admin/orders/${free.id}/assign`, { cookie: otherManager, body: { manager_id: otherManagerId } }), 404);
    const plain = await call('GET', '/api/auth/me', { cookie: (await shopper()).cookie });
    assertFieldError(await call('POST', `/api/admin/orders/${free.id}/assign`, { cookie: senior, body: { manager_id: plain.json.data.id } }),
      'manager_id', 'Это не менеджер заказов');
    const managers = await call('GET', '/api/admin/order-managers', { cookie: manager });
    assert.ok(managers.json.some((m) => m.id === otherManagerId && m.roles.includes('ManagerOrders')));
  });
});

describe('admin orders: processing', () => {
  it('moves new -> in_work -> confirmed -> completed, refusing skips, mailing the customer each time', async () => {
    const { order, email } = await placeOrder();
    let res = await setStatus(order.id, manager, 'confirmed');
    assertErrorEnvelope(res, 409);
    assert.equal(res.json.message, 'Заказ в статусе «Новый» нельзя перевести в статус «Подтверждён»');
    res = await setStatus(order.id, manager, 'in_work');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.status, 'in_work');
    assert.equal(res.json.manager.id, managerId, 'a manager moving an unassigned order takes it');
    assert.deepEqual(res.json.next_statuses, ['confirmed', 'cancelled']);
    assertFieldError(await setStatus(order.id, manager, 'paid'), 'status', 'Недопустимое значение');
    assert.equal((await setStatus(order.id, manager, 'confirmed')).status, 200);
    const done = await setStatus(order.id, manager, 'completed');
    assert.equal(done.json.status, 'completed');
    assert.deepEqual(done.json.history.map((h) => h.status), ['new', 'in_work', 'confirmed', 'completed']);
    assert.equal(done.json.history[1].actor.id, managerId);
    assertErrorEnvelope(await setStatus(order.id, manager, 'cancelled', 'Поздно'), 409);
    if (MAILBOX_DIR) {
      for (const title of ['В работе', 'Подтверждён', 'Выполнен']) {
        await waitForMail(email, new RegExp(`Статус заказа № ${order.number} изменён: «${title}»`));
      }
    }
  });

  it('cancels with a required reason, gives the places back and shows the reason to the customer', async () => {
    const event = await createEvent({ places_left: 3 });
    const { order, cookie } = await placeOrder({ event, count: 2 });
    assertFieldError(await setStatus(order.id, senior, 'cancelled'), 'reason', 'Укажите причину отмены');
    assertFieldError(await setStatus(order.id, senior, 'cancelled', '   '), 'reason', 'Укажите причину отмены');
    const res = await setStatus(order.id, senior, 'cancelled', 'Коллектив не прошёл отбор');
    assert.equal(res.json.status, 'cancelled');
    const mine = assertOk(await call('GET', `/api/orders/${order.number}`, { cookie }));
    assert.equal(mine.cancel_reason, 'Коллектив не прошёл отбор');
    assert.equal(mine.history.at(-1).reason, 'Коллектив не прошёл отбор');
    const ev = await call('GET', `/api/admin/events/${event.id}`, { cookie: admin });
    assert.equal(ev.json.places_left, 3);
  });

  it('keeps internal comments for managers only and applies react-admin edits', async () => {
    const { order, cookie } = await placeOrder();
    assertFieldError(await call('POST', `/api/admin/orders/${order.id}/comments`, { cookie: manager, body: { text: ' ' } }),
      'text', 'Обязательное поле для заполнения');
    const res = await call('POST', `/api/admin/orders/${order.id}/comments`, { cookie: manager, body: { text: 'Перезвонить после 18:00' } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.comments.map((c) => [c.text, c.author.id]), [['Перезвонить после 18:00', managerId]]);
    const customer = assertOk(await call('GET', `/api/orders/${order.number}`, { cookie }));
    assert.ok(!JSON.stringify(customer).includes('Перезвонить'));
    const edit = await call('PUT', `/api/admin/orders/${order.id}`, { cookie: senior,
      body: { ...res.json, status: 'in_work', manager_id: otherManagerId, comment: 'Передала Марии' } });
    assert.equal(edit.status, 200, edit.text);
    assert.deepEqual([edit.json.status, edit.json.manager.id, edit.json.comments.length], ['in_work', otherManagerId, 2]);
  });

  it('lets managers download the files of an order, and nobody else', async () => {
    const { service } = await serviceWith('file');
    const { order, cookie } = await placeOrder({ service });
    const detail = (await show(order.id, manager)).json;
    const param = detail.items.find((i) => i.kind === 'service').params.find((p) => p.type === 'file');
    assert.equal(param.file.url, `/api/admin/orders/${order.id}/files/${param.file.id}`);
    const file = await call('GET', param.file.url, { cookie: manager });
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(file.headers['content-disposition'], /attachment/);
    assert.ok(file.body.subarray(0, 5).equals(Buffer.from('%PDF-')));
    assertErrorEnvelope(await call('GET', param.file.url, { cookie }), 403);
    assertErrorEnvelope(await call('GET', param.file.url), 401);
    const { order: another } = await placeOrder();
    assertErrorEnvelope(await call('GET', `/api/admin/orders/${another.id}/files/${param.file.id}`, { cookie: manager }), 404);
  });
});

describe('admin orders: list, filters, CSV', () => {
  it('filters by status, event, city, dates, manager and searches by number, name, email and phone', async () => {
    const phone = `+79${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
    const u = await registerUser({ first_name: 'Евлампия', last_name: `Заказова${letters(4)}`, phone });
    const event = await createEvent();
    await changeCart(u.cookie, { events: [{ id: event.id, count: 2 }] });
    const order = assertOk(await confirm(u.cookie));
    const ids = async (filter) => {
      const res = await list(senior, filter);
      assert.equal(res.status, 200, res.text);
      return res.json.map((o) => o.id);
    };
    assert.deepEqual(await ids({ event_id: event.id }), [order.id]);
    assert.deepEqual(await ids({ q: order.number }), [order.id]);
    assert.deepEqual(await ids({ q: u.email.toUpperCase() }), [order.id]);
    assert.deepEqual(await ids({ q: u.user.last_name.toLowerCase() }), [order.id]);
    assert.deepEqual(await ids({ q: phone.slice(2) }), [order.id]);
    assert.deepEqual(await ids({ event_id: event.id, status: 'new' }), [order.id]);
    assert.deepEqual(await ids({ event_id: event.id, status: 'in_work' }), []);
    assert.deepEqual(await ids({ event_id: event.id, date_from: day(0), date_to: day(0) }), [order.id]);
    assert.deepEqual(await ids({ event_id: event.id, date_from: day(1) }), []);
    assert.deepEqual(await ids({ event_id: event.id, manager_id: 'none' }), [order.id]);
    assert.deepEqual(await ids({ event_id: event.id, manager_id: managerId }), []);
    const detail = (await show(order.id, senior)).json;
    const cities = await call('GET', `/api/admin/cities?range=${q([0, 99])}`, { cookie: admin });
    const city = cities.json.find((c) => c.name === detail.cities[0]);
    assert.ok((await ids({ city_id: city.id })).includes(order.id));
    const res = await list(senior, { event_id: event.id });
    assert.equal(res.headers['content-range'], 'orders 0-0/1');
    assertErrorEnvelope(await list(senior, { date_from: '01.02.2026' }), 400);
    const raw = (filter) => call('GET', `/api/admin/orders?filter=${encodeURIComponent(filter)}`, { cookie: senior });
    for (const value of ['"12abc"', '1.5', '1e3', '-3', '0', 'false']) {
      assertFieldError(await raw(`{"event_id":${value}}`), 'event_id', 'Должно быть целым числом больше 0');
    }
    assertFieldError(await list(senior, { manager_id: 'someone' }), 'manager_id', 'Должно быть целым числом больше 0');
    assertFieldError(await list(senior, { city_id: [1] }), 'city_id', 'Должно быть целым числом больше 0');
    assertFieldError(await list(senior, { date_to: 20260101 }), 'date_to', 'Некорректная дата');
    assertFieldError(await list(senior, { status: 1 }), 'status', 'Должно быть строкой');
    assertFieldError(await list(senior, { q: 42 }), 'q', 'Должно быть строкой');
    assertErrorEnvelope(await list(senior, { status: 'lost' }), 400);
    assertErrorEnvelope(await call('GET', `/api/admin/orders?sort=${q(['password', 'ASC'])}`, { cookie: senior }), 400);
  });

  it('exports the filtered list as CSV that Excel opens: UTF-8 with BOM, ";" separated', async () => {
    const { order, email } = await placeOrder({ count: 2 });
    const res = await call('GET', `/api/admin/orders-export?filter=${q({ q: order.number })}`, { cookie: senior });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^text\/csv; charset=utf-8/);
    assert.match(res.headers['content-disposition'], /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    assert.deepEqual([...res.body.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = res.body.subarray(3).toString('utf8').split('\r\n');
    assert.equal(lines[0], 'Номер;Дата;Статус;Покупатель;Email;Телефон;Мероприятия;Города;Услуги;Сумма, руб.;Менеджер');
    assert.equal(lines.length, 3, 'header, one row, final CRLF');
    const cells = lines[1].split(';');
    assert.equal(cells[0], order.number);
    assert.match(cells[1], /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    assert.equal(cells[2], 'Новый');
    assert.equal(cells[4], email);
    assert.match(cells[6], / × 2$/);
    assert.equal(cells[9], String(order.total));
    const hidden = await call('GET', `/api/admin/orders-export?filter=${q({ q: order.number })}`, { cookie: otherManager });
    assert.equal(hidden.status, 200);
    await call('POST', `/api/admin/orders/${order.id}/assign`, { cookie: senior, body: { manager_id: managerId } });
    const scoped = await call('GET', `/api/admin/orders-export?filter=${q({ q: order.number })}`, { cookie: otherManager });
    assert.equal(scoped.body.subarray(3).toString('utf8').split('\r\n').length, 2, 'only the header: not their order');
  });
});

describe('admin services', () => {
  it('lets Admin create, edit and delete services with params; others get 403', async () => {
    const categories = await call('GET', '/api/admin/service-categories', { cookie: admin });
    assert.equal(categories.status, 200);
    const code = `test-usluga-${crypto.randomBytes(3).toString('hex')}`;
    const body = {
      code, name: 'Проверочная услуга', description: 'Описание услуги.', category_id: categories.json[0].id,
      price_final: 1500, price_old: 2000, price_preview: 'от 1 500 ₽', special: false, tag_ids: [],
      params: [{ type: 'video', label: 'Ссылка на видео', placeholder: 'https://', capText: 'MP4', capTextRight: '', required: true }],
    };
    assertErrorEnvelope(await call('POST', '/api/admin/services', { cookie: manager, body }), 403);
    const created = await call('POST', '/api/admin/services', { cookie: admin, body });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.json.params[0].type, 'video');
    const pub = assertOk(await call('GET', '/api/services')).items.find((s) => s.code === code);
    assert.deepEqual(pub.price, { old: 2000, preview: 'от 1 500 ₽', final: 1500 });
    const bad = await call('POST', '/api/admin/services', { cookie: admin, body: { ...body, price_old: 100, params: [{ type: 'audio', label: '' }] } });
    assertFieldError(bad, 'code', 'Такое значение уже занято');
    assertFieldError(bad, 'price_old', 'Цена до скидки должна быть больше итоговой цены');
    assertFieldError(bad, 'params[0].type', 'Недопустимое значение');
    assertFieldError(bad, 'params[0].label', 'Обязательное поле для заполнения');
    const edited = await call('PUT', `/api/admin/services/${created.json.id}`, { cookie: admin,
      body: { special: true, params: [{ ...created.json.params[0], label: 'Видео номера' }] } });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.params[0].id, created.json.params[0].id, 'a named param keeps its id');
    assert.equal(edited.json.params[0].label, 'Видео номера');
    const special = await call('GET', `/api/admin/special-services?range=${q([0, 99])}`, { cookie: admin });
    assert.ok(special.json.some((s) => s.id === created.json.id) && special.json.every((s) => s.special));
    const del = await call('DELETE', `/api/admin/services/${created.json.id}`, { cookie: admin });
    assert.equal(del.status, 200);
    assertErrorEnvelope(await call('GET', `/api/admin/services/${created.json.id}`, { cookie: admin }), 404);
  });

  it('lists services with the shared list parameters: typed filters, known sort fields', async () => {
    const list = (params) => call('GET', `/api/admin/services?${params}`, { cookie: admin });
    const published = await list(`filter=${q({ published: true })}&sort=${q(['price_final', 'DESC'])}&range=${q([0, 99])}`);
    assert.equal(published.status, 200, published.text);
    assert.ok(published.json.length > 0 && published.json.every((s) => s.published === true));
    const prices = published.json.map((s) => s.price_final);
    assert.deepEqual(prices, [...prices].sort((a, b) => b - a), 'sorted by price, highest first');
    const [first] = published.json;
    const byCategory = await list(`filter=${q({ category_id: first.category_id })}`);
    assert.ok(byCategory.json.every((s) => s.category_id === first.category_id));
    assertFieldError(await list(`filter=${q({ published: 'maybe' })}`), 'published');
    assertFieldError(await list(`filter=${q({ category_id: 'x' })}`), 'category_id');
    assertErrorEnvelope(await list(`sort=${q(['description', 'ASC'])}`), 400, 'an unknown sort field');
    assertErrorEnvelope(await list(`range=${q([5, 1])}`), 400, 'a backwards range');
  });

  it('follows the catalogue\'s tags: a deleted tag leaves the services it marked', async () => {
    const categories = await call('GET', '/api/admin/service-categories', { cookie: admin });
    const tag = await call('POST', '/api/admin/tags', { cookie: admin,
      body: { slug: `metka-${crypto.randomBytes(3).toString('hex')}`, title: 'Временная метка', icon: 'star', color: '#123456' } });
    assert.equal(tag.status, 200, tag.text);
    const code = `usluga-s-metkoy-${crypto.randomBytes(3).toString('hex')}`;
    const created = await call('POST', '/api/admin/services', { cookie: admin, body: {
      code, name: 'Услуга с меткой', description: 'Описание.', category_id: categories.json[0].id, price_final: 100, tag_ids: [tag.json.id] } });
    assert.equal(created.status, 200, created.text);
    const tagsOf = async () => assertOk(await call('GET', '/api/services')).items.find((s) => s.code === code).tags.map((t) => t.title);
    assert.deepEqual(await tagsOf(), ['Временная метка']);
    const renamed = await call('PUT', `/api/admin/tags/${tag.json.id}`, { cookie: admin, body: { title: 'Новая метка' } });
    assert.equal(renamed.status, 200, renamed.text);
    assert.deepEqual(await tagsOf(), ['Новая метка']);
    assert.equal((await call('DELETE', `/api/admin/tags/${tag.json.id}`, { cookie: admin })).status, 200);
    assert.deepEqual(await tagsOf(), []);
  });

  it('refuses to delete a category with services or an ordered service', async () => {
    const categories = await call('GET', '/api/admin/service-categories', { cookie: admin });
    assertErrorEnvelope(await call('DELETE', `/api/admin/service-categories/${categories.json[0].id}`, { cookie: admin }), 409);
    const { service } = await serviceWith('file');
    await placeOrder({ service });
    const res = await call('DELETE', `/api/admin/services/${service.id}`, { cookie: admin });
    assertErrorEnvelope(res, 409);
    const cat = await call('POST', '/api/admin/service-categories', { cookie: admin, body: { code: `cat-${crypto.randomBytes(3).toString('hex')}`, title: 'Пустая' } });
    assert.equal(cat.status, 200, cat.text);
    assert.equal((await call('DELETE', `/api/admin/service-categories/${cat.json.id}`, { cookie: admin })).status, 200);
  });
});
