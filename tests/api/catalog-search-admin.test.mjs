// The search index follows the catalogue admin (decision 0009): an event is found by the names of
// its creative types, city, venue and project, so renaming any of them reindexes its events, and
// a deleted event is no longer found. Each run uses its own made-up words (Latin, so stems are
// the words themselves) to stay independent of the other test files and of earlier runs.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertOk, get } from './lib/http.mjs';
import { DEMO, call, loginCookie } from './lib/accounts.mjs';

let admin;
const word = (p) => `${p}${crypto.randomBytes(4).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[d])}`;
const slug = (p) => `${p}-${crypto.randomBytes(3).toString('hex')}`;
const q = (v) => encodeURIComponent(JSON.stringify(v));

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
});

async function send(method, path, body) {
  const res = await call(method, path, { cookie: admin, body });
  assert.equal(res.status, 200, `${method} ${path}: ${res.text.slice(0, 400)}`);
  return res.json;
}

const found = async (text) =>
  assertOk(await get(`/api/search?text=${encodeURIComponent(text)}&per_page=50`)).items.map((i) => i.code);
const listed = async (text) =>
  assertOk(await get(`/api/event/list?per_page=100&search=${encodeURIComponent(text)}`)).items.map((i) => i.code);

describe('search index after admin changes', () => {
  it('reindexes the events of a renamed creative type, city, venue and project, and forgets a deleted event', async () => {
    const w = { city: word('zc'), place: word('zp'), type: word('zt'), adjective: word('za'), project: word('zr') };
    const regions = await send('GET', `/api/admin/regions?range=${q([0, 0])}`);
    const city = await send('POST', '/api/admin/cities', { slug: slug('gorod'), name: `Город ${w.city}`, name_in: `в городе ${w.city}`, region_id: regions[0].id });
    const place = await send('POST', '/api/admin/places', { code: slug('place'), name: `Зал ${w.place}`, city_id: city.id, address: 'ул. Мира, 1', lat: 55.5, lon: 37.5 });
    const type = await send('POST', '/api/admin/creative-types', { slug: slug('vid'), title: `Жанр ${w.type}`, adjective_plural: w.adjective, icon: 'star', sort: 99 });
    const project = await send('POST', '/api/admin/projects', { slug: slug('proekt'), title: `Проект ${w.project}`, summary: 'Кратко.' });
    const start = new Date(Date.now() + 40 * 86400000).toISOString().slice(0, 10);
    const code = slug('poisk');
    const event = await send('POST', '/api/admin/events', {
      code, type: 'festival', name: 'Проверка поиска', description: ['Описание без особых слов.'],
      place_id: place.id, date_start: start, date_end: start, place_count: 10, places_left: 10,
      price_participation: 0, price_trip: null, package_trip: [], published: true, project_id: project.id,
      creative_type_ids: [type.id], tag_ids: [], age_category_ids: [],
    });
    for (const text of Object.values(w)) {
      assert.deepEqual(await found(text), [code], `found by ${text}`);
      assert.deepEqual(await listed(text), [code], `listed by ${text}`);
    }
    const item = assertOk(await get(`/api/search?text=${w.type}`)).items[0];
    assert.match(item.snippet, new RegExp(`<mark>${w.type}</mark>`), 'a match in the labels only shows the labels');

    const renamed = { city: word('zc'), place: word('zp'), type: word('zt'), adjective: word('za'), project: word('zr') };
    await send('PUT', `/api/admin/cities/${city.id}`, { name: `Город ${renamed.city}` });
    await send('PUT', `/api/admin/places/${place.id}`, { name: `Зал ${renamed.place}` });
    await send('PUT', `/api/admin/creative-types/${type.id}`, { title: `Жанр ${renamed.type}`, adjective_plural: renamed.adjective });
    await send('PUT', `/api/admin/projects/${project.id}`, { title: `Проект ${renamed.project}` });
    for (const key of Object.keys(w)) {
      assert.deepEqual(await found(w[key]), [], `no longer found by the old ${key} ${w[key]}`);
      assert.deepEqual(await found(renamed[key]), [code], `found by the new ${key} ${renamed[key]}`);
    }

    await send('DELETE', `/api/admin/events/${event.id}`);
    assert.deepEqual(await found(renamed.type), []);
    for (const [resource, id] of [['projects', project.id], ['creative-types', type.id], ['places', place.id], ['cities', city.id]]) {
      await send('DELETE', `/api/admin/${resource}/${id}`);
    }
  });
});
