// The afisha and its ticket office (issue 18, decision 0046): the public afisha, orders held
// without overselling (50 concurrent buyers for the last 10 seats), the box office with a manager
// marking an order paid, the e-tickets and their check-in at the door, the test payment provider
// with its signed, idempotent callback, refunds, and who may do what.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, request } from './lib/http.mjs';
import { MAILBOX_DIR, attachmentsTo, call, mailTo, newIp, registerUser, uniqueEmail } from './lib/accounts.mjs';
import { day, q, staff } from './lib/cart.mjs';
import { buyer, checkIn, createShow, order, orderPath } from './lib/tickets.mjs';

const FORGED = 'Билет не найден: код не наш или подделан';

describe('the public afisha', () => {
  it('lists the upcoming published shows with prices, places left and the cities to filter by', async () => {
    const res = await call('GET', '/api/afisha');
    assert.equal(res.status, 200);
    const { items, cities } = res.json.data;
    assert.ok(items.length >= 6, 'the demo shows');
    assert.ok(items.every((s) => s.starts_at >= items[0].starts_at));
    const gala = items.find((s) => s.code === 'gala-zvezdnyy-put-2026');
    assert.equal(gala.kind, 'gala');
    assert.equal(gala.price_from, 500);
    assert.equal(gala.place.city.slug, 'moskva');
    assert.ok(cities.some((c) => c.slug === 'kazan'));
  });

  it('filters by city, age rating and dates', async () => {
    const kazan = await call('GET', '/api/afisha?city=kazan');
    assert.ok(kazan.json.data.items.length >= 1);
    assert.ok(kazan.json.data.items.every((s) => s.place.city.slug === 'kazan'));
    const adult = await call('GET', `/api/afisha?age=${encodeURIComponent('16+')}`);
    assert.ok(adult.json.data.items.every((s) => s.age_rating === '16+'));
    const soon = await call('GET', `/api/afisha?from=${day(0)}&to=${day(15)}`);
    assert.ok(soon.json.data.items.every((s) => s.starts_at.slice(0, 10) <= day(15)));
    assert.ok(!soon.json.data.items.some((s) => s.code === 'spektakl-groza-lensoveta'));
  });

  it('refuses bad filters with a Russian 422, a megabyte one too', async () => {
    assertFieldError(await call('GET', '/api/afisha?age=21%2B'), 'age', 'Возрастное ограничение: 0+, 6+, 12+, 16+ или 18+');
    assertFieldError(await call('GET', '/api/afisha?from=2026-13-45'), 'from', 'Дата должна быть в формате ГГГГ-ММ-ДД');
    const huge = await call('GET', `/api/afisha?city=${'a'.repeat(20000)}`);
    // A query that long never reaches the handler: the server refuses the request line.
    assert.ok([400, 414, 422, 431].includes(huge.status), `status ${huge.status}`);
  });

  it('shows a show with its tiers, prices and places left; an unknown show is 404', async () => {
    const res = await call('GET', '/api/afisha/koncert-zimniy-teatr-sochi');
    assert.equal(res.status, 200);
    const show = res.json.data;
    assert.equal(show.title, 'Концерт «Голоса юга»');
    assert.deepEqual(show.tiers.map((t) => t.name), ['Партер', 'Бельэтаж', 'Балкон']);
    assert.ok(show.tiers.every((t) => t.on_sale && t.places_left > 0));
    assertErrorEnvelope(await call('GET', '/api/afisha/net-takogo'), 404);
  });

  it('a show\'s page has its own title, canonical link and JSON-LD Event; each show is in the sitemap', async () => {
    const page = await request('GET', '/afisha/koncert-zimniy-teatr-sochi/');
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>Концерт «Голоса юга» — \d+ [а-я]+ \d{4}, 18:30, Сочи — [^<]+<\/title>/);
    assert.match(page.text, /<link rel="canonical" href="[^"]+\/afisha\/koncert-zimniy-teatr-sochi\/"/);
    const ld = JSON.parse(page.text.match(/<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Event".*?)<\/script>/)[1]);
    assert.equal(ld.location.address.addressLocality, 'Сочи');
    assert.deepEqual(ld.offers.map((o) => o.price), [1600, 1100, 700]);
    assert.equal((await request('GET', '/afisha/net-takogo/')).status, 404);
    const sitemap = await request('GET', '/sitemap.xml');
    assert.match(sitemap.text, /\/afisha\/koncert-zimniy-teatr-sochi\/<\/loc>/);
  });

  it('keeps drafts off the afisha', async () => {
    const { show } = await createShow({ overrides: { status: 'draft' } });
    assertErrorEnvelope(await call('GET', `/api/afisha/${show.code}`), 404);
  });
});

describe('orders without overselling', () => {
  it('50 concurrent buyers for the last 10 seats: 10 orders, 40 refusals, 0 oversold', async () => {
    const { show, tier } = await createShow({ quota: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(show, tier, 1)));
    const held = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 409);
    assert.equal(held.length, 10, answers.map((r) => r.status).join(','));
    assert.equal(refused.length, 40);
    assert.match(refused[0].json.message, /осталось меньше/);
    const card = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(card.json.data.tiers[0].places_left, 0);
    assert.equal(card.json.data.tiers[0].on_sale, false);
    const admin = await call('GET', `/api/admin/ticket-tiers/${tier.id}`, { cookie: await staff('posters') });
    assert.equal(admin.status, 200);
    const orders = await call('GET', `/api/admin/ticket-orders?filter=${q({ show_id: show.id })}`, { cookie: await staff('tickets') });
    assert.equal(orders.json.length, 10);
    assert.equal(orders.json.reduce((n, o) => n + o.lines[0].quantity, 0), 10);
  });

  it('validates the buyer: contacts required, 1..10 seats, a megabyte name refused', async () => {
    const { show, tier } = await createShow();
    const empty = await call('POST', '/api/tickets/orders', { body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }] } });
    assertFieldError(empty, 'name', 'Обязательное поле для заполнения');
    const many = await order(show, tier, 11);
    assert.equal(many.status, 422);
    const huge = await call('POST', '/api/tickets/orders', {
      body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], ...buyer({ name: 'я'.repeat(1 << 20) }) },
    });
    assert.ok(huge.status === 422 || huge.status === 413, `status ${huge.status}`);
    const other = await createShow();
    const foreign = await order(show, other.tier, 1);
    assertFieldError(foreign, 'lines', 'Такой категории билетов у этого показа нет');
  });

  it('a held order is seen with its key or by its account only; the buyer may cancel it and the seats come back', async () => {
    const { show, tier } = await createShow({ quota: 5 });
    const held = await order(show, tier, 3);
    assert.equal(held.status, 200, held.text);
    const o = held.json.data;
    assert.equal(o.status, 'held');
    assert.equal(o.total, 3000);
    assert.ok(o.held_until > new Date().toISOString().slice(0, 19));
    assert.equal((await call('GET', orderPath(o))).status, 200);
    assertErrorEnvelope(await call('GET', `/api/tickets/orders/${o.number}`), 404);
    assertErrorEnvelope(await call('GET', `/api/tickets/orders/${o.number}?key=wrong`), 404);
    const stranger = await registerUser();
    assertErrorEnvelope(await call('GET', `/api/tickets/orders/${o.number}`, { cookie: stranger.cookie }), 404);
    const cancelled = await call('POST', `/api/tickets/orders/${o.number}/cancel?key=${o.access_key}`);
    assert.equal(cancelled.json.data.status, 'cancelled');
    const card = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(card.json.data.tiers[0].places_left, 5);
  });

  it('one address places at most 30 orders an hour (holds are free: a script must not hold a hall)', async () => {
    // Over two shows: one address holds at most 20 unpaid seats of a show (tickets-holds.test.mjs).
    const shows = [await createShow({ quota: 100 }), await createShow({ quota: 100 })];
    const ip = newIp();
    let n = 0;
    const place = () => {
      const { show, tier } = shows[n++ % 2];
      return call('POST', '/api/tickets/orders', { ip, body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], ...buyer() } });
    };
    for (let i = 0; i < 30; i++) assert.equal((await place()).status, 200);
    const refused = await place();
    assertErrorEnvelope(refused, 429);
    assert.equal(refused.json.message, 'Слишком много заказов с вашего адреса. Попробуйте через час.');
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });

  it('a signed-in buyer finds the order in the account', async () => {
    const { show, tier } = await createShow();
    const user = await registerUser();
    const res = await call('POST', '/api/tickets/orders', {
      cookie: user.cookie,
      body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], ...buyer() },
    });
    assert.equal(res.status, 200);
    const mine = await call('GET', '/api/user/tickets', { cookie: user.cookie });
    assert.deepEqual(mine.json.data.items.map((o) => o.number), [res.json.data.number]);
    assertErrorEnvelope(await call('GET', '/api/user/tickets'), 401);
  });

  it('a promo code takes its discount; an unknown one is refused', async () => {
    const { show, tier } = await createShow();
    const res = await order(show, tier, 2, { promo_code: 'zima10' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.discount, 200);
    assert.equal(res.json.data.total, 1800);
    assertFieldError(await order(show, tier, 1, { promo_code: 'NETU' }), 'promo_code', 'Такого промокода нет или он не действует на этот показ');
  });
});

describe('the box office, e-tickets and check-in', () => {
  let paid;
  let door; // the show whose door checks the tickets in
  const email = uniqueEmail('guest');

  before(async () => {
    const { show, tier } = await createShow({ quota: 20, price: 800 });
    door = show.id;
    const held = await call('POST', '/api/tickets/orders', {
      ip: newIp(),
      body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 2 }], ...buyer({ email }) },
    });
    assert.equal(held.status, 200, held.text);
    const o = held.json.data;
    const pay = await call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'box_office' } });
    assert.equal(pay.status, 200, pay.text);
    assert.equal(pay.json.data.status, 'awaiting_payment');
    assert.deepEqual(pay.json.data.next, { action: 'box_office', url: '' });
    const marked = await call('POST', `/api/admin/ticket-orders/${o.id}/paid`, { cookie: await staff('tickets') });
    assert.equal(marked.status, 200, marked.text);
    paid = { ...marked.json, access_key: o.access_key };
  });

  it('a manager marks the order paid: two tickets, each with its signed QR text', () => {
    assert.equal(paid.status, 'paid');
    assert.equal(paid.tickets.length, 2);
    for (const t of paid.tickets) assert.match(t.qr, new RegExp(`^${t.code}\\.[0-9a-f]{16}$`));
  });

  it('marking it paid again is a conflict', async () => {
    const again = await call('POST', `/api/admin/ticket-orders/${paid.id}/paid`, { cookie: await staff('tickets') });
    assertErrorEnvelope(again, 409);
  });

  it('the buyer downloads each e-ticket as a PDF; a stranger cannot', async () => {
    for (const t of paid.tickets) {
      const res = await request('GET', `/api/tickets/e-tickets/${t.code}?key=${paid.access_key}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.equal(res.body.subarray(0, 5).toString(), '%PDF-');
    }
    assertErrorEnvelope(await call('GET', `/api/tickets/e-tickets/${paid.tickets[0].code}`), 404);
  });

  it('the buyer gets the two e-tickets by mail as PDF attachments', { skip: !MAILBOX_DIR }, async () => {
    for (let i = 0; i < 50 && attachmentsTo(email).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(mailTo(email).some((m) => /Заказ T-[0-9A-F]+ оплачен: 1 600 ₽/.test(m.text)), 'the text part reads');
    const files = attachmentsTo(email);
    assert.deepEqual(files.map((f) => f.filename).sort(), paid.tickets.map((t) => `ticket-${t.code}.pdf`).sort());
    for (const f of files) {
      assert.equal(f.contentType, 'application/pdf');
      assert.equal(f.bytes.subarray(0, 5).toString(), '%PDF-');
      assert.ok(f.bytes.length > 5000, 'a drawn page with its fonts');
    }
  });

  it('check-in admits each ticket once and refuses the second scan with when and by whom', async () => {
    for (const t of paid.tickets) {
      const first = await checkIn(t.qr, door);
      assert.equal(first.status, 200, first.text);
      assert.equal(first.json.ticket.code, t.code);
      assert.equal(first.json.buyer_name, 'Анна Покупателева');
      assert.equal(first.json.tier, 'Партер');
      const second = await checkIn(t.qr, door);
      assert.equal(second.status, 409);
      assert.match(second.json.message, /уже прошёл контроль .*Тимур Билетов/);
      assert.ok(second.json.checked_in_at);
    }
  });

  it('a typed code works; a forged signature or an unknown code is 404', async () => {
    const typed = await checkIn(paid.tickets[0].code.toLowerCase(), door);
    assert.equal(typed.status, 409, 'already checked in, found by the typed code');
    const forged = await checkIn(`${paid.tickets[0].code}.0000000000000000`, door);
    assertErrorEnvelope(forged, 404);
    assert.equal(forged.json.message, FORGED);
    assertErrorEnvelope(await checkIn('ABCDEF123456', door), 404);
    assertErrorEnvelope(await checkIn('<script>', door), 404);
    const huge = await checkIn('A'.repeat(1 << 20), door);
    assert.ok(huge.status === 422 || huge.status === 413);
  });

  it('the door admits its own show only: a ticket of another is refused with that show named', async () => {
    const other = await createShow({ overrides: { title: 'Вечер романса' } });
    const res = await checkIn(paid.tickets[1].code, other.show.id);
    assert.equal(res.status, 409, res.text);
    assert.match(res.json.message, /^Билет на другое событие: «Проверочный концерт [0-9a-f]{4}», /);
    assert.equal(res.json.show.id, door, "the answer names the ticket's own show");
    assertFieldError(await call('POST', '/api/admin/tickets/check-in', { cookie: await staff('tickets'), body: { code: paid.tickets[1].code } }), 'show_id');
  });

  it('a refunded order gives its seats back and its tickets no longer check in', async () => {
    const { show, tier } = await createShow({ quota: 4 });
    const held = await order(show, tier, 2);
    const o = held.json.data;
    await call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'box_office' } });
    const tickets = await staff('tickets');
    const cancelPaid = await call('POST', `/api/admin/ticket-orders/${o.id}/refund`, { cookie: tickets, body: { reason: 'Передумал' } });
    assertErrorEnvelope(cancelPaid, 409);
    const marked = await call('POST', `/api/admin/ticket-orders/${o.id}/paid`, { cookie: tickets });
    assertFieldError(await call('POST', `/api/admin/ticket-orders/${o.id}/refund`, { cookie: tickets, body: {} }), 'reason', 'Обязательное поле для заполнения');
    const refunded = await call('POST', `/api/admin/ticket-orders/${o.id}/refund`, { cookie: tickets, body: { reason: 'Покупатель заболел' } });
    assert.equal(refunded.status, 200, refunded.text);
    assert.equal(refunded.json.status, 'refunded');
    const card = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(card.json.data.tiers[0].places_left, 4);
    const late = await checkIn(marked.json.tickets[0].qr, show.id);
    assert.equal(late.status, 409);
    assert.match(late.json.message, /недействителен/);
  });

  it('a manager cancels an unpaid order', async () => {
    const { show, tier } = await createShow({ quota: 3 });
    const o = (await order(show, tier, 3)).json.data;
    const res = await call('POST', `/api/admin/ticket-orders/${o.id}/cancel`, { cookie: await staff('tickets'), body: { reason: 'Покупатель не пришёл в кассу' } });
    assert.equal(res.json.status, 'cancelled');
    assert.equal(res.json.cancel_reason, 'Покупатель не пришёл в кассу');
    const card = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(card.json.data.tiers[0].places_left, 3);
  });

  it('the sales report is an Excel-ready CSV', async () => {
    const res = await request('GET', `/api/admin/ticket-sales-export?show_id=${paid.show.id}`, {
      headers: { Cookie: await staff('tickets') },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^text\/csv/);
    assert.equal(res.body.subarray(0, 3).toString('hex'), 'efbbbf');
    assert.match(res.text, new RegExp(paid.number));
    assert.match(res.text, /Оплачен/);
  });
});

describe('the test payment provider', () => {
  /** The signed fields of the provider's page for an order: its hidden inputs. */
  async function formFields(o) {
    const pay = await call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'test_provider' } });
    assert.equal(pay.status, 200, pay.text);
    assert.equal(pay.json.data.next.action, 'redirect');
    const page = await request('GET', pay.json.data.next.url);
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /^text\/html/);
    assert.match(page.text, /Оплатить/);
    const fields = {};
    for (const m of page.text.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) fields[m[1]] = m[2];
    return fields;
  }

  /** The provider's server-to-server notification: no Origin, JSON. */
  const notify = (fields) => request('POST', '/api/payments/test_provider/callback', {
    origin: false,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });

  it('pays an order through its signed callback; a replayed callback changes nothing', async () => {
    const { show, tier } = await createShow();
    const o = (await order(show, tier, 2)).json.data;
    const fields = await formFields(o);
    delete fields.return;
    const first = await notify(fields);
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.json.data, { ok: true, paid: true });
    const after = (await call('GET', orderPath(o))).json.data;
    assert.equal(after.status, 'paid');
    assert.equal(after.payment_ref, fields.external_id);
    assert.equal(after.tickets.length, 2);
    const replay = await notify(fields);
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.json.data, { ok: true, replayed: true });
    const again = (await call('GET', orderPath(o))).json.data;
    assert.deepEqual(again.tickets.map((t) => t.code), after.tickets.map((t) => t.code));
    assert.equal(again.paid_at, after.paid_at);
  });

  it('the page\'s «Оплатить» pays and sends the buyer back', async () => {
    const { show, tier } = await createShow();
    const o = (await order(show, tier, 1)).json.data;
    const fields = await formFields(o);
    const res = await request('POST', '/api/payments/test/pay', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    assert.equal(res.status, 303);
    assert.equal(res.headers.location, `/afisha/zakaz/${o.number}/?key=${o.access_key}`);
    assert.equal((await call('GET', orderPath(o))).json.data.status, 'paid');
  });

  it("the page is the order key's holder's: its number alone opens nothing", async () => {
    const { show, tier } = await createShow();
    const o = (await order(show, tier, 1)).json.data;
    for (const query of [`order=${o.number}`, `order=${o.number}&key=wrong`, `order=${o.number}&key=${'k'.repeat(100_000)}`]) {
      const res = await request('GET', `/api/payments/test/form?${query}`);
      assert.ok([400, 404].includes(res.status), `${res.status}: ${query.slice(0, 60)}`);
      assert.doesNotMatch(res.text, new RegExp(o.access_key));
    }
    assert.equal((await request('GET', `/api/payments/test/form?order=${o.number}&key=${o.access_key}`)).status, 200);
  });

  it('sends the buyer back only to a path of this site', async () => {
    const { show, tier } = await createShow();
    const o = (await order(show, tier, 1)).json.data;
    const fields = await formFields(o);
    for (const back of ['/\\evil.example', '//evil.example', 'https://evil.example/', '/\t/evil.example']) {
      const page = await request('GET', `/api/payments/test/form?order=${o.number}&key=${o.access_key}&return=${encodeURIComponent(back)}`);
      assert.match(page.text, new RegExp(`href="/afisha/zakaz/${o.number}/\\?key=`), back);
      assert.doesNotMatch(page.text, /evil\.example/, back);
      const res = await request('POST', '/api/payments/test/pay', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, return: back }).toString(),
      });
      assert.equal(res.status, 303);
      assert.equal(res.headers.location, '/afisha/', back);
    }
  });

  it('refuses a forged signature (400) and does not pay a wrong amount', async () => {
    const { show, tier } = await createShow();
    const o = (await order(show, tier, 1)).json.data;
    const fields = await formFields(o);
    delete fields.return;
    const forged = await notify({ ...fields, amount: '1' });
    assertErrorEnvelope(forged, 400);
    assert.equal((await call('GET', orderPath(o))).json.data.status, 'held');
    assertErrorEnvelope(await notify({ order: o.number }), 400);
    assertErrorEnvelope(await notify({ ...fields, signature: 'x'.repeat(1 << 20) }), 413);
    assertErrorEnvelope(await notify({ ...fields, signature: 'x'.repeat(5000) }), 400);
  });
});

describe('who may do what', () => {
  it('the posters manager may not touch orders; the tickets manager may not edit shows; users 403, guests 401', async () => {
    const { show } = await createShow();
    const posters = await staff('posters');
    const tickets = await staff('tickets');
    const user = await staff('user');
    assertErrorEnvelope(await call('GET', '/api/admin/ticket-orders', { cookie: posters }), 403);
    assertErrorEnvelope(await call('POST', '/api/admin/tickets/check-in', { cookie: posters, body: { code: 'X' } }), 403);
    assertErrorEnvelope(await call('POST', '/api/admin/ticket-orders/1/paid', { cookie: posters }), 403);
    assertErrorEnvelope(await call('PUT', `/api/admin/shows/${show.id}`, { cookie: tickets, body: {} }), 403);
    assertErrorEnvelope(await call('POST', '/api/admin/ticket-tiers', { cookie: tickets, body: {} }), 403);
    assert.equal((await call('GET', `/api/admin/shows/${show.id}`, { cookie: tickets })).status, 200, 'the tickets manager reads the shows');
    for (const cookie of [user, undefined]) {
      const status = cookie ? 403 : 401;
      assertErrorEnvelope(await call('GET', '/api/admin/ticket-orders', { cookie }), status);
      assertErrorEnvelope(await call('POST', '/api/admin/tickets/check-in', { cookie, body: { code: 'X' } }), status);
      assertErrorEnvelope(await call('POST', '/api/admin/ticket-orders/1/refund', { cookie, body: { reason: 'x' } }), status);
      assertErrorEnvelope(await call('GET', '/api/admin/ticket-sales-export', { cookie }), status);
      assertErrorEnvelope(await call('POST', '/api/admin/shows', { cookie, body: {} }), status);
    }
  });
});
