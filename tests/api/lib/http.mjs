// HTTP helpers for the API contract tests. Only node's own modules: node:http sends paths exactly
// as written (fetch and URL would normalise '..' and percent-encoding away), lets us set Host, and
// never decompresses bodies behind our back; node:net is used for raw HTTP/1.1 exchanges.
import http from 'node:http';
import net from 'node:net';
import assert from 'node:assert/strict';

export const BASE_URL = new URL(process.env.BASE_URL ?? 'http://localhost:8080');
export const EXPECT_BACKEND = process.env.EXPECT_BACKEND ?? '';
export const HEADER_TIMEOUT = Number(process.env.HEADER_TIMEOUT ?? 2);
export const BASE_DOMAIN = process.env.BASE_DOMAIN ?? 'localhost';
export const PORT = Number(BASE_URL.port || (BASE_URL.protocol === 'https:' ? 443 : 80));

// Browsers resolve localhost and *.localhost to the loopback address themselves; do the same so
// the area can be chosen by Host without touching /etc/hosts, and IPv6 ::1 is never tried.
const CONNECT_HOST =
  BASE_URL.hostname === 'localhost' || BASE_URL.hostname.endsWith('.localhost')
    ? '127.0.0.1'
    : BASE_URL.hostname.replace(/^\[|\]$/g, '');

/** Host header (and origin host) of an area: the bare base domain for main, a subdomain otherwise. */
export function hostFor(area = 'main') {
  const name = area === 'main' ? BASE_DOMAIN : `${area}.${BASE_DOMAIN}`;
  return `${name}:${PORT}`;
}

/** Origin of an area as a browser would send it. */
export function originFor(area = 'main') {
  return `http://${hostFor(area)}`;
}

const DEFAULT_HOST = hostFor('main');

/**
 * One HTTP request on a fresh connection.
 * @returns {Promise<{status:number, headers:object, body:Buffer, text:string, json:any}>}
 * json is undefined when the body is not JSON.
 * Writes (POST, PUT, PATCH, DELETE) get Origin http://<Host> unless they name Origin or Referer
 * or pass origin: false.
 * When the server answers before the whole request body is sent (413) and closes the connection,
 * the answer is still returned: that is what a browser shows its user.
 */
export function request(method, path, { headers = {}, body, host, timeout = 15000, origin = true } = {}) {
  return new Promise((resolve, reject) => {
    const hdrs = { Host: host ?? DEFAULT_HOST, ...headers };
    // Writes carry Origin like a browser's (the server refuses a write with neither Origin nor
    // Referer); origin: false sends one without, to test exactly that.
    const named = (name) => Object.keys(hdrs).some((k) => k.toLowerCase() === name);
    if (origin && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && !named('origin') && !named('referer')) {
      hdrs.Origin = `http://${hdrs.Host}`;
    }
    let payload = body;
    if (typeof payload === 'string') payload = Buffer.from(payload, 'utf8');
    const chunked = hdrs['Transfer-Encoding'] === 'chunked';
    if (payload !== undefined && !chunked && hdrs['Content-Length'] === undefined) {
      hdrs['Content-Length'] = String(payload.length);
    }
    let settled = false;
    let response = null;
    const chunks = [];
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const buf = Buffer.concat(chunks);
      const text = buf.toString('utf8');
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status: response.statusCode, headers: response.headers, body: buf, text, json });
      req.destroy();
    };
    const fail = (err) => {
      if (settled) return;
      if (response) return finish(); // headers arrived: report what the server said
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const req = http.request({
      host: CONNECT_HOST,
      port: PORT,
      method,
      path,
      headers: hdrs,
      agent: false,
      setHost: false,
    });
    const timer = setTimeout(
      () => fail(new Error(`${method} ${path}: no complete answer within ${timeout} ms`)),
      timeout,
    );
    req.on('response', (res) => {
      response = res;
      res.on('data', (c) => chunks.push(c));
      res.on('end', finish);
      res.on('error', () => finish());
      res.on('close', () => finish());
    });
    req.on('error', fail);
    if (payload === undefined) {
      req.end();
      return;
    }
    // Write in pieces and stop as soon as the server has answered (it may refuse early).
    const piece = chunked ? 64 * 1024 : 256 * 1024;
    let offset = 0;
    const pump = () => {
      while (offset < payload.length && !response && !settled) {
        const part = payload.subarray(offset, offset + piece);
        offset += part.length;
        if (!req.write(part)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!settled && !response) req.end();
    };
    pump();
  });
}

export const get = (path, opts) => request('GET', path, opts);
export const post = (path, opts) => request('POST', path, opts);

/** POST a JSON value (or a raw string/Buffer as is) with Content-Type application/json. */
export function postJson(path, value, { headers = {}, ...opts } = {}) {
  const body =
    typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value);
  return request('POST', path, {
    ...opts,
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP/1.1 over a socket: keep-alive, pipelining, slow clients.

/** A raw TCP connection to the server that parses HTTP/1.1 responses as they arrive. */
export class RawConnection {
  constructor() {
    this.buffer = Buffer.alloc(0);
    this.closed = false;
    this.waiters = [];
    this.socket = net.connect({ host: CONNECT_HOST, port: PORT });
    this.socket.on('data', (d) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.wake();
    });
    const onClose = () => {
      if (this.closed) return;
      this.closed = true;
      this.closedAt = Date.now();
      this.wake();
    };
    this.socket.on('end', onClose);
    this.socket.on('close', onClose);
    this.socket.on('error', onClose);
    this.connected = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
  }

  wake() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  changed(timeout) {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, timeout);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  write(data) {
    this.socket.write(data);
  }

  /** Resolves when the server has closed the connection, or false after timeout ms. */
  async waitClosed(timeout) {
    const deadline = Date.now() + timeout;
    while (!this.closed && Date.now() < deadline) await this.changed(deadline - Date.now());
    return this.closed;
  }

  /**
   * Reads one complete response (status line, headers, body by Content-Length or chunked).
   * Returns null when the server closed the connection before a complete response.
   */
  async readResponse(timeout = 10000, { noBody = false } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const parsed = parseResponse(this.buffer, noBody);
      if (parsed) {
        this.buffer = this.buffer.subarray(parsed.length);
        return parsed.response;
      }
      if (this.closed) return null;
      if (Date.now() >= deadline) throw new Error(`no complete response within ${timeout} ms`);
      await this.changed(deadline - Date.now());
    }
  }

  close() {
    this.socket.destroy();
  }
}

/** Parses one HTTP/1.1 response at the start of buf; null when incomplete. */
export function parseResponse(buf, noBody = false) {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = buf.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(head[0]);
  if (!m) throw new Error(`not an HTTP response: ${JSON.stringify(head[0])}`);
  const status = Number(m[1]);
  const headers = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    headers[k] = headers[k] === undefined ? v : `${headers[k]}, ${v}`;
  }
  let pos = end + 4;
  const bodyless = noBody || status === 204 || status === 304 || (status >= 100 && status < 200);
  if (bodyless) return { response: { status, headers, body: Buffer.alloc(0) }, length: pos };
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts = [];
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', pos);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.subarray(pos, lineEnd).toString('latin1'), 16);
      pos = lineEnd + 2;
      if (size === 0) {
        const trailerEnd = buf.indexOf('\r\n', pos);
        if (trailerEnd < 0) return null;
        pos = trailerEnd + 2;
        break;
      }
      if (buf.length < pos + size + 2) return null;
      parts.push(buf.subarray(pos, pos + size));
      pos += size + 2;
    }
    return { response: { status, headers, body: Buffer.concat(parts) }, length: pos };
  }
  const len = Number(headers['content-length'] ?? 0);
  if (buf.length < pos + len) return null;
  return { response: { status, headers, body: buf.subarray(pos, pos + len) }, length: pos + len };
}

// ---------------------------------------------------------------------------------------------
// Assertions shared by the test files.

const LEAK_PATTERNS = [
  /\bSELECT\b/,
  /\bINSERT\s+INTO\b/i,
  /\bsqlite/i,
  /\bpostgres/i,
  /\bSQLSTATE\b/i,
  /std::/,
  /\bexception\b/i,
  /\.(cpp|hpp|h):\d+/,
  /\bboost\b/i,
];

/** The answer is the JSON error envelope of ARCHITECTURE.md section 4 with this status. */
export function assertErrorEnvelope(res, status, what = '') {
  const ctx = `${what} (got ${res.status}: ${res.text.slice(0, 300)})`;
  assert.equal(res.status, status, `HTTP status ${ctx}`);
  assert.match(res.headers['content-type'] ?? '', /^application\/json/i, `Content-Type ${ctx}`);
  assert.ok(res.json && typeof res.json === 'object', `body is a JSON object ${ctx}`);
  assert.equal(res.json.status, status, `body status equals the HTTP status ${ctx}`);
  assert.equal(typeof res.json.message, 'string', `message is a string ${ctx}`);
  assert.match(res.json.message, /[А-Яа-яЁё]/, `message is Russian text ${ctx}`);
  if (status !== 422) {
    assert.ok(res.json.errors == null, `no per-field errors outside 422 ${ctx}`);
  }
  assert.ok(!('data' in res.json) || res.json.data == null, `an error has no data ${ctx}`);
  for (const p of LEAK_PATTERNS) {
    assert.doesNotMatch(res.text, p, `the answer shows no internals ${ctx}`);
  }
}

/** A 422 envelope whose errors[field] holds the given message (or any message when omitted). */
export function assertFieldError(res, field, message) {
  assertErrorEnvelope(res, 422, `field ${field}`);
  const list = res.json.errors?.[field];
  assert.ok(
    Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === 'string'),
    `errors.${field} is a non-empty list of messages, got ${JSON.stringify(res.json.errors)}`,
  );
  if (message !== undefined) {
    assert.ok(list.includes(message), `errors.${field} holds '${message}', got ${JSON.stringify(list)}`);
  }
}

/** Success envelope: HTTP 200, {"status":200,"data":...}. Returns data. */
export function assertOk(res, what = '') {
  const ctx = `${what} (got ${res.status}: ${res.text.slice(0, 300)})`;
  assert.equal(res.status, 200, `HTTP status ${ctx}`);
  assert.match(res.headers['content-type'] ?? '', /^application\/json/i, `Content-Type ${ctx}`);
  assert.equal(res.json?.status, 200, `body status ${ctx}`);
  assert.ok('data' in res.json, `body has data ${ctx}`);
  return res.json.data;
}

export function listHeader(value) {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

/** The server is still up and healthy (used after hostile input). */
export async function assertStillServing() {
  const res = await get('/api/health');
  assert.equal(res.status, 200, 'the server still answers /api/health with 200');
}
