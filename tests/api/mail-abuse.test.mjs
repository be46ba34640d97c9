// Mail and SMS as an abuse channel (issue 31, decision 0048): a name that goes into a letter to
// whatever address a form gave is a person's name (letters, spaces, hyphens, apostrophes), an SMS
// goes only to a number a registered account holds, and one recipient gets at most its day's
// share of messages (server/tests/unit/outbox_cap_test.cpp counts it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertFieldError } from './lib/http.mjs';
import { call, newIp, outboxTo, registerUser, smsTo, uniqueEmail, uniquePhone, waitForSms } from './lib/accounts.mjs';
import { createShow } from './lib/tickets.mjs';

const NAME = 'Только буквы, пробелы, дефис и апостроф: без цифр и ссылок';
const SPAM = 'Выиграй iPhone: https://evil.example/prize';

describe('mail and SMS are no channel for strangers', () => {
  it('a ticket order, a registration and a request take only a person\'s name', async () => {
    const { show, tier } = await createShow();
    const order = (name) => call('POST', '/api/tickets/orders', {
      ip: newIp(),
      body: { show: show.code, lines: [{ tier_id: tier.id, quantity: 1 }], name, email: uniqueEmail('victim'), phone: uniquePhone() },
    });
    for (const name of [SPAM, 'Анна 2000', 'Анна!']) assertFieldError(await order(name), 'name', NAME);
    for (const name of ['Анна-Мария Петрова', 'Д’Артаньян', "O'Neil"]) assert.equal((await order(name)).status, 200, name);
    assertFieldError(await order('я'.repeat(101)), 'name', 'Не должно превышать 100 символов');
    assert.equal((await order('я'.repeat(1_000_000))).status, 413, 'a megabyte of name');

    const register = await call('POST', '/api/auth/register', {
      ip: newIp(),
      body: { first_name: SPAM, last_name: 'Иванова', email: uniqueEmail('victim'), password: 'Secret-pass-1', consent: true },
    });
    assertFieldError(register, 'first_name', NAME);
    const a = await registerUser();
    assertFieldError(await call('PUT', '/api/user/edit', { cookie: a.cookie, body: { first_name: 'Анна', last_name: 'Тел. 8-800-555-35-35', email: a.email } }), 'last_name', NAME);
  });

  it("a guest's bravo booking texts its number only the code, never the form's words", async () => {
    const lessons = (await call('GET', '/api/bravo/classes/shkola-vokala/dzhazovyy-vokal/lessons')).json.data.items;
    const lesson = lessons.find((l) => l.places_left > 1);
    assert.ok(lesson, 'a lesson with places');
    const booking = (phone, extra = {}, cookie) => call('POST', '/api/bravo/bookings?domain=bravo', {
      ip: newIp(),
      cookie,
      body: {
        kind: 'trial_lesson', school: 'shkola-vokala', class: 'dzhazovyy-vokal', slot_id: lesson.slot_id, date: lesson.date,
        child_name: 'Маша', child_birth_date: `${Number(lesson.date.slice(0, 4)) - 12}${lesson.date.slice(4)}`, consent: true,
        name: 'Ольга Смирнова', phone, ...extra,
      },
    });
    const stranger = uniquePhone();
    const waiting = await booking(stranger, { comment: SPAM, child_name: 'Маша' });
    assert.equal(waiting.status, 200, waiting.text);
    assertFieldError(await booking(uniquePhone(), { name: SPAM }), 'name', NAME);
    // A parent with an account on that number is texted.
    const phone = uniquePhone();
    const parent = await registerUser({ phone });
    assert.equal((await booking(phone, {}, parent.cookie)).status, 200);
    // All that was ever queued for each number, read right after the answers (outboxTo): one SMS.
    assert.equal((await outboxTo(stranger)).length, 1, 'a number no account holds gets one SMS');
    assert.equal((await outboxTo(phone)).length, 1, 'the account holder gets one SMS');
    await waitForSms(stranger, /код подтверждения/);
    assert.deepEqual(smsTo(stranger).map((text) => text.replace(/\d{6}\./, 'КОД.')),
      [`Браво: код подтверждения заявки № ${waiting.json.data.id}: КОД. Никому его не сообщайте.`],
      'a number no account holds gets its code and nothing of the form');
    await waitForSms(phone, /^Браво: /);
    assert.equal(smsTo(phone).length, 1, 'the account holder is texted');
  });
});
