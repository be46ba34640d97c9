// PDFs for the `documents` block of pages and articles (decision 0041): an upload is stored once
// per content and served as a PDF for a year; anything but a PDF, or over 20 MB, is refused with
// the message the visitors' uploads give; only the content and blogs sections upload.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, get } from './lib/http.mjs';
import { call } from './lib/accounts.mjs';
import { form, staff } from './lib/cart.mjs';

const pdf = () => Buffer.from(`%PDF-1.4\n% отчёт ${crypto.randomUUID()}\n%%EOF\n`);

async function upload(bytes, { who = 'seo', path = '/api/admin/content/documents' } = {}) {
  const { body, contentType } = form({}, { name: 'otchet.pdf', type: 'application/pdf', bytes });
  return call('POST', path, { cookie: await staff(who), body, headers: { 'Content-Type': contentType } });
}

describe('content documents', () => {
  it('a PDF is stored under its content hash and served as a PDF for a year; the same bytes are one file', async () => {
    const bytes = pdf();
    const res = await upload(bytes);
    assert.equal(res.status, 200, res.text);
    assert.match(res.json.path, /^\/storage\/documents\/[0-9a-f]{20}\.pdf$/);
    assert.equal(res.json.bytes, bytes.length);
    const file = await get(res.json.path);
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(file.headers['cache-control'], /max-age=31536000/);
    assert.deepEqual(file.body, bytes);
    assert.equal((await upload(bytes)).json.path, res.json.path);
  });

  it('refuses what is not a PDF, a file over 20 MB and a form without a file', async () => {
    assertFieldError(await upload(Buffer.from('<html>не PDF</html>')), 'file', 'Файл должен быть в формате PDF.');
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 + 1, 32)]);
    const tooBig = await upload(huge);
    assert.ok(tooBig.status === 413 || tooBig.status === 422, `20 MB: ${tooBig.status}`);
    if (tooBig.status === 422) assertFieldError(tooBig, 'file', 'Размер файла не должен превышать 20 МБ.');
    const { body, contentType } = form({ note: 'без файла' });
    assertFieldError(await call('POST', '/api/admin/content/documents', { cookie: await staff('seo'), body, headers: { 'Content-Type': contentType } }), 'file');
  });

  it('a document that is not stored answers 404, never another file', async () => {
    assert.equal((await get('/storage/documents/0000000000000000000f.pdf')).status, 404);
    assert.notEqual((await get('/storage/documents/../photos/x.png')).status, 200);
  });

  it('only the content section uploads for pages and the blogs section for articles', async () => {
    const bytes = pdf();
    assert.equal((await upload(bytes, { who: 'news', path: '/api/admin/blog/documents' })).status, 200);
    assertErrorEnvelope(await upload(bytes, { who: 'news' }), 403);
    assertErrorEnvelope(await upload(bytes, { who: 'seo', path: '/api/admin/blog/documents' }), 403);
    for (const who of ['user', 'orders', 'users', 'posters']) assertErrorEnvelope(await upload(bytes, { who }), 403, who);
    const { body, contentType } = form({}, { name: 'a.pdf', type: 'application/pdf', bytes });
    assertErrorEnvelope(await call('POST', '/api/admin/content/documents', { body, headers: { 'Content-Type': contentType } }), 401);
  });
});
