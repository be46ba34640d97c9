// SEO overrides (issue 12, decision 0028): a SEO manager sets the title, description, share image
// and noindex of any address of a public area (content pages, catalogue pages, fixed pages);
// a full load shows them at once, the web app gets them from /api/seo/overrides, and removing
// the override brings the page's own head back.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

const admin = async (method, path, body, who = 'seo') => call(method, path, { cookie: await staff(who), body });
const titleOf = (html) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const descriptionOf = (html) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

async function override(body) {
  const res = await admin('POST', '/api/admin/seo', body);
  assert.equal(res.status, 200, res.text);
  return res.json;
}

describe('SEO overrides', () => {
  it('replace the head of a content page, a catalogue page and a fixed page at once', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const cases = [
      ['main', '/uchastnikam/'],
      ['events', '/festivals/gorod-moskva/'],
      ['main', '/poisk/'],
    ];
    for (const [area, path] of cases) {
      const before = await get(path, { host: hostFor(area) });
      assert.equal(before.status, 200, `${area} ${path}`);
      const made = await override({ area, path, title: `Заголовок ${tag}`, description: `Описание ${tag}`, share_image: '/img/share.png', noindex: true });
      const after = await get(path, { host: hostFor(area) });
      assert.equal(titleOf(after.text), `Заголовок ${tag}`, `${area} ${path}`);
      assert.equal(descriptionOf(after.text), `Описание ${tag}`);
      assert.match(after.text, /<meta name="robots" content="noindex">/);
      assert.match(after.text, /<meta property="og:image" content="http:\/\/[^"]+\/img\/share\.png">/);
      const served = assertOk(await get('/api/seo/overrides', { host: hostFor(area) }));
      assert.deepEqual(served.items[path], { title: `Заголовок ${tag}`, description: `Описание ${tag}`, noindex: true });
      assert.equal((await admin('DELETE', `/api/admin/seo/${made.id}`)).status, 200);
      const back = await get(path, { host: hostFor(area) });
      assert.equal(titleOf(back.text), titleOf(before.text), 'the page\'s own title again');
      assert.doesNotMatch(back.text, /noindex/);
    }
  });

  it('an override of one field keeps the others of the page', async () => {
    const before = await get('/kontakty/', { host: hostFor('main') });
    const made = await override({ area: 'main', path: '/kontakty/', noindex: true });
    const after = await get('/kontakty/', { host: hostFor('main') });
    assert.equal(titleOf(after.text), titleOf(before.text));
    assert.equal(descriptionOf(after.text), descriptionOf(before.text));
    assert.match(after.text, /noindex/);
    await admin('DELETE', `/api/admin/seo/${made.id}`);
  });

  it('refuses bad overrides with a message per field', async () => {
    const made = await override({ area: 'oki', path: '/', title: 'ОКИ' });
    const cases = [
      [{ area: 'admin', path: '/', title: 'А' }, 'area', 'Такого раздела сайта нет'],
      [{ area: 'main', path: 'o-nas', title: 'А' }, 'path'],
      [{ area: 'main', path: '/o-nas/' }, 'title', 'Задайте заголовок, описание, картинку или запрет индексации'],
      [{ area: 'oki', path: '/', title: 'Ещё' }, 'path', 'Для этого адреса настройка уже есть'],
      [{ area: 'main', path: '/o-nas/', share_image: 'https://example.ru/a.png' }, 'share_image'],
      [{ area: 'main', path: '/o-nas/', title: 'я'.repeat(161) }, 'title', 'Не должно превышать 160 символов'],
      [{ area: 'main', path: `/${'a'.repeat(300)}/`, title: 'А' }, 'path'],
    ];
    for (const [body, field, message] of cases) assertFieldError(await admin('POST', '/api/admin/seo', body), field, message);
    assertErrorEnvelope(await admin('POST', '/api/admin/seo', { area: 'main', path: '/', title: 'я'.repeat(1_000_000) }), 413);
    await admin('DELETE', `/api/admin/seo/${made.id}`);
  });

  it('only the seo section writes overrides: lower roles are refused', async () => {
    const body = { area: 'main', path: '/o-nas/', title: 'Чужой заголовок' };
    assertErrorEnvelope(await call('POST', '/api/admin/seo', { body }), 401);
    for (const who of ['user', 'news', 'orders', 'users', 'posters']) {
      assertErrorEnvelope(await admin('POST', '/api/admin/seo', body, who), 403, who);
      assertErrorEnvelope(await admin('GET', '/api/admin/seo', undefined, who), 403, who);
    }
    const made = await admin('POST', '/api/admin/seo', body, 'admin');
    assert.equal(made.status, 200, made.text);
    await admin('DELETE', `/api/admin/seo/${made.json.id}`, undefined, 'admin');
  });
});
