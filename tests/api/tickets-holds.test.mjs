// How long unpaid seats stay held, and how many (issue 31, decision 0046): a box-office booking
// waits 72 hours for its payment and never past the end of the day before the show (on the show's
// day only a card pays); one client address, and one email or phone, hold at most 20 unpaid seats
// of a show. One address had taken all 200 seats of a show for 12 days without paying.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, newIp, uniqueEmail, uniquePhone } from './lib/accounts.mjs';
import { day } from './lib/cart.mjs';
import { buyer, createShow } from './lib/tickets.mjs';

const VENUE_OFFSET_MS = 3 * 3600e3; // the venues' time, Moscow (tickets::kVenueOffset)
const HOUR = 3600e3;

/** A held order from `ip` for `quantity` seats: the answer. */
const place = (show, tier, quantity, { ip = newIp(), who = buyer() } = {}) =>
  call('POST', '/api/tickets/orders', { ip, body: { show: show.code, lines: [{ tier_id: tier.id, quantity }], ...who } });

const boxOffice = (o) => call('POST', `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, { body: { method: 'box_office' } });

/** The venue's local date (YYYY-MM-DD) `days` from today. */
const venueDay = (days) => new Date(Date.now() + VENUE_OFFSET_MS + days * 86400e3).toISOString().slice(0, 10);

describe('unpaid ticket holds', () => {
  it('a box-office booking waits 72 hours for a show weeks away', async () => {
    const { show, tier } = await createShow({ overrides: { starts_at: `${day(20)}T19:00` } });
    const held = (await place(show, tier, 2)).json.data;
    const before = Date.now();
    const res = await boxOffice(held);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.status, 'awaiting_payment');
    const until = Date.parse(res.json.data.held_until);
    assert.ok(Math.abs(until - (before + 72 * HOUR)) < 60e3, `${res.json.data.held_until}: 72 hours from now`);
  });

  it('and only until the end of the day before a show two days away', async () => {
    const showDay = venueDay(2);
    const { show, tier } = await createShow({ overrides: { starts_at: `${showDay}T19:00` } });
    const held = (await place(show, tier, 1)).json.data;
    const res = await boxOffice(held);
    assert.equal(res.status, 200, res.text);
    // Midnight at the venue starting the show's day, in UTC.
    assert.equal(Date.parse(res.json.data.held_until), Date.parse(`${showDay}T00:00:00Z`) - VENUE_OFFSET_MS);
  });

  it("on the show's day the box office books nothing: a card pays, the seats stay held for it", async () => {
    const { show, tier } = await createShow({ overrides: { starts_at: `${venueDay(0)}T23:59` } });
    const held = (await place(show, tier, 1)).json.data;
    const res = await boxOffice(held);
    assert.equal(res.status, 422, res.text);
    assert.deepEqual(res.json.errors, {
      method: ['Бронь с оплатой в кассе действует до конца дня перед показом: сейчас оплатите картой или купите билеты в кассе площадки'],
    });
    const order = await call('GET', `/api/tickets/orders/${held.number}?key=${held.access_key}`);
    assert.equal(order.json.data.status, 'held');
  });

  it('one address holds at most 20 unpaid seats of a show; paid seats do not count', async () => {
    const { show, tier } = await createShow({ quota: 60 });
    const ip = newIp();
    for (let i = 0; i < 2; i++) assert.equal((await place(show, tier, 10, { ip })).status, 200);
    const more = await place(show, tier, 1, { ip });
    assert.equal(more.status, 409, more.text);
    assert.equal(more.json.message, 'Неоплаченными можно держать не больше 20 мест на показ: у вас уже 20. Оплатите или отмените прежние заказы');
    assert.equal((await place(show, tier, 1)).status, 200, 'another address and contact');
    const other = await createShow();
    assert.equal((await place(other.show, other.tier, 1, { ip })).status, 200, 'another show');
  });

  it('one email, or one phone, holds at most 20 unpaid seats of a show from any address', async () => {
    const { show, tier } = await createShow({ quota: 60 });
    const email = uniqueEmail('holder');
    const phone = uniquePhone();
    for (let i = 0; i < 2; i++) assert.equal((await place(show, tier, 10, { who: buyer({ email }) })).status, 200);
    assert.equal((await place(show, tier, 1, { who: buyer({ email }) })).status, 409, 'the same email');
    assert.equal((await place(show, tier, 10, { who: buyer({ phone }) })).status, 200);
    assert.equal((await place(show, tier, 10, { who: buyer({ phone }) })).status, 200);
    assert.equal((await place(show, tier, 1, { who: buyer({ phone }) })).status, 409, 'the same phone');
    // A cancelled order gives its seats back to the count.
    const held = (await place(show, tier, 1)).json.data;
    assert.equal((await call('POST', `/api/tickets/orders/${held.number}/cancel?key=${held.access_key}`)).status, 200);
  });
});
