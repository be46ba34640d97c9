// GET /api/admin/audit: a record's history for the admin (react-admin list, newest first, with the
// actor's name and the changed fields); only for users who have the record's section.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError } from './lib/http.mjs';
import { DEMO, call, loginCookie } from './lib/accounts.mjs';

let admin;
let posters;
let users;
const q = (v) => encodeURIComponent(JSON.stringify(v));

before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
  posters = await loginCookie(DEMO.posters.email, DEMO.posters.password);
  users = await loginCookie(DEMO.users.email, DEMO.users.password);
});

describe('GET /api/admin/audit', () => {
  it('answers a record history, newest first, with the actor and the changed fields', async () => {
    const tag = await call('POST', '/api/admin/tags', { cookie: admin, body: {
      slug: `metka-${crypto.randomBytes(3).toString('hex')}`, title: 'Проверочная метка', icon: 'star', color: '#123456' } });
    assert.equal(tag.status, 200, tag.text);
    await call('PUT', `/api/admin/tags/${tag.json.id}`, { cookie: admin, body: { title: 'Новое название', color: '#654321' } });
    await call('DELETE', `/api/admin/tags/${tag.json.id}`, { cookie: admin });
    const log = await call('GET', `/api/admin/audit?entity=tag&entity_id=${tag.json.id}`, { cookie: admin });
    assert.equal(log.status, 200, log.text);
    assert.equal(log.headers['content-range'], 'audit 0-2/3');
    assert.deepEqual(log.json.map((e) => e.action), ['delete', 'edit', 'create']);
    const [deleted, edit, created] = log.json;
    for (const e of log.json) {
      assert.deepEqual(Object.keys(e).sort(), ['action', 'actor', 'after', 'before', 'changed', 'created_at', 'id']);
      assert.equal(e.actor.email, DEMO.admin.email);
      assert.ok(e.actor.name, 'the actor has a name');
    }
    assert.deepEqual(edit.changed.sort(), ['color', 'title']);
    assert.equal(edit.before.title, 'Проверочная метка');
    assert.equal(edit.after.title, 'Новое название');
    assert.equal(created.before, null);
    assert.equal(deleted.after, null);
    const page = await call('GET', `/api/admin/audit?entity=tag&entity_id=${tag.json.id}&range=${q([1, 1])}`, { cookie: admin });
    assert.deepEqual(page.json.map((e) => e.action), ['edit']);
    assert.equal(page.headers['content-range'], 'audit 1-1/3');
    const viaFilter = await call('GET', `/api/admin/audit?filter=${q({ entity: 'tag', entity_id: tag.json.id })}&range=${q([0, 24])}`, { cookie: admin });
    assert.deepEqual(viaFilter.json.map((e) => e.action), ['delete', 'edit', 'create'], 'react-admin getList filter');
  });

  it('answers only users who have the record section', async () => {
    const places = (await call('GET', '/api/admin/places', { cookie: posters })).json;
    const place = places[0];
    await call('PUT', `/api/admin/places/${place.id}`, { cookie: posters, body: { address: place.address } });
    const own = await call('GET', `/api/admin/audit?entity=place&entity_id=${place.id}`, { cookie: posters });
    assert.equal(own.status, 200, own.text);
    assert.ok(own.json.length >= 1);
    assertErrorEnvelope(await call('GET', '/api/admin/audit?entity=event&entity_id=1', { cookie: posters }), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/audit?entity=user&entity_id=1', { cookie: posters }), 403);
    assert.equal((await call('GET', '/api/admin/audit?entity=user&entity_id=1', { cookie: users })).status, 200);
    assertErrorEnvelope(await call('GET', '/api/admin/audit?entity=city&entity_id=1', { cookie: users }), 403);
    assertErrorEnvelope(await call('GET', '/api/admin/audit?entity=city&entity_id=1'), 401);
  });

  it('refuses unknown entities and bad ids', async () => {
    const res = await call('GET', '/api/admin/audit?entity=spaceship&entity_id=x', { cookie: admin });
    assertFieldError(res, 'entity', 'Неизвестный тип записи');
    assertFieldError(res, 'entity_id', 'Должно быть целым числом больше 0');
  });
});
