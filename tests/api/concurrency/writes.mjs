// The write routes of the ticket office called many times at the same instant (issue 30,
// decision 0047), against the copy of the server that BASE_URL names: every call answers, health
// answers meanwhile, and the rows, the audit entries and the mails are each there exactly once.
// Run by ../concurrency.test.mjs once per copy (one io thread, two io threads).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, newIp, uniquePhone } from '../lib/accounts.mjs';
import { request } from '../lib/http.mjs';
import { day, q, staff } from '../lib/cart.mjs';
import { book, bookingCode, verify } from '../lib/bravo.mjs';
import { checkIn, createShow, order, orderPath } from '../lib/tickets.mjs';

const N = 8;

/** N calls made at once; their answers, after health is asked while they run. */
async function atOnce(calls) {
  const answers = Promise.all(calls.map((f) => f()));
  const health = await request('GET', '/api/health', { timeout: 10000 });
  assert.equal(health.status, 200, 'health answers while the writes run');
  const out = await answers;
  for (const a of out) assert.ok([200, 409, 422].includes(a.status), `${a.status}: ${a.text.slice(0, 200)}`);
  return out;
}

const statuses = (answers) => answers.map((a) => a.status).sort();

/** N calls made at once, health asked meanwhile; answers of any status. */
async function atOnceAll(calls) {
  const answers = Promise.all(calls.map((f) => f()));
  assert.equal((await request('GET', '/api/health', { timeout: 10000 })).status, 200, 'health answers while the writes run');
  return answers;
}

async function auditOf(orderId) {
  const res = await call('GET', `/api/admin/ticket-orders/${orderId}/audit`, { cookie: await staff('tickets') });
  assert.equal(res.status, 200, res.text);
  return res.json.map((e) => e.action);
}

async function outboxTo(recipient) {
  const res = await call('GET', `/api/admin/outbox?filter=${q({ q: recipient })}&range=${q([0, 99])}`, {
    cookie: await staff('admin'),
  });
  assert.equal(res.status, 200, res.text);
  return res.json.map((m) => m.subject);
}

async function heldOrders(count, quota = 20) {
  const { show, tier } = await createShow({ quota });
  const orders = [];
  for (let i = 0; i < count; ++i) {
    const res = await order(show, tier, 1);
    assert.equal(res.status, 200, res.text);
    orders.push(res.json.data);
  }
  return { show, tier, orders };
}

const once = (list, item) => list.filter((x) => x === item).length;

describe(`writes at the same instant (${process.env.COPY ?? 'a copy'})`, () => {
  it('N guests ordering the last seats: as many orders as seats, never more', async () => {
    const { show, tier } = await createShow({ quota: 5 });
    const answers = await atOnce(Array.from({ length: N }, () => () => order(show, tier, 1)));
    assert.deepEqual(statuses(answers), [200, 200, 200, 200, 200, 409, 409, 409]);
    const page = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(page.json.data.tiers[0].places_left, 0, 'the show answers as sold out');
  });

  it('N guests cancelling their held orders at once: each cancelled once, the seats back', async () => {
    const { show, orders } = await heldOrders(N, N);
    const answers = await atOnce(orders.map((o) => () => call('POST', `${orderPath(o)}`.replace('?', '/cancel?'))));
    assert.deepEqual(statuses(answers), Array(N).fill(200));
    for (const o of orders) assert.deepEqual(await auditOf(o.id), ['buyer_cancel']);
    const page = await call('GET', `/api/afisha/${show.code}`);
    assert.equal(page.json.data.tiers[0].places_left, N, 'every seat is on sale again');
  });

  it('N box-office payments chosen at once: each order waits for the box office, one mail each', async () => {
    const { orders } = await heldOrders(N);
    const answers = await atOnce(
      orders.map((o) => () => call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'box_office' } })),
    );
    assert.deepEqual(statuses(answers), Array(N).fill(200));
    for (const o of orders) {
      assert.equal((await call('GET', orderPath(o))).json.data.status, 'awaiting_payment');
      assert.equal(once(await outboxTo(o.buyer.email), `Заказ ${o.number}: оплата в кассе`), 1);
    }
  });

  it('N orders marked paid at once, and one order marked paid N times: each paid once', async () => {
    const tickets = await staff('tickets');
    const { orders } = await heldOrders(N);
    const many = await atOnce(orders.map((o) => () => call('POST', `/api/admin/ticket-orders/${o.id}/paid`, { cookie: tickets })));
    assert.deepEqual(statuses(many), Array(N).fill(200));
    for (const o of orders) {
      assert.deepEqual(await auditOf(o.id), ['paid']);
      assert.equal((await outboxTo(o.buyer.email)).filter((s) => s.startsWith('Билеты на')).length, 1);
    }
    const { show: oneShow, orders: [one] } = await heldOrders(1);
    const same = await atOnce(Array.from({ length: N }, () => () => call('POST', `/api/admin/ticket-orders/${one.id}/paid`, { cookie: tickets })));
    assert.deepEqual(statuses(same), [200, ...Array(N - 1).fill(409)]);
    assert.deepEqual(await auditOf(one.id), ['paid']);
    assert.equal((await call('GET', orderPath(one))).json.data.tickets.length, 1, 'one ticket, not one per call');
    assert.equal((await outboxTo(one.buyer.email)).filter((s) => s.startsWith('Билеты на')).length, 1);

    // The same paid order refunded N times at once, and its ticket checked in N times at once.
    const code = (await call('GET', orderPath(one))).json.data.tickets[0].qr;
    const doors = await atOnce(Array.from({ length: N }, () => () => checkIn(code, oneShow.id)));
    assert.deepEqual(statuses(doors), [200, ...Array(N - 1).fill(409)]);
    const refunds = await atOnce(
      Array.from({ length: N }, () => () => call('POST', `/api/admin/ticket-orders/${one.id}/refund`, { cookie: tickets, body: { reason: 'Проверка возврата' } })),
    );
    assert.deepEqual(statuses(refunds), [200, ...Array(N - 1).fill(409)]);
    assert.deepEqual(await auditOf(one.id), ['refund', 'paid']);
  });

  it('N unpaid orders cancelled by a manager at once: each once, with one letter', async () => {
    const tickets = await staff('tickets');
    const { orders } = await heldOrders(N);
    const answers = await atOnce(
      orders.map((o) => () => call('POST', `/api/admin/ticket-orders/${o.id}/cancel`, { cookie: tickets, body: { reason: 'Проверка отмены' } })),
    );
    assert.deepEqual(statuses(answers), Array(N).fill(200));
    for (const o of orders) {
      assert.deepEqual(await auditOf(o.id), ['cancel']);
      assert.equal((await outboxTo(o.buyer.email)).length, 1);
    }
  });

  it('the provider notifying one payment N times at once: paid once, the others are replays', async () => {
    const { orders: [o] } = await heldOrders(1);
    const pay = await call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'test_provider' } });
    assert.equal(pay.status, 200, pay.text);
    const form = await request('GET', pay.json.data.next.url);
    const fields = {};
    for (const m of form.text.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) fields[m[1]] = m[2];
    delete fields.return;
    const notify = () => request('POST', '/api/payments/test_provider/callback', {
      origin: false,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
    const answers = await atOnce(Array.from({ length: N }, () => notify));
    // A notification that lost the race for its row is refused (409) or told it is a replay: the
    // provider retries it, and the retry is a replay.
    const paid = answers.filter((a) => a.status === 200 && a.json.data.paid === true);
    assert.equal(paid.length, 1, answers.map((a) => a.text).join('\n'));
    assert.deepEqual(await auditOf(o.id), ['provider_paid']);
    assert.equal((await outboxTo(o.buyer.email)).filter((s) => s.startsWith('Билеты на')).length, 1);
  });

  it('a show cancelled N times at once: once, every buyer told once, the page says so', async () => {
    const tickets = await staff('tickets');
    const { show, orders } = await heldOrders(3);
    const answers = await atOnce(
      Array.from({ length: N }, () => () => call('POST', `/api/admin/ticket-shows/${show.id}/cancel`, { cookie: tickets, body: { reason: 'Артист заболел' } })),
    );
    assert.deepEqual(statuses(answers), [200, ...Array(N - 1).fill(409)]);
    for (const o of orders) {
      assert.deepEqual(await auditOf(o.id), ['show_cancel']);
      assert.equal((await outboxTo(o.buyer.email)).length, 1);
    }
    const page = await request('GET', `/afisha/${show.code}/`);
    assert.equal(page.status, 200);
    assert.match(page.text, /schema\.org\/EventCancelled/);
    assert.doesNotMatch(page.text, /schema\.org\/EventScheduled/);
  });

  it('40 orders from one address at once against its limit of 30 an hour: exactly 30 pass', async () => {
    // Over two shows: one address holds at most 20 unpaid seats of a show.
    const shows = [await createShow({ quota: 100 }), await createShow({ quota: 100 })];
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const { show, tier } = shows[i % 2];
        return call('POST', '/api/tickets/orders', {
          ip,
          body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], name: 'Пётр', email: `petr-${i}@example.ru`, phone: uniquePhone() },
        });
      }),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 30, answers.map((a) => a.status).join(' '));
    assert.equal(answers.filter((a) => a.status === 429).length, 10);
    let left = 0;
    for (const { show } of shows) left += (await call('GET', `/api/afisha/${show.code}`)).json.data.tiers[0].places_left;
    assert.equal(left, 170);
  });

  it('30 orders of one show from one address at once: its unpaid seats stop at 20', async () => {
    const { show, tier } = await createShow({ quota: 100 });
    const ip = newIp();
    const answers = await atOnceAll(Array.from({ length: 30 }, (_, i) => () => call('POST', '/api/tickets/orders', {
      ip,
      body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], name: 'Пётр', email: `petr-cap-${i}@example.ru`, phone: uniquePhone() },
    })));
    assert.equal(answers.filter((a) => a.status === 200).length, 20, answers.map((a) => a.status).join(' '));
    assert.equal(answers.filter((a) => a.status === 409).length, 10);
    assert.equal((await call('GET', `/api/afisha/${show.code}`)).json.data.tiers[0].places_left, 80);
  });

  it("a guest's booking confirmed by N managers at once: one confirmation, one audit entry, one letter, one place", async () => {
    // «Джазовый вокал», a lesson of its own per copy, four weeks ahead.
    const weekday = (process.env.COPY ?? '').includes('2') ? 4 : 2;
    let date;
    for (let offset = 22; !date; ++offset) {
      const d = day(offset);
      if (((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 === weekday) date = d;
    }
    const lessons = async () => (await call('GET', '/api/bravo/classes/shkola-vokala/dzhazovyy-vokal/lessons')).json.data.items;
    const lesson = (await lessons()).find((l) => l.date === date);
    assert.ok(lesson, `a lesson on ${date}`);
    const email = `confirm.${Date.now()}@example.ru`;
    const booked = await book({
      kind: 'trial_lesson', school: 'shkola-vokala', class: 'dzhazovyy-vokal', slot_id: lesson.slot_id, date,
      child_name: 'Ученица', child_birth_date: `${Number(date.slice(0, 4)) - 12}${date.slice(4)}`, consent: true,
      name: 'Родитель', phone: uniquePhone(), email,
    });
    assert.equal(booked.status, 200, booked.text);
    const id = booked.json.data.id;
    const orders = await staff('orders');
    const answers = await atOnce(Array.from({ length: N }, () => () =>
      call('PUT', `/api/admin/bravo-bookings/${id}`, { cookie: orders, body: { status: 'confirmed' } })));
    // The first confirms; the others find it changed under them (409) or confirmed already (200, nothing written).
    assert.ok(answers.some((a) => a.status === 200) && answers.every((a) => a.status === 200 || a.status === 409), statuses(answers).join(' '));
    for (const a of answers.filter((r) => r.status === 200)) assert.equal(a.json.status, 'confirmed');
    const audit = await call('GET', `/api/admin/bravo-bookings/${id}/audit`, { cookie: orders });
    assert.equal(audit.json.filter((e) => e.action === 'edit').length, 1);
    assert.equal((await lessons()).find((l) => l.date === date).places_left, lesson.places_left - 1);
    // Every answer is in, and each queued its letters inside its request: the outbox holds them all.
    assert.equal(once(await outboxTo(email), `«Браво»: Запись № ${id} подтверждена`), 1);
  });

  it("10 guests entering their codes for a lesson's last 6 places at once: 6 bookings, the lesson full", async () => {
    // A lesson of its own for each copy: «Джазовый вокал» meets on Tuesdays and Thursdays.
    const weekday = (process.env.COPY ?? '').includes('2') ? 4 : 2;
    let date;
    for (let offset = 8; !date; ++offset) {
      const d = day(offset);
      if (((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 === weekday) date = d;
    }
    const lessons = async () => (await call('GET', '/api/bravo/classes/shkola-vokala/dzhazovyy-vokal/lessons')).json.data.items;
    const lesson = (await lessons()).find((l) => l.date === date);
    assert.ok(lesson, `a lesson on ${date}`);
    const born = `${Number(date.slice(0, 4)) - 12}${date.slice(4)}`;
    // The bookings wait for their codes and hold nothing: all ten are taken.
    const booked = await atOnce(Array.from({ length: 10 }, (_, i) => () => book({
      kind: 'trial_lesson', school: 'shkola-vokala', class: 'dzhazovyy-vokal', slot_id: lesson.slot_id, date,
      child_name: `Ученик ${'АБВГДЕЖЗИК'[i]}`, child_birth_date: born, consent: true, name: 'Родитель', phone: uniquePhone(),
    })));
    const codes = await Promise.all(booked.map((res) => bookingCode(res.json.data)));
    const answers = await atOnce(booked.map((res, i) => () => verify(res.json.data.id, codes[i])));
    assert.equal(answers.filter((a) => a.status === 200).length, lesson.places_left, answers.map((a) => a.text.slice(0, 80)).join('\n'));
    assert.equal((await lessons()).find((l) => l.date === date && l.slot_id === lesson.slot_id).places_left, 0);
  });

  it('health answers and new orders are taken right after the storm', async () => {
    const { show, tier } = await createShow({ quota: 2 });
    const res = await call('POST', '/api/tickets/orders', {
      ip: newIp(),
      body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], name: 'Пётр', email: 'petr@example.ru', phone: '+79161234567' },
    });
    assert.equal(res.status, 200, res.text);
  });
});
