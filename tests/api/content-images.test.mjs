// Pictures for pages and articles (issue 12, decision 0029): an upload is resized once into WebP
// variants named by their size, served for a year; anything but a real JPEG, PNG or WebP picture
// of a sensible size is refused with a clear message; only the content, blogs and places sections
// upload.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, get } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { form, staff } from './lib/cart.mjs';
import { png } from './lib/png.mjs';

async function upload(bytes, { who = 'seo', path = '/api/admin/content/images', type = 'image/png' } = {}) {
  const { body, contentType } = form({}, { name: 'kartinka.png', type, bytes });
  return call('POST', path, { cookie: await staff(who), body, headers: { 'Content-Type': contentType } });
}

const seed = () => crypto.randomInt(1, 250);

describe('content pictures', () => {
  it('a wide picture becomes a 1600 px WebP with 480 and 960 px variants, each served', async () => {
    const res = await upload(png(2400, 1200, seed()));
    assert.equal(res.status, 200, res.text);
    assert.match(res.json.path, /^\/storage\/content\/[0-9a-f]{20}-1600x800\.webp$/);
    assert.deepEqual([res.json.width, res.json.height], [1600, 800]);
    assert.equal(res.json.variants.length, 2);
    assert.match(res.json.variants[0], /-480\.webp$/);
    assert.match(res.json.variants[1], /-960\.webp$/);
    for (const path of [res.json.path, ...res.json.variants]) {
      const file = await get(path);
      assert.equal(file.status, 200, path);
      assert.equal(file.headers['content-type'], 'image/webp');
      assert.match(file.headers['cache-control'], /max-age=31536000/);
      assert.equal(file.body.subarray(8, 12).toString('ascii'), 'WEBP');
    }
  });

  it('a small picture keeps its size; the same bytes twice are one file', async () => {
    const bytes = png(700, 400, seed());
    const first = await upload(bytes);
    assert.equal(first.status, 200, first.text);
    assert.match(first.json.path, /-700x400\.webp$/);
    assert.deepEqual(first.json.variants.map((v) => /-(\d+)\.webp$/.exec(v)[1]), ['480']);
    const again = await upload(bytes);
    assert.equal(again.json.path, first.json.path);
  });

  it('refuses what is not a picture of a sensible size, with a message', async () => {
    assertFieldError(await upload(Buffer.from('это не картинка, а текст')), 'file', 'Картинка должна быть в формате JPEG, PNG или WebP');
    assertFieldError(await upload(png(150, 400)), 'file', 'Картинка слишком маленькая: от 200 пикселей по каждой стороне');
    const broken = png(600, 600, 3).subarray(0, 200);
    assertFieldError(await upload(broken), 'file', 'Не удалось прочитать картинку: файл повреждён');
    const huge = Buffer.concat([png(300, 300), Buffer.alloc(16 * 1024 * 1024)]);
    const tooBig = await upload(huge);
    assert.ok(tooBig.status === 413 || tooBig.status === 422, `16 MB: ${tooBig.status}`);
    const { body, contentType } = form({ note: 'без файла' });
    assertFieldError(await call('POST', '/api/admin/content/images', { cookie: await staff('seo'), body, headers: { 'Content-Type': contentType } }), 'file');
  });

  it('only the content section uploads for pages, the blogs section for articles, the places section for halls', async () => {
    const bytes = png(300, 300, seed());
    assert.equal((await upload(bytes, { who: 'news', path: '/api/admin/blog/images' })).status, 200);
    assert.equal((await upload(bytes, { who: 'posters', path: '/api/admin/places/images' })).status, 200);
    assertErrorEnvelope(await upload(bytes, { who: 'seo', path: '/api/admin/places/images' }), 403);
    assertErrorEnvelope(await upload(bytes, { who: 'news' }), 403);
    assertErrorEnvelope(await upload(bytes, { who: 'seo', path: '/api/admin/blog/images' }), 403);
    for (const who of ['user', 'orders', 'users']) assertErrorEnvelope(await upload(bytes, { who }), 403, who);
    const { body, contentType } = form({}, { name: 'a.png', type: 'image/png', bytes });
    assertErrorEnvelope(await call('POST', '/api/admin/content/images', { body, headers: { 'Content-Type': contentType } }), 401);
  });
});
