// The public festival catalogue: filters, lists with every filter alone and combined, dates,
// paging bounds, festival pages, unknown and unpublished codes. Expectations are computed from the
// demo data (server/seed/catalog.json), which the test server loads with --demo. Other test files
// (catalog-admin) add events and cities at the same time: only demo codes are compared.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';

const CATALOG = JSON.parse(fs.readFileSync(new URL('../../server/seed/catalog.json', import.meta.url)));
const placeCity = Object.fromEntries(CATALOG.places.map((p) => [p.code, p.city]));
const visible = CATALOG.events.filter((e) => e.published && e.start_offset_days + e.duration_days - 1 >= 0);
const DEMO_CODES = new Set(CATALOG.events.map((e) => e.code));
const codes = (items) => items.map((i) => i.code).filter((c) => DEMO_CODES.has(c)).sort();
const demoOnly = (items) => items.filter((i) => DEMO_CODES.has(i.code));
const expected = (pred) => visible.filter(pred).map((e) => e.code).sort();

async function list(query = '') {
  const res = await get(`/api/event/list?per_page=100${query ? `&${query}` : ''}`);
  return assertOk(res, query);
}

describe('GET /api/event/filters', () => {
  it('answers every filter with the spec shape and an "all" value on selects', async () => {
    const res = await get('/api/event/filters');
    const data = assertOk(res);
    const byCode = Object.fromEntries(data.filters.map((f) => [f.code, f]));
    assert.deepEqual(Object.keys(byCode).sort(), ['age_category', 'city', 'creative_type', 'date', 'search', 'tags']);
    for (const f of data.filters) {
      for (const k of ['type', 'code', 'Icon', 'Name', 'Title', 'Url', 'Values']) assert.ok(k in f, `${f.code}.${k}`);
      for (const v of f.Values) for (const k of ['id', 'type', 'code', 'title', 'icon']) assert.ok(k in v, `${f.code} value ${k}`);
    }
    for (const [code, url, list] of [['city', 'gorod', CATALOG.cities], ['creative_type', 'tvorchestvo', CATALOG.creative_types],
      ['age_category', 'vozrast', CATALOG.age_categories]]) {
      const f = byCode[code];
      assert.equal(f.type, 'select');
      assert.equal(f.Url, url);
      assert.equal(f.Values[0].type, 'all', `${code} starts with the all value`);
      const known = new Set(list.map((x) => x.slug));
      assert.deepEqual(f.Values.slice(1).map((v) => v.code).filter((c) => known.has(c)), list.map((x) => x.slug));
    }
    const tagSlugs = new Set(CATALOG.tags.map((t) => t.slug));
    assert.deepEqual(byCode.tags.Values.map((v) => v.code).filter((c) => tagSlugs.has(c)), CATALOG.tags.map((t) => t.slug));
    assert.ok(byCode.tags.Values.every((v) => /^#([0-9A-Fa-f]{3}){1,2}$/.test(v.color)));
  });

  it('gives cities their «в …» form and creative types their plural adjective for page headings', async () => {
    const data = assertOk(await get('/api/event/filters'));
    const byCode = Object.fromEntries(data.filters.map((f) => [f.code, f]));
    const values = (code) => Object.fromEntries(byCode[code].Values.slice(1).map((v) => [v.code, v]));
    const cities = values('city');
    for (const c of CATALOG.cities) assert.equal(cities[c.slug].title_in, c.name_in, c.slug);
    assert.equal(cities.moskva.title_in, 'в Москве');
    const creative = values('creative_type');
    for (const t of CATALOG.creative_types) assert.equal(creative[t.slug].title_plural, t.adjective_plural, t.slug);
    assert.equal(creative.vokalnoe.title_plural, 'Вокальные');
    assert.ok(!('title_in' in byCode.city.Values[0]) && !('title_plural' in byCode.creative_type.Values[0]),
      'the "all" values have neither');
    for (const v of byCode.age_category.Values) assert.ok(!('title_in' in v) && !('title_plural' in v));
  });

  it('has an ETag and answers 304 to it', async () => {
    const first = await get('/api/event/filters');
    const etag = first.headers.etag;
    assert.match(etag ?? '', /^".+"$/);
    const again = await get('/api/event/filters', { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });
});

describe('GET /api/event/list', () => {
  it('lists the published upcoming events in the cart event shape, by date', async () => {
    const data = await list();
    assert.ok(data.total >= visible.length);
    assert.deepEqual(codes(data.items), expected(() => true));
    const starts = data.items.map((i) => i.date.start);
    assert.deepEqual(starts, [...starts].sort());
    const item = data.items.find((i) => i.code === 'zvezdnyy-put-moskva');
    const src = CATALOG.events.find((e) => e.code === 'zvezdnyy-put-moskva');
    for (const k of ['event_id', 'event_type', 'status', 'code', 'name', 'photo', 'place', 'count', 'date',
      'place_count', 'type', 'package_trip', 'price_trip', 'price_participation', 'support', 'tags']) {
      assert.ok(k in item, k);
    }
    assert.equal(item.status, 'new');
    assert.equal(item.count, 1);
    assert.equal(item.place_count, src.places_left);
    assert.equal(item.price_participation, src.price_participation);
    assert.deepEqual(item.package_trip, src.package_trip);
    assert.equal(item.place.city, 'Москва');
    assert.deepEqual(item.tags.map((t) => Object.keys(t).sort()), item.tags.map(() => ['color', 'icon', 'id', 'title']));
  });

  it('filters by each filter alone', async () => {
    for (const city of ['moskva', 'sochi', 'simferopol']) {
      assert.deepEqual(codes((await list(`city=${city}`)).items), expected((e) => e.place && placeCity[e.place] === city), city);
    }
    for (const t of CATALOG.creative_types) {
      assert.deepEqual(codes((await list(`creative_type=${t.slug}`)).items), expected((e) => e.creative_types.includes(t.slug)), t.slug);
    }
    for (const a of CATALOG.age_categories) {
      assert.deepEqual(codes((await list(`age_category=${a.slug}`)).items), expected((e) => e.age_categories.includes(a.slug)), a.slug);
    }
    for (const t of CATALOG.tags) {
      assert.deepEqual(codes((await list(`tags=${t.slug}`)).items), expected((e) => e.tags.includes(t.slug)), t.slug);
    }
    assert.deepEqual(codes((await list('city=all')).items), expected(() => true), 'all is no filter');
  });

  it('combines filters, tags with AND', async () => {
    const got = await list('creative_type=vokalnoe&tags=u-morya&tags=s-prozhivaniem');
    const want = expected((e) => e.creative_types.includes('vokalnoe') && e.tags.includes('u-morya') && e.tags.includes('s-prozhivaniem'));
    assert.ok(want.length > 0);
    assert.deepEqual(codes(got.items), want);
    const moscowVocal = await list('city=moskva&creative_type=vokalnoe');
    assert.deepEqual(codes(moscowVocal.items),
      expected((e) => e.place && placeCity[e.place] === 'moskva' && e.creative_types.includes('vokalnoe')));
  });

  it('filters by event type, any of the repeated types matching', async () => {
    for (const type of ['festival', 'contest', 'final', 'casting', 'forum', 'camp', 'intensive', 'project']) {
      assert.deepEqual(codes((await list(`type=${type}`)).items), expected((e) => e.type === type), type);
    }
    const castings = ['festival', 'contest', 'casting', 'final'];
    const got = await list(castings.map((t) => `type=${t}`).join('&'));
    assert.deepEqual(codes(got.items), expected((e) => castings.includes(e.type)));
    assert.ok(got.items.every((i) => castings.includes(i.type)), 'added events match too');
    const gatherings = await list('type=forum&type=camp&type=intensive&city=all');
    assert.deepEqual(codes(gatherings.items), expected((e) => ['forum', 'camp', 'intensive'].includes(e.type)));
    const vocalForums = await list('type=forum&type=camp&creative_type=vokalnoe');
    assert.deepEqual(codes(vocalForums.items),
      expected((e) => ['forum', 'camp'].includes(e.type) && e.creative_types.includes('vokalnoe')));
  });

  it('shows past events only when date-min reaches back, and cuts at date-max', async () => {
    const all = await list('date-min=2000-01-01');
    assert.equal(demoOnly(all.items).length, CATALOG.events.filter((e) => e.published).length);
    const today = new Date().toISOString().slice(0, 10);
    const in30 = new Date(Date.now() + 30 * 86400e3).toISOString().slice(0, 10);
    const soon = await list(`date-min=${today}&date-max=${in30}`);
    assert.deepEqual(codes(soon.items), expected((e) => e.start_offset_days <= 30));
  });

  it('pages with page and per_page, and sorts by price and places', async () => {
    const first = assertOk(await get('/api/event/list?per_page=5&page=1'));
    const second = assertOk(await get('/api/event/list?per_page=5&page=2'));
    assert.equal(first.items.length, 5);
    assert.equal(first.per_page, 5);
    assert.equal(second.page, 2);
    assert.ok(first.total >= visible.length);
    assert.ok(second.items.every((i) => !first.items.some((j) => j.event_id === i.event_id)));
    const beyond = assertOk(await get('/api/event/list?per_page=100&page=50'));
    assert.deepEqual(beyond.items, []);
    const byPrice = (await list('sort=price')).items.map((i) => i.price_participation);
    assert.deepEqual(byPrice, [...byPrice].sort((a, b) => a - b));
    const byPlaces = (await list('sort=places')).items.map((i) => i.place_count);
    assert.deepEqual(byPlaces, [...byPlaces].sort((a, b) => b - a));
  });

  it('refuses bad parameters with Russian messages', async () => {
    assertFieldError(await get('/api/event/list?city=atlantida'), 'city', 'Неизвестный город');
    assertFieldError(await get('/api/event/list?creative_type=x'), 'creative_type');
    assertFieldError(await get('/api/event/list?age_category=x'), 'age_category');
    assertFieldError(await get('/api/event/list?tags=u-morya&tags=x'), 'tags');
    assertFieldError(await get('/api/event/list?date-min=01.02.2027'), 'date-min', 'Дата должна быть в формате ГГГГ-ММ-ДД');
    assertFieldError(await get('/api/event/list?date-max=2027-02-30'), 'date-max');
    assertFieldError(await get('/api/event/list?date-min=2027-02-03&date-max=2027-02-01'), 'date-max');
    assertFieldError(await get('/api/event/list?per_page=101'), 'per_page', 'Не должно превышать 100');
    assertFieldError(await get('/api/event/list?per_page=0'), 'per_page');
    assertFieldError(await get('/api/event/list?page=0'), 'page');
    assertFieldError(await get('/api/event/list?page=abc'), 'page', 'Должно быть целым числом');
    assertFieldError(await get('/api/event/list?sort=name'), 'sort');
    assertFieldError(await get('/api/event/list?type=festival&type=concert'), 'type', 'Неизвестный тип мероприятия');
  });

  it('never shows unpublished events', async () => {
    const hidden = CATALOG.events.filter((e) => !e.published).map((e) => e.code);
    assert.ok(hidden.length > 0);
    const all = await list('date-min=2000-01-01');
    assert.ok(all.items.every((i) => !hidden.includes(i.code)));
  });
});

describe('GET /api/event/{code}', () => {
  it('answers the full festival', async () => {
    const final = CATALOG.events.find((e) => e.type === 'final' && e.published && e.start_offset_days > 0);
    const data = assertOk(await get(`/api/event/${final.code}`));
    assert.equal(data.code, final.code);
    assert.deepEqual(data.description, final.description);
    assert.equal(data.places_left, final.places_left);
    assert.equal(data.places_total, final.place_count);
    assert.deepEqual(data.program.map((p) => p.title), final.program.map((p) => p.title));
    assert.equal(data.program[0].date, data.date.start);
    assert.deepEqual(data.jury.map((j) => j.name), final.jury.map((j) => j.name));
    assert.deepEqual(data.requirements.map((r) => [r.code, r.count]), final.requirements.map((r) => [r.project, r.count]));
    assert.ok(data.requirements.every((r) => r.title));
    assert.deepEqual(data.creative_types.map((t) => t.code), final.creative_types);
    assert.deepEqual(data.age_categories.map((t) => t.code).sort(), [...final.age_categories].sort());
    if (final.place) {
      assert.equal(typeof data.place.lat, 'number');
      assert.equal(data.place.code, final.place);
    }
    assert.ok(data.related.length <= 4);
    for (const r of data.related) {
      assert.notEqual(r.code, final.code);
      const src = CATALOG.events.find((e) => e.code === r.code);
      assert.ok(src.creative_types.some((t) => final.creative_types.includes(t)), `${r.code} shares a creative type`);
    }
  });

  it('answers 404 for unknown and unpublished codes', async () => {
    const res = await get('/api/event/net-takogo-festivalya');
    assertErrorEnvelope(res, 404);
    assert.equal(res.json.message, 'Фестиваль не найден');
    const hidden = CATALOG.events.find((e) => !e.published);
    assertErrorEnvelope(await get(`/api/event/${hidden.code}`), 404);
    assert.equal((await get(`/api/event/${hidden.code}/cover.svg`)).status, 404);
  });

  it('serves a generated cover for the photo', async () => {
    const data = assertOk(await get('/api/event/zvezdnyy-put-moskva'));
    const res = await get(data.photo);
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^image\/svg\+xml/);
    assert.match(res.text, /^<svg/);
  });
});
