// Accounts' and the admin's writes called many times at the same instant (issue 30, decision
// 0047), against the copy of the server that BASE_URL names: one login code opens one session,
// code requests at once mail one code, a manager's block is never undone by an edit made at the
// same moment, and saves of one record by several editors end with the record the newest audit
// entry shows, each save audited once. Run by ../concurrency.test.mjs once per copy (one io
// thread, two io threads).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { call, latestCode, login, mailTo, outboxTo, registerUser } from '../lib/accounts.mjs';
import { get, hostFor, request } from '../lib/http.mjs';
import { staff } from '../lib/cart.mjs';

const N = 8;
const tag = () => crypto.randomBytes(4).toString('hex');

/** N calls made at once; their answers, after health is asked while they run. */
async function atOnce(calls, allowed = [200]) {
  const answers = Promise.all(calls.map((f) => f()));
  const health = await request('GET', '/api/health', { timeout: 10000 });
  assert.equal(health.status, 200, 'health answers while the writes run');
  const out = await answers;
  for (const a of out) assert.ok(allowed.includes(a.status), `${a.status}: ${a.text.slice(0, 200)}`);
  return out;
}

const as = async (who, method, path, body) => call(method, path, { cookie: await staff(who), body });

/** A record's audit, newest first (the admin sees every section's). */
async function auditOf(entity, id) {
  const res = await as('admin', 'GET', `/api/admin/audit?entity=${entity}&entity_id=${id}&range=${encodeURIComponent('[0,99]')}`);
  assert.equal(res.status, 200, res.text);
  return res.json;
}

/** N saves of one record at once: each audited once, and the record is the newest entry's after. */
async function stormOneRecord({ entity, id, save, shown }) {
  const titles = Array.from({ length: N }, (_, i) => `Правка ${i + 1} ${tag()}`);
  await atOnce(titles.map((title) => () => save(title)));
  const edits = (await auditOf(entity, id)).filter((e) => e.action === 'edit');
  assert.equal(edits.length, N, 'one audit entry per save');
  assert.deepEqual(edits.map((e) => e.after.title ?? e.after.name).sort(), [...titles].sort());
  const newest = edits[0].after.title ?? edits[0].after.name;
  assert.equal(await shown(), newest, 'the record shows what the newest audit entry says');
}

describe(`accounts' and staff writes at the same instant (${process.env.COPY ?? 'a copy'})`, () => {
  it('one login code sent N times at once: one session, the others told the code is wrong', async () => {
    const a = await registerUser();
    assert.equal((await call('POST', '/api/auth/forgot', { body: { email: a.email } })).status, 200);
    const code = await latestCode(a.email);
    const answers = await atOnce(Array.from({ length: N }, () => () => login(a.email, code)), [200, 401]);
    assert.equal(answers.filter((r) => r.status === 200).length, 1, answers.map((r) => r.status).join(' '));
  });

  it('N code requests for one address at once: one code mailed, the others told when to ask again', async () => {
    const a = await registerUser();
    const codes = () => mailTo(a.email).filter((m) => /Ваш код для входа/.test(m.text)).length;
    const answers = await atOnce(
      Array.from({ length: N }, () => () => call('POST', '/api/auth/forgot', { body: { email: a.email } })),
      [200, 429],
    );
    assert.equal(answers.filter((r) => r.status === 200).length, 1, answers.map((r) => r.status).join(' '));
    // Every answer is in, and each queued its letter inside its request: the outbox holds them all.
    assert.equal((await outboxTo(a.email)).filter((row) => /Код для входа/.test(row.subject ?? '')).length, 1);
    await latestCode(a.email);
    assert.equal(codes(), 1);
  });

  it('N accounts blocked while a manager renames each at the same instant: blocked and renamed', async () => {
    const people = await Promise.all(Array.from({ length: N }, () => registerUser()));
    await atOnce(people.flatMap((p, i) => [
      () => as('users', 'POST', `/api/admin/users/${p.user.id}/block`, { reason: 'Спам в комментариях' }),
      () => as('users', 'PUT', `/api/admin/users/${p.user.id}`, { first_name: `Имя${'абвгдежзик'[i]}`, last_name: 'Новая', email: p.email }),
    ]));
    for (const [i, p] of people.entries()) {
      const shown = (await as('users', 'GET', `/api/admin/users/${p.user.id}`)).json;
      assert.ok(shown.blocked_at, `${p.email} stays blocked`);
      assert.equal(shown.first_name, `Имя${'абвгдежзик'[i]}`, `${p.email} renamed`);
      assert.equal((await call('GET', '/api/auth/me', { cookie: p.cookie })).status, 401, 'the session is gone');
    }
  });

  it("one account's roles set N times at once: the roles of the newest audit entry, each audited", async () => {
    const a = await registerUser();
    const sets = [['ManagerNews'], ['ManagerSeo'], ['ManagerTickets'], ['ManagerNews', 'ManagerSeo'], [], ['ManagerOrders'], ['ManagerUsers'], ['ManagerPosters']];
    await atOnce(sets.map((roles) => () => as('admin', 'PUT', `/api/admin/users/${a.user.id}/roles`, { roles })));
    const entries = (await auditOf('user', a.user.id)).filter((e) => e.action === 'roles');
    assert.equal(entries.length, N);
    const shown = (await as('admin', 'GET', `/api/admin/users/${a.user.id}`)).json;
    assert.deepEqual(shown.roles, entries[0].after.roles);
  });

  it('one article saved by N editors at once, and N articles written at once', async () => {
    const draft = (title, code) => ({
      code, type: 'novosti', title, lead: 'Коротко о главном.', author: 'Редакция', tags: [], status: 'published',
      blocks: [{ type: 'rich_text', body: 'Текст новости.' }],
    });
    const code = `shtorm-${tag()}`;
    const made = await as('news', 'POST', '/api/admin/articles', draft('Первая версия', code));
    assert.equal(made.status, 200, made.text);
    await stormOneRecord({
      entity: 'article',
      id: made.json.id,
      save: (title) => as('news', 'PUT', `/api/admin/articles/${made.json.id}`, draft(title, code)),
      shown: async () => (await get(`/api/blog/article?type=novosti&code=${code}`, { host: hostFor('main') })).json.data.title,
    });
    const codes = Array.from({ length: N }, () => `shtorm-${tag()}`);
    const answers = await atOnce(codes.map((c) => () => as('news', 'POST', '/api/admin/articles', draft(`Новость ${c}`, c))));
    for (const res of answers) assert.deepEqual((await auditOf('article', res.json.id)).map((e) => e.action), ['create']);
    for (const c of codes) assert.equal((await get(`/api/blog/article?type=novosti&code=${c}`, { host: hostFor('main') })).status, 200);
  });

  it('one content page saved N times at once; one address claimed N times at once: one page', async () => {
    const path = `/shtorm-${tag()}/`;
    const page = (title, p = path) => ({ area: 'main', path: p, title, status: 'published', blocks: [{ type: 'rich_text', body: 'Текст.' }] });
    const made = await as('seo', 'POST', '/api/admin/pages', page('Первая версия'));
    assert.equal(made.status, 200, made.text);
    await stormOneRecord({
      entity: 'content_page',
      id: made.json.id,
      save: (title) => as('seo', 'PUT', `/api/admin/pages/${made.json.id}`, page(title)),
      shown: async () => (await get(`/api/content/page?path=${encodeURIComponent(path)}`, { host: hostFor('main') })).json.data.title,
    });
    const contested = `/shtorm-${tag()}/`;
    const answers = await atOnce(
      Array.from({ length: N }, (_, i) => () => as('seo', 'POST', '/api/admin/pages', page(`Претендент ${i}`, contested))),
      [200, 422],
    );
    assert.equal(answers.filter((r) => r.status === 200).length, 1, answers.map((r) => r.text.slice(0, 120)).join('\n'));
    for (const res of answers.filter((r) => r.status === 422)) {
      assert.deepEqual(res.json.errors.path, ['Страница с таким адресом в этом разделе уже есть']);
    }
  });

  it('one address given an SEO override N times at once: one override, the others told it exists', async () => {
    const path = `/shtorm-${tag()}/`;
    const answers = await atOnce(
      Array.from({ length: N }, (_, i) => () => as('seo', 'POST', '/api/admin/seo', { area: 'main', path, title: `Заголовок ${i}` })),
      [200, 422],
    );
    const made = answers.filter((r) => r.status === 200);
    assert.equal(made.length, 1, answers.map((r) => r.text.slice(0, 120)).join('\n'));
    await stormOneRecord({
      entity: 'seo_override',
      id: made[0].json.id,
      save: (title) => as('seo', 'PUT', `/api/admin/seo/${made[0].json.id}`, { area: 'main', path, title }),
      shown: async () => (await as('seo', 'GET', `/api/admin/seo/${made[0].json.id}`)).json.title,
    });
  });

  it('one widget host listed N times at once: one row, the others told it is listed', async () => {
    const host = `shtorm-${tag()}.example.ru`;
    const answers = await atOnce(
      Array.from({ length: N }, (_, i) => () => as('admin', 'POST', '/api/admin/widget-hosts', { host, title: `CRM ${'абвгдежз'[i]}` })),
      [200, 422],
    );
    assert.equal(answers.filter((r) => r.status === 200).length, 1, answers.map((r) => r.text.slice(0, 120)).join('\n'));
    // A loser that passed the check before the winner's insert meets the unique index and is
    // checked again (db::recheck_duplicate): it hears of its field like the others.
    for (const res of answers.filter((r) => r.status === 422)) assert.ok(res.json.errors.host, res.text);
    const listed = (await as('admin', 'GET', `/api/admin/widget-hosts?range=${encodeURIComponent('[0,999]')}`)).json;
    assert.equal(listed.filter((h) => h.host === host).length, 1);
  });

  it('one browser logging in N times at once: every login answers, the device stays trusted', async () => {
    const a = await registerUser();
    const first = await login(a.email, a.password);
    const device = [].concat(first.headers['set-cookie'] ?? []).find((c) => c.startsWith('device='))?.split(';')[0];
    assert.ok(device, 'a device cookie');
    const answers = await atOnce(Array.from({ length: N }, () => () =>
      call('POST', '/api/auth/login', { headers: { Cookie: device }, body: { email: a.email, password: a.password } })));
    assert.ok(answers.every((r) => r.status === 200));
  });

  it('one client error reported N times at once: one row counted', async () => {
    const report = { message: `TypeError: шторм ${tag()}`, stack: 'at Basket (/assets/a.js:1:2)', area: 'main' };
    const answers = await atOnce(Array.from({ length: N }, () => () => call('POST', '/api/client-errors', { body: report })));
    assert.equal(new Set(answers.map((r) => r.json.data.id)).size, 1, 'the same row for every report');
  });

  it('one paid service renamed N times at once: the catalogue shows the newest name', async () => {
    const categories = await as('admin', 'GET', '/api/admin/service-categories');
    const code = `shtorm-${tag()}`;
    const body = (name) => ({
      code, name, description: 'Описание услуги.', category_id: categories.json[0].id,
      price_final: 1500, price_preview: 'от 1 500 ₽', special: false, tag_ids: [], params: [],
    });
    const made = await as('admin', 'POST', '/api/admin/services', body('Первая версия'));
    assert.equal(made.status, 200, made.text);
    await stormOneRecord({
      entity: 'service',
      id: made.json.id,
      save: (name) => as('admin', 'PUT', `/api/admin/services/${made.json.id}`, body(name)),
      shown: async () => (await call('GET', '/api/services')).json.data.items.find((s) => s.code === code).name,
    });
  });
});
