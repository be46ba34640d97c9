// Search over the published content pages of every area and the blog's articles (issue 12,
// decision 0028), with the catalogue's Russian morphology, and the sitemaps that list them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

const search = (text) => get(`/api/search/content?text=${encodeURIComponent(text)}`, { host: hostFor('main') });
const urls = (data) => data.items.map((i) => `${i.area}${i.url}`);

describe('content search', () => {
  it('finds pages and articles by any form of their words, title matches first', async () => {
    const cases = [
      ['кейсы', 'main/keisy/'],
      ['кастинга в федеральных округах', 'main/keisy/kasting-v-8-federalnyh-okrugah/'],
      ['отчётные концерты браво', 'main/blog/tvorchestvo/otchetnyy-koncert-bravo/'],
      ['портфолио участника', 'main/blog/blog/portfolio-uchastnika-zachem/'],
    ];
    for (const [text, url] of cases) {
      const found = assertOk(await search(text));
      assert.ok(urls(found).includes(url), `${text}: ${urls(found).join(', ')}`);
    }
    const kassa = assertOk(await search('билетная касса'));
    const first = kassa.items[0];
    assert.match(first.title_html, /<mark>/);
    assert.equal(first.type, 'page');
    assert.deepEqual(assertOk(await search('абракадабра несуществующая')).items, []);
  });

  it('a draft is not found; publishing it makes it found at once', async () => {
    const word = `проверкаслово${crypto.randomBytes(2).toString('hex').replace(/[0-9]/g, 'а')}`;
    const cookie = await staff('news');
    const body = { code: `poisk-${crypto.randomBytes(4).toString('hex')}`, type: 'novosti', title: `Новость ${word}`, status: 'draft', blocks: [] };
    const made = await call('POST', '/api/admin/articles', { cookie, body });
    assert.equal(made.status, 200, made.text);
    assert.deepEqual(assertOk(await search(word)).items, []);
    assert.equal((await call('PUT', `/api/admin/articles/${made.json.id}`, { cookie, body: { ...body, status: 'published' } })).status, 200);
    assert.deepEqual(urls(assertOk(await search(word))), [`main/blog/novosti/${body.code}/`]);
    await call('DELETE', `/api/admin/articles/${made.json.id}`, { cookie });
  });

  it('refuses an empty or over-long text', async () => {
    assertFieldError(await search(''), 'text', 'Обязательное поле для заполнения');
    assertFieldError(await search('и в на'), 'text', 'Обязательное поле для заполнения');
    assertFieldError(await search('я'.repeat(201)), 'text', 'Не должно превышать 200 символов');
    const huge = await search('я'.repeat(1_000_000));
    assert.ok(huge.status >= 400 && huge.status < 500, `a megabyte: ${huge.status}`);
  });

  it('the sitemap lists published pages and articles and leaves out noindex addresses', async () => {
    const main = await get('/sitemap.xml', { host: hostFor('main') });
    assert.match(main.text, /<loc>http:\/\/[^<]+\/keisy\/kasting-v-8-federalnyh-okrugah\/<\/loc>/);
    assert.match(main.text, /<loc>http:\/\/[^<]+\/blog\/novosti\/itogi-sezona-2025\/<\/loc>/);
    assert.match(main.text, /<loc>http:\/\/[^<]+\/blog\/tvorchestvo\/<\/loc>/);
    const seo = await staff('seo');
    const made = await call('POST', '/api/admin/seo', { cookie: seo, body: { area: 'main', path: '/keisy/', noindex: true } });
    assert.equal(made.status, 200, made.text);
    const hidden = await get('/sitemap.xml', { host: hostFor('main') });
    assert.doesNotMatch(hidden.text, /\/keisy\/<\/loc>/);
    await call('DELETE', `/api/admin/seo/${made.json.id}`, { cookie: seo });
    assertErrorEnvelope(await get('/api/search/content', { host: hostFor('main') }), 422);
  });
});
