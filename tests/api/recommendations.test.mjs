// The «Рекомендуем» picks (decision 0030): festivals and articles an editor of the recommend
// section puts in an area's list, served to visitors as ready cards in the editors' order, with
// unpublished, finished and draft items left out; the `recommended` block of content pages. The
// demo picks come from server/seed/content/recommendations.json. The tests write to the arenda
// area, which has no demo picks.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { REQUIRED, call } from './lib/accounts.mjs';
import { createEvent, day, q, staff } from './lib/cart.mjs';

const AREA = 'arenda';
const BASE = '/api/admin/recommendations';
const admin = async (method, path, body, who = 'news') => call(method, path, { cookie: await staff(who), body });
const picks = async (area = AREA, query = '') => assertOk(await get(`/api/recommendations${query}`, { host: hostFor(area) })).items;
const itemKey = (item) => (item.kind === 'event' ? `event:${item.event.event_id}` : `article:${item.article.code}`);

async function pick(body, who = 'news') {
  const res = await admin('POST', BASE, { area: AREA, ...body }, who);
  assert.equal(res.status, 200, res.text.slice(0, 300));
  return res.json;
}

async function article(overrides = {}) {
  const body = {
    code: `rekomendaciya-${crypto.randomBytes(4).toString('hex')}`,
    type: 'blog',
    title: 'Статья для подборки',
    lead: 'Коротко о том, зачем её читать.',
    status: 'published',
    blocks: [{ type: 'rich_text', body: 'Текст статьи.' }],
    ...overrides,
  };
  const res = await admin('POST', '/api/admin/articles', body);
  assert.equal(res.status, 200, res.text.slice(0, 300));
  return res.json;
}

describe('recommendations', () => {
  before(async () => {
    // A run that stopped half-way leaves its picks: start the test area empty.
    const left = await admin('GET', `${BASE}?filter=${q({ area: AREA })}`);
    assert.equal(left.status, 200, left.text.slice(0, 300));
    for (const row of left.json) assert.equal((await admin('DELETE', `${BASE}/${row.id}`)).status, 200);
  });

  it('serves the demo picks of main and events as ready cards, events as the catalogue draws them', async () => {
    for (const area of ['main', 'events']) {
      const items = await picks(area);
      const events = items.filter((i) => i.kind === 'event');
      const articles = items.filter((i) => i.kind === 'article');
      assert.ok(events.length >= 3, `${area}: ${events.length} festivals`);
      assert.ok(articles.length >= 2, `${area}: ${articles.length} articles`);
      for (const { event } of events) {
        assert.equal(typeof event.code, 'string');
        assert.equal(typeof event.name, 'string');
        assert.ok(event.date.end >= day(0), 'upcoming');
        assert.deepEqual(Object.keys(event.place), ['city', 'address']);
      }
      for (const { article: a } of articles) {
        assert.match(a.path, /^\/blog\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
        assert.equal(typeof a.title, 'string');
        assert.equal(typeof a.type_name, 'string');
      }
    }
    const main = await picks('main');
    assert.equal(main[0].note, 'Скоро старт');
    // The catalogue's own card of the same event.
    const list = assertOk(await get(`/api/event/list?per_page=100`, { host: hostFor('events') })).items;
    const same = list.find((e) => e.event_id === main[0].event.event_id);
    if (same) assert.deepEqual(main[0].event, same);
    assert.equal((await picks('main', '?limit=1')).length, 1);
    for (const bad of ['?limit=0', '?limit=13', '?limit=abc', `?limit=${'9'.repeat(1000)}`]) {
      assertErrorEnvelope(await get(`/api/recommendations${bad}`, { host: hostFor('main') }), 400, bad);
    }
    assert.deepEqual(await picks(AREA), [], 'an area without picks: nothing');
  });

  it('shows live picks in the editors\' order and skips unpublished, finished and draft items', async () => {
    const live = await createEvent();
    const hidden = await createEvent({ published: false });
    const past = await createEvent({ date_start: day(-20), date_end: day(-19) });
    const published = await article();
    const draft = await article({ status: 'draft' });
    const eventPick = await pick({ kind: 'event', item_id: live.id, position: 3, note: 'Выбор редакции' });
    const articlePick = await pick({ kind: 'article', item_id: published.id, position: 1 });
    const draftPick = await pick({ kind: 'article', item_id: draft.id, position: 2 });
    await pick({ kind: 'event', item_id: hidden.id, position: 4 });
    await pick({ kind: 'event', item_id: past.id, position: 5 });
    assert.equal(eventPick.item_title, live.name);
    assert.equal(eventPick.visible, true);
    assert.equal(draftPick.visible, false);

    let items = await picks();
    assert.deepEqual(items.map(itemKey), [`article:${published.code}`, `event:${live.id}`]);
    assert.equal(items[1].note, 'Выбор редакции');
    assert.equal(items[0].note, undefined);
    assert.equal(items[0].article.path, `/blog/blog/${published.code}/`);
    assert.equal(items[0].article.lead, 'Коротко о том, зачем её читать.');

    // Publishing the draft and moving the event first show at once (the cache is dropped).
    const { blocks: _b, ...draftFields } = draft;
    assert.equal((await admin('PUT', `/api/admin/articles/${draft.id}`, { ...draftFields, status: 'published' })).status, 200);
    const moved = await admin('PUT', `${BASE}/${eventPick.id}`, { ...eventPick, position: 0 });
    assert.equal(moved.status, 200, moved.text.slice(0, 300));
    items = await picks();
    assert.deepEqual(items.map(itemKey), [`event:${live.id}`, `article:${published.code}`, `article:${draft.code}`]);

    // Unpublishing the festival hides its pick; the admin still lists it, marked not shown.
    assert.equal((await call('POST', `/api/admin/events/${live.id}/unpublish`, { cookie: await staff('admin') })).status, 200);
    items = await picks();
    assert.ok(!items.some((i) => i.kind === 'event'), 'the unpublished festival is left out');
    const row = await admin('GET', `${BASE}/${eventPick.id}`);
    assert.equal(row.json.visible, false);

    assert.equal((await admin('DELETE', `${BASE}/${articlePick.id}`)).status, 200);
    assertErrorEnvelope(await admin('GET', `${BASE}/${articlePick.id}`), 404);
    items = await picks();
    assert.deepEqual(items.map(itemKey), [`article:${draft.code}`]);
  });

  it('lists picks for react-admin filtered by area and kind, sorted by position', async () => {
    const res = await admin('GET', `${BASE}?filter=${q({ area: 'main', kind: 'event' })}&sort=${q(['position', 'ASC'])}&range=${q([0, 1])}`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.match(res.headers['content-range'], /^recommendations 0-1\/\d+$/);
    assert.equal(res.json.length, 2);
    assert.ok(res.json.every((r) => r.area === 'main' && r.kind === 'event' && typeof r.item_title === 'string'));
    assert.ok(res.json[0].position <= res.json[1].position);
    const found = await admin('GET', `${BASE}?filter=${q({ q: 'Звёздный' })}`);
    assert.ok(found.json.some((r) => r.item_code === 'zvezdnyy-put-moskva'));
  });

  it('refuses bad picks with a message per field, the note\'s length first', async () => {
    const live = await createEvent();
    const bravoArticle = await article({ area: 'bravo', type: 'tvorchestvo' });
    const taken = await pick({ kind: 'event', item_id: live.id });
    const base = { area: AREA, kind: 'event', item_id: live.id };
    const cases = [
      [{ note: 'я'.repeat(121) }, 'note', 'Не должно превышать 120 символов'],
      [{ note: 'я'.repeat(121), item_id: 999999999 }, 'note', 'Не должно превышать 120 символов'],
      [{ area: 'admin' }, 'area', 'Такого раздела сайта нет'],
      [{ area: undefined }, 'area', REQUIRED],
      [{ kind: 'poster' }, 'kind', 'Выберите, что рекомендовать: мероприятие или статью'],
      [{ item_id: undefined }, 'item_id', REQUIRED],
      [{ item_id: 'первый' }, 'item_id'],
      [{ item_id: -3 }, 'item_id'],
      [{ item_id: 999999999 }, 'item_id', 'Такого мероприятия нет'],
      [{ kind: 'article', item_id: 999999999 }, 'item_id', 'Такой статьи нет'],
      [{ kind: 'article', item_id: bravoArticle.id, area: 'events' }, 'item_id'],
      [{ item_id: live.id }, 'item_id', 'Этот материал уже есть в рекомендациях раздела'],
      [{ position: -1 }, 'position', 'Должно быть целым числом от 0 до 10000'],
      [{ position: 'первым' }, 'position'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin('POST', BASE, { ...base, ...overrides });
      assertFieldError(res, field, message);
    }
    // A megabyte note is a 422, not a crash; the server still answers.
    assertFieldError(await admin('POST', BASE, { ...base, note: 'a'.repeat(1_000_000) }), 'note');
    assertFieldError(await admin('PUT', `${BASE}/${taken.id}`, { ...taken, note: 'a'.repeat(1_000_000) }), 'note');
    // main may pick an article of any area, bravo its own.
    const inBravo = await pick({ area: 'bravo', kind: 'article', item_id: bravoArticle.id });
    assert.equal((await admin('DELETE', `${BASE}/${inBravo.id}`)).status, 200);
    assertErrorEnvelope(await admin('PUT', `${BASE}/999999999`, base), 404);
    assertErrorEnvelope(await admin('DELETE', `${BASE}/999999999`), 404);
    assert.equal((await admin('DELETE', `${BASE}/${taken.id}`)).status, 200);
  });

  it('only the recommend section writes picks; every change is audited', async () => {
    const live = await createEvent();
    assertErrorEnvelope(await call('GET', BASE), 401);
    assertErrorEnvelope(await call('POST', BASE, { body: { area: AREA, kind: 'event', item_id: live.id } }), 401);
    for (const who of ['seo', 'orders', 'posters', 'user']) {
      assertErrorEnvelope(await admin('GET', BASE, undefined, who), 403, who);
      assertErrorEnvelope(await admin('POST', BASE, { area: AREA, kind: 'event', item_id: live.id }, who), 403, who);
    }
    // The pick's form reads the festivals: the news manager may list them, not change them.
    assert.equal((await admin('GET', `/api/admin/events?range=${q([0, 4])}`)).status, 200);
    assertErrorEnvelope(await admin('PUT', `/api/admin/events/${live.id}`, { name: 'Нет' }), 403);
    const mine = await pick({ kind: 'event', item_id: live.id, note: 'Первая запись' });
    assert.equal((await admin('PUT', `${BASE}/${mine.id}`, { ...mine, note: 'Исправлено' }, 'admin')).status, 200);
    assert.equal((await admin('DELETE', `${BASE}/${mine.id}`)).status, 200);
    const audit = await admin('GET', `/api/admin/audit?entity=recommendation&entity_id=${mine.id}`);
    assert.equal(audit.status, 200, audit.text.slice(0, 300));
    assert.deepEqual(audit.json.map((e) => e.action).sort(), ['create', 'delete', 'edit']);
    assertErrorEnvelope(await admin('GET', `/api/admin/audit?entity=recommendation&entity_id=${mine.id}`, undefined, 'seo'), 403);
  });

  it('the recommended block: title and limit 1-12 on a page save', async () => {
    const save = async (block) =>
      call('POST', '/api/admin/pages', {
        cookie: await staff('seo'),
        body: { area: 'main', path: `/proverka-${crypto.randomBytes(4).toString('hex')}/`, title: 'Проверка', status: 'draft', blocks: [block] },
      });
    const ok = await save({ type: 'recommended', title: '  Выбор редакции  ', limit: 4, extra: 'отброшено' });
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    assert.deepEqual(ok.json.blocks, [{ type: 'recommended', title: 'Выбор редакции', limit: 4 }]);
    const bare = await save({ type: 'recommended' });
    assert.deepEqual(bare.json.blocks, [{ type: 'recommended' }]);
    assertFieldError(await save({ type: 'recommended', limit: 0 }), 'blocks[0].limit', 'Должно быть целым числом от 1 до 12');
    assertFieldError(await save({ type: 'recommended', limit: 13 }), 'blocks[0].limit', 'Должно быть целым числом от 1 до 12');
    assertFieldError(await save({ type: 'recommended', title: 'я'.repeat(161) }), 'blocks[0].title', 'Не должно превышать 160 символов');
    const specs = assertOk(await call('GET', '/api/admin/content/blocks', { cookie: await staff('seo') })).blocks;
    const spec = specs.find((b) => b.type === 'recommended');
    assert.equal(spec.label, 'Рекомендуем');
    assert.deepEqual(spec.fields.find((f) => f.name === 'limit'), { name: 'limit', label: 'Сколько карточек', type: 'integer', required: false, max: 12, min: 1 });
    // main's «Участникам» page has the block.
    const page = assertOk(await get('/api/content/page?path=/uchastnikam/', { host: hostFor('main') }));
    assert.ok(page.blocks.some((b) => b.type === 'recommended'));
  });
});
