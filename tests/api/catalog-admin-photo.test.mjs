// Event photos uploaded in the admin: JPEG, PNG or WebP recognised by their bytes, at most 10 MB,
// served by the server under a URL that names the picture's hash (cached for a year), back to the
// generated cover on delete; the old picture stops being served; every change is audited.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';
import { DEMO, call, loginCookie, multipart } from './lib/accounts.mjs';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex'),
]);
// The smallest valid-looking headers of the other two types (only the magic bytes are checked).
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), crypto.randomBytes(32)]);

let admin;
let posters;
before(async () => {
  admin = await loginCookie(DEMO.admin.email, DEMO.admin.password);
  posters = await loginCookie(DEMO.posters.email, DEMO.posters.password);
});

function upload(id, field, filename, type, bytes, cookie = admin) {
  const { body, contentType } = multipart(field, filename, type, bytes);
  return call('POST', `/api/admin/events/${id}/photo`, { cookie, body, headers: { 'Content-Type': contentType } });
}

async function newEvent() {
  const code = `foto-test-${crypto.randomBytes(3).toString('hex')}`;
  const start = new Date(Date.now() + 30 * 86400e3).toISOString().slice(0, 10);
  const res = await call('POST', '/api/admin/events', { cookie: admin, body: {
    code, type: 'festival', name: 'Фестиваль с фотографией', description: ['Описание.'], date_start: start, date_end: start,
    place_count: 10, places_left: 10, price_participation: 100, published: true } });
  assert.equal(res.status, 200, res.text);
  return res.json;
}

describe('POST/DELETE /api/admin/events/{id}/photo', () => {
  it('stores an upload, serves it with long caching, and returns to the cover on delete', async () => {
    const event = await newEvent();
    const res = await upload(event.id, 'file', 'cover.png', 'image/png', PNG);
    assert.equal(res.status, 200, res.text);
    assert.match(res.json.photo, new RegExp(`^/api/event/${event.code}/photo\\?v=[0-9a-f]{20}$`));
    const photo = await get(res.json.photo);
    assert.equal(photo.status, 200);
    assert.equal(photo.headers['content-type'], 'image/png');
    assert.match(photo.headers['cache-control'], /max-age=31536000/);
    assert.deepEqual(photo.body, PNG);
    assert.equal(assertOk(await get(`/api/event/${event.code}`)).photo, res.json.photo, 'the public page shows it at once');
    const listed = assertOk(await get('/api/event/list?per_page=100&type=festival'));
    assert.equal(listed.items.find((i) => i.code === event.code)?.photo, res.json.photo);

    const jpeg = await upload(event.id, 'file', 'photo.jpg', 'image/jpeg', JPEG);
    assert.equal(jpeg.status, 200, jpeg.text);
    assert.notEqual(jpeg.json.photo, res.json.photo);
    assert.equal((await get(jpeg.json.photo)).headers['content-type'], 'image/jpeg');
    assert.equal((await get(res.json.photo)).status, 404, 'the replaced picture is gone');
    const webp = await upload(event.id, 'file', 'photo.webp', 'application/octet-stream', WEBP);
    assert.equal(webp.status, 200, webp.text);
    assert.equal((await get(webp.json.photo)).headers['content-type'], 'image/webp');

    const removed = await call('DELETE', `/api/admin/events/${event.id}/photo`, { cookie: admin });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.json.photo, `/api/event/${event.code}/cover.svg`);
    assert.equal((await get(webp.json.photo)).status, 404);
    assert.equal((await get(removed.json.photo)).status, 200);
    assert.equal((await call('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status, 200);
  });

  it('keeps the photo when the event code changes', async () => {
    const event = await newEvent();
    const res = await upload(event.id, 'file', 'cover.png', 'image/png', PNG);
    const code = `${event.code}-novyy`;
    const edited = await call('PUT', `/api/admin/events/${event.id}`, { cookie: admin, body: { code } });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.photo, res.json.photo.replace(event.code, code));
    assert.equal((await get(edited.json.photo)).status, 200);
    assert.equal((await call('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status, 200);
    assert.equal((await get(edited.json.photo)).status, 404);
  });

  it('refuses other files, big files and a missing file with Russian messages', async () => {
    const event = await newEvent();
    assertFieldError(await upload(event.id, 'file', 'cv.png', 'image/png', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')),
      'file', 'Файл должен быть изображением JPEG, PNG или WebP');
    assertFieldError(await upload(event.id, 'file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])),
      'file', 'Размер файла не должен превышать 10 МБ');
    assertFieldError(await upload(event.id, 'photo', 'cover.png', 'image/png', PNG), 'file', 'Обязательное поле для заполнения');
    assertErrorEnvelope(await upload(99999999, 'file', 'cover.png', 'image/png', PNG), 404);
    assertErrorEnvelope(await upload(event.id, 'file', 'cover.png', 'image/png', PNG, posters), 403);
    assertErrorEnvelope(await get(`/api/event/${event.code}/photo?v=0123456789abcdef0123`), 404);
    assertErrorEnvelope(await get(`/api/event/${event.code}/photo`), 404);
    assert.equal((await call('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status, 200);
  });

  it('writes photo changes to the audit log', async () => {
    const event = await newEvent();
    const res = await upload(event.id, 'file', 'cover.png', 'image/png', PNG);
    await call('DELETE', `/api/admin/events/${event.id}/photo`, { cookie: admin });
    const log = await call('GET', `/api/admin/audit?entity=event&entity_id=${event.id}`, { cookie: admin });
    assert.equal(log.status, 200, log.text);
    assert.deepEqual(log.json.map((e) => e.action), ['photo_remove', 'photo_upload', 'create']);
    assert.equal(log.json[1].after.photo, res.json.photo);
    assert.deepEqual(log.json[1].changed, ['photo'], 'the edit time is the entry\'s own, never a changed field');
    assert.equal((await call('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status, 200);
  });
});
