// The creative projects' public API: the list (fixed first, then by title, with the count of
// upcoming published events) and a project's page with its content and events in the CartEvent
// shape; unknown slugs; the cached answers follow admin changes. Expectations come from the demo
// data (server/seed/catalog.json); other test files add projects and events at the same time, so
// only demo projects and demo codes are compared.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { assertErrorEnvelope, assertOk, get } from './lib/http.mjs';
import { DEMO, call, loginCookie } from './lib/accounts.mjs';

const CATALOG = JSON.parse(fs.readFileSync(new URL('../../server/seed/catalog.json', import.meta.url)));
const DEMO_CODES = new Set(CATALOG.events.map((e) => e.code));
const DEMO_SLUGS = new Set(CATALOG.projects.map((p) => p.slug));
const upcoming = (slug) => CATALOG.events
  .filter((e) => e.project === slug && e.published && e.start_offset_days + e.duration_days - 1 >= 0);

let admin;
before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
});

describe('GET /api/project/list', () => {
  it('lists every project, fixed first then by title, with its upcoming events count', async () => {
    const data = assertOk(await get('/api/project/list'));
    const items = data.items.filter((p) => DEMO_SLUGS.has(p.slug));
    assert.equal(items.length, CATALOG.projects.length);
    for (const item of data.items) {
      assert.deepEqual(Object.keys(item).sort(), ['events_count', 'fixed', 'slug', 'summary', 'title']);
      assert.equal(typeof item.fixed, 'boolean');
    }
    const fixed = data.items.map((p) => p.fixed);
    assert.deepEqual(fixed, [...fixed].sort((a, b) => Number(b) - Number(a)), 'fixed projects come first');
    for (const group of [true, false]) {
      const titles = data.items.filter((p) => p.fixed === group).map((p) => p.title);
      assert.deepEqual(titles, [...titles].sort(), `titles in order (fixed=${group})`);
    }
    for (const src of CATALOG.projects) {
      const item = items.find((p) => p.slug === src.slug);
      assert.equal(item.title, src.title);
      assert.equal(item.summary, src.summary);
      assert.equal(item.fixed, src.fixed);
      assert.ok(item.events_count >= upcoming(src.slug).length, src.slug);
    }
  });
});

describe('GET /api/project/{slug}', () => {
  it('answers the project with its content and upcoming published events by date', async () => {
    for (const src of CATALOG.projects) {
      const data = assertOk(await get(`/api/project/${src.slug}`));
      assert.equal(data.slug, src.slug);
      assert.equal(data.title, src.title);
      assert.equal(data.summary, src.summary);
      assert.equal(data.fixed, src.fixed);
      assert.deepEqual(data.content, src.content);
      const codes = data.events.map((e) => e.code).filter((c) => DEMO_CODES.has(c)).sort();
      assert.deepEqual(codes, upcoming(src.slug).map((e) => e.code).sort(), src.slug);
      const starts = data.events.map((e) => e.date.start);
      assert.deepEqual(starts, [...starts].sort());
      const listed = assertOk(await get('/api/project/list')).items.find((p) => p.slug === src.slug);
      assert.equal(listed.events_count, data.events.length);
    }
  });

  it('builds its events exactly like the event list', async () => {
    const src = CATALOG.projects.find((p) => upcoming(p.slug).length > 0);
    const data = assertOk(await get(`/api/project/${src.slug}`));
    const list = assertOk(await get('/api/event/list?per_page=100&date-min=2000-01-01'));
    for (const event of data.events) {
      const same = list.items.find((i) => i.code === event.code);
      if (same) assert.deepEqual(event, same, event.code);
    }
  });

  it('answers 404 «Проект не найден» for an unknown slug', async () => {
    const res = await get('/api/project/net-takogo-proekta');
    assertErrorEnvelope(res, 404);
    assert.equal(res.json.message, 'Проект не найден');
  });

  it('shows a newly published event of the project at once (the cache is dropped)', async () => {
    const slug = 'kemp-novaya-volna';
    const before = assertOk(await get(`/api/project/${slug}`));
    const countBefore = assertOk(await get('/api/project/list')).items.find((p) => p.slug === slug).events_count;
    // The project's id, read from one of its demo events.
    const sibling = CATALOG.events.find((e) => e.project === slug).code;
    const events = await call('GET', `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ code: sibling }))}`, { cookie: admin });
    assert.equal(events.status, 200, events.text);
    const projectId = events.json[0].project_id;
    assert.ok(projectId);
    const start = new Date(Date.now() + 50 * 86400e3).toISOString().slice(0, 10);
    const code = `proekt-test-${crypto.randomBytes(3).toString('hex')}`;
    const created = await call('POST', '/api/admin/events', { cookie: admin, body: {
      code, type: 'camp', name: 'Проверочная смена кемпа', description: ['Смена для проверки.'],
      date_start: start, date_end: start, place_count: 20, places_left: 20, price_participation: 0,
      package_trip: [], project_id: projectId, published: true,
      creative_type_ids: [], tag_ids: [], age_category_ids: [] } });
    assert.equal(created.status, 200, created.text);
    const after = assertOk(await get(`/api/project/${slug}`));
    assert.ok(after.events.some((e) => e.code === code));
    assert.equal(assertOk(await get('/api/project/list')).items.find((p) => p.slug === slug).events_count, countBefore + 1);
    assert.equal((await call('DELETE', `/api/admin/events/${created.json.id}`, { cookie: admin })).status, 200);
    assert.ok(!assertOk(await get(`/api/project/${slug}`)).events.some((e) => e.code === code));
  });
});
