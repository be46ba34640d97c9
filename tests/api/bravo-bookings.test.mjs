// Bravo's bookings (issue 16, decision 0043): a class's lessons with their places; trial lessons,
// enrolments and individual lessons for a child, the class's ages checked on the lesson's date;
// no lesson overbooked by guests booking at the same moment; the 20 % weekday discount on
// individual lessons from 11:00 to 14:00 kept in the price; a parent's children and bookings; a
// guest's bookings joining the account that proves the phone; the managers confirm, move and
// cancel, and the parent hears of each by email or SMS. A guest's booking holds its place only
// once the code sent to its email (or its phone) is entered or a manager confirms it (issue 31).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import {
  FORBIDDEN, MAILBOX_DIR, REQUIRED, call, latestCode, login, mailTo, newIp, registerUser, sessionCookie, uniqueEmail,
  outboxTo, smsTo, uniquePhone, waitForMail, waitForSms,
} from './lib/accounts.mjs';
import { createEvent, day, staff } from './lib/cart.mjs';
import { book, bookingCode, bookVerified, verify } from './lib/bravo.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const NO_PLACES = 'На это занятие мест нет: выберите другой день';

/** The first date at least `from` days ahead (UTC, as the server counts) falling on an ISO weekday. */
function nextWeekday(weekday, from = 1) {
  for (let offset = from; ; offset++) {
    const date = day(offset);
    const iso = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (iso === weekday) return date;
  }
}

/** A birth date making a child `years` old exactly on `date` (the birthday that day). */
function bornYearsBefore(date, years) {
  const [y, m, d] = date.split('-');
  return `${Number(y) - years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

const dayBefore = (date) => new Date(Date.parse(`${date}T00:00:00Z`) - 86400e3).toISOString().slice(0, 10);
const dayAfter = (date) => new Date(Date.parse(`${date}T00:00:00Z`) + 86400e3).toISOString().slice(0, 10);

async function lessonsOf(school, code) {
  return assertOk(await call('GET', `/api/bravo/classes/${school}/${code}/lessons`));
}

/** The class's weekly lesson on a weekday (its slot). */
async function slotOn(school, code, weekday) {
  const card = assertOk(await call('GET', `/api/bravo/classes/${school}/${code}`));
  const slot = card.slots.find((s) => s.weekday === weekday);
  assert.ok(slot, `${code} meets on weekday ${weekday}`);
  return slot;
}

/** A trial lesson for a 9-year-old on the guitar class's Saturday lesson in `weeks` weeks. */
async function guitarTrial(overrides = {}, weeks = 1) {
  const slot = await slotOn('muzikalnaya-shkola', 'gitara', 6);
  const date = nextWeekday(6, 1 + 7 * (weeks - 1));
  return {
    kind: 'trial_lesson', school: 'muzikalnaya-shkola', class: 'gitara', slot_id: slot.id, date,
    child_name: 'Миша Орлов', child_birth_date: bornYearsBefore(date, 9), consent: true,
    name: 'Ольга Орлова', phone: uniquePhone(), email: uniqueEmail('parent'), comment: 'Занимался год в кружке',
    ...overrides,
  };
}

/** The same trial lesson booked by a guest (waiting for its code). */
const guestTrial = async (overrides = {}, weeks = 1) => book(await guitarTrial(overrides, weeks));

/** Places left on a class's lesson. */
async function placesLeft(school, code, slotId, date) {
  return (await lessonsOf(school, code)).items.find((l) => l.slot_id === slotId && l.date === date).places_left;
}

const admin = (method, path, body, who = 'orders') => staff(who).then((cookie) => call(method, path, { cookie, body }));

describe('lessons and trial lessons', () => {
  it('a class lists its lessons from tomorrow for four weeks, each with the group\'s places', async () => {
    const { group_size, items } = await lessonsOf('shkola-vokala', 'estradnyy-vokal');
    assert.equal(group_size, 8);
    assert.ok(items.length >= 11, `three lessons a week for four weeks: ${items.length}`);
    assert.equal(items[0].date >= day(1), true);
    assert.ok(items.every((l) => l.date <= day(28)));
    for (const lesson of items) {
      const iso = ((new Date(`${lesson.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      assert.equal(lesson.weekday, iso, `${lesson.date} is weekday ${lesson.weekday}`);
      assert.match(lesson.start, /^\d\d:\d\d$/);
      assert.ok(lesson.places_left <= 8 && lesson.places_left >= 0);
    }
    assertErrorEnvelope(await call('GET', '/api/bravo/classes/shkola-vokala/net-takogo/lessons'), 404);
  });

  it('a guest books a free trial lesson for a child, enters the code mailed; the parent and the managers are told', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const email = uniqueEmail('guest');
    const booked = assertOk(await guestTrial({ email }));
    assert.equal(booked.kind, 'trial_lesson');
    assert.equal(booked.status, 'new');
    assert.equal(booked.verified, false, 'a guest proves the email first');
    assert.equal(booked.price, 0, 'the first lesson is free');
    assert.equal(booked.class.name, 'Гитара');
    assert.equal(booked.child.name, 'Миша Орлов');
    assert.equal(booked.time, '13:00');
    assert.equal(booked.area, 'bravo');
    const code = await bookingCode(booked);
    await waitForMail(email, new RegExp(`Код подтверждения заявки № ${booked.id}: \\d{6}[\\s\\S]*Код действует сутки[\\s\\S]*Пробное занятие: Гитара \\(Музыкальная школа\\)`));
    assert.ok(!mailTo('orders@demo.local').some((m) => m.text.includes(`Новая заявка № ${booked.id}\n`)), 'the managers wait for the code');

    assertFieldError(await verify(booked.id, code === '000000' ? '111111' : '000000'), 'code', 'Неверный код: проверьте его и введите ещё раз');
    const verified = assertOk(await verify(booked.id, code));
    assert.equal(verified.verified, true);
    assert.equal(assertOk(await verify(booked.id, code)).verified, true, 'entered again: the booking as it is');
    await waitForMail(email, new RegExp(`Заявка № ${booked.id} получена[\\s\\S]*Пробное занятие: Гитара \\(Музыкальная школа\\)[\\s\\S]*Стоимость: бесплатно`));
    await waitForMail('orders@demo.local', new RegExp(`Новая заявка № ${booked.id}\n`));
  });

  it('codes entered while the catalogue changes are all taken: the class is read before the booking\'s work', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    // A change of the catalogue makes the school's snapshot stale; rebuilding it inside the
    // booking's unit of work took a second connection (a nested lease, decision 0047: 500 in the
    // test builds). The soak run met it; here the window is narrow and the race rarely lands in it.
    const slot = await slotOn('teatralnaya-studiya', 'lyubitelskaya-gruppa', 6);
    const date = nextWeekday(6, 22);
    const booked = [];
    for (let i = 0; i < 5; i++) {
      booked.push(assertOk(await book(await guitarTrial({
        school: 'teatralnaya-studiya', class: 'lyubitelskaya-gruppa', slot_id: slot.id, date, child_birth_date: bornYearsBefore(date, 9),
      }))));
    }
    const codes = await Promise.all(booked.map((b) => bookingCode(b)));
    const answers = await Promise.all([
      ...booked.map((b, i) => verify(b.id, codes[i])),
      ...Array.from({ length: 5 }, () => createEvent()),
    ]);
    for (const res of answers.slice(0, booked.length)) assert.equal(assertOk(res).verified, true);
  });

  it("a guest's booking takes no place until its code is entered or a manager confirms it", { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const slot = await slotOn('muzikalnaya-shkola', 'gitara', 6);
    const date = nextWeekday(6, 22);
    const before = await placesLeft('muzikalnaya-shkola', 'gitara', slot.id, date);
    const waiting = await Promise.all(Array.from({ length: 6 }, async () => assertOk(await book(await guitarTrial({ date }, 4)))));
    assert.equal(await placesLeft('muzikalnaya-shkola', 'gitara', slot.id, date), before, 'six bookings without codes hold nothing');
    assertOk(await verify(waiting[0].id, await bookingCode(waiting[0])));
    assert.equal(await placesLeft('muzikalnaya-shkola', 'gitara', slot.id, date), before - 1, 'the code entered: a place');
    const confirmed = await admin('PUT', `/api/admin/bravo-bookings/${waiting[1].id}`, { status: 'confirmed' });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.json.verified, true, 'a manager vouches for the contact');
    assert.equal(await placesLeft('muzikalnaya-shkola', 'gitara', slot.id, date), before - 2);
    // The managers find the ones still waiting.
    const unverified = await admin('GET', `/api/admin/bravo-bookings?filter=${encodeURIComponent(JSON.stringify({ verified: false }))}&range=${encodeURIComponent('[0,99]')}`);
    assert.equal(unverified.status, 200, unverified.text);
    const ids = unverified.json.map((b) => b.id);
    for (const b of waiting.slice(2)) assert.ok(ids.includes(b.id), `${b.id} waits`);
    assert.ok(!ids.includes(waiting[0].id) && !ids.includes(waiting[1].id));
    assert.ok(unverified.json.every((b) => b.verified === false));
    // A cancelled booking's code no longer works.
    assert.equal((await admin('PUT', `/api/admin/bravo-bookings/${waiting[2].id}`, { status: 'cancelled' })).json.status, 'cancelled');
    assertFieldError(await verify(waiting[2].id, await bookingCode(waiting[2])), 'code',
      'Код больше не действует: отправьте заявку заново или позвоните нам, и мы подтвердим её');
  });

  it('five wrong codes end it; a code is checked for length before anything; thirty tries an hour per address', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const booked = assertOk(await guestTrial({}, 2));
    const code = await bookingCode(booked);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) assertFieldError(await verify(booked.id, wrong), 'code', 'Неверный код: проверьте его и введите ещё раз');
    assertFieldError(await verify(booked.id, code), 'code', 'Код больше не действует: отправьте заявку заново или позвоните нам, и мы подтвердим её');
    const big = await verify(booked.id, MEGABYTE);
    assert.ok(big.status === 422 || big.status === 413, `${big.status}`);
    if (big.status === 422) assertFieldError(big, 'code');
    assertFieldError(await verify(booked.id, ''), 'code', REQUIRED);
    assertErrorEnvelope(await verify(999999999, '123456'), 404);
    const ip = newIp();
    for (let i = 0; i < 30; i++) assertErrorEnvelope(await verify(999999999, '123456', { ip }), 404);
    assertErrorEnvelope(await verify(999999999, '123456', { ip }), 429);
  });

  it('three bookings a day may wait for their code per phone and per email; an account books without one', async () => {
    const phone = uniquePhone();
    for (let weeks = 1; weeks <= 3; weeks++) assertOk(await guestTrial({ phone, email: uniqueEmail('cap') }, weeks));
    assertFieldError(await guestTrial({ phone, email: uniqueEmail('cap') }, 4), 'phone',
      'С этим номером уже три заявки ждут подтверждения: введите код из сообщения или позвоните нам');
    const email = uniqueEmail('cap');
    for (let weeks = 1; weeks <= 3; weeks++) assertOk(await guestTrial({ email }, weeks));
    assertFieldError(await guestTrial({ email }, 4), 'email',
      'С этой почтой уже три заявки ждут подтверждения: введите код из письма или позвоните нам');
    // The same contacts at once: never more than three wait.
    const storm = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => guestTrial({ phone: storm, email: uniqueEmail('storm') }, 1 + (i % 4))));
    assert.equal(answers.filter((r) => r.status === 200).length, 3, answers.map((r) => r.status).join(' '));
    const parent = await registerUser({ phone });
    const own = assertOk(await book(await guitarTrial({ phone, email: parent.email }, 4), { cookie: parent.cookie }));
    assert.equal(own.verified, true, "an account's booking holds its place at once");
  });

  it('without an email a parent with an account hears by SMS; a number no account holds is texted nothing', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    // A guest's form could name anyone's number (decision 0048): texts go to account holders.
    const phone = uniquePhone();
    const parent = await registerUser({ phone });
    const booked = assertOk(await book(await guitarTrial({ email: undefined, phone }), { cookie: parent.cookie }));
    await waitForSms(phone, new RegExp(`^Браво: Заявка № ${booked.id} получена\\. Пробное занятие, Гитара, суббота, `));
    // A guest without an email gets the code by SMS, and nothing of the form's text.
    const stranger = uniquePhone();
    const waiting = assertOk(await guestTrial({ email: undefined, phone: stranger }));
    const code = await bookingCode(waiting);
    assertOk(await verify(waiting.id, code));
    // All that was ever queued for the number, read right after the answers (outboxTo): the code.
    assert.equal((await outboxTo(stranger)).length, 1, 'one SMS to a number no account holds');
    assert.deepEqual(smsTo(stranger), [`Браво: код подтверждения заявки № ${waiting.id}: ${code}. Никому его не сообщайте.`]);
  });

  it('checks the class\'s ages on the lesson\'s date, the birthday counted from its day', async () => {
    const date = nextWeekday(6);
    // The guitar class is for 8 to 17.
    assertOk(await guestTrial({ child_birth_date: bornYearsBefore(date, 8) }), 'eight that very day');
    const younger = bornYearsBefore(dayAfter(date), 8);
    assertFieldError(await guestTrial({ child_birth_date: younger }), 'child_birth_date',
      `Группа для детей от 8 до 17 лет, а ${Number(date.slice(8))} ${monthGenitive(date)} ${date.slice(0, 4)} ребёнку будет 7 лет`);
    assertFieldError(await guestTrial({ child_birth_date: bornYearsBefore(date, 18) }), 'child_birth_date');
    assertFieldError(await guestTrial({ child_birth_date: day(3) }), 'child_birth_date', 'Дата рождения не может быть в будущем');
    assertFieldError(await guestTrial({ child_birth_date: '15.03.2018' }), 'child_birth_date', 'Дата должна быть в формате ГГГГ-ММ-ДД');
  });

  it('refuses what cannot be booked, field by field', async () => {
    const saturday = await slotOn('muzikalnaya-shkola', 'gitara', 6);
    const other = await slotOn('shkola-vokala', 'estradnyy-vokal', 6);
    assertFieldError(await guestTrial({ date: nextWeekday(5) }), 'date', 'Этот урок идёт по дням: суббота');
    assertFieldError(await guestTrial({ date: day(0) }), 'date', 'Записаться можно на занятие начиная с завтрашнего дня');
    assertFieldError(await guestTrial({ date: nextWeekday(6, 29) }), 'date', 'Записаться можно на четыре недели вперёд');
    assertFieldError(await guestTrial({ slot_id: other.id }), 'slot_id', 'У этого занятия нет такого урока в расписании');
    assertFieldError(await guestTrial({ slot_id: 'первый' }), 'slot_id');
    assertFieldError(await guestTrial({ class: 'balet' }), 'class', 'Занятие не найдено');
    assertFieldError(await guestTrial({ kind: 'concert' }), 'kind', 'Недопустимое значение');
    assertFieldError(await guestTrial({ consent: false }), 'consent', 'Нужно согласие на обработку персональных данных ребёнка');
    assertFieldError(await guestTrial({ phone: '12' }), 'phone');
    assertFieldError(await guestTrial({ name: '' }), 'name', REQUIRED);
    assert.ok(saturday.id > 0);
  });

  it('refuses a megabyte in any field with a clear 4xx', async () => {
    for (const field of ['comment', 'child_name', 'name', 'phone', 'email', 'school', 'class', 'kind', 'date']) {
      const res = await guestTrial({ [field]: MEGABYTE });
      assert.ok(res.status === 422 || res.status === 413, `${field}: ${res.status} ${res.text.slice(0, 120)}`);
      if (res.status === 422) assertFieldError(res, field);
    }
  });

  it('never overbooks: of 12 guests booking the 8 places of a lesson and entering their codes at once, 8 get one', async () => {
    const slot = await slotOn('muzikalnaya-shkola', 'solfedzhio', 3);
    const date = nextWeekday(3, 15);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      bookVerified({
        kind: 'trial_lesson', school: 'muzikalnaya-shkola', class: 'solfedzhio', slot_id: slot.id, date,
        child_name: `Ребёнок ${'АБВГДЕЖЗИКЛМНОП'[i]}`, child_birth_date: bornYearsBefore(date, 10), consent: true,
        name: 'Родитель', phone: uniquePhone(),
      })));
    const won = results.filter((r) => r.status === 200);
    assert.equal(won.length, 8, results.map((r) => `${r.status} ${r.text.slice(0, 100)}`).join('\n'));
    for (const lost of results.filter((r) => r.status !== 200)) assertFieldError(lost, 'date', NO_PLACES);
    const lesson = (await lessonsOf('muzikalnaya-shkola', 'solfedzhio')).items.find((l) => l.date === date && l.slot_id === slot.id);
    assert.equal(lesson.places_left, 0);
  });

  it('an enrolment takes a place on every lesson from its first', async () => {
    const slot = await slotOn('studiya-tsirka', 'zhonglirovanie', 3);
    const first = nextWeekday(3, 8);
    const booked = assertOk(await bookVerified({
      kind: 'enrolment', school: 'studiya-tsirka', class: 'zhonglirovanie', slot_id: slot.id, date: first,
      child_name: 'Тимур Алиев', child_birth_date: bornYearsBefore(first, 11), consent: true,
      name: 'Алия Алиева', phone: uniquePhone(),
    }));
    const card = assertOk(await call('GET', '/api/bravo/classes/studiya-tsirka/zhonglirovanie'));
    assert.equal(booked.price, card.prices.month, 'an enrolment costs the month');
    const { items } = await lessonsOf('studiya-tsirka', 'zhonglirovanie');
    for (const lesson of items) {
      assert.equal(lesson.places_left, lesson.date >= first ? 7 : 8, `${lesson.date}`);
    }
  });
});

describe('individual lessons and the weekday discount', () => {
  const individual = (date, time, overrides = {}) => bookVerified({
    kind: 'individual_lesson', school: 'muzikalnaya-shkola', class: 'fortepiano', date, time,
    child_name: 'Соня Ким', child_birth_date: bornYearsBefore(date, 12), consent: true,
    name: 'Ирина Ким', phone: uniquePhone(), ...overrides,
  });

  it('costs 20 % less at 12:00 on a Tuesday, and the full price at 15:00', async () => {
    const tuesday = nextWeekday(2, 8);
    const noon = assertOk(await individual(tuesday, '12:00'));
    assert.deepEqual([noon.price, noon.discount_percent], [2560, 20], 'the 3 200 ₽ lesson at 12:00');
    const afternoon = assertOk(await individual(tuesday, '15:00'));
    assert.deepEqual([afternoon.price, afternoon.discount_percent], [3200, 0]);
    // The window's edges: from 11:00, until before 14:00; weekdays only.
    assert.equal(assertOk(await individual(tuesday, '11:00')).price, 2560);
    assert.equal(assertOk(await individual(tuesday, '13:30')).price, 2560);
    assert.equal(assertOk(await individual(tuesday, '14:00')).price, 3200);
    assert.equal(assertOk(await individual(tuesday, '10:30')).price, 3200);
    assert.equal(assertOk(await individual(nextWeekday(6, 8), '12:00')).price, 3200, 'Saturday');
  });

  it('keeps a time once; refuses times off the half hour, out of hours or too far ahead', async () => {
    const friday = nextWeekday(5, 15);
    assertOk(await individual(friday, '16:30'));
    assertFieldError(await individual(friday, '16:30'), 'time', 'Это время уже занято: выберите другое');
    const hours = 'Выберите время с 09:00 до 20:00, начало в :00 или :30';
    for (const time of ['16:15', '08:30', '20:30', '25:00', '12-00']) assertFieldError(await individual(friday, time), 'time', hours);
    assertFieldError(await individual(friday, 'в полдень'), 'time', 'Не должно превышать 5 символов');
    assertFieldError(await individual(day(61), '12:00'), 'date', 'Индивидуальные занятия записываем на два месяца вперёд');
  });
});

describe('a parent with children', () => {
  const child = (body) => ({ name: 'Маша Петрова', birth_date: '2018-03-14', notes: 'Стесняется петь одна', consent: true, ...body });

  it('keeps children in the account, each field checked; nobody else sees or uses them', async () => {
    const parent = await registerUser();
    const added = assertOk(await call('POST', '/api/user/children', { cookie: parent.cookie, body: child() }));
    assert.equal(added.name, 'Маша Петрова');
    assert.ok(added.consent_at);
    assertFieldError(await call('POST', '/api/user/children', { cookie: parent.cookie, body: child({ consent: false }) }), 'consent');
    assertFieldError(await call('POST', '/api/user/children', { cookie: parent.cookie, body: child({ name: MEGABYTE }) }), 'name');
    assertFieldError(await call('POST', '/api/user/children', { cookie: parent.cookie, body: child({ notes: MEGABYTE }) }), 'notes');
    assertFieldError(await call('POST', '/api/user/children', { cookie: parent.cookie, body: child({ birth_date: day(1) }) }), 'birth_date');
    const edited = assertOk(await call('PUT', `/api/user/children/${added.id}`, { cookie: parent.cookie, body: child({ name: 'Мария Петрова' }) }));
    assert.equal(edited.name, 'Мария Петрова');
    assert.deepEqual(assertOk(await call('GET', '/api/user/children', { cookie: parent.cookie })).items.map((c) => c.id), [added.id]);

    const stranger = await registerUser();
    assert.deepEqual(assertOk(await call('GET', '/api/user/children', { cookie: stranger.cookie })).items, []);
    assertErrorEnvelope(await call('PUT', `/api/user/children/${added.id}`, { cookie: stranger.cookie, body: child() }), 404);
    assertErrorEnvelope(await call('DELETE', `/api/user/children/${added.id}`, { cookie: stranger.cookie }), 404);
    assertFieldError(await guestTrial({ child_id: added.id }, 2), 'child_id', 'Ребёнок не найден');
    assertFieldError(await book({ ...(await trialBody()), child_id: added.id }, { cookie: stranger.cookie }), 'child_id', 'Ребёнок не найден');
    assertErrorEnvelope(await call('GET', '/api/user/children'), 401);
  });

  it('books a trial lesson for a child, sees it in the account, cancels it, and only then removes the child', async () => {
    const parent = await registerUser();
    const date = nextWeekday(6, 8);
    const kid = assertOk(await call('POST', '/api/user/children', { cookie: parent.cookie, body: child({ birth_date: bornYearsBefore(date, 7) }) }));
    const slot = await slotOn('shkola-tantsev', 'hip-hop', 6);
    const booked = assertOk(await book({
      kind: 'trial_lesson', school: 'shkola-tantsev', class: 'hip-hop', slot_id: slot.id, date, child_id: kid.id,
      name: 'Анна Петрова', phone: uniquePhone(), email: parent.email,
    }, { cookie: parent.cookie }));
    assert.equal(booked.child.id, kid.id);
    assert.equal(booked.child.name, 'Маша Петрова');
    const mine = assertOk(await call('GET', '/api/user/bravo-bookings', { cookie: parent.cookie })).items;
    assert.deepEqual(mine.map((b) => [b.id, b.class.code, b.date]), [[booked.id, 'hip-hop', date]]);

    const remove = await call('DELETE', `/api/user/children/${kid.id}`, { cookie: parent.cookie });
    assertErrorEnvelope(remove, 409);
    assert.equal(remove.json.message, 'У ребёнка есть предстоящие записи: сначала отмените их');
    const stranger = await registerUser();
    assertErrorEnvelope(await call('POST', `/api/user/bravo-bookings/${booked.id}/cancel`, { cookie: stranger.cookie }), 404);
    assert.equal(assertOk(await call('POST', `/api/user/bravo-bookings/${booked.id}/cancel`, { cookie: parent.cookie })).status, 'cancelled');
    assertOk(await call('DELETE', `/api/user/children/${kid.id}`, { cookie: parent.cookie }));
    const kept = assertOk(await call('GET', '/api/user/bravo-bookings', { cookie: parent.cookie })).items[0];
    assert.deepEqual([kept.child.id, kept.child.name, kept.status], [null, 'Маша Петрова', 'cancelled']);
  });

  it('a 7-year-old finds a Saturday class; the ages on the finder and the booking agree', async () => {
    const found = assertOk(await call('GET', '/api/bravo/classes?age=7&weekday=6')).items;
    assert.ok(found.length >= 3, found.map((c) => c.code).join());
    for (const c of found) {
      assert.ok(c.age_min <= 7 && 7 <= c.age_max);
      assert.ok(c.slots.every((s) => s.weekday === 6));
    }
  });

  it('a guest\'s bookings join the account that proves the phone by a code, not by registering it',
    { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
      const phone = uniquePhone();
      const booked = assertOk(await guestTrial({ phone, email: undefined }, 3));
      const parent = await registerUser({ phone });
      assert.deepEqual(assertOk(await call('GET', '/api/user/bravo-bookings', { cookie: parent.cookie })).items, [],
        'a phone given at registration is not proved');
      assertOk(await call('POST', '/api/auth/forgot', { body: { phone }, ip: newIp() }));
      const code = (await waitForSms(phone, /^Код для входа: /)).match(/Код для входа: (\S+)\./)[1];
      const res = await login(phone, code);
      assert.equal(res.status, 200, res.text);
      const mine = assertOk(await call('GET', '/api/user/bravo-bookings', { cookie: sessionCookie(res) })).items;
      assert.deepEqual(mine.map((b) => b.id), [booked.id]);
    });
});

describe('the managers', () => {
  it('the orders manager confirms, moves and cancels; the parent hears each time; the history keeps it', async () => {
    const email = uniqueEmail('moved');
    const tuesday = nextWeekday(2, 8);
    const booked = assertOk(await book({
      kind: 'individual_lesson', school: 'shkola-vokala', class: 'estradnyy-vokal', date: tuesday, time: '12:00',
      child_name: 'Лиза Смирнова', child_birth_date: bornYearsBefore(tuesday, 10), consent: true,
      name: 'Елена Смирнова', phone: uniquePhone(), email,
    }));
    assert.equal(booked.price, 2080, '2 600 ₽ less 20 %');
    const list = await admin('GET', `/api/admin/bravo-bookings?filter=${encodeURIComponent(JSON.stringify({ kind: 'individual_lesson' }))}`);
    assert.equal(list.status, 200, list.text);
    assert.ok(list.json.some((b) => b.id === booked.id));
    assert.match(list.headers['content-range'], /^bravo-bookings \d+-\d+\/\d+$/);

    const saturday = nextWeekday(6, 8);
    const moved = await admin('PUT', `/api/admin/bravo-bookings/${booked.id}`, { date: saturday, time: '12:00' });
    assert.equal(moved.status, 200, moved.text);
    assert.deepEqual([moved.json.date, moved.json.price, moved.json.discount_percent], [saturday, 2600, 0], 'no discount on a Saturday');
    const confirmed = await admin('PUT', `/api/admin/bravo-bookings/${booked.id}`, { status: 'confirmed', manager_note: 'Педагог — Анна Руденко' });
    assert.equal(confirmed.json.status, 'confirmed');
    assertFieldError(await admin('PUT', `/api/admin/bravo-bookings/${booked.id}`, { status: 'new' }), 'status',
      'Нельзя перевести запись из статуса «Подтверждена» в «Новая»');
    assert.equal((await admin('PUT', `/api/admin/bravo-bookings/${booked.id}`, { status: 'cancelled' })).json.status, 'cancelled');
    const history = await admin('GET', `/api/admin/bravo-bookings/${booked.id}/audit`);
    assert.equal(history.status, 200, history.text);
    assert.equal(history.json.length, 3);
    if (!MAILBOX_DIR) return;
    await waitForMail(email, new RegExp(`Запись № ${booked.id} перенесена`));
    await waitForMail(email, new RegExp(`Запись № ${booked.id} подтверждена`));
    await waitForMail(email, new RegExp(`Запись № ${booked.id} отменена`));
  });

  it('a move is checked like a booking: the ages, the places', async () => {
    const tuesday = nextWeekday(2, 15);
    const booked = assertOk(await bookVerified({
      kind: 'individual_lesson', school: 'shkola-vokala', class: 'estradnyy-vokal', date: tuesday, time: '17:00',
      child_name: 'Петя', child_birth_date: bornYearsBefore(tuesday, 6), consent: true, name: 'Папа', phone: uniquePhone(),
    }));
    // Six on that Tuesday; a day earlier still five, under the class's 6.
    const early = await admin('PUT', `/api/admin/bravo-bookings/${booked.id}`, { date: dayBefore(tuesday), time: '17:00' });
    assertFieldError(early, 'date');
    assert.match(early.json.errors.date[0], /^Группа для детей от 6 до 17 лет, а .* ребёнку будет 5 лет$/);
    const other = assertOk(await book({
      kind: 'individual_lesson', school: 'shkola-vokala', class: 'estradnyy-vokal', date: tuesday, time: '18:00',
      child_name: 'Вася', child_birth_date: bornYearsBefore(tuesday, 8), consent: true, name: 'Мама', phone: uniquePhone(),
    }));
    assertFieldError(await admin('PUT', `/api/admin/bravo-bookings/${other.id}`, { date: tuesday, time: '17:00' }), 'time', 'Это время уже занято: выберите другое');
  });

  it('is the orders managers\' section: the posters manager and a plain user get 403, a guest 401', async () => {
    assertErrorEnvelope(await admin('GET', '/api/admin/bravo-bookings', undefined, 'posters'), 403);
    assertErrorEnvelope(await admin('GET', '/api/admin/bravo-bookings', undefined, 'user'), 403);
    assertErrorEnvelope(await admin('PUT', '/api/admin/bravo-bookings/1', { status: 'cancelled' }, 'news'), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/bravo-bookings'), 401);
    assert.equal((await admin('GET', '/api/admin/bravo-bookings', undefined, 'ordersSenior')).status, 200);
    assertErrorEnvelope(await admin('GET', '/api/admin/bravo-bookings/999999999'), 404);
    const forbidden = await admin('GET', '/api/admin/bravo-bookings', undefined, 'user');
    assert.equal(forbidden.json.message, FORBIDDEN);
  });
});

/** A guest trial lesson's body (not sent). */
async function trialBody() {
  const slot = await slotOn('muzikalnaya-shkola', 'gitara', 6);
  const date = nextWeekday(6, 15);
  return {
    kind: 'trial_lesson', school: 'muzikalnaya-shkola', class: 'gitara', slot_id: slot.id, date,
    name: 'Кто-то', phone: uniquePhone(),
  };
}

/** «марта» for a date in March: the month as `day_in_words` writes it. */
function monthGenitive(date) {
  return ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'][
    Number(date.slice(5, 7)) - 1
  ];
}
