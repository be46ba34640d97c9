// Venue rental (issue 15, decision 0040): the catalogue of halls with its filters (city, guests, a
// day free of confirmed rentals), a venue's page and a hall's busy hours; a visitor's rental request
// checked field by field and against the confirmed rentals, priced by the hall's tariff, mailed to
// the applicant; the managers of the rentals section confirm, decline and cancel, and two
// confirmations of overlapping hours never both succeed, even at the same moment.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';
import { FORBIDDEN, MAILBOX_DIR, REQUIRED, call, newIp, registerUser, waitForMail } from './lib/accounts.mjs';
import { day, q, staff } from './lib/cart.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const send = (body, ip = newIp()) => call('POST', '/api/rentals?domain=arenda', { body, ip });
const rental = (overrides = {}) => ({
  hall: 'meridian-kamerny-zal',
  day: day(40),
  start_hour: 10,
  end_hour: 14,
  name: 'Вера Лебедева',
  phone: '+7 916 123-45-67',
  email: 'lebedeva@example.ru',
  organization: 'Школа искусств № 3',
  purpose: 'Отчётный концерт вокального отделения',
  guests: 150,
  consent: true,
  ...overrides,
});
const admin = (method, path, body, who = 'posters') => staff(who).then((cookie) => call(method, path, { cookie, body }));

/** A hall of its own for a test in Anapa's house of culture, which the demo rents nothing in. */
async function newHall() {
  const places = await admin('GET', `/api/admin/places?filter=${q({ q: 'anapa-gdk' })}`);
  const body = {
    code: `zal-${crypto.randomBytes(4).toString('hex')}`, name: 'Зал для проверки', place_id: places.json[0].id, capacity: 100,
    price_hour: 5000, price_day: 30000, equipment: ['Звук 2 кВт'], published: true,
  };
  const res = await admin('POST', '/api/admin/halls', body);
  assert.equal(res.status, 200, res.text);
  return res.json;
}

describe('the halls catalogue', () => {
  it('lists published halls with their venue, filtered by city and guests', async () => {
    const all = assertOk(await call('GET', '/api/arenda/halls?per_page=48'));
    assert.ok(all.total >= 15, `the demo halls: ${all.total}`);
    const moscow = assertOk(await call('GET', '/api/arenda/halls?city=moskva&capacity=150'));
    assert.deepEqual(moscow.items.map((h) => h.code).sort(), ['meridian-bolshoy-zal', 'meridian-kamerny-zal', 'zil-bolshoy-zal']);
    for (const hall of moscow.items) {
      assert.equal(hall.venue.city.slug, 'moskva');
      assert.ok(hall.capacity >= 150);
    }
    const cities = assertOk(await call('GET', '/api/arenda/cities')).items.map((c) => c.slug);
    assert.ok(cities.includes('moskva') && cities.includes('kaliningrad'));
  });

  it('a day filter leaves out the halls with a confirmed rental that day', async () => {
    const busyDay = day(12); // the demo's confirmed gala in the Meridian's big hall
    const free = assertOk(await call('GET', `/api/arenda/halls?city=moskva&date=${busyDay}`)).items.map((h) => h.code);
    assert.ok(!free.includes('meridian-bolshoy-zal'), 'the big hall is taken that day');
    assert.ok(free.includes('meridian-repeticionnyy-zal'), 'the rehearsal room is free');
    const busy = assertOk(await call('GET', `/api/arenda/halls/meridian-bolshoy-zal/busy?month=${busyDay.slice(0, 7)}`));
    assert.ok(busy.items.some((b) => b.day === busyDay && b.start_hour === 10 && b.end_hour === 20), JSON.stringify(busy.items));
  });

  it('refuses filters it cannot read, by name', async () => {
    const get = (path, params) => call('GET', `${path}?${new URLSearchParams(params)}`);
    assertFieldError(await get('/api/arenda/halls', { capacity: 'много' }), 'capacity', 'Целое число от 1 до 100000');
    assertFieldError(await get('/api/arenda/halls', { date: 'завтра' }), 'date', 'Дата должна быть в формате ГГГГ-ММ-ДД');
    assertFieldError(await get('/api/arenda/halls', { per_page: 1000 }), 'per_page', 'Целое число от 1 до 48');
    assertFieldError(await get('/api/arenda/halls', { city: 'к'.repeat(101) }), 'city', 'Не должно превышать 100 символов');
    assertFieldError(await get('/api/arenda/halls/meridian-bolshoy-zal/busy', { month: 'декабрь' }), 'month', 'Месяц задаётся как ГГГГ-ММ');
  });

  it("a venue's page has its published halls with equipment; an unknown one is 404", async () => {
    const venue = assertOk(await call('GET', '/api/arenda/venues/moskva-kc-meridian'));
    assert.equal(venue.name, 'Культурный центр «Меридиан»');
    assert.deepEqual(venue.halls.map((h) => h.code), ['meridian-bolshoy-zal', 'meridian-kamerny-zal', 'meridian-repeticionnyy-zal']);
    assert.ok(venue.halls[0].equipment.includes('Рояль Yamaha C7'));
    const missing = await call('GET', '/api/arenda/venues/net-takoy');
    assertErrorEnvelope(missing, 404);
    assert.equal(missing.json.message, 'Площадка не найдена');
    assertErrorEnvelope(await call('GET', '/api/arenda/halls/net-takogo/busy'), 404);
  });

  it("a venue's page has its own title, description and canonical link; an unknown venue is the 404 page", async () => {
    const page = await get('/ploshchadki/moskva-kc-meridian/?domain=arenda');
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>Аренда залов: Культурный центр «Меридиан» — [^<]+<\/title>/);
    assert.match(page.text, /<meta name="description" content="Москва, ул\. Профсоюзная, 61\. Залы: Большой зал до 840 гостей/);
    assert.match(page.text, /<link rel="canonical" href="[^"]+\/ploshchadki\/moskva-kc-meridian\/"/);
    assert.equal((await get('/ploshchadki/net-takoy/?domain=arenda')).status, 404);
    const sitemap = await get('/sitemap.xml?domain=arenda');
    assert.match(sitemap.text, /\/ploshchadki\/moskva-kc-meridian\/<\/loc>/);
    assert.match(sitemap.text, /\/zaly\/<\/loc>/);
  });
});

describe('a rental request', () => {
  it('is stored with its price by the tariff: the hours, never above the day', async () => {
    const short = assertOk(await send(rental()));
    assert.equal(short.price, 26000, '4 hours × 6 500 ₽');
    const long = assertOk(await send(rental({ hall: 'meridian-bolshoy-zal', day: day(41), start_hour: 9, end_hour: 21, guests: 700 })));
    assert.equal(long.price, 150000, '12 hours × 18 000 ₽ is more than the day: the day');
    const record = await admin('GET', `/api/admin/rentals/${short.id}`);
    assert.equal(record.status, 200, record.text);
    assert.deepEqual(
      { ...record.json, created_at: undefined, updated_at: undefined, hall_id: undefined },
      {
        id: short.id, hall_id: undefined, hall: { code: 'meridian-kamerny-zal', name: 'Камерный зал', venue: 'Культурный центр «Меридиан»' },
        day: day(40), start_hour: 10, end_hour: 14, status: 'new', name: 'Вера Лебедева', phone: '+79161234567', email: 'lebedeva@example.ru',
        organization: 'Школа искусств № 3', purpose: 'Отчётный концерт вокального отделения', guests: 150, message: null, price: 26000,
        manager_note: null, area: 'arenda', created_at: undefined, updated_at: undefined,
      },
    );
  });

  it('checks each field with its own message', async () => {
    for (const field of ['hall', 'day', 'start_hour', 'end_hour', 'name', 'phone', 'email', 'purpose']) {
      assertFieldError(await send(rental({ [field]: undefined })), field, REQUIRED);
    }
    assertFieldError(await send(rental({ consent: undefined })), 'consent', 'Нужно согласие на обработку персональных данных');
    assertFieldError(await send(rental({ hall: 'net-takogo' })), 'hall', 'Зал не найден');
    assertFieldError(await send(rental({ day: '2026-02-30' })), 'day', 'Дата должна быть в формате ГГГГ-ММ-ДД');
    assertFieldError(await send(rental({ day: day(-1) })), 'day', 'Эта дата уже прошла');
    assertFieldError(await send(rental({ day: day(800) })), 'day', 'Аренду принимаем не больше чем на два года вперёд');
    assertFieldError(await send(rental({ start_hour: 24 })), 'start_hour', 'Целое число от 0 до 23');
    assertFieldError(await send(rental({ end_hour: '1e1' })), 'end_hour', 'Целое число от 1 до 24');
    assertFieldError(await send(rental({ start_hour: 14, end_hour: 10 })), 'end_hour', 'Окончание должно быть позже начала');
    assertFieldError(await send(rental({ guests: 181 })), 'guests', 'В зале помещается до 180 человек');
    assertFieldError(await send(rental({ phone: '12' })), 'phone');
  });

  it('a megabyte in any text field is refused by its length first', async () => {
    for (const [field, max] of [['name', 100], ['purpose', 200], ['organization', 200], ['message', 2000], ['hall', 100]]) {
      const huge = await send(rental({ [field]: MEGABYTE }));
      assertFieldError(huge, field);
      assert.match(huge.json.errors[field][0], /^Не должно превышать \d+ символов$/, field);
      assertFieldError(await send(rental({ [field]: 'я'.repeat(max + 1) })), field, `Не должно превышать ${max} символов`);
    }
  });

  it('hours a confirmed rental holds are refused; the hours around them are not', async () => {
    const hall = await newHall();
    const first = assertOk(await send(rental({ hall: hall.code, guests: 50, start_hour: 12, end_hour: 16 })));
    assert.equal((await admin('PUT', `/api/admin/rentals/${first.id}`, { status: 'confirmed' })).status, 200);
    assertFieldError(await send(rental({ hall: hall.code, guests: 50, start_hour: 15, end_hour: 18 })), 'start_hour',
      'Зал занят в это время: с 12:00 до 16:00 уже идёт другое мероприятие');
    assertOk(await send(rental({ hall: hall.code, guests: 50, start_hour: 16, end_hour: 18 })), 'right after');
    assertOk(await send(rental({ hall: hall.code, guests: 50, start_hour: 8, end_hour: 12 })), 'right before');
  });

  it('ten an hour from one address; the eleventh is 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) assertOk(await send(rental({ day: day(50 + i) }), ip), `request ${i + 1}`);
    const res = await send(rental({ day: day(61) }), ip);
    assertErrorEnvelope(res, 429);
    assert.equal(res.json.message, 'Слишком много заявок с вашего адреса. Попробуйте через час.');
  });

  it('the applicant gets a copy; the managers of rentals the request', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const email = `rental.${Date.now()}@example.ru`;
    const { id } = assertOk(await send(rental({ email, day: day(45) })));
    await waitForMail(email, new RegExp(`Мы получили вашу заявку на аренду № ${id}[\\s\\S]*Стоимость по тарифу зала: 26 000 ₽`));
    await waitForMail('posters@demo.local', new RegExp(`Новая заявка на аренду № ${id}`));
  });
});

describe('rentals in the admin', () => {
  it('are the rentals section: Admin and the posters manager; others are refused', async () => {
    assertErrorEnvelope(await call('GET', '/api/admin/rentals'), 401);
    assertErrorEnvelope(await call('GET', '/api/admin/rentals', { cookie: (await registerUser()).cookie }), 403);
    for (const who of ['orders', 'seo', 'tickets', 'news', 'users']) {
      const res = await call('GET', '/api/admin/rentals', { cookie: await staff(who) });
      assertErrorEnvelope(res, 403, who);
      assert.equal(res.json.message, FORBIDDEN);
    }
    assertErrorEnvelope(await admin('PUT', '/api/admin/rentals/1', { status: 'declined' }, 'orders'), 403);
    assert.equal((await admin('GET', '/api/admin/rentals', undefined, 'admin')).status, 200);
  });

  it('filters by status, hall, days and text, newest first', async () => {
    const hall = await newHall();
    const marker = `Фильтр ${crypto.randomBytes(3).toString('hex')}`;
    const a = assertOk(await send(rental({ hall: hall.code, guests: 10, organization: marker, day: day(70) })));
    const b = assertOk(await send(rental({ hall: hall.code, guests: 10, organization: marker, day: day(71) })));
    const list = await admin('GET', `/api/admin/rentals?filter=${q({ q: marker })}`);
    assert.deepEqual(list.json.map((r) => r.id), [b.id, a.id]);
    assert.match(list.headers['content-range'], /^rentals 0-1\/2$/);
    const one = await admin('GET', `/api/admin/rentals?filter=${q({ hall_id: hall.id, day_from: day(71), status: 'new' })}`);
    assert.deepEqual(one.json.map((r) => r.id), [b.id]);
    assertFieldError(await admin('GET', `/api/admin/rentals?filter=${q({ status: 'lost' })}`), 'status');
    assertFieldError(await admin('GET', `/api/admin/rentals?filter=${q({ day_from: 'вчера' })}`), 'day_from');
  });

  it('moves a request only along its flow, keeps a note, and writes each change to the history', async () => {
    const hall = await newHall();
    const { id } = assertOk(await send(rental({ hall: hall.code, guests: 10 })));
    assertFieldError(await admin('PUT', `/api/admin/rentals/${id}`, { status: 'cancelled' }), 'status', 'Нельзя перевести заявку из статуса «Новая» в «Отменена»');
    assertFieldError(await admin('PUT', `/api/admin/rentals/${id}`, { status: 'lost' }), 'status', 'Недопустимое значение');
    assertFieldError(await admin('PUT', `/api/admin/rentals/${id}`, { manager_note: MEGABYTE }), 'manager_note');
    const confirmed = await admin('PUT', `/api/admin/rentals/${id}`, { status: 'confirmed', manager_note: 'Договор отправлен' });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.json.status, 'confirmed');
    assert.equal(confirmed.json.manager_note, 'Договор отправлен');
    assert.equal((await admin('PUT', `/api/admin/rentals/${id}`, { status: 'cancelled' })).json.status, 'cancelled');
    const history = await admin('GET', `/api/admin/rentals/${id}/audit`);
    assert.deepEqual(history.json.map((e) => e.after.status), ['cancelled', 'confirmed']);
    assert.deepEqual([...history.json[1].changed].sort(), ['manager_note', 'status']);
    assertErrorEnvelope(await admin('GET', '/api/admin/rentals/999999999'), 404);
  });

  it('of overlapping requests confirmed at the same moment, exactly one is confirmed', async () => {
    const hall = await newHall();
    const ids = [];
    // Every two of them meet: all hold 12:00-13:00.
    for (const [start, end] of [[10, 14], [12, 16], [11, 13], [12, 13], [9, 18], [12, 15]]) {
      ids.push(assertOk(await send(rental({ hall: hall.code, guests: 10, day: day(30), start_hour: start, end_hour: end }))).id);
    }
    const cookies = await Promise.all(['posters', 'admin'].map((who) => staff(who)));
    const results = await Promise.all(
      ids.map((id, i) => call('PUT', `/api/admin/rentals/${id}`, { cookie: cookies[i % 2], body: { status: 'confirmed' } })),
    );
    const won = results.filter((r) => r.status === 200);
    assert.equal(won.length, 1, results.map((r) => `${r.status} ${r.text.slice(0, 80)}`).join('\n'));
    for (const lost of results.filter((r) => r.status !== 200)) {
      assertErrorEnvelope(lost, 409);
      assert.match(lost.json.message, /^Зал уже занят: подтверждена аренда № \d+ с \d\d:00 до \d\d:00$/);
    }
    const calendar = assertOk(await admin('GET', `/api/admin/rentals-calendar?month=${day(30).slice(0, 7)}&hall_id=${hall.id}`));
    assert.equal(calendar.items.length, 1, 'one confirmed rental in the calendar');
    assert.equal(calendar.items[0].id, won[0].json.id);
  });

  it('the confirmation is mailed to the applicant', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const hall = await newHall();
    const email = `confirm.${Date.now()}@example.ru`;
    const { id } = assertOk(await send(rental({ hall: hall.code, guests: 10, email })));
    assert.equal((await admin('PUT', `/api/admin/rentals/${id}`, { status: 'confirmed' })).status, 200);
    await waitForMail(email, new RegExp(`Заявка на аренду № ${id}: Подтверждена[\\s\\S]*время в зале закреплено за вами`));
  });
});

describe('halls in the admin', () => {
  it('the posters manager keeps halls: a picture must be a file of the platform; a hall with rentals stays', async () => {
    const hall = await newHall();
    const edit = (body) => admin('PUT', `/api/admin/halls/${hall.id}`, { ...hall, ...body });
    assertFieldError(await edit({ photo: 'https://evil.example/zal.jpg' }), 'photo', 'Картинка должна быть файлом платформы: путь от /storage/ или /img/');
    assertFieldError(await edit({ capacity: 'сто' }), 'capacity');
    assert.equal((await edit({ photo: '/storage/content/0123456789abcdef0123-960x640.webp' })).status, 200);
    assertOk(await send(rental({ hall: hall.code, guests: 10 })));
    const removed = await admin('DELETE', `/api/admin/halls/${hall.id}`);
    assertErrorEnvelope(removed, 409);
    assert.equal(removed.json.message, 'Зал нельзя удалить: по нему есть заявки на аренду');
    assertErrorEnvelope(await admin('POST', '/api/admin/halls', { ...hall, code: 'zal-x' }, 'orders'), 403);
    const unpublished = await edit({ published: false });
    assert.equal(unpublished.status, 200);
    assertFieldError(await send(rental({ hall: hall.code, guests: 10 })), 'hall', 'Зал не найден');
  });
});
