// Helpers for the accounts tests: unique users, sessions as cookies, login codes read from the
// test SMTP server's mailbox (scripts/test starts it and passes MAILBOX_DIR).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import assert from 'node:assert/strict';
import { request } from './http.mjs';

export const MAILBOX_DIR = process.env.MAILBOX_DIR ?? '';
export const WRONG_CREDENTIALS = 'Неверный логин или пароль';
export const AUTH_REQUIRED = 'Требуется авторизация';
export const FORBIDDEN = 'Доступ запрещен';
export const REQUIRED = 'Обязательное поле для заполнения';
export const PASSWORD = 'Secret-pass-1';

/** A fresh random client address: the server trusts X-Forwarded-For from loopback (a proxy). */
export function newIp() {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

// Each test file gets its own address so the per-IP login throttle of one file never hits another.
const FILE_IP = newIp();

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.ru`;
}

/** Random lower-case Cyrillic letters: a unique part of a name (names hold no digits). */
export function letters(n = 6) {
  const abc = 'абвгдежзийклмнопрстуфхцчшщэюя';
  return Array.from(crypto.randomBytes(n), (b) => abc[b % abc.length]).join('');
}

export function uniquePhone() {
  const n = crypto.randomInt(0, 10 ** 9).toString().padStart(9, '0');
  return `+79${n}`;
}

/** A JSON call; cookie is the "access_token=..." pair, ip the client address. */
export function call(method, urlPath, { body, cookie, ip = FILE_IP, headers = {} } = {}) {
  const hdrs = { 'X-Forwarded-For': ip, ...headers };
  if (cookie) hdrs.Cookie = cookie;
  let payload;
  if (body !== undefined) {
    payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    if (!hdrs['Content-Type']) hdrs['Content-Type'] = 'application/json';
  }
  return request(method, urlPath, { headers: hdrs, body: payload });
}

/** The access_token pair of a response's Set-Cookie, or undefined. */
export function sessionCookie(res) {
  const list = [].concat(res.headers['set-cookie'] ?? []);
  const line = list.find((c) => c.startsWith('access_token='));
  if (!line) return undefined;
  return line.split(';')[0];
}

export function setCookieLine(res) {
  return [].concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('access_token='));
}

/** Registers a fresh user; returns {user, cookie, email, password}. */
export async function registerUser(overrides = {}) {
  const body = {
    first_name: 'Анна',
    last_name: 'Тестова',
    email: uniqueEmail(),
    password: PASSWORD,
    consent: true,
    ...overrides,
  };
  // From a fresh address each time: an address may register 10 accounts an hour.
  const res = await call('POST', '/api/auth/register', { body, ip: newIp() });
  assert.equal(res.status, 200, `register: ${res.text.slice(0, 300)}`);
  const cookie = sessionCookie(res);
  assert.ok(cookie, 'register sets the session cookie');
  return { user: res.json.data, cookie, email: body.email, password: body.password };
}

/** Logs in (from a fresh client address unless ip is given); returns the response. */
export function login(contact, password, { remember = false, ip = newIp() } = {}) {
  const body = contact.startsWith('+') ? { phone: contact } : { email: contact };
  return call('POST', '/api/auth/login', { body: { ...body, password, remember }, ip });
}

/** Logs in and returns the cookie (asserting 200). */
export async function loginCookie(email, password) {
  const res = await login(email, password);
  assert.equal(res.status, 200, `login ${email}: ${res.text.slice(0, 300)}`);
  return sessionCookie(res);
}

/** A raw message's parts: [{head, body}] (one part unless multipart/mixed). */
function partsOf(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const boundary = head.match(/boundary="([^"]+)"/i)?.[1];
  if (!boundary) return [{ head, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const text = part.replace(/^\r\n/, '');
      const at = text.indexOf('\r\n\r\n');
      return { head: text.slice(0, at), body: text.slice(at + 4) };
    });
}

/** A part's bytes: base64 decoded when it says so. */
function partBytes({ head, body }) {
  return /Content-Transfer-Encoding:\s*base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : Buffer.from(body, 'utf8');
}

/** The text of a message (its first part when multipart). */
function decodeMessage(raw) {
  return partBytes(partsOf(raw)[0]).toString('utf8');
}

/** The attached files of the messages to a recipient, oldest first: [{filename, contentType, bytes}]. */
export function attachmentsTo(recipient) {
  return mailbox()
    .filter((m) => m.channel !== 'sms' && m.to.map((t) => t.toLowerCase()).includes(recipient.toLowerCase()))
    .flatMap((m) => partsOf(m.data).slice(1))
    .map((part) => ({
      filename: part.head.match(/filename="([^"]+)"/i)?.[1],
      contentType: part.head.match(/Content-Type:\s*([^;\r\n]+)/i)?.[1],
      bytes: partBytes(part),
    }));
}

/** Everything the test mail server saved, oldest first: emails and (channel "sms") SMS. */
function mailbox() {
  assert.ok(MAILBOX_DIR, 'MAILBOX_DIR is set (scripts/test starts the test SMTP server)');
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  return fs
    .readdirSync(MAILBOX_DIR)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, f), 'utf8')));
}

/** Messages received by the test SMTP server for a recipient, oldest first: [{to, text}]. */
export function mailTo(recipient) {
  return mailbox()
    .filter((m) => m.channel !== 'sms' && m.to.map((t) => t.toLowerCase()).includes(recipient.toLowerCase()))
    .map((m) => ({ to: m.to, text: decodeMessage(m.data) }));
}

/** SMS texts the test gateway received for a phone (+7...), oldest first. */
export function smsTo(phone) {
  return mailbox()
    .filter((m) => m.channel === 'sms' && m.to.includes(phone))
    .map((m) => m.data);
}

/** Waits (up to 5 s) for an SMS to the phone whose text matches; returns the text. */
export async function waitForSms(phone, pattern) {
  for (let i = 0; i < 50; i++) {
    const found = smsTo(phone).findLast((text) => pattern.test(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no SMS matching ${pattern} to ${phone}`);
}

/** Waits (up to 5 s: the job runner delivers) for a message to the recipient whose text matches. */
export async function waitForMail(recipient, pattern) {
  for (let i = 0; i < 50; i++) {
    if (mailTo(recipient).some((m) => pattern.test(m.text))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no mail matching ${pattern} to ${recipient}`);
}

let outboxAdmin;
/**
 * The outbox's rows for a recipient (an email or a phone): [{channel, subject, status, ...}].
 * Every letter and SMS is queued there inside the request that sends it (decision 0021), so read
 * right after an answer it holds all that request will ever send: the proof that something was
 * not sent, which waiting for a message that does not come can never give.
 */
export async function outboxTo(recipient) {
  outboxAdmin ??= await loginCookie(DEMO.admin.email, DEMO.admin.password);
  const filter = encodeURIComponent(JSON.stringify({ q: recipient }));
  const res = await call('GET', `/api/admin/outbox?filter=${filter}`, { cookie: outboxAdmin });
  assert.equal(res.status, 200, `the outbox: ${res.text.slice(0, 300)}`);
  return res.json;
}

/** The login code of the newest message to the recipient (waits briefly for delivery). */
export async function latestCode(recipient, { previous } = {}) {
  for (let i = 0; i < 50; i++) {
    const mails = mailTo(recipient);
    const last = mails.at(-1);
    const match = last?.text.match(/Ваш код для входа[^:]*: (\S+)/u);
    if (match && match[1] !== previous) return match[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no login code mailed to ${recipient} in ${MAILBOX_DIR}`);
}

/** Builds a multipart/form-data body with one file field. */
export function multipart(field, filename, contentType, bytes) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const DEMO = {
  admin: { email: 'admin@demo.local', password: 'DemoAdmin2026', role: 'Admin' },
  news: { email: 'news@demo.local', password: 'Demo2026!', role: 'ManagerNews' },
  posters: { email: 'posters@demo.local', password: 'Demo2026!', role: 'ManagerPosters' },
  users: { email: 'users@demo.local', password: 'Demo2026!', role: 'ManagerUsers' },
  orders: { email: 'orders@demo.local', password: 'Demo2026!', role: 'ManagerOrders' },
  ordersSenior: { email: 'orders-senior@demo.local', password: 'Demo2026!', role: 'ManagerOrdersSenior' },
  seo: { email: 'seo@demo.local', password: 'Demo2026!', role: 'ManagerSeo' },
  tickets: { email: 'tickets@demo.local', password: 'Demo2026!', role: 'ManagerTickets' },
  user: { email: 'user@demo.local', password: 'Demo2026!', role: null },
};
