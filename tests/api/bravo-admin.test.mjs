// The school «Браво» in the catalogue admin (issue 16, decision 0042, section school): schools,
// classes, the weekly schedule, teachers, rooms and courses are created, changed and deleted by
// the senior orders manager and the Admin; lower roles get 403. Validation answers 422 with
// Russian messages (ranges before patterns, a megabyte is refused), deleting what is still used
// is a 409, and a change shows on the public /api/bravo/* at once (the catalogue's counter moves).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';
import { DEMO, FORBIDDEN, REQUIRED, call, loginCookie } from './lib/accounts.mjs';

const RESOURCES = ['bravo-schools', 'bravo-classes', 'bravo-slots', 'bravo-teachers', 'bravo-rooms', 'bravo-courses'];
const code = (prefix) => `${prefix}-${crypto.randomBytes(3).toString('hex')}`;
const q = (v) => encodeURIComponent(JSON.stringify(v));
const MEGABYTE = 'я'.repeat(500 * 1000); // a million bytes of UTF-8: under the body limit

const cookies = {};
// What this file created, deleted in reverse order at the end (the demo school stays as seeded).
const created = [];

before(async () => {
  for (const key of ['admin', 'ordersSenior', 'orders', 'posters', 'user']) {
    cookies[key] = await loginCookie(DEMO[key].email, DEMO[key].password);
  }
});

after(async () => {
  for (const [resource, id] of created.reverse()) {
    await call('DELETE', `/api/admin/${resource}/${id}`, { cookie: cookies.admin });
  }
});

function admin(method, path, body, who = 'ordersSenior') {
  return call(method, path, { cookie: cookies[who], body });
}

async function create(resource, body, who = 'ordersSenior') {
  const res = await admin('POST', `/api/admin/${resource}`, body, who);
  assert.equal(res.status, 200, `${resource}: ${res.text.slice(0, 400)}`);
  created.push([resource, res.json.id]);
  return res.json;
}

async function remove(resource, id, who = 'ordersSenior') {
  const res = await admin('DELETE', `/api/admin/${resource}/${id}`, undefined, who);
  assert.equal(res.status, 200, `${resource} ${id}: ${res.text.slice(0, 300)}`);
  const i = created.findIndex(([r, n]) => r === resource && n === id);
  if (i >= 0) created.splice(i, 1);
}

async function conflict(resource, id, message) {
  const res = await admin('DELETE', `/api/admin/${resource}/${id}`);
  assertErrorEnvelope(res, 409, `${resource} ${id}`);
  assert.equal(res.json.message, message);
}

const school = (fields = {}) => ({
  code: code('shkola'),
  name: 'Школа пантомимы',
  summary: 'Пластика, жест и мимика для детей от 6 лет',
  description: 'Пантомима и пластический театр.\nЗанятия в малых группах.',
  published: true,
  ...fields,
});

const schoolClass = (schoolId, fields = {}) => ({
  code: code('gruppa'),
  school_id: schoolId,
  name: 'Пантомима для начинающих',
  summary: 'Первые этюды без слов',
  description: 'Этюды, игры на внимание и пластику.',
  age_min: 6,
  age_max: 10,
  level: 'beginner',
  group_size: 10,
  price_month: 5200,
  price_visit: 800,
  price_individual: 2400,
  published: true,
  ...fields,
});

const course = (fields = {}) => ({
  code: code('kurs'),
  name: 'Интенсив по пантомиме',
  kind: 'intensive',
  summary: 'Пять дней пластики и этюдов',
  description: 'Каждый день — три часа занятий, в пятницу показ для родителей.',
  age_min: 8,
  age_max: 14,
  starts_on: '2030-06-02',
  ends_on: '2030-06-06',
  schedule: 'с понедельника по пятницу, 10:00-13:00',
  price: 9000,
  price_note: 'за курс',
  published: true,
  ...fields,
});

describe('bravo admin: who may edit the school', () => {
  const calls = (id) => [
    ...RESOURCES.flatMap((r) => [
      ['GET', `/api/admin/${r}`],
      ['GET', `/api/admin/${r}/${id}`],
      ['POST', `/api/admin/${r}`, {}],
      ['PUT', `/api/admin/${r}/${id}`, {}],
      ['DELETE', `/api/admin/${r}/${id}`],
    ]),
    ['GET', `/api/admin/audit?entity=bravo_class&entity_id=${id}`],
  ];

  // Section school/bookings reads the schools and classes (the bookings' filter by class,
  // decision 0043): the orders manager gets those two lists and records, and nothing else.
  const readByBookings = (method, path) => method === 'GET' && /^\/api\/admin\/bravo-(schools|classes)(\/\d+)?$/.test(path);

  it('the orders manager only reads the schools and classes; the posters manager and a plain user get 403; a guest 401', async () => {
    for (const who of ['orders', 'posters', 'user']) {
      for (const [method, path, body] of calls(1)) {
        const res = await admin(method, path, body, who);
        if (who === 'orders' && readByBookings(method, path)) {
          assert.equal(res.status, 200, `${who} ${method} ${path}: ${res.text.slice(0, 200)}`);
          continue;
        }
        assertErrorEnvelope(res, 403, `${who} ${method} ${path}`);
        assert.equal(res.json.message, FORBIDDEN);
      }
      const upload = await call('POST', '/api/admin/school/images', { cookie: cookies[who], body: {} });
      assertErrorEnvelope(upload, 403, `${who} uploads a teacher's photo`);
    }
    for (const [method, path, body] of calls(1)) {
      assertErrorEnvelope(await call(method, path, { body }), 401, `guest ${method} ${path}`);
    }
  });

  it('the senior orders manager and the Admin read, create, change and delete', async () => {
    for (const who of ['ordersSenior', 'admin']) {
      for (const resource of RESOURCES) {
        const list = await admin('GET', `/api/admin/${resource}?range=${q([0, 4])}`, undefined, who);
        assert.equal(list.status, 200, `${who} ${resource}: ${list.text.slice(0, 200)}`);
        assert.match(list.headers['content-range'], new RegExp(`^${resource} 0-\\d+/\\d+$`));
      }
      const room = await create('bravo-rooms', { code: code('zal'), name: 'Зал для проверки' }, who);
      const edited = assertPut(await admin('PUT', `/api/admin/bravo-rooms/${room.id}`, { note: '4 этаж' }, who));
      assert.equal(edited.note, '4 этаж');
      assert.equal(edited.name, 'Зал для проверки');
      await remove('bravo-rooms', room.id, who);
      const access = await admin('GET', '/api/admin/access', undefined, who);
      assert.ok(access.json.data.sections.includes('school'), who);
    }
  });
});

function assertPut(res) {
  assert.equal(res.status, 200, res.text.slice(0, 400));
  return res.json;
}

describe('bravo admin: the catalogue', () => {
  it('creates a school, a class with teachers, its lessons and a course; reads them back and filters', async () => {
    const room = await create('bravo-rooms', { code: code('zal'), name: 'Зеркальный зал', note: '2 этаж\nзеркала' });
    const teacher = await create('bravo-teachers', {
      code: code('pedagog'), name: 'Ирина Тихонова', role: 'Педагог по пантомиме', bio: 'Актриса пластического театра.', published: true,
    });
    assert.equal(teacher.photo, null);
    assert.equal(teacher.sort, 0);
    const s = await create('bravo-schools', school());
    assert.equal(s.published, true);
    assert.ok(s.created_at && s.updated_at);
    const c = await create('bravo-classes', schoolClass(s.id, { teacher_ids: [teacher.id, teacher.id] }));
    assert.deepEqual(c.teacher_ids, [teacher.id]);
    assert.equal(c.level, 'beginner');
    const late = await create('bravo-slots', { class_id: c.id, weekday: 6, start: '12:00', end: '13:30', room_id: room.id });
    const early = await create('bravo-slots', { class_id: c.id, weekday: 2, start: '09:05', end: '10:00' });
    assert.deepEqual(
      { weekday: late.weekday, start: late.start, end: late.end, room_id: late.room_id },
      { weekday: 6, start: '12:00', end: '13:30', room_id: room.id },
    );
    assert.equal(early.room_id, null);
    assert.equal(early.start, '09:05');

    const byClass = await admin('GET', `/api/admin/bravo-slots?filter=${q({ class_id: c.id })}&sort=${q(['start', 'ASC'])}`);
    assert.equal(byClass.status, 200);
    assert.deepEqual(byClass.json.map((slot) => slot.id), [early.id, late.id]);
    const atNoon = await admin('GET', `/api/admin/bravo-slots?filter=${q({ class_id: c.id, start: '12:00' })}`);
    assert.deepEqual(atNoon.json.map((slot) => slot.id), [late.id]);
    assertErrorEnvelope(await admin('GET', `/api/admin/bravo-slots?filter=${q({ start: 'полдень' })}`), 400);
    const bySchool = await admin('GET', `/api/admin/bravo-classes?filter=${q({ school_id: s.id })}`);
    assert.deepEqual(bySchool.json.map((x) => x.id), [c.id]);
    const found = await admin('GET', `/api/admin/bravo-classes?filter=${q({ q: 'пантомима для' })}`);
    assert.ok(found.json.some((x) => x.id === c.id), 'the search box finds the class by its name');

    const k = await create('bravo-courses', course({ school_id: s.id, teacher_ids: [teacher.id] }));
    assert.deepEqual(k.teacher_ids, [teacher.id]);
    assert.equal(k.starts_on, '2030-06-02');

    // A partial PUT keeps the other fields; the lesson moves to 14:00-15:00 on Sunday.
    const moved = assertPut(await admin('PUT', `/api/admin/bravo-slots/${late.id}`, { weekday: 7, start: '14:00', end: '15:00' }));
    assert.deepEqual([moved.weekday, moved.start, moved.end, moved.room_id], [7, '14:00', '15:00', room.id]);
    const history = await admin('GET', `/api/admin/audit?entity=bravo_slot&entity_id=${late.id}`);
    assert.equal(history.status, 200);
    assert.deepEqual(history.json.map((e) => e.action), ['edit', 'create']);
    assert.deepEqual(history.json[0].changed.sort(), ['end', 'start', 'weekday']);
    assert.equal(history.json[0].actor.email, DEMO.ordersSenior.email);
  });

  it('a class code is unique within its school, not across schools', async () => {
    const first = await create('bravo-schools', school());
    const second = await create('bravo-schools', school());
    const c = await create('bravo-classes', schoolClass(first.id));
    assertFieldError(await admin('POST', '/api/admin/bravo-classes', schoolClass(first.id, { code: c.code })), 'code', 'Такое значение уже занято');
    const twin = await create('bravo-classes', schoolClass(second.id, { code: c.code }));
    assert.equal(twin.code, c.code);
    // Moving the twin into the first school would make two classes of one code there.
    assertFieldError(await admin('PUT', `/api/admin/bravo-classes/${twin.id}`, { school_id: first.id }), 'code', 'Такое значение уже занято');
    assertPut(await admin('PUT', `/api/admin/bravo-classes/${c.id}`, { name: 'Тот же код, новое имя' }));
    // The same code in the demo's two schools: «любительская группа» of dance and of theatre.
    const demo = await admin('GET', `/api/admin/bravo-classes?filter=${q({ code: 'lyubitelskaya-gruppa' })}`);
    assert.equal(demo.json.length, 2);
  });
});

describe('bravo admin: validation', () => {
  let s;
  let c;
  before(async () => {
    s = await create('bravo-schools', school({ published: false }));
    c = await create('bravo-classes', schoolClass(s.id, { published: false }));
  });

  it('a class: ranges, the level, the order of ages, required fields, references', async () => {
    const post = (fields) => admin('POST', '/api/admin/bravo-classes', schoolClass(s.id, fields));
    const bad = await post({ age_min: 0, age_max: 120, level: 'expert', group_size: 0, price_month: -1, price_visit: 1e12, price_individual: 1.5 });
    assertFieldError(bad, 'age_min', 'Должно быть от 1 до 99');
    assertFieldError(bad, 'age_max', 'Должно быть от 1 до 99');
    assertFieldError(bad, 'level', 'Недопустимое значение');
    assertFieldError(bad, 'group_size', 'Должно быть от 1 до 100');
    assertFieldError(bad, 'price_month', 'Должно быть от 0 до 1000000');
    assertFieldError(bad, 'price_visit', 'Должно быть от 0 до 1000000');
    assertFieldError(bad, 'price_individual', 'Должно быть целым числом');
    assertFieldError(await post({ age_min: 12, age_max: 7 }), 'age_max', 'Не может быть меньше возраста «от»');
    // A number beyond 64 bits, as sent by hand.
    const huge = JSON.stringify(schoolClass(s.id)).replace('"price_month":5200', '"price_month":18446744073709551615');
    assertFieldError(await admin('POST', '/api/admin/bravo-classes', huge), 'price_month', 'Должно быть от 0 до 1000000');
    const empty = await admin('POST', '/api/admin/bravo-classes', {});
    for (const field of ['code', 'school_id', 'name', 'summary', 'description', 'age_min', 'age_max', 'level', 'group_size', 'price_month']) {
      assertFieldError(empty, field, REQUIRED);
    }
    assertFieldError(await post({ school_id: 99999999 }), 'school_id', 'Запись не найдена');
    assertFieldError(await post({ teacher_ids: [99999999] }), 'teacher_ids', 'Запись не найдена');
    assertFieldError(await post({ teacher_ids: 'все' }), 'teacher_ids', 'Должно быть списком');
    assertFieldError(await post({ teacher_ids: Array.from({ length: 201 }, (_, i) => i + 1) }), 'teacher_ids', 'Не больше 200 записей');
    assertFieldError(await post({ code: 'Группа 1' }), 'code', 'Допустимы строчные латинские буквы, цифры и дефис');
    assertFieldError(await post({ name: 'Пантомима\nдля всех' }), 'name', 'Содержит недопустимые символы: управляющие или меняющие направление текста');
  });

  it('a lesson: the weekday, times as HH:MM, the end after the start, the room', async () => {
    const post = (fields) => admin('POST', '/api/admin/bravo-slots', { class_id: c.id, weekday: 1, start: '10:00', end: '11:00', ...fields });
    assertFieldError(await post({ weekday: 8 }), 'weekday', 'Должно быть от 1 до 7');
    assertFieldError(await post({ weekday: 0 }), 'weekday', 'Должно быть от 1 до 7');
    for (const start of ['24:00', '9:00', '10:60', '10-00', 'дес']) {
      assertFieldError(await post({ start }), 'start', 'Время должно быть в формате ЧЧ:ММ');
    }
    assertFieldError(await post({ start: 600 }), 'start', 'Должно быть строкой');
    assertFieldError(await post({ start: '10:00:00:00' }), 'start', 'Не должно превышать 5 символов');
    assertFieldError(await post({ start: '11:00', end: '10:00' }), 'end', 'Урок должен заканчиваться позже, чем начинается');
    assertFieldError(await post({ start: '11:00', end: '11:00' }), 'end', 'Урок должен заканчиваться позже, чем начинается');
    assertFieldError(await post({ room_id: 99999999 }), 'room_id', 'Запись не найдена');
    assertFieldError(await post({ class_id: null }), 'class_id', REQUIRED);
    const slot = await create('bravo-slots', { class_id: c.id, weekday: 3, start: '23:00', end: '23:59' });
    assertFieldError(await admin('PUT', `/api/admin/bravo-slots/${slot.id}`, { start: '23:59' }), 'end', 'Урок должен заканчиваться позже, чем начинается');
  });

  it("a course: its kind and dates in order; a school: not a page's address; a teacher: a photo of the platform", async () => {
    const post = (fields) => admin('POST', '/api/admin/bravo-courses', course(fields));
    assertFieldError(await post({ kind: 'weekly' }), 'kind', 'Недопустимое значение');
    assertFieldError(await post({ starts_on: '2030-06-10', ends_on: '2030-06-01' }), 'ends_on', 'Дата окончания не может быть раньше даты начала');
    assertFieldError(await post({ starts_on: '2030-02-30' }), 'starts_on', 'Дата должна быть в формате ГГГГ-ММ-ДД');
    assertFieldError(await post({ age_min: 14, age_max: 8 }), 'age_max', 'Не может быть меньше возраста «от»');
    assertFieldError(await post({ price: 2000000 }), 'price', 'Должно быть от 0 до 1000000');
    assertFieldError(await post({ price_note: 'з'.repeat(101) }), 'price_note', 'Не должно превышать 100 символов');
    const one = await create('bravo-courses', course({ starts_on: '2030-06-10', ends_on: '2030-06-10' }));
    assert.equal(one.ends_on, '2030-06-10');
    // A school's code is its address: bravo's fixed pages keep theirs.
    for (const taken of ['kursy', 'pedagogi', 'raspisanie', 'karta', 'kontakty', 'o-teatre']) {
      assertFieldError(await admin('POST', '/api/admin/bravo-schools', school({ code: taken })), 'code', 'Этот адрес занят страницей сайта');
    }
    const teacher = (fields) => admin('POST', '/api/admin/bravo-teachers', {
      code: code('pedagog'), name: 'Пётр Лосев', role: 'Педагог по сценической речи', bio: 'Актёр.', ...fields,
    });
    assertFieldError(await teacher({ photo: 'https://evil.example/face.jpg' }), 'photo',
      'Картинка должна быть файлом платформы: путь от /storage/ или /img/');
    assertFieldError(await teacher({ code: 'anna-rudenko' }), 'code', 'Такое значение уже занято');
    const ok = await teacher({ photo: '/storage/content/0123456789abcdef0123-960x640.webp' });
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    created.push(['bravo-teachers', ok.json.id]);
  });

  it('a megabyte in a field is a clear 4xx; a length is checked before the pattern', async () => {
    // The body reader refuses any string over 100000 characters, under its field.
    const longName = await admin('POST', '/api/admin/bravo-classes', schoolClass(s.id, { name: MEGABYTE }));
    assertFieldError(longName, 'name', 'Не должно превышать 100000 символов');
    const longTime = await admin('POST', '/api/admin/bravo-slots', { class_id: c.id, weekday: 1, start: MEGABYTE, end: '11:00' });
    assertFieldError(longTime, 'start', 'Не должно превышать 100000 символов');
    const overLimit = await admin('PUT', `/api/admin/bravo-schools/${s.id}`, { description: 'я'.repeat(600 * 1000) });
    assertErrorEnvelope(overLimit, 413);
    // Each field's own limit, then its pattern.
    const post = (fields) => admin('POST', '/api/admin/bravo-classes', schoolClass(s.id, fields));
    assertFieldError(await post({ name: 'н'.repeat(201) }), 'name', 'Не должно превышать 200 символов');
    assertFieldError(await post({ summary: 'н'.repeat(301) }), 'summary', 'Не должно превышать 300 символов');
    assertFieldError(await post({ description: 'н'.repeat(5001) }), 'description', 'Не должно превышать 5000 символов');
    assertFieldError(await post({ code: 'Я'.repeat(101) }), 'code', 'Не должно превышать 100 символов');
    assertFieldError(await post({ level: 'б'.repeat(21) }), 'level', 'Не должно превышать 20 символов');
    assertFieldError(await admin('POST', '/api/admin/bravo-rooms', { code: code('zal'), name: 'Зал', note: 'н'.repeat(501) }), 'note',
      'Не должно превышать 500 символов');
    assertFieldError(await admin('POST', '/api/admin/bravo-teachers', { code: code('p'), name: 'П', role: 'П', bio: 'н'.repeat(5001) }), 'bio',
      'Не должно превышать 5000 символов');
    assertFieldError(await admin('POST', '/api/admin/bravo-courses', course({ schedule: 'н'.repeat(301) })), 'schedule',
      'Не должно превышать 300 символов');
  });
});

describe('bravo admin: deleting what is still used', () => {
  it('refuses with a Russian 409 until the school is emptied, then deletes everything', async () => {
    const room = await create('bravo-rooms', { code: code('zal'), name: 'Малый класс' });
    const teacher = await create('bravo-teachers', { code: code('pedagog'), name: 'Вера Орлова', role: 'Хореограф', bio: 'Балерина.' });
    const other = await create('bravo-teachers', { code: code('pedagog'), name: 'Глеб Орлов', role: 'Хореограф', bio: 'Танцор.' });
    const s = await create('bravo-schools', school({ published: false }));
    const c = await create('bravo-classes', schoolClass(s.id, { published: false, teacher_ids: [teacher.id] }));
    const slot = await create('bravo-slots', { class_id: c.id, weekday: 5, start: '18:00', end: '19:00', room_id: room.id });
    const k = await create('bravo-courses', course({ school_id: s.id, published: false, teacher_ids: [other.id] }));

    await conflict('bravo-schools', s.id, 'Школу нельзя удалить: в ней есть занятия');
    await conflict('bravo-classes', c.id, 'Занятие нельзя удалить: у него есть уроки в расписании');
    await conflict('bravo-rooms', room.id, 'Аудиторию нельзя удалить: в ней идут уроки по расписанию');
    await conflict('bravo-teachers', teacher.id, 'Педагога нельзя удалить: он ведёт занятия');
    await conflict('bravo-teachers', other.id, 'Педагога нельзя удалить: он ведёт курсы');

    await remove('bravo-slots', slot.id);
    await remove('bravo-rooms', room.id);
    // The class goes with its teachers' links, so its teacher is free to go too.
    await remove('bravo-classes', c.id);
    await remove('bravo-teachers', teacher.id);
    await conflict('bravo-schools', s.id, 'Школу нельзя удалить: у неё есть курсы');
    await remove('bravo-courses', k.id);
    await remove('bravo-teachers', other.id);
    await remove('bravo-schools', s.id);
    assertErrorEnvelope(await admin('GET', `/api/admin/bravo-schools/${s.id}`), 404);
    const gone = await admin('DELETE', `/api/admin/bravo-slots/${slot.id}`);
    assertErrorEnvelope(gone, 404);
    assert.equal(gone.json.message, 'Урок не найден');
  });
});

/** The next date (from tomorrow) falling on an ISO weekday, YYYY-MM-DD. */
function nextWeekday(weekday) {
  for (let offset = 1; ; offset++) {
    const date = new Date(Date.now() + offset * 86400e3).toISOString().slice(0, 10);
    if (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 === weekday) return date;
  }
}

describe('bravo admin: a lesson or class with bookings', () => {
  it('is not deleted: the bookings keep what they were made for', async () => {
    const s = await create('bravo-schools', school());
    const c = await create('bravo-classes', schoolClass(s.id));
    const weekday = 3;
    const slot = await create('bravo-slots', { class_id: c.id, weekday, start: '10:00', end: '11:00' });
    const individual = await create('bravo-classes', schoolClass(s.id));
    const date = nextWeekday(weekday);
    const born = `${Number(date.slice(0, 4)) - 8}-${date.slice(5, 7)}-${date.slice(5, 10) === '02-29' ? '28' : date.slice(8, 10)}`;
    const guest = { child_name: 'Варя Крылова', child_birth_date: born, consent: true, name: 'Анна Крылова', phone: '+79161234567' };
    const trial = await call('POST', '/api/bravo/bookings?domain=bravo', {
      body: { kind: 'trial_lesson', school: s.code, class: c.code, slot_id: slot.id, date, ...guest },
    });
    assert.equal(trial.status, 200, trial.text.slice(0, 300));
    const lesson = await call('POST', '/api/bravo/bookings?domain=bravo', {
      body: { kind: 'individual_lesson', school: s.code, class: individual.code, date, time: '15:00', ...guest },
    });
    assert.equal(lesson.status, 200, lesson.text.slice(0, 300));

    await conflict('bravo-slots', slot.id, 'Урок нельзя удалить: на него есть записи');
    await conflict('bravo-classes', individual.id, 'Занятие нельзя удалить: на него есть записи');
    // The booked rows stay, out of the public school (a fresh database each run).
    assertPut(await admin('PUT', `/api/admin/bravo-schools/${s.id}`, { published: false }));
    assertErrorEnvelope(await get(`/api/bravo/schools/${s.code}`), 404);
  });
});

describe('bravo admin: the public school follows at once', () => {
  it('a new lesson, a new price, a moved lesson and a hidden class show on /api/bravo/* at once', async () => {
    const room = await create('bravo-rooms', { code: code('zal'), name: 'Светлый зал' });
    const s = await create('bravo-schools', school());
    const c = await create('bravo-classes', schoolClass(s.id, { age_min: 5, age_max: 9 }));
    const url = `/api/bravo/classes/${s.code}/${c.code}`;
    assert.deepEqual(assertOk(await get(url)).slots, []);

    const slot = await create('bravo-slots', { class_id: c.id, weekday: 6, start: '11:15', end: '12:00', room_id: room.id });
    assert.deepEqual(assertOk(await get(url)).slots, [{ id: slot.id, weekday: 6, start: '11:15', end: '12:00', room: 'Светлый зал' }]);
    const saturday = assertOk(await get('/api/bravo/classes?age=7&weekday=6')).items;
    assert.ok(saturday.some((x) => x.code === c.code && x.school.code === s.code), 'the finder has the new Saturday lesson');

    assertPut(await admin('PUT', `/api/admin/bravo-classes/${c.id}`, { price_month: 6100 }));
    assert.equal(assertOk(await get(url)).prices.month, 6100);
    assertPut(await admin('PUT', `/api/admin/bravo-slots/${slot.id}`, { weekday: 7, start: '16:00', end: '17:00' }, 'admin'));
    assert.deepEqual(assertOk(await get(url)).slots.map((x) => [x.weekday, x.start, x.end]), [[7, '16:00', '17:00']]);
    assertPut(await admin('PUT', `/api/admin/bravo-rooms/${room.id}`, { name: 'Тёмный зал' }));
    assert.equal(assertOk(await get(url)).slots[0].room, 'Тёмный зал');

    assertPut(await admin('PUT', `/api/admin/bravo-classes/${c.id}`, { published: false }));
    assertErrorEnvelope(await get(url), 404);
    assertPut(await admin('PUT', `/api/admin/bravo-classes/${c.id}`, { published: true }));
    await remove('bravo-slots', slot.id);
    assert.deepEqual(assertOk(await get(url)).slots, []);
    await remove('bravo-classes', c.id);
    assertErrorEnvelope(await get(url), 404);
    await remove('bravo-schools', s.id);
    assertErrorEnvelope(await get(`/api/bravo/schools/${s.code}`), 404);
  });

  it('a new course and a teacher show at once; an ended course does not', async () => {
    const teacher = await create('bravo-teachers', { code: code('pedagog'), name: 'Лидия Звонова', role: 'Педагог по вокалу', bio: 'Певица.', published: true });
    const k = await create('bravo-courses', course({ teacher_ids: [teacher.id] }));
    const shown = assertOk(await get(`/api/bravo/courses/${k.code}`));
    assert.deepEqual(shown.teachers.map((t) => t.code), [teacher.code]);
    assert.ok(assertOk(await get(`/api/bravo/teachers/${teacher.code}`)).courses.some((x) => x.code === k.code));
    assertPut(await admin('PUT', `/api/admin/bravo-courses/${k.id}`, { starts_on: '2020-01-10', ends_on: '2020-01-20' }));
    assertErrorEnvelope(await get(`/api/bravo/courses/${k.code}`), 404);
    await remove('bravo-courses', k.id);
    await remove('bravo-teachers', teacher.id);
    assertErrorEnvelope(await get(`/api/bravo/teachers/${teacher.code}`), 404);
  });
});
