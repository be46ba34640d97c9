// The catalogue admin API (react-admin simple REST): create, show, edit, list, delete for regions,
// cities, places, handbooks, events and programs; validation with Russian messages; refusal to
// delete what events still use; publish/unpublish; the public answers follow the changes.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { DEMO, call, loginCookie } from './lib/accounts.mjs';

let admin;
let posters;
const slug = (p) => `${p}-${crypto.randomBytes(3).toString('hex')}`;
const q = (v) => encodeURIComponent(JSON.stringify(v));

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
  posters = await loginCookie(DEMO.posters.email, DEMO.posters.password);
});

async function create(resource, body, cookie = admin) {
  const res = await call('POST', `/api/admin/${resource}`, { cookie, body });
  assert.equal(res.status, 200, `${resource}: ${res.text.slice(0, 400)}`);
  return res.json;
}

describe('catalogue admin', () => {
  it('refuses coordinates off the globe and line breaks or controls in one-line fields', async () => {
    const post = (body) => call('POST', '/api/admin/places', { cookie: admin, body: {
      code: slug('place'), name: 'Дом культуры', city_id: 1, address: 'ул. Мира, 1', ...body } });
    assertFieldError(await post({ lat: 90.5, lon: 37.5 }), 'lat', 'Должно быть от -90 до 90');
    assertFieldError(await post({ lat: 55.5, lon: -180.01 }), 'lon', 'Должно быть от -180 до 180');
    assertFieldError(await post({ lat: '55.5' }), 'lat', 'Должно быть числом');
    assertFieldError(await post({ name: 'Дом\nкультуры' }), 'name',
      'Содержит недопустимые символы: управляющие или меняющие направление текста');
  });

  it('creates a region, a city and a place; the filters answer changes with its ETag', async () => {
    const etag = (await get('/api/event/filters')).headers.etag;
    const region = await create('regions', { code: slug('region'), name: 'Тестовая область' });
    const city = await create('cities', { slug: slug('gorod'), name: 'Тестоград', name_in: 'в Тестограде', region_id: region.id });
    assert.equal(city.region_id, region.id);
    const filters = assertOk(await get('/api/event/filters'));
    assert.ok(filters.filters.find((f) => f.code === 'city').Values.some((v) => v.code === city.slug));
    assert.notEqual((await get('/api/event/filters')).headers.etag, etag);
    const place = await create('places', { code: slug('place'), name: 'Дом культуры', city_id: city.id, address: 'ул. Мира, 1', lat: 55.5, lon: 37.5 });
    assert.equal(place.lat, 55.5);
    const list = await call('GET', `/api/admin/places?filter=${q({ city_id: city.id })}&range=${q([0, 9])}`, { cookie: admin });
    assert.equal(list.status, 200);
    assert.deepEqual(list.json.map((p) => p.id), [place.id]);
    assert.equal(list.headers['content-range'], 'places 0-0/1');
  });

  it('validates with Russian messages', async () => {
    const bad = await call('POST', '/api/admin/tags', { cookie: admin, body: { slug: 'Плохой слаг', title: '', icon: 'x', color: '#12345' } });
    assertFieldError(bad, 'slug', 'Допустимы строчные латинские буквы, цифры и дефис');
    assertFieldError(bad, 'title', 'Обязательное поле для заполнения');
    assertFieldError(bad, 'color', 'Цвет задаётся 3 или 6 шестнадцатеричными цифрами: #RGB или #RRGGBB');
    const short = await create('tags', { slug: slug('tag'), title: 'Короткий цвет', icon: 'star', color: '#abc' });
    assert.equal(short.color, '#abc');
    assertFieldError(await call('POST', '/api/admin/tags', { cookie: admin, body: { slug: 'u-morya', title: 'x', icon: 'x', color: '#fff' } }),
      'slug', 'Такое значение уже занято');
    assertFieldError(await call('POST', '/api/admin/cities', { cookie: admin, body: { slug: slug('c'), name: 'x', name_in: 'x', region_id: 99999999 } }),
      'region_id', 'Запись не найдена');
    const ev = await call('POST', '/api/admin/events', { cookie: admin, body: {
      code: slug('ev'), type: 'party', name: 'x', description: ['x'], date_start: '2027-02-10', date_end: '2027-02-01',
      place_count: 5, places_left: 6, price_participation: -1 } });
    assertFieldError(ev, 'type', 'Недопустимое значение');
    assertFieldError(ev, 'date_end', 'Дата окончания не может быть раньше даты начала');
    assertFieldError(ev, 'places_left', 'Свободных мест не может быть больше, чем мест всего');
    assertFieldError(ev, 'price_participation');
  });

  it('creates an event with relations and a program, publishes it, and refuses to delete its city', async () => {
    const cities = await call('GET', `/api/admin/cities?filter=${q({ slug: 'moskva' })}`, { cookie: admin });
    const moscow = cities.json[0];
    const places = await call('GET', `/api/admin/places?filter=${q({ city_id: moscow.id })}`, { cookie: admin });
    const tags = await call('GET', `/api/admin/tags?filter=${q({ slug: 'goryashie' })}`, { cookie: admin });
    const types = await call('GET', `/api/admin/creative-types?filter=${q({ slug: 'vokalnoe' })}`, { cookie: admin });
    const code = slug('test-festival');
    const today = new Date();
    const start = new Date(today.getTime() + 40 * 86400e3).toISOString().slice(0, 10);
    const event = await create('events', {
      code, type: 'festival', name: 'Проверочный хоровой фестиваль', description: ['Хоровые коллективы поют вместе.'],
      place_id: places.json[0].id, date_start: start, date_end: start, place_count: 50, places_left: 10,
      price_participation: 1000, price_trip: null, package_trip: [], published: false,
      creative_type_ids: [types.json[0].id], tag_ids: [tags.json[0].id], age_category_ids: [],
    });
    assert.deepEqual(event.tag_ids, [tags.json[0].id]);
    assert.equal(event.published, false);
    assertErrorEnvelope(await get(`/api/event/${code}`), 404);
    const program = await create('event-programs', { event_id: event.id, day: 1, time: '10:00', title: 'Открытие' });
    assertFieldError(await call('POST', '/api/admin/event-programs', { cookie: admin, body: { event_id: event.id, day: 1, time: '25:00', title: 'x' } }),
      'time', 'Время должно быть в формате ЧЧ:ММ');

    const published = await call('POST', `/api/admin/events/${event.id}/publish`, { cookie: admin });
    assert.equal(published.json.published, true);
    const page = assertOk(await get(`/api/event/${code}`));
    assert.equal(page.place.city, 'Москва');
    assert.deepEqual(page.program.map((p) => p.title), ['Открытие']);
    const listed = assertOk(await get(`/api/event/list?per_page=100&city=moskva&tags=goryashie&creative_type=vokalnoe`));
    assert.ok(listed.items.some((i) => i.code === code));
    const found = assertOk(await get(`/api/search?text=${encodeURIComponent('хоровых коллективов')}`));
    assert.ok(found.items.some((i) => i.code === code), 'the new event is searchable');

    const refused = await call('DELETE', `/api/admin/cities/${moscow.id}`, { cookie: admin });
    assertErrorEnvelope(refused, 409);
    assert.match(refused.json.message, /используется в событиях/);

    // The festival page's head is made from the answer the API keeps (decision 0034): it follows
    // every change as the API does, kept or not.
    const pageTitle = async () => {
      const res = await get(`/festival/${code}/`, { host: hostFor('events') });
      return res.status === 200 ? res.text.match(/<title>(.*?) — /)[1] : res.status;
    };
    assert.equal(await pageTitle(), 'Проверочный хоровой фестиваль');
    const edited = await call('PUT', `/api/admin/events/${event.id}`, { cookie: admin, body: { ...event, name: 'Переименованный фестиваль', published: true } });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(assertOk(await get(`/api/event/${code}`)).name, 'Переименованный фестиваль');
    assert.equal(await pageTitle(), 'Переименованный фестиваль');
    await call('POST', `/api/admin/events/${event.id}/unpublish`, { cookie: admin });
    assertErrorEnvelope(await get(`/api/event/${code}`), 404);
    assert.equal(await pageTitle(), 404);
    assert.equal((await call('DELETE', `/api/admin/event-programs/${program.id}`, { cookie: admin })).status, 200);
    assert.equal((await call('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status, 200);
    assertErrorEnvelope(await call('GET', `/api/admin/events/${event.id}`, { cookie: admin }), 404);
  });

  it('ManagerPosters edits places and reads cities, but changes neither cities nor handbooks', async () => {
    const places = await call('GET', '/api/admin/places', { cookie: posters });
    assert.equal(places.status, 200);
    const place = places.json[0];
    const res = await call('PUT', `/api/admin/places/${place.id}`, { cookie: posters, body: { address: place.address } });
    assert.equal(res.status, 200, res.text);
    const cities = await call('GET', `/api/admin/cities?filter=${q({ id: [place.city_id] })}`, { cookie: posters });
    assert.equal(cities.status, 200, cities.text);
    assert.deepEqual(cities.json.map((c) => c.id), [place.city_id]);
    assert.match(cities.headers['content-range'], /^cities 0-0\/1$/);
    const city = await call('GET', `/api/admin/cities/${place.city_id}`, { cookie: posters });
    assert.equal(city.status, 200);
    assert.equal(city.json.id, place.city_id);
    assertErrorEnvelope(await call('GET', '/api/admin/cities/99999999', { cookie: posters }), 404);
    assertErrorEnvelope(await call('POST', '/api/admin/cities', { cookie: posters, body: {} }), 403);
    assertErrorEnvelope(await call('PUT', `/api/admin/cities/${place.city_id}`, { cookie: posters, body: {} }), 403);
    assertErrorEnvelope(await call('DELETE', `/api/admin/cities/${place.city_id}`, { cookie: posters }), 403);
    assertErrorEnvelope(await call('GET', `/api/admin/audit?entity=city&entity_id=${place.city_id}`, { cookie: posters }), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/regions', { cookie: posters }), 403);
    assertErrorEnvelope(await call('POST', '/api/admin/tags', { cookie: posters, body: {} }), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/cities'), 401);
  });

  it('filters events by the city of their venue', async () => {
    const cityId = async (slugValue) =>
      (await call('GET', `/api/admin/cities?filter=${q({ slug: slugValue })}`, { cookie: admin })).json[0].id;
    const kazan = await cityId('kazan');
    const res = await call('GET', `/api/admin/events?filter=${q({ city_id: kazan })}&range=${q([0, 99])}`, { cookie: admin });
    assert.equal(res.status, 200, res.text);
    const demoKazan = ['kazan-yoldyzlary', 'kuray-i-bayan', 'imena-rossii-kazan', 'ozherelie-rossii-kazan', 'kasting-yunost-tatarstana',
      'intensivy-vershinina-kazan', 'kazanskaya-osen', 'intensiv-krutogo-kazan'];
    for (const code of demoKazan) assert.ok(res.json.some((e) => e.code === code), code);
    const placeIds = new Set((await call('GET', `/api/admin/places?filter=${q({ city_id: kazan })}&range=${q([0, 99])}`, { cookie: admin }))
      .json.map((p) => p.id));
    assert.ok(res.json.every((e) => placeIds.has(e.place_id)), 'every listed event is at a venue in Kazan');
    assert.match(res.headers['content-range'], new RegExp(`^events 0-${res.json.length - 1}/${res.json.length}$`));
    const combined = await call('GET', `/api/admin/events?filter=${q({ city_id: kazan, type: 'casting' })}`, { cookie: admin });
    assert.ok(combined.json.length >= 1 && combined.json.every((e) => e.type === 'casting' && placeIds.has(e.place_id)));
    const none = await call('GET', `/api/admin/events?filter=${q({ city_id: 99999999 })}`, { cookie: admin });
    assert.deepEqual(none.json, []);
  });

  it('refuses a list filter of the wrong type with 422 on that filter instead of listing everything', async () => {
    const events = (filter) => call('GET', `/api/admin/events?filter=${encodeURIComponent(filter)}`, { cookie: admin });
    const notAnId = 'Должно быть целым числом больше 0';
    for (const value of ['"12abc"', '1.5', '1e3', '-3', '0', 'true']) {
      assertFieldError(await events(`{"city_id":${value}}`), 'city_id', notAnId);
    }
    assertFieldError(await events('{"place_id":"7 "}'), 'place_id', notAnId);
    assertFieldError(await events('{"id":[1,"x"]}'), 'id', notAnId);
    assertFieldError(await events('{"published":"yes"}'), 'published', 'Должно быть логическим значением');
    assertFieldError(await events('{"place_count":"many"}'), 'place_count', 'Должно быть целым числом');
    assertFieldError(await events('{"type":["casting"]}'), 'type', 'Должно быть строкой');
    assertFieldError(await events('{"q":{"text":"a"}}'), 'q', 'Должно быть строкой');
    assertFieldError(await events('{"date_start":20260101}'), 'date_start', 'Некорректная дата');
    const published = await events('{"published":true,"city_id":"1"}');
    assert.equal(published.status, 200, published.text);
    assert.ok(published.json.every((e) => e.published === true));
    assert.equal((await events('{"no_such_field":[{}]}')).status, 200, 'unknown filters are ignored');
    const cities = await call('GET', `/api/admin/cities?filter=${q({ region_id: 'moscow' })}`, { cookie: admin });
    assertFieldError(cities, 'region_id', notAnId);
  });
});
