// Production runs several copies of the server against one database (ARCHITECTURE.md), and each
// copy keeps catalogue answers, event cards and checked sessions in memory. What one copy changes
// must reach the others' cached answers within the change counters' poll period (decision 0018).
// This file starts a second copy on the suite's database (SERVER_BIN, DATABASE_URL, WEB_DIST).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from './lib/http.mjs';
import { PASSWORD, call, loginCookie, registerUser } from './lib/accounts.mjs';
import { changeCart, confirm, createEvent, day, staff } from './lib/cart.mjs';
import { DATABASE_URL, SERVER_BIN, startCopy } from './lib/copies.mjs';
import { createShow, order } from './lib/tickets.mjs';

// The poll period is a second: allow for a slow (sanitizer) build, but stay well under the
// session cache's own 5 s lifetime, so the logout check proves the poll and not the expiry.
const WITHIN_MS = 3000;

let second;

/** A GET on the second copy: {status, json, text}. */
async function atSecond(urlPath, cookie) {
  const res = await fetch(second.url + urlPath, { headers: cookie ? { Cookie: cookie } : {} });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch { /* a page */ }
  return { status: res.status, json, text };
}

/** Polls fn until it returns true; the milliseconds it took, or fails after WITHIN_MS. */
async function within(what, fn) {
  const start = Date.now();
  for (;;) {
    if (await fn()) return Date.now() - start;
    if (Date.now() - start > WITHIN_MS) assert.fail(`${what}: not seen on the second copy within ${WITHIN_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('several copies of the server on one database', { skip: !SERVER_BIN || !DATABASE_URL }, () => {
  before(async () => {
    second = await startCopy();
  });

  after(async () => {
    await second?.stop();
  });

  it('a festival renamed through one copy is renamed on the other', async () => {
    const event = await createEvent();
    assert.equal((await atSecond(`/api/event/${event.code}`)).json.data.name, event.name);
    assert.equal((await atSecond(`/api/event/${event.code}`)).json.data.name, event.name, 'now cached there');
    const name = `${event.name}, новое название`;
    const renamed = await call('PUT', `/api/admin/events/${event.id}`, { cookie: await staff('admin'), body: { name } });
    assert.equal(renamed.status, 200, renamed.text.slice(0, 300));
    await within('the new name', async () => (await atSecond(`/api/event/${event.code}`)).json.data.name === name);
  });

  it('a festival unpublished through one copy leaves the lists of the other', async () => {
    const event = await createEvent();
    const listed = async () => {
      const list = await atSecond(`/api/event/list?date-min=${event.date_start}&date-max=${event.date_end}&per_page=100`);
      return list.json.data.items.some((item) => item.code === event.code);
    };
    await within('the new festival listed', listed);
    assert.ok(await listed(), 'now in the list the second copy keeps');
    const admin = await staff('admin');
    assert.equal((await call('POST', `/api/admin/events/${event.id}/unpublish`, { cookie: admin })).status, 200);
    await within('the festival gone from the list', async () => !(await listed()));
  });

  it('places taken through one copy show in the basket cards of the other', async () => {
    const event = await createEvent({ place_count: 10, places_left: 10 });
    const buyer = (await registerUser()).cookie;
    const looker = (await registerUser()).cookie;
    await changeCart(buyer, { events: [{ id: event.id, count: 2 }] });
    await changeCart(looker, { events: [{ id: event.id, count: 1 }] });
    const card = async () => (await atSecond('/api/cart/', looker)).json.data.events[0].place_count;
    assert.equal(await card(), 10);
    assertOk(await confirm(buyer));
    await within('8 places left', async () => (await card()) === 8);
  });

  it("a ticket sold through one copy is in the other's kept page of the show", async () => {
    const { show, tier } = await createShow({ quota: 6 });
    const path = `/afisha/${show.code}/`;
    const left = async () => (await atSecond(path)).text.match(/"places_left":(\d+)/)?.[1];
    assert.equal(await left(), '6');
    assert.equal(await left(), '6', 'now kept there');
    assert.equal((await order(show, tier, 2)).status, 200);
    await within('4 seats left on the kept page', async () => (await left()) === '4');
  });

  it("results and a review published through one copy are on the other's kept festival page", async () => {
    const senior = await staff('ordersSenior');
    const as = async (method, path, body, cookie = senior) => {
      const res = await call(method, path, { cookie, body });
      assert.equal(res.status, 200, `${method} ${path}: ${res.text.slice(0, 300)}`);
      return res.json;
    };
    const ended = await createEvent({ date_start: day(-6), date_end: day(-5), places_left: 0 });
    const [juror, author] = [await registerUser(), await registerUser({ first_name: 'Мария', last_name: 'Волкова' })];
    await as('POST', '/api/admin/event-assignments', { event_id: ended.id, user_id: juror.user.id, role: 'juror' });
    const performance = await as('POST', '/api/admin/performances', {
      event_id: ended.id, user_id: author.user.id, performer: 'Мария Волкова', nomination: 'Эстрадный вокал, соло' });
    await as('PUT', `/api/jury/performances/${performance.id}/scores`, {
      values: { masterstvo: 10, obraz: 10, scena: 10, repertuar: 10 } }, juror.cookie);
    const { data: review } = await as('POST', `/api/events/${ended.code}/reviews`, {
      rating: 5, text: 'Прекрасная организация и внимательное жюри.' }, author.cookie);

    const path = `/festival/${ended.code}/?domain=events`;
    const page = async () => (await atSecond(path)).text;
    assert.doesNotMatch(await page(), /Мария Волкова|AggregateRating/);
    assert.doesNotMatch(await page(), /Мария Волкова|AggregateRating/, 'now kept there');
    await as('POST', `/api/admin/results/${ended.id}/publish`, {});
    await within('the published results', async () => (await page()).includes('Мария Волкова'));
    await as('POST', `/api/admin/reviews/${review.id}/publish`, {});
    await within("the review's rating in the JSON-LD", async () => /"AggregateRating"/.test(await page()));
  });

  it('a logout through one copy ends the session on the other', async () => {
    const { cookie } = await registerUser();
    assert.equal((await atSecond('/api/auth/me', cookie)).status, 200);
    assert.equal((await atSecond('/api/auth/me', cookie)).status, 200, 'now remembered there');
    assert.equal((await call('POST', '/api/auth/logout', { cookie })).status, 200);
    await within('the logout', async () => (await atSecond('/api/auth/me', cookie)).status === 401);
  });

  it('a password change through one copy ends the other sessions on the other copy too', async () => {
    const a = await registerUser();
    const other = await loginCookie(a.email, PASSWORD);
    assert.equal((await atSecond('/api/auth/me', other)).status, 200);
    assert.equal((await atSecond('/api/auth/me', other)).status, 200, 'now remembered there');
    assertOk(await call('PUT', '/api/user/edit', { cookie: a.cookie, body: {
      first_name: 'Анна', last_name: 'Тестова', email: a.email, current_password: PASSWORD, new_password: 'Changed-pass-42' } }));
    await within('the password change', async () => (await atSecond('/api/auth/me', other)).status === 401);
    assert.equal((await atSecond('/api/auth/me', a.cookie)).status, 200, 'the session that changed it stays');
  });
});
