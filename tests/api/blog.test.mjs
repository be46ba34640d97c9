// The blog (issue 12, decision 0027): article types and articles written in the admin by the
// blogs section, served to every visitor at once, with their own pages (404 for what does not
// exist), Article JSON-LD and an RSS feed per area. The demo blog comes from
// server/seed/content/blog.json.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { REQUIRED, call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

const code = () => `proverka-${crypto.randomBytes(4).toString('hex')}`;
const list = (query = '') => get(`/api/blog/articles${query}`, { host: hostFor('main') });
const article = (type, c) => get(`/api/blog/article?type=${type}&code=${c}`, { host: hostFor('main') });
const admin = async (method, path, body, who = 'news') => call(method, path, { cookie: await staff(who), body });

function draft(overrides = {}) {
  return {
    code: code(), type: 'novosti', title: 'Проверочная новость', lead: 'Коротко о главном.',
    author: 'Редакция', tags: ['проверка'], status: 'published',
    blocks: [{ type: 'rich_text', body: '## Подробности\n\nТекст новости.' }], ...overrides,
  };
}

async function created(overrides) {
  const res = await admin('POST', '/api/admin/articles', draft(overrides));
  assert.equal(res.status, 200, res.text);
  return res.json;
}

describe('the blog', () => {
  it('lists the demo sections and articles, newest first, by type and page', async () => {
    const types = assertOk(await get('/api/blog/types', { host: hostFor('main') }));
    assert.deepEqual(types.items.map((t) => t.code).slice(0, 3), ['novosti', 'blog', 'tvorchestvo']);
    const all = assertOk(await list());
    assert.ok(all.total >= 8, `demo articles: ${all.total}`);
    const times = all.items.map((a) => a.published_at);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const byTwo = assertOk(await list('?limit=2&page=2'));
    assert.equal(byTwo.items.length, 2);
    assert.equal(byTwo.pages, Math.ceil(all.total / 2));
    assert.equal(byTwo.items[0].code, all.items[2].code);
    const bravo = assertOk(await list('?type=tvorchestvo'));
    assert.ok(bravo.items.length >= 2 && bravo.items.every((a) => a.type === 'tvorchestvo' && a.type_name === 'Творчество'));
    assert.deepEqual(assertOk(await list('?page=999')).items, [], 'past the last page: empty');
    assertErrorEnvelope(await list('?type=net-takogo'), 404);
    for (const bad of ['?page=0', '?page=abc', '?limit=13', `?type=${'a'.repeat(1_000_000)}`]) {
      assertErrorEnvelope(await list(bad), 400, bad);
    }
  });

  it('serves an article with its blocks; drafts and other types are not found', async () => {
    const first = assertOk(await list('?type=blog&limit=1')).items[0];
    const full = assertOk(await article('blog', first.code));
    assert.equal(full.title, first.title);
    assert.equal(full.blocks[0].type, 'rich_text');
    assertErrorEnvelope(await article('novosti', first.code), 404);
    assertErrorEnvelope(await article('blog', 'net-takoy-stati'), 404);
    const hidden = await created({ status: 'draft' });
    assertErrorEnvelope(await article('novosti', hidden.code), 404);
    assert.ok(!assertOk(await list('?type=novosti')).items.some((a) => a.code === hidden.code));
  });

  it('an editor\'s article shows at once, filtered by tag; deleting hides it', async () => {
    const tag = `метка ${crypto.randomBytes(3).toString('hex')}`;
    const fresh = await created({ tags: [tag], published_at: '2030-01-01T00:00:00Z' });
    assert.equal(assertOk(await list()).items[0].code, fresh.code, 'the newest first at once');
    assert.deepEqual(assertOk(await list(`?tag=${encodeURIComponent(tag)}`)).items.map((a) => a.code), [fresh.code]);
    assert.equal((await admin('DELETE', `/api/admin/articles/${fresh.id}`)).status, 200);
    assertErrorEnvelope(await article('novosti', fresh.code), 404);
  });

  it('full loads: the list, a section and an article with JSON-LD; 404 for what does not exist', async () => {
    const page = async (path) => get(path, { host: hostFor('main') });
    const blog = await page('/blog/');
    assert.equal(blog.status, 200);
    assert.match(blog.text, /<title>Блог — Территория творчества<\/title>/);
    const news = await page('/blog/novosti/');
    assert.equal(news.status, 200);
    assert.match(news.text, /<title>Новости — блог — Территория творчества<\/title>/);
    assert.equal((await page('/blog/net-takogo-razdela/')).status, 404);
    const one = assertOk(await list('?type=novosti&limit=1')).items[0];
    const art = await page(`/blog/novosti/${one.code}/`);
    assert.equal(art.status, 200);
    assert.match(art.text, new RegExp(`<link rel="canonical" href="http://[^"]+/blog/novosti/${one.code}/">`));
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(art.text)[1]);
    assert.equal(ld['@type'], 'Article');
    assert.equal(ld.headline, one.title);
    assert.equal(ld.datePublished, one.published_at);
    assert.equal((await page(`/blog/blog/${one.code}/`)).status, 404, 'another section');
    assert.equal((await page('/blog/novosti/net-takoy-stati/')).status, 404);
  });

  it('an RSS feed per area: main has every article, bravo its own', async () => {
    const main = await get('/rss.xml', { host: hostFor('main') });
    assert.equal(main.status, 200);
    assert.match(main.headers['content-type'], /application\/rss\+xml/);
    const items = main.text.match(/<item>/g) ?? [];
    assert.ok(items.length >= 8);
    assert.match(main.text, /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d \+0000<\/pubDate>/);
    const bravo = await get('/rss.xml', { host: hostFor('bravo') });
    assert.equal(bravo.status, 200);
    assert.match(bravo.text, /Отчётный концерт театра-студии «Браво»/);
    assert.doesNotMatch(bravo.text, /Итоги фестивального сезона/);
    assert.match(bravo.text, /<link>http:\/\/[^<]*\/blog\/tvorchestvo\/[a-z0-9-]+\/(\?domain=main)?<\/link>/);
  });

  it('refuses bad articles and sections with a message per field', async () => {
    const taken = await created();
    const cases = [
      [{ code: 'Не латиница' }, 'code'],
      [{ code: taken.code }, 'code', 'Статья с таким адресом уже есть'],
      [{ type: 'net-takogo' }, 'type', 'Такого раздела блога нет'],
      [{ title: undefined }, 'title', REQUIRED],
      [{ title: 'я'.repeat(201) }, 'title', 'Не должно превышать 200 символов'],
      [{ tags: ['"; DROP'] }, 'tags'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `метка ${i}`) }, 'tags'],
      [{ area: 'admin' }, 'area', 'Такого раздела сайта нет'],
      [{ cover: 'https://example.ru/a.jpg' }, 'cover'],
      [{ published_at: 'вчера' }, 'published_at'],
      [{ blocks: [{ type: 'rich_text' }] }, 'blocks[0].body', REQUIRED],
      [{ blocks: [{ type: 'rich_text', body: 'Текст' }, { type: 'article_list', article_type: 'net-takogo' }] }, 'blocks[1].article_type', 'Такого раздела блога нет'],
    ];
    for (const [overrides, field, message] of cases) {
      assertFieldError(await admin('POST', '/api/admin/articles', draft(overrides)), field, message);
    }
    assertErrorEnvelope(await admin('POST', '/api/admin/articles', draft({ lead: 'я'.repeat(1_000_000) })), 413, 'a megabyte');
    assertFieldError(await admin('POST', '/api/admin/article-types', { code: 'novosti', name: 'Ещё' }), 'code', 'Раздел с таким кодом уже есть');
    const types = (await admin('GET', '/api/admin/article-types')).json;
    const news = types.find((t) => t.code === 'novosti');
    assertErrorEnvelope(await admin('DELETE', `/api/admin/article-types/${news.id}`), 409);
    const spare = await admin('POST', '/api/admin/article-types', { code: code(), name: 'Интервью', position: 9 });
    assert.equal(spare.status, 200, spare.text);
    assert.equal((await admin('DELETE', `/api/admin/article-types/${spare.json.id}`)).status, 200);
  });

  it('only the blogs section writes the blog: lower roles are refused, every change is audited', async () => {
    assertErrorEnvelope(await call('POST', '/api/admin/articles', { body: draft() }), 401);
    for (const who of ['user', 'seo', 'orders', 'users', 'tickets']) {
      assertErrorEnvelope(await admin('POST', '/api/admin/articles', draft(), who), 403, who);
      assertErrorEnvelope(await admin('GET', '/api/admin/article-types', undefined, who), 403, who);
    }
    const mine = await created();
    const byAdmin = await admin('PUT', `/api/admin/articles/${mine.id}`, draft({ code: mine.code, title: 'Исправлено' }), 'admin');
    assert.equal(byAdmin.status, 200, byAdmin.text);
    // A save without blocks (a form sent before the record loaded) keeps the article's text.
    const { blocks: _dropped, ...withoutBlocks } = draft({ code: mine.code, title: 'Без блоков' });
    const kept = await admin('PUT', `/api/admin/articles/${mine.id}`, withoutBlocks, 'admin');
    assert.equal(kept.status, 200, kept.text);
    assert.equal(kept.json.blocks.length, 1, 'the blocks are kept');
    const audit = await admin('GET', `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'article', entity_id: mine.id }))}`, undefined, 'admin');
    assert.equal(audit.status, 200, audit.text);
    assert.deepEqual(audit.json.map((e) => e.action).sort(), ['create', 'edit', 'edit']);
    assertErrorEnvelope(await admin('GET', `/api/admin/audit?entity=article&entity_id=${mine.id}`, undefined, 'seo'), 403, 'not for the seo section');
  });
});
