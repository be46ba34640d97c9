// Helpers for the basket and orders tests: carts and orders of fresh users, events made for a
// test through the catalogue admin API (so places, dates and publication are known), PDF bytes
// and multipart uploads of service params.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { assertOk } from './http.mjs';
import { DEMO, call, loginCookie, registerUser } from './accounts.mjs';

const cookies = {};
/** A demo staff member's session cookie, logged in once per test file. */
export async function staff(who) {
  cookies[who] ??= await loginCookie(DEMO[who].email, DEMO[who].password);
  return cookies[who];
}

export const q = (v) => encodeURIComponent(JSON.stringify(v));
export const day = (offset) => new Date(Date.now() + offset * 86400e3).toISOString().slice(0, 10);

let placeId;
/** Creates an event through the admin API: upcoming, published, 1 000 ₽, 10 places unless told. */
export async function createEvent(overrides = {}) {
  const admin = await staff('admin');
  if (!placeId) {
    const places = await call('GET', `/api/admin/places?range=${q([0, 0])}`, { cookie: admin });
    placeId = places.json[0].id;
  }
  const start = day(30);
  const body = {
    code: `test-${crypto.randomBytes(4).toString('hex')}`,
    type: 'festival',
    name: `Проверочный фестиваль ${crypto.randomBytes(2).toString('hex')}`,
    description: ['Фестиваль для проверки корзины.'],
    place_id: placeId,
    date_start: start,
    date_end: start,
    place_count: 10,
    places_left: 10,
    price_participation: 1000,
    price_trip: null,
    package_trip: [],
    published: true,
    ...overrides,
  };
  const res = await call('POST', '/api/admin/events', { cookie: admin, body });
  assert.equal(res.status, 200, `create event: ${res.text.slice(0, 300)}`);
  return res.json;
}

/** The places left of an event as the admin API shows them. */
export async function placesLeft(eventId) {
  const res = await call('GET', `/api/admin/events/${eventId}`, { cookie: await staff('admin') });
  return res.json.places_left;
}

export const getCart = (cookie) => call('GET', '/api/cart/', { cookie });
export const postCart = (cookie, body) => call('POST', '/api/cart/', { cookie, body });
export const confirm = (cookie) => call('POST', '/api/cart/confirm/', { cookie });

/** POSTs a cart change and returns the cart (asserting 200). */
export async function changeCart(cookie, body) {
  return assertOk(await postCart(cookie, body), `POST /api/cart/ ${JSON.stringify(body)}`);
}

/** A fresh user: {cookie, email, user}. */
export async function shopper() {
  const { cookie, email, user } = await registerUser();
  return { cookie, email, user };
}

let services;
/** The public services list (GET /api/services). */
export async function allServices() {
  services ??= assertOk(await call('GET', '/api/services')).items;
  return services;
}

/** The first service having a param of the type, and that param. */
export async function serviceWith(type) {
  for (const s of await allServices()) {
    const p = s.params.find((x) => x.type === type);
    if (p) return { service: s, param: p };
  }
  throw new Error(`no service with a ${type} param`);
}

/** A service without params. */
export async function plainService() {
  const s = (await allServices()).find((x) => x.params.length === 0);
  assert.ok(s, 'a service without params');
  return s;
}

/** Bytes of a small valid-looking PDF, padded to `size` bytes. */
export function pdf(size = 600) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  const pad = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return Buffer.concat([head, pad, tail]);
}

/** A multipart body with text fields and one file (in the part `file.field`, "file" by default). */
export function form(fields, file) {
  const boundary = `----cart${crypto.randomBytes(8).toString('hex')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a file for a service's file param (POST /api/cart/file/). */
export function upload(cookie, serviceId, paramId, file) {
  const { body, contentType } = form({ service_id: serviceId, param_id: paramId }, file);
  return call('POST', '/api/cart/file/', { cookie, body, headers: { 'Content-Type': contentType } });
}

/** Fills every required param of a service in the cart (uploading a PDF for file params). */
export async function fillRequired(cookie, service) {
  const values = [];
  for (const p of service.params) {
    if (p.type === 'file') {
      assertOk(await upload(cookie, service.id, p.id, { name: 'anketa.pdf', bytes: pdf() }));
    } else if (p.type === 'video') values.push({ id: p.id, value: 'https://video.example.ru/nomer.mp4' });
    else if (p.type === 'creative_type') values.push({ id: p.id, value: 'vokalnoe' });
    else values.push({ id: p.id, value: 'solo' });
  }
  return changeCart(cookie, { services: [{ id: service.id, checked: true, params: values }] });
}
