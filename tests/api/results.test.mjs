// Contest results (issue 17, decision 0045): jurors assigned to an event score its performances in
// their account, and only theirs; the event's rule turns the scores into averages and titles (one
// Гран-при per nomination and age category, none on a tie, the senior manager's override);
// publishing freezes the scores and writes the diplomas, which anyone holding the code can check
// and download; those who performed review the event after its end, the reviews are moderated and
// the published ones give the festival page its average and its JSON-LD AggregateRating.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk, request } from './lib/http.mjs';
import { DEMO, FORBIDDEN, MAILBOX_DIR, call, loginCookie, registerUser, waitForMail } from './lib/accounts.mjs';
import { changeCart, confirm, createEvent, day, q, staff } from './lib/cart.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const CRITERIA = ['masterstvo', 'obraz', 'scena', 'repertuar'];
const PUBLISHED = 'Результаты уже опубликованы';

const admin = (method, path, body, who = 'ordersSenior') =>
  staff(who).then((cookie) => call(method, path, { cookie, body }));
/** An admin call's bare JSON, asserting 200. */
async function ok(method, path, body, who = 'ordersSenior') {
  const res = await admin(method, path, body, who);
  assert.equal(res.status, 200, `${method} ${path}: ${res.text.slice(0, 400)}`);
  return res.json;
}

/** A published event that ended `ago` days ago. */
const pastEvent = (ago = 10, overrides = {}) =>
  createEvent({ date_start: day(-ago - 1), date_end: day(-ago), places_left: 0, ...overrides });

const assign = (eventId, userId, role = 'juror') => ok('POST', '/api/admin/event-assignments', { event_id: eventId, user_id: userId, role });
const perform = (eventId, fields = {}) =>
  ok('POST', '/api/admin/performances', { event_id: eventId, performer: 'Анна Смирнова', nomination: 'Эстрадный вокал, соло', ...fields });
const score = (cookie, performanceId, values) => call('PUT', `/api/jury/performances/${performanceId}/scores`, { cookie, body: { values } });
/** Scores all four criteria (asserting 200). */
async function scoreAll(cookie, performanceId, list) {
  const values = Object.fromEntries(CRITERIA.map((c, i) => [c, list[i]]));
  return assertOk(await score(cookie, performanceId, values), `scores of ${performanceId}`);
}

/** A fresh account with its id: {cookie, email, id, user}. */
async function person(overrides = {}) {
  const u = await registerUser(overrides);
  return { ...u, id: u.user.id };
}

// Each test sets up the event it needs with these: none reads what another test left.

/** A past event with a fresh account assigned to it in `role`: {event, juror}. */
async function eventWithJuror(role = 'juror') {
  const event = await pastEvent();
  const juror = await person();
  await assign(event.id, juror.id, role);
  return { event, juror };
}

/** An event (ended 12 days ago) with a chair, two jurors and seven performances in two groups, unscored. */
async function contest() {
  const event = await pastEvent(12);
  const chair = await person();
  const juror = await person();
  const late = await person();
  const performer = await person({ first_name: 'Мария', last_name: 'Исполнова' });
  await assign(event.id, chair.id, 'chair');
  await assign(event.id, juror.id, 'juror');
  await assign(event.id, late.id, 'juror');
  const ages = (await ok('GET', `/api/admin/results/${event.id}`)).options.age_categories;
  const kids = ages[1].id;
  const teens = ages[2].id;
  const ids = {};
  const solo = { nomination: 'Эстрадный вокал, соло', age_category_id: kids };
  ids.first = (await perform(event.id, { ...solo, performer: 'Алиса Первая', user_id: performer.id, piece: 'Крылатые качели' })).id;
  ids.second = (await perform(event.id, { ...solo, performer: 'Борис Второй' })).id;
  const duo = { nomination: 'Вокальный ансамбль', age_category_id: teens };
  ids.tieA = (await perform(event.id, { ...duo, performer: 'Дуэт «Ноты»' })).id;
  ids.tieB = (await perform(event.id, { ...duo, performer: 'Дуэт «Ключи»' })).id;
  ids.third = (await perform(event.id, { ...duo, performer: 'Трио «Эхо»' })).id;
  ids.diplomant = (await perform(event.id, { ...duo, performer: 'Квартет «Лад»' })).id;
  ids.last = (await perform(event.id, { ...duo, performer: 'Ансамбль «Весна»' })).id;
  return { event, chair, juror, late, performer, ids };
}

/** The contest scored: every performance has a title, the two duets tie (see the first test of «the rule»). */
async function scoreContest({ chair, juror, late, ids }) {
  await scoreAll(chair.cookie, ids.first, [10, 10, 10, 10]);
  await scoreAll(juror.cookie, ids.first, [9, 9, 9, 9]); // 9.50: Гран-при, the best of its group
  await scoreAll(chair.cookie, ids.second, [10, 9, 9, 10]);
  await scoreAll(juror.cookie, ids.second, [9, 9, 9, 9]); // 9.25: Лауреат I степени
  await scoreAll(chair.cookie, ids.tieA, [10, 10, 10, 10]);
  await scoreAll(juror.cookie, ids.tieA, [10, 10, 10, 9]);
  await scoreAll(chair.cookie, ids.tieB, [10, 10, 10, 9]);
  await scoreAll(juror.cookie, ids.tieB, [10, 10, 10, 10]); // both 9.88: a tie, no Гран-при
  await scoreAll(chair.cookie, ids.third, [8, 8, 8, 8]);
  await scoreAll(juror.cookie, ids.third, [8, 8, 7, 7]); // 7.75: Лауреат III степени
  // A juror who scored only some criteria does not count.
  assertOk(await score(late.cookie, ids.third, { masterstvo: 0, obraz: 0 }));
  await scoreAll(chair.cookie, ids.diplomant, [6, 6, 6, 6]);
  await scoreAll(juror.cookie, ids.diplomant, [6, 7, 6, 5]); // 6.00: Дипломант
  await scoreAll(chair.cookie, ids.last, [3, 3, 3, 3]); // one juror only: 3.00, Участник
}

/** The senior manager decides the duets' tie: «Дуэт «Ноты»» gets the Гран-при. */
const decideTie = ({ ids }) => ok('PUT', `/api/admin/performances/${ids.tieA}/title`, { title_override: 'Гран-при' });

/** An event that ended 5 days ago and one to come, both with a performance of `author`; a `stranger` performed in neither. */
async function reviewable() {
  const ended = await pastEvent(5);
  const upcoming = await createEvent();
  const author = await person({ first_name: 'Мария', last_name: 'Волкова' });
  const stranger = await person();
  await perform(ended.id, { user_id: author.id, performer: 'Мария Волкова' });
  await perform(upcoming.id, { user_id: author.id, performer: 'Мария Волкова' });
  return { ended, upcoming, author, stranger };
}

describe('who may do what', () => {
  const calls = (event) => [
    ['GET', `/api/admin/event-assignments?filter=${q({ event_id: event.id })}`],
    ['GET', `/api/admin/jury-candidates?filter=${q({ q: 'тестова' })}`],
    ['GET', `/api/admin/results/${event.id}`],
    ['GET', `/api/admin/performances?filter=${q({ event_id: event.id })}`],
    ['GET', `/api/admin/results/${event.id}/order-items`],
    ['GET', '/api/admin/result-participants'],
    ['GET', '/api/admin/reviews'],
    ['GET', `/api/admin/reviews?filter=${q({ status: 'pending' })}`],
    ['GET', '/api/admin/result-events'],
  ];

  it('ManagerOrders gets 403 on events/assigns, events/results and events/reviews; Admin and ManagerOrdersSenior pass', async () => {
    const { event, juror } = await eventWithJuror();
    for (const [method, path] of calls(event)) {
      const refused = await admin(method, path, undefined, 'orders');
      assertErrorEnvelope(refused, 403, `${method} ${path}`);
      assert.equal(refused.json.message, FORBIDDEN);
      for (const who of ['admin', 'ordersSenior']) assert.equal((await admin(method, path, undefined, who)).status, 200, `${who} ${path}`);
    }
    const write = await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: juror.id, role: 'juror' }, 'orders');
    assertErrorEnvelope(write, 403);
    assertErrorEnvelope(await admin('POST', `/api/admin/results/${event.id}/publish`, {}, 'orders'), 403);
    assertErrorEnvelope(await admin('POST', '/api/admin/reviews/1/publish', {}, 'orders'), 403);
  });

  it('a juror has no staff role: every admin call of the three sections is 403, and guests get 401', async () => {
    const { event, juror } = await eventWithJuror();
    for (const [method, path] of calls(event)) {
      assertErrorEnvelope(await call(method, path, { cookie: juror.cookie }), 403, path);
      assertErrorEnvelope(await call(method, path), 401, path);
    }
    assertErrorEnvelope(await call('GET', '/api/admin/access', { cookie: juror.cookie }), 403);
    assertErrorEnvelope(await call('GET', '/api/jury/events'), 401);
  });

  it('a juror sees only the events assigned; another juror\'s event and its performances answer 404', async () => {
    const { event, juror } = await eventWithJuror();
    const other = await pastEvent();
    const stranger = await person();
    await assign(other.id, stranger.id);
    const theirs = await perform(other.id);
    const mine = await perform(event.id);

    const list = assertOk(await call('GET', '/api/jury/events', { cookie: juror.cookie }));
    assert.deepEqual(list.map((a) => a.event.id), [event.id]);
    assert.equal(list[0].role, 'juror');
    assert.equal(list[0].published, false);
    assert.ok(list[0].total >= 1);

    assertOk(await call('GET', `/api/jury/events/${event.id}`, { cookie: juror.cookie }));
    assertErrorEnvelope(await call('GET', `/api/jury/events/${other.id}`, { cookie: juror.cookie }), 404);
    assertErrorEnvelope(await score(juror.cookie, theirs.id, { masterstvo: 5 }), 404);
    assertErrorEnvelope(await call('GET', '/api/jury/events/abc', { cookie: juror.cookie }), 404);
    assertErrorEnvelope(await score(juror.cookie, 999999999, { masterstvo: 5 }), 404);
    // An account assigned nowhere has an empty list.
    assert.deepEqual(assertOk(await call('GET', '/api/jury/events', { cookie: (await person()).cookie })), []);
    assertOk(await score(juror.cookie, mine.id, { masterstvo: 5 }));
  });

  it('the event\'s manager sees the sheet but scores nothing (403)', async () => {
    const { event, juror: manager } = await eventWithJuror('manager');
    const p = await perform(event.id);
    const sheet = assertOk(await call('GET', `/api/jury/events/${event.id}`, { cookie: manager.cookie }));
    assert.equal(sheet.role, 'manager');
    assertErrorEnvelope(await score(manager.cookie, p.id, { masterstvo: 5 }), 403);
  });
});

describe('jury assignments', () => {
  it('assigns a user, mails the invitation with the jury link, refuses a second chair and a second row', async () => {
    const event = await pastEvent();
    const chair = await person();
    const created = await assign(event.id, chair.id, 'chair');
    assert.equal(created.role, 'chair');
    assert.equal(created.event.code, event.code);
    assert.equal(created.user.email, chair.email);
    assert.equal(created.mentor, null);
    if (MAILBOX_DIR) await waitForMail(chair.email, /Вас пригласили в жюри[\s\S]*Судейство[\s\S]*\/jury\/\?domain=id/);

    const second = await person();
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: second.id, role: 'chair' }),
      'role', 'У мероприятия уже есть председатель жюри');
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: chair.id, role: 'juror' }),
      'user_id', 'Этот пользователь уже назначен на мероприятие');
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: 999999999, user_id: second.id, role: 'juror' }),
      'event_id', 'Событие не найдено');
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: 999999999, role: 'juror' }),
      'user_id', 'Пользователь не найден');
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: second.id, role: 'boss' }), 'role');
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: event.id, user_id: second.id, role: MEGABYTE }), 'role');
    assertFieldError(await admin('POST', '/api/admin/event-assignments', { event_id: event.id, role: 'juror' }), 'user_id');

    const list = await admin('GET', `/api/admin/event-assignments?filter=${q({ event_id: event.id })}`);
    assert.equal(list.status, 200);
    assert.match(list.headers['content-range'], /^event-assignments 0-0\/1$/);
    assert.equal(list.json[0].id, created.id);
    assert.equal((await ok('GET', `/api/admin/event-assignments/${created.id}`)).user_id, chair.id);

    // Removed, the chair can be another.
    assert.equal((await ok('DELETE', `/api/admin/event-assignments/${created.id}`)).id, created.id);
    assertErrorEnvelope(await admin('GET', `/api/admin/event-assignments/${created.id}`), 404);
    await assign(event.id, second.id, 'chair');
  });

  it('a demo mentor\'s account is assigned as that mentor; candidates are found by name or email', async () => {
    const event = await pastEvent();
    const found = await ok('GET', `/api/admin/jury-candidates?filter=${q({ q: 'jury@demo.local' })}`);
    const candidate = found.find((c) => c.email === 'jury@demo.local');
    assert.ok(candidate, 'jury@demo.local is found by email');
    assert.equal(candidate.mentor?.code, 'nikolay-ryabinin');
    const byName = await ok('GET', `/api/admin/jury-candidates?filter=${q({ q: 'рябинин' })}`);
    assert.ok(byName.some((c) => c.id === candidate.id), 'found by the last name in lower case');
    const created = await assign(event.id, candidate.id, 'juror');
    assert.equal(created.mentor.code, 'nikolay-ryabinin');
    await ok('DELETE', `/api/admin/event-assignments/${created.id}`);
  });
});

describe('scores', () => {
  /** A past event, a juror assigned to it and a performance without an age category. */
  async function sheetToScore() {
    const { event, juror } = await eventWithJuror();
    const p = await perform(event.id, { age_category_id: null });
    return { event, juror, p };
  }

  it('the sheet gives the criteria, the scale and only my own scores', async () => {
    const { event, juror, p } = await sheetToScore();
    const other = await person();
    await assign(event.id, other.id);
    await scoreAll(other.cookie, p.id, [1, 1, 1, 1]);
    const sheet = assertOk(await call('GET', `/api/jury/events/${event.id}`, { cookie: juror.cookie }));
    assert.deepEqual(sheet.scoring.criteria.map((c) => c.code), CRITERIA);
    assert.equal(sheet.scoring.criteria[0].title, 'Исполнительское мастерство');
    assert.equal(sheet.scoring.max_score, 10);
    const row = sheet.performances.find((x) => x.id === p.id);
    assert.deepEqual(row.my_scores, {}, 'no other juror\'s scores');
    assert.equal(row.performer, 'Анна Смирнова');
    assert.equal(sheet.published, false);
  });

  it('saves a criterion at a time, takes one back with null, and says when all are scored', async () => {
    const { event, juror, p } = await sheetToScore();
    let saved = assertOk(await score(juror.cookie, p.id, { masterstvo: 7 }));
    assert.deepEqual(saved.my_scores, { masterstvo: 7 });
    assert.equal(saved.complete, false);
    saved = assertOk(await score(juror.cookie, p.id, { obraz: 8, scena: 9, repertuar: 10 }));
    assert.deepEqual(saved.my_scores, { masterstvo: 7, obraz: 8, scena: 9, repertuar: 10 });
    assert.equal(saved.complete, true);
    saved = assertOk(await score(juror.cookie, p.id, { repertuar: null }));
    assert.equal(saved.complete, false);
    const list = assertOk(await call('GET', '/api/jury/events', { cookie: juror.cookie }));
    assert.equal(list.find((a) => a.event.id === event.id).scored, 0);
    await scoreAll(juror.cookie, p.id, [7, 8, 9, 10]);
    assert.equal(assertOk(await call('GET', '/api/jury/events', { cookie: juror.cookie })).find((a) => a.event.id === event.id).scored, 1);
  });

  it('refuses each bad criterion under its own field', async () => {
    const { event, juror, p } = await sheetToScore();
    await scoreAll(juror.cookie, p.id, [7, 8, 9, 10]);
    const res = await score(juror.cookie, p.id, { masterstvo: 11, obraz: -1, scena: 5.5, repertuar: '7', chudo: 5 });
    assertFieldError(res, 'values.masterstvo', 'Оценка — целое число от 0 до 10');
    assertFieldError(res, 'values.obraz', 'Оценка — целое число от 0 до 10');
    assertFieldError(res, 'values.scena');
    assertFieldError(res, 'values.repertuar');
    assertFieldError(res, 'values.chudo', 'Нет такого критерия у мероприятия');
    assertFieldError(await score(juror.cookie, p.id, undefined), 'values');
    assertFieldError(await score(juror.cookie, p.id, [1, 2]), 'values');
    assertFieldError(await score(juror.cookie, p.id, { masterstvo: MEGABYTE }), 'values');
    assertFieldError(await score(juror.cookie, p.id, { [MEGABYTE.slice(0, 5000)]: 5 }), 'values');
    // Nothing of a refused call is kept.
    const sheet = assertOk(await call('GET', `/api/jury/events/${event.id}`, { cookie: juror.cookie }));
    assert.deepEqual(sheet.performances.find((x) => x.id === p.id).my_scores, { masterstvo: 7, obraz: 8, scena: 9, repertuar: 10 });
  });
});

describe('the rule, end to end', () => {
  it('averages the jurors\' complete means and gives the titles, one Гран-при per group and none on a tie', async () => {
    const c = await contest();
    const { event, chair, late, ids } = c;
    await scoreContest(c);

    const results = await ok('GET', `/api/admin/results/${event.id}`);
    const byId = Object.fromEntries(results.performances.map((p) => [p.id, p]));
    const expect = {
      first: [9.5, 'Гран-при'], second: [9.25, 'Лауреат I степени'], tieA: [9.88, 'Лауреат I степени'],
      tieB: [9.88, 'Лауреат I степени'], third: [7.75, 'Лауреат III степени'], diplomant: [6, 'Дипломант'], last: [3, 'Участник'],
    };
    for (const [key, [average, title]] of Object.entries(expect)) {
      assert.equal(byId[ids[key]].average, average, `${key} average`);
      assert.equal(byId[ids[key]].computed_title, title, `${key} computed title`);
      assert.equal(byId[ids[key]].title, title, `${key} title`);
    }
    const grid = byId[ids.third].scores_by_juror;
    assert.equal(grid.length, 3);
    assert.deepEqual(grid.find((g) => g.juror.id === late.id), { juror: { id: late.id, name: 'Анна Тестова' }, values: { masterstvo: 0, obraz: 0 }, complete: false });
    assert.equal(results.jurors.find((j) => j.id === chair.id).role, 'chair');
    assert.equal(results.jurors.find((j) => j.id === chair.id).scored, 7);
    assert.equal(results.untitled, 0);
    assert.equal(results.published_at, null);
  });

  it('the senior manager decides the tie by an override, one of the six titles', async () => {
    const c = await contest();
    const { event, ids } = c;
    await scoreContest(c);
    assertFieldError(await admin('PUT', `/api/admin/performances/${ids.tieA}/title`, { title_override: 'Лучший' }), 'title_override');
    assertFieldError(await admin('PUT', `/api/admin/performances/${ids.tieA}/title`, { title_override: MEGABYTE }), 'title_override');
    assertFieldError(await admin('PUT', `/api/admin/performances/${ids.tieA}/title`, {}), 'title_override');
    const set = await decideTie(c);
    assert.equal(set.title_override, 'Гран-при');
    const results = await ok('GET', `/api/admin/results/${event.id}`);
    const tieA = results.performances.find((p) => p.id === ids.tieA);
    assert.equal(tieA.computed_title, 'Лауреат I степени');
    assert.equal(tieA.title, 'Гран-при');
  });

  it('refuses to publish while a performance has no title, then publishes: scores frozen, diplomas written, performers mailed', async () => {
    const c = await contest();
    const { event, chair, performer, ids } = c;
    await scoreContest(c);
    await decideTie(c);
    const unscored = await perform(event.id, { performer: 'Опоздавший солист' });
    const refused = await admin('POST', `/api/admin/results/${event.id}/publish`, {});
    assertErrorEnvelope(refused, 409);
    assert.equal(refused.json.message, 'Не все выступления оценены');
    assert.equal((await ok('GET', `/api/admin/results/${event.id}`)).untitled, 1);
    await ok('DELETE', `/api/admin/performances/${unscored.id}`);

    const published = await ok('POST', `/api/admin/results/${event.id}/publish`, {});
    assert.ok(published.published_at);
    for (const p of published.performances) assert.match(p.diploma_code, /^[2-9A-HJKMNP-Z]{10}$/);
    const first = published.performances.find((p) => p.id === ids.first);

    const frozen = await score(chair.cookie, ids.first, { masterstvo: 1 });
    assertErrorEnvelope(frozen, 409);
    assert.equal(frozen.json.message, PUBLISHED);
    const sheet = assertOk(await call('GET', `/api/jury/events/${event.id}`, { cookie: chair.cookie }));
    assert.equal(sheet.published, true);
    assert.equal(sheet.performances.find((p) => p.id === ids.first).title, 'Гран-при');
    for (const [method, path, body] of [
      ['POST', `/api/admin/results/${event.id}/publish`, {}],
      ['PUT', `/api/admin/results/${event.id}/scoring`, { max_score: 5 }],
      ['PUT', `/api/admin/performances/${ids.second}/title`, { title_override: 'Гран-при' }],
      ['PUT', `/api/admin/performances/${ids.second}`, { performer: 'Другое имя' }],
      ['DELETE', `/api/admin/performances/${ids.second}`],
      ['POST', '/api/admin/performances', { event_id: event.id, performer: 'Новый', nomination: 'Соло' }],
      ['POST', '/api/admin/event-assignments', { event_id: event.id, user_id: performer.id, role: 'juror' }],
    ]) {
      const res = await admin(method, path, body);
      assertErrorEnvelope(res, 409, `${method} ${path}`);
      assert.equal(res.json.message, PUBLISHED);
    }
    const assignment = (await ok('GET', `/api/admin/event-assignments?filter=${q({ event_id: event.id })}`))[0];
    assertErrorEnvelope(await admin('DELETE', `/api/admin/event-assignments/${assignment.id}`), 409);

    if (MAILBOX_DIR) {
      await waitForMail(performer.email, new RegExp(`Жюри подвело итоги[\\s\\S]*Алиса Первая[\\s\\S]*Гран-при[\\s\\S]*/diplom/${first.diploma_code}/`));
    }
    const mine = assertOk(await call('GET', '/api/user/diplomas', { cookie: performer.cookie }));
    assert.equal(mine.length, 1);
    assert.equal(mine[0].code, first.diploma_code);
    assert.equal(mine[0].title, 'Гран-при');
    assert.equal(mine[0].performer, 'Алиса Первая');
    assert.equal(mine[0].event.code, event.code);
    assert.equal(mine[0].pdf_url, `/api/diplomas/${first.diploma_code}/pdf`);

    const pub = assertOk(await call('GET', `/api/events/${event.code}/results`));
    assert.equal(pub.length, 7);
    // «Вокальный ансамбль» (teens) before «Эстрадный вокал, соло» (kids), the highest title first.
    assert.deepEqual(pub.map((r) => r.title), [
      'Гран-при', 'Лауреат I степени', 'Лауреат III степени', 'Дипломант', 'Участник',
      'Гран-при', 'Лауреат I степени',
    ]);
    const groups = pub.map((r) => `${r.nomination}|${r.age_category}`);
    assert.deepEqual(groups, [...groups].sort(), 'grouped by nomination and age category');
    assert.equal(pub.find((r) => r.performer === 'Алиса Первая').diploma_code, first.diploma_code);
    assert.equal(pub.filter((r) => r.title === 'Гран-при').length, 2);
  });

  it('only Admin unpublishes, with a reason; the diplomas keep their codes when published again', async () => {
    const c = await contest();
    const { event, chair, ids } = c;
    await scoreContest(c);
    await decideTie(c);
    await ok('POST', `/api/admin/results/${event.id}/publish`, {});
    const before = await ok('GET', `/api/admin/results/${event.id}`);
    const refused = await admin('POST', `/api/admin/results/${event.id}/unpublish`, { reason: 'Ошибка в протоколе' });
    assertErrorEnvelope(refused, 403);
    assert.equal(refused.json.message, 'Снять результаты с публикации может только администратор');
    assertFieldError(await admin('POST', `/api/admin/results/${event.id}/unpublish`, {}, 'admin'), 'reason');
    assertFieldError(await admin('POST', `/api/admin/results/${event.id}/unpublish`, { reason: MEGABYTE }, 'admin'), 'reason');
    const off = await ok('POST', `/api/admin/results/${event.id}/unpublish`, { reason: 'Перепутаны номинации у двух дуэтов' }, 'admin');
    assert.equal(off.published_at, null);
    const code = before.performances[0].diploma_code;
    assertErrorEnvelope(await call('GET', `/api/diplomas/${code}`), 404, 'hidden while unpublished');
    assert.deepEqual(assertOk(await call('GET', `/api/events/${event.code}/results`)), []);
    assertOk(await score(chair.cookie, ids.last, { masterstvo: 4 }));
    assertErrorEnvelope(await admin('POST', `/api/admin/results/${event.id}/unpublish`, { reason: 'ещё раз' }, 'admin'), 409);
    const again = await ok('POST', `/api/admin/results/${event.id}/publish`, {});
    assert.deepEqual(again.performances.map((p) => p.diploma_code), before.performances.map((p) => p.diploma_code));
    const audit = await ok('GET', `/api/admin/results/${event.id}`);
    assert.ok(audit.published_at);
  });
});

describe('the event\'s scoring rule', () => {
  it('saves criteria, scale and thresholds before publishing; 422 for what breaks the rule', async () => {
    const event = await pastEvent();
    const juror = await person();
    await assign(event.id, juror.id);
    const p = await perform(event.id);
    const rule = {
      criteria: [{ code: 'tehnika', title: 'Техника' }, { code: 'artistizm', title: 'Артистизм' }],
      max_score: 5,
      thresholds: { grand_prix: 4.8, laureate_1: 4.5, laureate_2: 4, laureate_3: 3.5, diplomant: 3 },
    };
    const saved = await ok('PUT', `/api/admin/results/${event.id}/scoring`, rule);
    assert.deepEqual(saved.criteria, rule.criteria);
    assert.equal(saved.max_score, 5);
    assert.deepEqual(saved.thresholds, rule.thresholds);
    const sheet = assertOk(await call('GET', `/api/jury/events/${event.id}`, { cookie: juror.cookie }));
    assert.deepEqual(sheet.scoring.criteria.map((c) => c.code), ['tehnika', 'artistizm']);
    assertFieldError(await score(juror.cookie, p.id, { tehnika: 6 }), 'values.tehnika', 'Оценка — целое число от 0 до 5');
    assertOk(await score(juror.cookie, p.id, { tehnika: 5, artistizm: 4 }));
    const results = await ok('GET', `/api/admin/results/${event.id}`);
    assert.equal(results.performances[0].average, 4.5);
    assert.equal(results.performances[0].title, 'Лауреат I степени');

    const bad = (body) => admin('PUT', `/api/admin/results/${event.id}/scoring`, body);
    assertFieldError(await bad({ max_score: 4 }), 'max_score', 'Уже выставлены оценки до 5: шкала не может быть меньше');
    assertFieldError(await bad({ max_score: 0 }), 'max_score');
    assertFieldError(await bad({ thresholds: { laureate_1: 4.9 } }), 'thresholds.laureate_1', 'Не может быть выше порога звания «Гран-при»');
    assertFieldError(await bad({ thresholds: { grand_prix: 6 } }), 'thresholds.grand_prix', 'Число от 0 до 5');
    assertFieldError(await bad({ thresholds: { diplomant: 'высокий' } }), 'thresholds.diplomant');
    assertFieldError(await bad({ criteria: [] }), 'criteria');
    assertFieldError(await bad({ criteria: [{ code: 'a', title: 'А' }, { code: 'a', title: 'Б' }] }), 'criteria[1].code', 'Код критерия повторяется');
    assertFieldError(await bad({ criteria: [{ code: 'Заглавная', title: 'А' }] }), 'criteria[0].code');
    assertFieldError(await bad({ criteria: [{ code: 'a', title: MEGABYTE }] }), 'criteria');
    assertFieldError(await bad({ criteria: [{ code: 'a', title: 'x'.repeat(101) }] }), 'criteria[0].title', 'Не должно превышать 100 символов');
    assertFieldError(await bad({ criteria: Array.from({ length: 11 }, (_, i) => ({ code: `c${i}`, title: 'К' })) }), 'criteria');
    assertErrorEnvelope(await admin('PUT', '/api/admin/results/999999999/scoring', rule), 404);
  });
});

describe('performances', () => {
  it('are made from scratch or from an order item of the event: the customer gets the diploma', async () => {
    const event = await createEvent({ places_left: 10 });
    const shopper = await person({ first_name: 'Ольга', last_name: 'Заказова' });
    await changeCart(shopper.cookie, { events: [{ id: event.id, count: 1 }] });
    assertOk(await confirm(shopper.cookie));
    const items = await ok('GET', `/api/admin/results/${event.id}/order-items`);
    assert.equal(items.length, 1);
    assert.equal(items[0].customer.email, shopper.email);
    assert.equal(items[0].performances, 0);
    const made = await ok('POST', '/api/admin/performances', { event_id: event.id, order_item_id: items[0].id, nomination: 'Народный танец' });
    assert.equal(made.user_id, shopper.id);
    assert.equal(made.performer, 'Ольга Заказова');
    assert.equal(made.participant_id, null);
    assert.equal((await ok('GET', `/api/admin/results/${event.id}/order-items`))[0].performances, 1);

    const other = await pastEvent();
    assertFieldError(await admin('POST', '/api/admin/performances', { event_id: other.id, order_item_id: items[0].id, nomination: 'Танец' }),
      'order_item_id', 'Позиция заказа не относится к этому мероприятию');
    const bad = (body) => admin('POST', '/api/admin/performances', { event_id: event.id, performer: 'Имя', nomination: 'Соло', ...body });
    assertFieldError(await bad({ performer: MEGABYTE }), 'performer');
    assertFieldError(await bad({ performer: 'x'.repeat(201) }), 'performer', 'Не должно превышать 200 символов');
    assertFieldError(await bad({ nomination: MEGABYTE }), 'nomination');
    assertFieldError(await bad({ nomination: '' }), 'nomination');
    assertFieldError(await bad({ piece: 'x'.repeat(201) }), 'piece');
    assertFieldError(await bad({ participant_id: 999999999 }), 'participant_id', 'Участник не найден');
    assertFieldError(await bad({ age_category_id: 999999999 }), 'age_category_id');
    assertFieldError(await bad({ event_id: 999999999 }), 'event_id', 'Событие не найдено');

    const list = await admin('GET', `/api/admin/performances?filter=${q({ event_id: event.id })}`);
    assert.match(list.headers['content-range'], /^performances 0-0\/1$/);
    const edited = await ok('PUT', `/api/admin/performances/${made.id}`, { ...made, piece: 'Кадриль', sort: 5 });
    assert.equal(edited.piece, 'Кадриль');
    assert.equal(edited.user_id, shopper.id);
    assert.equal((await ok('DELETE', `/api/admin/performances/${made.id}`)).id, made.id);
    assertErrorEnvelope(await admin('GET', `/api/admin/performances/${made.id}`), 404);
  });
});

describe('diplomas', () => {
  let event;
  let performer;
  let code;
  let participant;
  before(async () => {
    event = await pastEvent(8);
    performer = await person();
    const juror = await person();
    await assign(event.id, juror.id, 'chair');
    const found = await ok('GET', `/api/admin/result-participants?filter=${q({ q: 'капель' })}`);
    participant = found.find((p) => p.code === 'ansambl-kapel');
    assert.ok(participant, 'the demo participant «Капель» is found by name');
    const p = await perform(event.id, {
      performer: 'Вокальный ансамбль «Капель»', participant_id: participant.id, user_id: performer.id,
      nomination: 'Вокальный ансамбль', piece: 'Лесной олень',
      age_category_id: (await ok('GET', `/api/admin/results/${event.id}`)).options.age_categories[1].id,
    });
    await scoreAll(juror.cookie, p.id, [9, 9, 8, 8]);
    code = (await ok('POST', `/api/admin/results/${event.id}/publish`, {})).performances[0].diploma_code;
  });

  it('the verification data: anyone with the code; unknown codes 404', async () => {
    const d = assertOk(await call('GET', `/api/diplomas/${code}`));
    assert.equal(d.code, code);
    assert.equal(d.title, 'Лауреат II степени');
    assert.equal(d.performer, 'Вокальный ансамбль «Капель»');
    assert.equal(d.nomination, 'Вокальный ансамбль');
    assert.equal(d.piece, 'Лесной олень');
    assert.match(d.age_category, /\(7–12 лет\)/);
    assert.equal(d.event.code, event.code);
    assert.equal(d.event.name, event.name);
    assert.equal(d.event.date_end, day(-8));
    assert.ok(d.issued_at);
    assert.deepEqual(assertOk(await call('GET', `/api/diplomas/${code.toLowerCase()}`)).code, code);
    for (const unknown of ['AAAAAAAAAA', 'abc', '0000000000', MEGABYTE.slice(0, 3000)]) {
      const res = await call('GET', `/api/diplomas/${unknown}`);
      assertErrorEnvelope(res, 404, unknown.slice(0, 20));
      assert.equal(res.json.message, 'Диплом не найден');
      assertErrorEnvelope(await call('GET', `/api/diplomas/${unknown}/pdf`), 404);
    }
  });

  it('the verification page has the diploma in its title on the server; an unknown code is a 404 page', async () => {
    const page = await request('GET', `/diplom/${code}/?domain=main`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>Диплом «Лауреат II степени» — Вокальный ансамбль «Капель» — [^<]+<\/title>/);
    assert.match(page.text, /<meta name="robots" content="noindex">/);
    assert.equal((await request('GET', '/diplom/AAAAAAAAAA/?domain=main')).status, 404);
  });

  it('the PDF is an attachment named by the code', async () => {
    const res = await request('GET', `/api/diplomas/${code}/pdf`);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['content-disposition'], `attachment; filename="diploma-${code}.pdf"`);
    assert.equal(res.body.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(res.body.length > 10_000, `a real page: ${res.body.length} bytes`);
  });

  it('is drawn once and kept: later answers are the same file, and the files are not served', async () => {
    const first = await request('GET', `/api/diplomas/${code}/pdf`);
    assert.match(first.body.toString('latin1'), /\/CreationDate \(D:\d{14}/, 'a drawing carries its moment');
    // A drawing made from now on would carry a later second than the first: the server's clock
    // (its Date header, written after the drawing) has passed the second the first answer went in.
    const drawnBy = Date.parse(first.headers.date);
    let clock = drawnBy;
    for (let i = 0; i < 50 && clock <= drawnBy; i++) {
      await new Promise((r) => setTimeout(r, 100));
      clock = Date.parse((await request('GET', '/api/health/live')).headers.date);
    }
    assert.ok(clock > drawnBy, `the server's clock passed ${first.headers.date}`);
    const again = await request('GET', `/api/diplomas/${code}/pdf`);
    assert.ok(again.body.equals(first.body), 'the same bytes: not drawn again');
    assert.equal((await request('GET', '/storage/private/drawn/')).status, 404);
  });

  it('the participant\'s portfolio lists the result with its diploma', async () => {
    const page = assertOk(await call('GET', '/api/people/participants/ansambl-kapel'));
    const result = page.results.find((r) => r.event.code === event.code);
    assert.ok(result, 'the published result is in the portfolio');
    assert.equal(result.title, 'Лауреат II степени');
    assert.equal(result.diploma_code, code);
    assert.equal(result.nomination, 'Вокальный ансамбль');
    assert.equal(page.results[0].event.date_start >= page.results.at(-1).event.date_start, true, 'newest first');
    const fromDemo = page.results.find((r) => r.event.code === 'baltiyskaya-rapsodiya');
    assert.equal(fromDemo?.title, 'Лауреат II степени', 'the demo festival\'s result too');
  });
});

describe('reviews', () => {
  const send = (code, body, cookie) => call('POST', `/api/events/${code}/reviews`, { cookie, body });
  const good = { rating: 4, text: 'Всё было организовано чётко, спасибо жюри за разбор выступлений.' };

  const standing = (code, cookie) => call('GET', `/api/events/${code}/reviews/mine`, { cookie });

  it('only those who performed, only after the end, once', async () => {
    const { ended, upcoming, author, stranger } = await reviewable();
    assertErrorEnvelope(await standing(ended.code), 401);
    assertErrorEnvelope(await standing('net-takogo-sobytiya', author.cookie), 404);
    assert.deepEqual(assertOk(await standing(ended.code, stranger.cookie)), {
      may_review: false,
      reason: 'Отзыв могут оставить участники мероприятия',
      review: null,
    });
    assert.equal(assertOk(await standing(upcoming.code, author.cookie)).reason, 'Отзыв можно оставить после окончания мероприятия');
    assert.deepEqual(assertOk(await standing(ended.code, author.cookie)), { may_review: true, reason: null, review: null });
    assertErrorEnvelope(await send(ended.code, good), 401);
    const outsider = await send(ended.code, good, stranger.cookie);
    assertErrorEnvelope(outsider, 403);
    assert.equal(outsider.json.message, 'Отзыв могут оставить участники мероприятия');
    const early = await send(upcoming.code, good, author.cookie);
    assertErrorEnvelope(early, 409);
    assert.equal(early.json.message, 'Отзыв можно оставить после окончания мероприятия');
    assertErrorEnvelope(await send('net-takogo-sobytiya', good, author.cookie), 404);

    assertFieldError(await send(ended.code, { ...good, rating: 6 }, author.cookie), 'rating', 'Целое число от 1 до 5');
    assertFieldError(await send(ended.code, { ...good, rating: null }, author.cookie), 'rating');
    assertFieldError(await send(ended.code, { ...good, text: MEGABYTE }, author.cookie), 'text');
    assertFieldError(await send(ended.code, { ...good, text: 'x'.repeat(2001) }, author.cookie), 'text', 'Не должно превышать 2000 символов');
    assertFieldError(await send(ended.code, { rating: 5 }, author.cookie), 'text');

    const review = assertOk(await send(ended.code, good, author.cookie));
    assert.equal(review.status, 'pending');
    assert.equal(review.rating, 4);
    assert.equal(review.event.code, ended.code);
    const twice = await send(ended.code, good, author.cookie);
    assertErrorEnvelope(twice, 409);
    assert.equal(twice.json.message, 'Вы уже оставили отзыв об этом мероприятии');
    const after = assertOk(await standing(ended.code, author.cookie));
    assert.equal(after.may_review, false);
    assert.equal(after.reason, 'Вы уже оставили отзыв об этом мероприятии');
    assert.deepEqual([after.review.id, after.review.status], [review.id, 'pending']);
    const mine = assertOk(await call('GET', '/api/user/reviews', { cookie: author.cookie }));
    assert.deepEqual(mine.map((r) => [r.id, r.status]), [[review.id, 'pending']]);
    assertErrorEnvelope(await call('PUT', `/api/user/reviews/${review.id}`, { cookie: stranger.cookie, body: good }), 404);
  });

  it('are moderated: a rejection with its note, an edit sends it again, the published one shows with the average and in the JSON-LD', async () => {
    const { ended, upcoming, author } = await reviewable();
    const review = assertOk(await send(ended.code, good, author.cookie));
    const queue = await ok('GET', `/api/admin/reviews?filter=${q({ status: 'pending', event_id: ended.id })}`);
    assert.deepEqual(queue.map((r) => r.id), [review.id]);
    assert.equal(queue[0].author, 'Мария В.');
    assert.equal(queue[0].user.email, author.email);
    assertFieldError(await admin('POST', `/api/admin/reviews/${review.id}/reject`, {}), 'note');
    assertFieldError(await admin('POST', `/api/admin/reviews/${review.id}/reject`, { note: MEGABYTE }), 'note');
    const rejected = await ok('POST', `/api/admin/reviews/${review.id}/reject`, { note: 'Уберите, пожалуйста, фамилию ребёнка' });
    assert.equal(rejected.status, 'rejected');
    if (MAILBOX_DIR) await waitForMail(author.email, /не можем опубликовать ваш отзыв[\s\S]*Причина: Уберите, пожалуйста, фамилию ребёнка/);
    assertErrorEnvelope(await admin('POST', `/api/admin/reviews/${review.id}/reject`, { note: 'ещё раз' }), 409);
    let mine = assertOk(await call('GET', '/api/user/reviews', { cookie: author.cookie }));
    assert.equal(mine[0].status, 'rejected');
    assert.equal(mine[0].note, 'Уберите, пожалуйста, фамилию ребёнка');

    const edited = assertOk(await call('PUT', `/api/user/reviews/${review.id}`, { cookie: author.cookie, body: { rating: 5, text: 'Спасибо организаторам и жюри!' } }));
    assert.equal(edited.status, 'pending');
    assert.equal(edited.note, null);
    assertFieldError(await call('PUT', `/api/user/reviews/${review.id}`, { cookie: author.cookie, body: { rating: 0, text: 'x' } }), 'rating');

    let pub = assertOk(await call('GET', `/api/events/${ended.code}/reviews`));
    assert.deepEqual(pub, { average: null, count: 0, items: [] });
    const published = await ok('POST', `/api/admin/reviews/${review.id}/publish`, {});
    assert.equal(published.status, 'published');
    assertErrorEnvelope(await admin('POST', `/api/admin/reviews/${review.id}/publish`, {}), 409);
    if (MAILBOX_DIR) await waitForMail(author.email, /Спасибо за отзыв[\s\S]*опубликован на странице мероприятия/);
    const fixed = await call('PUT', `/api/user/reviews/${review.id}`, { cookie: author.cookie, body: good });
    assertErrorEnvelope(fixed, 409);
    assert.equal(fixed.json.message, 'Опубликованный отзыв изменить нельзя');
    mine = assertOk(await call('GET', '/api/user/reviews', { cookie: author.cookie }));
    assert.equal(mine[0].status, 'published');

    // A second performer's review, published: the average of 5 and 2.
    const second = await person({ first_name: 'Пётр', last_name: 'Соколов' });
    await perform(ended.id, { user_id: second.id, performer: 'Пётр Соколов' });
    const other = assertOk(await send(ended.code, { rating: 2, text: 'Долго ждали выхода на сцену.' }, second.cookie));
    await ok('POST', `/api/admin/reviews/${other.id}/publish`, {});
    pub = assertOk(await call('GET', `/api/events/${ended.code}/reviews`));
    assert.equal(pub.count, 2);
    assert.equal(pub.average, 3.5);
    assert.deepEqual(pub.items.map((i) => i.author).sort(), ['Мария В.', 'Пётр С.']);
    assert.ok(pub.items.every((i) => !('user' in i) && !('email' in i)), 'no account shown');

    const page = await request('GET', `/festival/${ended.code}/?domain=events`);
    assert.equal(page.status, 200);
    const ld = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const eventLd = ld.find((x) => x['@type'] === 'Event');
    assert.deepEqual(eventLd.aggregateRating, { '@type': 'AggregateRating', ratingValue: 3.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    const none = await request('GET', `/festival/${upcoming.code}/?domain=events`);
    assert.doesNotMatch(none.text, /AggregateRating/);
  });
});

describe('the demo festival', () => {
  it('has published results, diplomas and reviews; the jury\'s accounts see their events', async () => {
    const results = assertOk(await call('GET', '/api/events/baltiyskaya-rapsodiya/results'));
    assert.equal(results.length, 8);
    assert.equal(results.filter((r) => r.title === 'Гран-при').length, 2);
    assert.ok(results.every((r) => /^[2-9A-HJKMNP-Z]{10}$/.test(r.diploma_code)));
    const reviews = assertOk(await call('GET', '/api/events/baltiyskaya-rapsodiya/reviews'));
    assert.ok(reviews.count >= 2);
    const jury = await loginCookie('jury@demo.local', 'Demo2026!');
    const events = assertOk(await call('GET', '/api/jury/events', { cookie: jury }));
    const byCode = Object.fromEntries(events.map((e) => [e.event.code, e]));
    assert.equal(byCode['baltiyskaya-rapsodiya'].published, true);
    assert.equal(byCode['rostovskie-vstrechi'].published, false);
    assert.equal(byCode['rostovskie-vstrechi'].total, 5);
    const diplomas = assertOk(await call('GET', '/api/user/diplomas', { cookie: await loginCookie(DEMO.user.email, DEMO.user.password) }));
    assert.ok(diplomas.some((d) => d.event.code === 'baltiyskaya-rapsodiya' && d.title === 'Гран-при'));
    assertErrorEnvelope(await call('GET', '/api/events/net-takogo/results'), 404);
  });
});
