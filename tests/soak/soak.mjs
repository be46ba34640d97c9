// The soak run (issue 32, `make soak`; scripts/soak starts PostgreSQL and the test mail server,
// then this): two copies of the server on one database behind the shipped nginx site, mixed load
// over https for SOAK_SECONDS from SOAK_USERS virtual users (page reads on several areas, API reads,
// ticket buyers, basket orders, bravo bookings), one copy killed with kill -9 at a third of the run
// and started again 2 s later (systemd's RestartSec), a rolling restart of both at two thirds. Then
// it checks what the buyers saw against the database and the test mailbox, and prints the figures.
//
// Environment (scripts/soak sets it): SERVER_BIN, DATABASE_URL, WEB_DIST, MAILBOX_DIR, SMTP_URL,
// SMS_URL, SOAK_WORK (a temp dir: storage, nginx, certificate; pids recorded in SOAK_WORK/pids),
// SOAK_OUT (var/soak: the copies' logs), SOAK_SECONDS (600), SOAK_USERS (16), SOAK_THINK_MS (the
// most a virtual user waits between two visits, 50), SOAK_MAX_FAILED (the share of requests that
// may fail outside the kill window, 0.001).
// At the end: requests, failures by window and status, latency, purchases checked against the
// database (the order paid, one ticket per seat, no tier over its quota, no ticket code twice, no
// unpaid hold left past its time) and the mailbox (each email of the outbox received once by its
// Message-ID, each purchase's tickets mail once with a PDF per seat), the copies' metrics, memory
// and the warnings and errors of their logs. docs/testing.md, "Soak run (make soak)".
// Exit code 0 when every check passed, 1 when one failed, 2 when the run could not be set up.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../api/lib/copies.mjs';
import { DEMO, newIp, uniqueEmail, uniquePhone } from '../api/lib/accounts.mjs';

const env = process.env;
const SERVER_BIN = env.SERVER_BIN;
const DATABASE_URL = env.DATABASE_URL;
const WEB_DIST = path.resolve(env.WEB_DIST ?? 'web/dist');
const MAILBOX_DIR = env.MAILBOX_DIR;
const WORK = env.SOAK_WORK;
const OUT = env.SOAK_OUT;
const SECONDS = Number(env.SOAK_SECONDS ?? 600);
const USERS = Number(env.SOAK_USERS ?? 16);
const THINK_MS = Number(env.SOAK_THINK_MS ?? 50);
const MAX_FAILED = Number(env.SOAK_MAX_FAILED ?? 0.001);
const SITE = fileURLToPath(new URL('../../deploy/nginx/platform.conf', import.meta.url));
const REQUEST_TIMEOUT_MS = 15_000; // every request: no answer by then is a failure
const HOLD_SECONDS = 120; // unpaid holds expire during the run: the expiry job runs too
const NGINX_FAIL_TIMEOUT_MS = 5_000; // deploy/nginx/platform.conf's fail_timeout
const AFTER_WINDOW_MS = 10_000; // a kill's window lasts this long after the copy is ready again
for (const [name, value] of Object.entries({ SERVER_BIN, DATABASE_URL, MAILBOX_DIR, SOAK_WORK: WORK, SOAK_OUT: OUT })) {
  if (!value) {
    console.error(`soak.mjs: ${name} is not set (run scripts/soak)`);
    process.exit(2);
  }
}

const started = Date.now();
const clock = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6);
const say = (text) => console.log(`[${clock()} s] ${text}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[crypto.randomInt(list.length)];
const day = (offset) => new Date(Date.now() + offset * 86400e3).toISOString().slice(0, 10);

// ---- the copies and nginx ------------------------------------------------------------------------
const STORAGE = path.join(WORK, 'storage'); // one host: the copies share their storage folder
fs.mkdirSync(STORAGE, { recursive: true });
const remember = (pid) => fs.appendFileSync(path.join(WORK, 'pids'), `${pid}\n`);

class Copy {
  constructor(name, port, metricsPort) {
    this.name = name;
    this.port = port;
    this.metricsPort = metricsPort;
    this.logFile = path.join(OUT, `copy-${name.toLowerCase()}.log`);
    this.child = null;
    this.lives = []; // per start: {at, samples: [{rss, fds}]} (memory in MB, open descriptors)
  }

  /** Memory and descriptors of the running process (from /proc), kept per start. */
  sample() {
    const pid = this.child?.pid;
    if (!pid || this.stopping || this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
      const fds = fs.readdirSync(`/proc/${pid}/fd`).length;
      this.lives.at(-1).samples.push({ rss, fds });
    } catch { /* exiting */ }
  }

  /** The copy's Prometheus metrics (since its last start): {name{labels}: value}. */
  async metrics() {
    const text = await (await fetch(`http://127.0.0.1:${this.metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const out = {};
    for (const m of text.matchAll(/^([a-z_]+(?:\{[^}]*\})?) ([-\d.e+]+|NaN)$/gm)) out[m[1]] = Number(m[2]);
    return out;
  }

  start() {
    const out = fs.openSync(this.logFile, 'a');
    fs.writeSync(out, `---- soak: copy ${this.name} started at ${clock().trim()} s\n`);
    this.child = spawn(SERVER_BIN, ['serve', '--host', '127.0.0.1', '--port', String(this.port),
      '--database', DATABASE_URL, '--web', WEB_DIST, '--storage', STORAGE, '--base-domain', 'localhost',
      '--trusted-proxies', '127.0.0.1', '--metrics-address', `127.0.0.1:${this.metricsPort}`], {
      stdio: ['ignore', out, out],
      env: { ...env, PAYMENT_TEST_PROVIDER: 'on', TICKET_HOLD_SECONDS: String(HOLD_SECONDS) },
    });
    fs.closeSync(out);
    remember(this.child.pid);
    this.lives.push({ at: Date.now() - started, samples: [] });
    this.stopping = false;
    this.exited = new Promise((r) => this.child.once('exit', (code, signal) => r({ code, signal })));
  }

  /** Resolves once the copy answers /api/health/ready itself; the milliseconds it took. */
  async ready(limitMs = 60_000) {
    const from = Date.now();
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return Date.now() - from;
      } catch { /* not listening yet */ }
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`copy ${this.name} exited (${this.child.exitCode ?? this.child.signalCode}) before it was ready: ${this.logFile}`);
      }
      if (Date.now() - from > limitMs) throw new Error(`copy ${this.name} not ready within ${limitMs / 1000} s`);
      await sleep(100);
    }
  }

  async kill() {
    this.stopping = true;
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM; {code, signal, ms}; SIGKILL after 30 s (systemd's TimeoutStopSec), said in killed. */
  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return { ...(await this.exited), ms: 0 };
    const from = Date.now();
    this.stopping = true;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    const result = await this.exited;
    clearTimeout(timer);
    return { ...result, ms: Date.now() - from, killed: result.signal === 'SIGKILL' };
  }
}

let nginx;
let PORT; // nginx's https port
async function startNginx(copies) {
  const dir = path.join(WORK, 'nginx');
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const plain = await freePort();
  PORT = await freePort();
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  // The shipped file with this machine's names, ports, certificate and build (as deploy.test.mjs).
  const site = fs.readFileSync(SITE, 'utf8')
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${plain};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${PORT} ssl http2;`)
    .replaceAll('server_name festival.ru *.festival.ru;', 'server_name localhost *.localhost;')
    .replace('127.0.0.1:8081', `127.0.0.1:${copies[0].port}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${copies[1].port}`)
    .replace('/etc/letsencrypt/live/festival.ru/fullchain.pem', `${dir}/cert.pem`)
    .replace('/etc/letsencrypt/live/festival.ru/privkey.pem', `${dir}/key.pem`)
    .replace('root /opt/platform/web;', `root ${WEB_DIST};`);
  if (!site.includes(`127.0.0.1:${copies[1].port}`) || !site.includes(WEB_DIST)) {
    throw new Error(`${SITE} changed: the soak run could not put this machine's ports and paths in it`);
  }
  fs.writeFileSync(`${dir}/site.conf`, site);
  // Debian's nginx.conf as far as it matters here: a worker per core, its access log on.
  fs.writeFileSync(`${dir}/nginx.conf`, `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
daemon off;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`);
  nginx = spawn('nginx', ['-p', dir, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'ignore', 'inherit'] });
  remember(nginx.pid);
  for (let i = 0; ; i++) {
    try {
      if ((await ask('setup', 'GET', '/api/health/ready', { record: false })).status === 200) return;
    } catch { /* not listening yet */ }
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode} (${dir}/logs/error.log)`);
    if (i > 100) throw new Error('nginx did not answer within 10 s');
    await sleep(100);
  }
}

// ---- requests and their figures ------------------------------------------------------------------
const agent = new https.Agent({ keepAlive: true, maxSockets: 4 * USERS, rejectUnauthorized: false, servername: 'localhost' });
const hostOf = (area) => (area === 'main' ? `localhost:${PORT}` : `${area}.localhost:${PORT}`);

const stats = {
  all: [], // {kind, at, end, ms, status, ok}
  failures: [], // the first ones in detail
  windows: [], // {name, from, to}: the kill and the rolling restart, in ms since start
};

/**
 * One request through nginx; {status, headers, text, json, ms}. status is a number, or 'timeout' /
 * an error code when no answer came. `expect`: the statuses this visit may get (others are failed
 * requests). Never throws.
 */
function ask(kind, method, urlPath, { area = 'main', body, headers = {}, ip, expect = [200], record = true, gzip = false } = {}) {
  const host = hostOf(area);
  const hdrs = { Host: host, ...headers };
  if (ip) hdrs['X-Forwarded-For'] = ip;
  if (gzip) hdrs['Accept-Encoding'] = 'gzip';
  let payload;
  if (body !== undefined) {
    payload = typeof body === 'string' ? Buffer.from(body) : Buffer.from(JSON.stringify(body));
    hdrs['Content-Type'] ??= 'application/json';
    hdrs['Content-Length'] = String(payload.length);
  }
  if (method !== 'GET') hdrs.Origin = `https://${host}`;
  const at = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (status, res, buf) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const end = Date.now();
      const text = buf && !gzip ? buf.toString('utf8') : '';
      let json;
      if (text.startsWith('{') || text.startsWith('[')) {
        try { json = JSON.parse(text); } catch { /* not JSON */ }
      }
      const ok = expect.includes(status);
      if (record) {
        stats.all.push({ kind, at: at - started, end: end - started, ms: end - at, status, ok });
        if (!ok && stats.failures.length < 100_000) {
          stats.failures.push({ at: at - started, end: end - started, kind, method, path: urlPath.slice(0, 120), status,
            id: res?.headers['x-request-id'] ?? '', said: (json?.message ?? text).slice(0, 160).replace(/\s+/g, ' ') });
        }
      }
      resolve({ status, headers: res?.headers ?? {}, text, json, ms: end - at });
    };
    const req = https.request({ host: '127.0.0.1', port: PORT, method, path: urlPath, headers: hdrs, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => finish(res.statusCode, res, Buffer.concat(chunks)));
      res.on('error', (e) => finish(e.code ?? 'error', res, null));
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish('timeout', null, null);
    }, REQUEST_TIMEOUT_MS);
    req.on('error', (e) => finish(e.code ?? 'error', null, null));
    req.end(payload);
  });
}

/** A failed step of a visit: thrown, caught by the visit's loop, counted there. */
class Broken extends Error {}
const must = (res, what) => {
  if (res.status !== 200) throw new Broken(`${what}: ${res.status} ${(res.json?.message ?? res.text).slice(0, 120)}`);
  return res.json?.data ?? res.json;
};

// ---- the demo data the visits use -----------------------------------------------------------------
const data = {};

async function staffCookie(who) {
  const { email, password } = DEMO[who];
  const res = await ask('setup', 'POST', '/api/auth/login', { body: { email, password }, ip: newIp(), record: false });
  must(res, `login ${email}`);
  return [].concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('access_token=')).split(';')[0];
}

/** A show on sale with one tier, made by the posters manager: {code, id, tier, quota, small}. */
async function createShow(quota, price, kind = 'setup') {
  const n = data.shows.length + 1;
  const code = `soak-show-${n}-${crypto.randomBytes(3).toString('hex')}`;
  const record = kind !== 'setup';
  const show = must(await ask(kind, 'POST', '/api/admin/shows', { headers: { Cookie: data.posters }, record, body: {
    code, title: `Концерт нагрузки ${n}`, kind: 'concert', summary: 'Концерт для проверки под нагрузкой',
    description: 'Концерт, на который покупают билеты во время make soak.', place_id: data.place,
    starts_at: `${day(20 + (n % 60))}T19:00`, duration_minutes: 90, age_rating: '6+', status: 'on_sale', published: true,
  } }), `create show ${code}`);
  const tier = must(await ask(kind, 'POST', '/api/admin/ticket-tiers', { headers: { Cookie: data.posters }, record,
    body: { show_id: show.id, name: 'Партер', price, quota } }), `tier of ${code}`);
  const made = { code, id: show.id, tier: tier.id, quota, small: quota < 100 };
  data.shows.push(made);
  return made;
}

const SMALL_QUOTA = 30;
const MAX_SMALL_SHOWS = 200;
/** A small show sold out: the posters manager puts the next one on sale (once per sold-out show). */
function replaceSmall(show) {
  show.replaced ??= (async () => {
    if (data.shows.filter((s) => s.small).length >= MAX_SMALL_SHOWS) return;
    const next = await createShow(SMALL_QUOTA, 900 + 100 * crypto.randomInt(10), 'admin');
    data.small[data.small.indexOf(show)] = next;
  })().catch((e) => countVisitError('replaceSmall', e));
  return show.replaced;
}

async function prepare() {
  const q = (v) => encodeURIComponent(JSON.stringify(v));
  data.posters = await staffCookie('posters');
  const admin = await staffCookie('admin');
  const places = must(await ask('setup', 'GET', `/api/admin/places?range=${q([0, 0])}`, { headers: { Cookie: data.posters }, record: false }), 'places');
  data.place = places[0].id;
  // Shows of the run: three open ones (more seats than the run sells) and two small ones the
  // buyers race for; each small one sold out is followed by another (replaceSmall), so sell-outs
  // happen all along and the oversell guard is at work.
  data.shows = [];
  for (const price of [1000, 1500, 700]) await createShow(100000, price);
  data.small = [await createShow(SMALL_QUOTA, 2000), await createShow(SMALL_QUOTA, 900)];
  const start = day(60);
  const festival = must(await ask('setup', 'POST', '/api/admin/events', { headers: { Cookie: admin }, record: false, body: {
    code: `soak-festival-${crypto.randomBytes(3).toString('hex')}`, type: 'festival', name: 'Фестиваль нагрузки',
    description: ['Создан make soak: в корзину его кладут покупатели прогона.'], place_id: places[0].id,
    date_start: start, date_end: start, place_count: 1000000, places_left: 1000000, price_participation: 1500, published: true,
  } }), 'create festival');
  data.festival = festival.id;
  const list = must(await ask('setup', 'GET', '/api/event/list?per_page=30', { record: false }), 'event list');
  data.events = list.items.map((e) => e.code);
  const afisha = must(await ask('setup', 'GET', '/api/afisha', { record: false }), 'afisha');
  data.afisha = afisha.items.map((s) => s.code);
  const blog = must(await ask('setup', 'GET', '/api/blog/articles', { record: false }), 'blog');
  data.articles = blog.items.map((a) => ({ type: a.type, code: a.code }));
  const classes = must(await ask('setup', 'GET', '/api/bravo/classes?domain=bravo', { area: 'bravo', record: false }), 'bravo classes');
  data.classes = classes.items.map((c) => ({ school: c.school.code, code: c.code, ageMin: c.age_min, ageMax: c.age_max }));
  data.assets = fs.readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
}

// ---- the visits ---------------------------------------------------------------------------------------
const SEARCH_WORDS = ['вокал', 'танцы', 'фестиваль', 'конкурс', 'театр', 'хор', 'цирк', 'Москва', 'Казань', 'джаз'];
const CITIES = ['moskva', 'sankt-peterburg', 'sochi', 'kazan', 'ekaterinburg'];
const CREATIVE = ['vokalnoe', 'horeograficheskoe', 'instrumentalnoe', 'teatralnoe', 'cirkovoe'];

/** A page of one of the areas, as a browser asks it (gzip), now and then one of the build's assets. */
async function readPage(vu) {
  const article = pick(data.articles);
  const pages = [
    ['main', '/'], ['main', '/o-nas/'], ['main', '/afisha/'], ['main', `/afisha/${pick(data.afisha)}/`],
    ['main', '/blog/'], ['main', `/blog/${article.type}/${article.code}/`], ['main', '/karta/'],
    ['events', '/'], ['events', '/festivals/'], ['events', `/festivals/tvorchestvo-${pick(CREATIVE)}/`],
    ['events', `/festival/${pick(data.events)}/`], ['events', '/kreativnye-proekty/'],
    ['bravo', '/'], ['bravo', '/kursy/'], ['bravo', '/raspisanie/'], ['bravo', '/pedagogi/'],
    ['arenda', '/'], ['oki', '/'],
  ];
  let [area, url] = pick(pages);
  // Now and then an address never asked before (a campaign's tag): the server draws it anew.
  if (crypto.randomInt(50) === 0) url += `?utm_source=soak${crypto.randomInt(1e9)}`;
  await ask('page', 'GET', url, { area, gzip: true, ip: vu.ip });
  if (crypto.randomInt(10) === 0) await ask('asset', 'GET', `/assets/${pick(data.assets)}`, { gzip: true, ip: vu.ip });
}

async function readApi(vu) {
  const a = pick(data.articles);
  const c = pick(data.classes);
  const calls = [
    ['main', `/api/event/list?per_page=12&page=${1 + crypto.randomInt(3)}`],
    ['main', `/api/event/list?city=${pick(CITIES)}&creative_type=${pick(CREATIVE)}`],
    ['main', `/api/event/list?search=${encodeURIComponent(pick(SEARCH_WORDS))}`],
    ['main', '/api/event/filters'],
    ['main', `/api/event/${pick(data.events)}`],
    ['main', `/api/search?text=${encodeURIComponent(pick(SEARCH_WORDS))}`],
    ['main', '/api/afisha'],
    ['main', `/api/afisha?city=${pick(CITIES)}`],
    ['main', `/api/afisha/${pick(data.afisha)}`],
    ['main', '/api/blog/articles'],
    ['main', `/api/blog/article?type=${a.type}&code=${a.code}`],
    ['main', `/api/content/page?path=${encodeURIComponent('/o-nas/')}`],
    ['bravo', '/api/bravo/classes?domain=bravo'],
    ['bravo', `/api/bravo/classes/${c.school}/${c.code}/lessons?domain=bravo`],
    ['bravo', '/api/bravo/teachers?domain=bravo'],
  ];
  const [area, url] = pick(calls);
  await ask('api', 'GET', url, { area, ip: vu.ip });
}

const purchases = []; // {email, quantity, show, outcome, number, key, tickets}

/**
 * A ticket buyer: the show's card, an order held, the test provider's page, «Оплатить», the order
 * paid with its tickets. A step that fails on a write is tried again after a look at the order (as
 * a buyer reloads the page); a purchase is `paid` only when the buyer saw the order paid with one
 * ticket per seat.
 */
async function buyTickets() {
  const ip = newIp();
  const show = crypto.randomInt(4) === 0 ? pick(data.small) : pick(data.shows.filter((s) => !s.small));
  const quantity = 1 + crypto.randomInt(4);
  const p = { email: uniqueEmail('soak'), quantity, show: show.code, outcome: 'failed' };
  purchases.push(p);
  const card = must(await ask('buy', 'GET', `/api/afisha/${show.code}`, { ip }), 'show card');
  if (!card.tiers.some((t) => t.on_sale && t.places_left >= quantity) && show.small) {
    p.outcome = 'sold out';
    if (!card.tiers.some((t) => t.places_left > 0)) await replaceSmall(show);
    return;
  }
  const held = await ask('buy', 'POST', '/api/tickets/orders', { ip, expect: show.small ? [200, 409] : [200], body: {
    show: show.code, lines: [{ tier_id: show.tier, quantity }], name: 'Покупатель Нагрузкин', email: p.email, phone: uniquePhone(),
  } });
  if (held.status === 409 && show.small) {
    p.outcome = 'sold out';
    return;
  }
  const order = must(held, 'hold');
  Object.assign(p, { number: order.number, key: order.access_key });
  const orderUrl = `/api/tickets/orders/${order.number}?key=${order.access_key}`;
  // One buyer in ten goes away without paying: the hold expires (HOLD_SECONDS) or they cancel it.
  if (crypto.randomInt(10) === 0) {
    p.outcome = 'abandoned';
    if (crypto.randomInt(2) === 0) {
      must(await ask('buy', 'POST', `/api/tickets/orders/${order.number}/cancel?key=${order.access_key}`, { ip, body: {} }), 'cancel');
      p.outcome = 'cancelled';
    }
    return;
  }
  const start = async () => ask('buy', 'POST', `/api/tickets/orders/${order.number}/payment?key=${order.access_key}`,
    { ip, body: { method: 'test_provider' } });
  let pay = await start();
  if (pay.status !== 200) {
    await sleep(1000);
    pay = await start();
  }
  const next = must(pay, 'payment').next;
  const form = await ask('buy', 'GET', next.url, { ip });
  if (form.status !== 200) throw new Broken(`payment page: ${form.status}`);
  const fields = {};
  for (const m of form.text.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) fields[m[1]] = m[2];
  const press = () => ask('buy', 'POST', '/api/payments/test/pay', {
    ip, expect: [303], body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  let paid = await press();
  let seen = must(await ask('buy', 'GET', orderUrl, { ip }), 'order');
  if (paid.status !== 303 && seen.status !== 'paid') {
    await sleep(1000);
    paid = await press();
    seen = must(await ask('buy', 'GET', orderUrl, { ip }), 'order');
  }
  if (seen.status !== 'paid') throw new Broken(`order ${order.number} is ${seen.status} after paying (${paid.status})`);
  if (seen.tickets?.length !== quantity) throw new Broken(`order ${order.number} paid with ${seen.tickets?.length} tickets for ${quantity} seats`);
  p.outcome = 'paid';
  p.tickets = seen.tickets.map((t) => t.code);
}

const baskets = []; // {email, number, outcome}

/** A new account puts the run's festival in the basket and confirms it. */
async function basketOrder() {
  const ip = newIp();
  const b = { email: uniqueEmail('soak-basket'), outcome: 'failed' };
  baskets.push(b);
  const reg = await ask('basket', 'POST', '/api/auth/register', { ip, body: {
    first_name: 'Анна', last_name: 'Нагрузкина', email: b.email, password: 'Soak-pass-1', consent: true,
  } });
  must(reg, 'register');
  const cookie = [].concat(reg.headers['set-cookie'] ?? []).find((c) => c.startsWith('access_token='))?.split(';')[0];
  if (!cookie) throw new Broken('register set no session');
  must(await ask('basket', 'POST', '/api/cart/', { ip, headers: { Cookie: cookie }, body: { events: [{ id: data.festival, count: 1 + crypto.randomInt(3) }] } }), 'cart');
  const order = must(await ask('basket', 'POST', '/api/cart/confirm/', { ip, headers: { Cookie: cookie } }), 'confirm');
  b.number = order.number;
  b.outcome = 'confirmed';
}

const bookings = []; // {id, email, outcome}

/** A guest books a trial lesson at bravo, reads the code from the mail and enters it. */
async function bravoBooking() {
  const ip = newIp();
  const c = pick(data.classes);
  const lessons = must(await ask('bravo', 'GET', `/api/bravo/classes/${c.school}/${c.code}/lessons?domain=bravo`, { area: 'bravo', ip }), 'lessons');
  const open = lessons.items.filter((l) => l.places_left > 0);
  if (open.length === 0) return;
  const lesson = pick(open);
  const age = c.ageMin + crypto.randomInt(Math.max(1, Math.min(c.ageMax, c.ageMin + 3) - c.ageMin + 1));
  const [y, m, d] = lesson.date.split('-');
  const born = `${Number(y) - age}-${m}-${m === '02' && d === '29' ? '28' : d}`;
  const b = { email: uniqueEmail('soak-parent'), outcome: 'failed' };
  bookings.push(b);
  const booked = await ask('bravo', 'POST', '/api/bravo/bookings?domain=bravo', { area: 'bravo', ip, expect: [200, 409], body: {
    kind: 'trial_lesson', school: c.school, class: c.code, slot_id: lesson.slot_id, date: lesson.date,
    child_name: 'Миша Нагрузкин', child_birth_date: born, consent: true,
    name: 'Ольга Нагрузкина', phone: uniquePhone(), email: b.email,
  } });
  if (booked.status === 409) {
    b.outcome = 'full';
    return;
  }
  b.id = must(booked, 'book').id;
  const code = await mailbox.waitFor(b.email, new RegExp(`код подтверждения заявки № ${b.id}[^\\d]*(\\d{6})`, 'iu'), 15_000);
  if (!code) throw new Broken(`no code mailed for booking ${b.id} within 15 s`);
  const verified = await ask('bravo', 'POST', `/api/bravo/bookings/${b.id}/verify?domain=bravo`, { area: 'bravo', ip, expect: [200, 409], body: { code } });
  if (verified.status === 409) {
    b.outcome = 'full';
    return;
  }
  must(verified, 'verify');
  b.outcome = 'verified';
}

// ---- the test mailbox -------------------------------------------------------------------------------
/** The messages the test SMTP server and SMS gateway saved, read once each. */
const mailbox = {
  seen: new Set(),
  messages: [], // {to: [...], sms, messageId, subject, text, attachments}
  refresh() {
    for (const file of fs.readdirSync(MAILBOX_DIR).sort()) {
      if (!file.endsWith('.json') || file.startsWith('.') || this.seen.has(file)) continue;
      this.seen.add(file);
      const m = JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, file), 'utf8'));
      if (m.channel === 'sms') {
        this.messages.push({ to: m.to, sms: true, text: m.data });
        continue;
      }
      const raw = m.data;
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      const header = (name) => head.match(new RegExp(`^${name}: *(.*)$`, 'mi'))?.[1]?.trim();
      const subject = (header('Subject') ?? '').replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64) => Buffer.from(b64, 'base64').toString('utf8'));
      const boundary = head.match(/boundary="([^"]+)"/i)?.[1];
      let first = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      let attachments = 0;
      if (boundary) {
        const parts = first.split(`--${boundary}`).slice(1, -1);
        attachments = parts.length - 1;
        first = parts[0].slice(parts[0].indexOf('\r\n\r\n') + 4);
      }
      const text = Buffer.from(first.replace(/\s+/g, ''), 'base64').toString('utf8');
      this.messages.push({ to: m.to.map((t) => t.toLowerCase()), messageId: header('Message-ID'), subject, text, attachments });
    }
  },
  /** Waits for a message to `to` whose text matches; the pattern's first group, or undefined. */
  async waitFor(to, pattern, limitMs) {
    const until = Date.now() + limitMs;
    while (Date.now() < until) {
      this.refresh();
      for (const m of this.messages) {
        if (!m.sms && m.to.includes(to.toLowerCase())) {
          const found = m.text.match(pattern);
          if (found) return found[1];
        }
      }
      await sleep(250);
    }
    return undefined;
  },
};

// ---- the run -------------------------------------------------------------------------------------------
const VISITS = [[readPage, 50], [readApi, 34], [buyTickets, 10], [basketOrder, 3], [bravoBooking, 3]];
const visitErrors = new Map(); // "visit: what went wrong" -> count
function countVisitError(visit, e) {
  const what = e instanceof Broken ? e.message.replace(/\d{2,}|T-[0-9A-F]+/g, 'N').replace(/\s+/g, ' ') : `${e.stack}`;
  const key = `${visit}: ${what.slice(0, 160)}`;
  visitErrors.set(key, (visitErrors.get(key) ?? 0) + 1);
}

async function virtualUser(index, until) {
  const vu = { ip: newIp() }; // one visitor's address for its reads; every write from an address of its own
  const total = VISITS.reduce((n, [, w]) => n + w, 0);
  await sleep(index * 50);
  while (Date.now() < until) {
    let r = crypto.randomInt(total);
    const [visit] = VISITS.find(([, w]) => (r -= w) < 0);
    try {
      await visit(vu);
    } catch (e) {
      countVisitError(visit.name, e);
      await sleep(1000); // a person reads the error page before trying again
    }
    if (THINK_MS > 0) await sleep(crypto.randomInt(THINK_MS + 1));
  }
}

const events = [];
async function operator(copies, until) {
  const from = Date.now();
  const total = until - from;
  const [a, b] = copies;
  await sleep(total / 3);
  // kill -9 of copy B; systemd (Restart=always, RestartSec=2) starts it again 2 s later.
  const w1 = { name: 'kill -9', from: Date.now() - started };
  stats.windows.push(w1);
  await b.kill();
  say(`copy B killed (kill -9)`);
  await sleep(2000);
  b.start();
  const readyIn = await b.ready();
  w1.to = Date.now() - started + AFTER_WINDOW_MS;
  say(`copy B ready again ${(readyIn / 1000).toFixed(1)} s after its start`);
  events.push(`${(w1.from / 1000).toFixed(0)} s: copy B killed with kill -9, started 2 s later, ready in ${(readyIn / 1000).toFixed(1)} s`);
  await sleep(Math.max(0, from + (2 * total) / 3 - Date.now()));
  // The rolling restart as deploy/rolling-restart does it: one copy at a time, the next once the
  // restarted one is ready and nginx's fail_timeout (5 s) has passed, so nginx takes it back.
  const w2 = { name: 'rolling restart', from: Date.now() - started };
  stats.windows.push(w2);
  for (const copy of [a, b]) {
    const stopped = await copy.stop();
    copy.start();
    const ready = await copy.ready();
    const how = stopped.killed ? 'still running 30 s after SIGTERM: killed' : `exit ${stopped.code ?? stopped.signal}`;
    say(`rolling restart: copy ${copy.name} stopped in ${(stopped.ms / 1000).toFixed(1)} s (${how}), ready in ${(ready / 1000).toFixed(1)} s`);
    events.push(`${clock().trim()} s: rolling restart, copy ${copy.name} stopped by SIGTERM in ${(stopped.ms / 1000).toFixed(1)} s (${how}), ready ${(ready / 1000).toFixed(1)} s after its start`);
    copy.cleanStop = copy.cleanStop !== false && !stopped.killed && stopped.code === 0;
    await sleep(NGINX_FAIL_TIMEOUT_MS + 1000);
  }
  w2.to = Date.now() - started + AFTER_WINDOW_MS;
}

// ---- the checks -----------------------------------------------------------------------------------------
function psql(sql) {
  const res = spawnSync('psql', [DATABASE_URL, '-X', '-q', '-At', '-F', '\t', '-c', sql], { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (res.status !== 0) throw new Error(`psql: ${res.stderr}`);
  return res.stdout.split('\n').filter(Boolean).map((line) => line.split('\t'));
}
const sqlText = (s) => `'${String(s).replaceAll("'", "''")}'`;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Reads a copy's log: its warnings and errors grouped (and the page renderer's own failures, which
 * it writes without a time), its 5xx and slow access lines.
 */
async function readLog(file) {
  const out = { lines: 0, problems: new Map(), fivexx: [], slow: [] };
  if (!fs.existsSync(file)) return out;
  const access = /^\S+ \w+ [A-Z]+ \S+ (\d{3}) \d+B ([\d.]+)ms/;
  const logged = /^\d{4}-\d\d-\d\dT\S+ (\w+) (.*)$/;
  const add = (key, line) => {
    const seen = out.problems.get(key) ?? { count: 0, example: line };
    seen.count++;
    out.problems.set(key, seen);
  };
  const shape = (text) => text.replace(/https?:\/\/[^\s:]+:\d+/g, 'URL').replace(/T-[0-9A-F]+/g, 'T-N').replace(/\d+(\.\d+)?/g, 'N').slice(0, 140);
  for await (const line of readline.createInterface({ input: fs.createReadStream(file) })) {
    out.lines++;
    const a = access.exec(line);
    if (a) {
      if (a[1] >= '500') out.fivexx.push(line);
      if (Number(a[2]) >= 1000) out.slow.push(line);
      continue;
    }
    const level = logged.exec(line);
    if (level && level[1] !== 'info' && level[1] !== 'debug') add(`${level[1]} ${shape(level[2])}`, line);
    else if (!level && /^renderer: .*(failed|error)/i.test(line)) add(shape(line), line);
  }
  return out;
}

const copies = [];
async function main() {
  copies.push(new Copy('A', await freePort(), await freePort()), new Copy('B', await freePort(), await freePort()));
  for (const copy of copies) fs.rmSync(copy.logFile, { force: true });
  say(`seeding the demo data into ${DATABASE_URL}`);
  const seed = spawnSync(SERVER_BIN, ['seed', '--demo', '--database', DATABASE_URL, '--storage', STORAGE], { encoding: 'utf8' });
  fs.writeFileSync(path.join(OUT, 'seed.log'), seed.stdout + seed.stderr);
  if (seed.status !== 0) throw new Error(`seed --demo failed (var/soak/seed.log): ${seed.stderr.slice(-500)}`);
  // Both at once, as systemd starts them at boot.
  for (const copy of copies) copy.start();
  await Promise.all(copies.map((c) => c.ready()));
  await startNginx(copies);
  say(`copies A (port ${copies[0].port}) and B (port ${copies[1].port}) ready; nginx on https://localhost:${PORT}/`);
  await prepare();
  say(`prepared: ${data.shows.length} shows, a festival for the baskets; ${USERS} virtual users for ${SECONDS} s`);

  const until = Date.now() + SECONDS * 1000;
  const ticker = setInterval(() => {
    const n = stats.all.length;
    const failed = stats.all.filter((r) => !r.ok).length;
    say(`${n} requests, ${failed} failed; ${purchases.filter((p) => p.outcome === 'paid').length} purchases paid`);
  }, Math.max(10_000, (SECONDS * 1000) / 10));
  const sampler = setInterval(() => copies.forEach((c) => c.sample()), 5000);
  copies.forEach((c) => c.sample());
  const loadStart = Date.now() - started;
  await Promise.all([operator(copies, until), ...Array.from({ length: USERS }, (_, i) => virtualUser(i, until))]);
  clearInterval(ticker);
  clearInterval(sampler);
  copies.forEach((c) => c.sample());
  const loadEnd = Date.now() - started;
  say('load over; waiting for the outbox to be delivered');

  // ---- the outbox delivered, then the database and the mailbox compared with what buyers saw.
  let waiting = -1;
  for (let i = 0; i < 180; i++) {
    waiting = Number(psql('SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND given_up_at IS NULL')[0][0]);
    if (waiting === 0) break;
    await sleep(1000);
  }
  await sleep(1000);
  mailbox.refresh();
  const failures = [];
  const checks = [];

  // Purchases: every one the buyer saw paid has its order paid and one ticket per seat.
  const paid = purchases.filter((p) => p.outcome === 'paid');
  let lost = 0;
  if (paid.length > 0) {
    const rows = new Map(psql(`SELECT o.number, o.status, (SELECT COUNT(*) FROM tickets t WHERE t.order_id = o.id),
      (SELECT string_agg(t.code, ',' ORDER BY t.code) FROM tickets t WHERE t.order_id = o.id)
      FROM ticket_orders o WHERE o.number IN (${paid.map((p) => sqlText(p.number)).join(',')})`).map((r) => [r[0], r]));
    for (const p of paid) {
      const r = rows.get(p.number);
      if (!r || r[1] !== 'paid' || Number(r[2]) !== p.quantity || r[3] !== [...p.tickets].sort().join(',')) {
        lost++;
        if (lost <= 10) failures.push(`purchase ${p.number} (${p.quantity} seats) seen paid, in the database: ${r ? `${r[1]}, ${r[2]} tickets` : 'no order'}`);
      }
    }
  }
  // Seats: per tier of the run's shows, taken = the seats of the live orders <= quota, tickets of
  // paid orders only and one per seat; no ticket code twice.
  const tiers = psql(`SELECT tt.id, tt.quota, tt.taken,
      COALESCE((SELECT SUM(l.quantity) FROM ticket_order_lines l JOIN ticket_orders o ON o.id = l.order_id
        WHERE l.tier_id = tt.id AND o.status IN ('held', 'awaiting_payment', 'paid')), 0),
      COALESCE((SELECT SUM(l.quantity) FROM ticket_order_lines l JOIN ticket_orders o ON o.id = l.order_id
        WHERE l.tier_id = tt.id AND o.status = 'paid'), 0),
      (SELECT COUNT(*) FROM tickets t WHERE t.tier_id = tt.id),
      (SELECT COUNT(*) FROM tickets t JOIN ticket_orders o ON o.id = t.order_id WHERE t.tier_id = tt.id AND o.status <> 'paid')
    FROM ticket_tiers tt WHERE tt.id IN (${data.shows.map((s) => s.tier).join(',')})`);
  let oversold = 0;
  for (const [id, quota, taken, live, paidSeats, tickets, stray] of tiers.map((r) => r.map(Number))) {
    if (taken > quota || taken !== live || tickets !== paidSeats || tickets > quota || stray > 0) {
      oversold++;
      failures.push(`tier ${id}: quota ${quota}, taken ${taken}, seats of live orders ${live}, paid seats ${paidSeats}, tickets ${tickets}, tickets of unpaid orders ${stray}`);
    }
  }
  const [[ticketRows, ticketCodes]] = psql('SELECT COUNT(*), COUNT(DISTINCT code) FROM tickets');
  if (ticketRows !== ticketCodes) failures.push(`ticket codes: ${ticketRows} tickets, ${ticketCodes} distinct codes`);
  const smallShows = data.shows.filter((s) => s.small);
  const soldOut = smallShows.map((s) => tiers.find((t) => Number(t[0]) === s.tier)).filter((t) => t && Number(t[2]) >= Number(t[1])).length;
  // The expiry job: no unpaid hold of the run's shows is left long past its time (2 minutes of
  // slack: the job's period and the copies' restarts); each one expired gave its seats back (above).
  const holds = psql(`SELECT status, held_until FROM ticket_orders WHERE show_id IN (${data.shows.map((s) => s.id).join(',')}) AND status IN ('held', 'expired')`);
  const expired = holds.filter(([status]) => status === 'expired').length;
  const overdue = holds.filter(([status, until]) => status === 'held' && Date.parse(/Z$|[+-]\d\d:?\d\d$/.test(until) ? until.replace(' ', 'T') : `${until.replace(' ', 'T')}Z`) < Date.now() - 120_000).length;
  if (overdue) failures.push(`${overdue} unpaid holds still held more than 2 minutes past their time: the expiry job did not run`);

  // Mails: each outbox email sent is in the mailbox exactly once (by its Message-ID); each paid
  // purchase's tickets mail came once with one PDF per seat; nothing given up, nothing left.
  const outbox = psql(`SELECT id, channel, recipient, message_key, sent_at IS NOT NULL, given_up_at IS NOT NULL, attempts, COALESCE(error, '')
    FROM outbox ORDER BY id`);
  const byKey = new Map();
  for (const m of mailbox.messages) {
    if (m.sms) continue;
    const key = m.messageId?.replace(/^<|@.*$|>$/g, '') ?? '';
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  let sent = 0;
  let twice = 0;
  let missing = 0;
  let givenUp = 0;
  let retried = 0;
  const keys = new Set();
  for (const [id, channel, recipient, key, isSent, isGivenUp, attempts, error] of outbox) {
    if (isGivenUp === 't') {
      givenUp++;
      if (givenUp <= 5) failures.push(`outbox ${id} to ${recipient} given up after ${attempts} attempts: ${error}`);
    }
    if (Number(attempts) > 1) retried++;
    if (channel !== 'email' || isSent !== 't') continue;
    sent++;
    const full = key || `outbox-${id}`;
    keys.add(full);
    const n = byKey.get(full) ?? 0;
    if (n > 1) {
      twice++;
      if (twice <= 10) failures.push(`outbox ${id} to ${recipient} (${full}) delivered ${n} times`);
    } else if (n === 0) {
      missing++;
      if (missing <= 5) failures.push(`outbox ${id} to ${recipient} marked sent, not in the mailbox`);
    }
  }
  const unknown = [...byKey.keys()].filter((k) => !keys.has(k)).length;
  if (waiting > 0) failures.push(`${waiting} outbox messages still waiting 3 minutes after the load`);
  let ticketMails = 0;
  let ticketMailsWrong = 0;
  for (const p of paid) {
    const mails = mailbox.messages.filter((m) => !m.sms && m.to.includes(p.email.toLowerCase()) && m.subject.includes(`заказ ${p.number}`));
    if (mails.length === 1 && mails[0].attachments === p.quantity) ticketMails++;
    else {
      ticketMailsWrong++;
      if (ticketMailsWrong <= 10) failures.push(`purchase ${p.number}: ${mails.length} tickets mails${mails.length ? ` (${mails.map((m) => m.attachments).join(', ')} PDFs for ${p.quantity} seats)` : ''}`);
    }
  }

  // Basket orders and bravo bookings confirmed to their buyer have their rows.
  const confirmed = baskets.filter((b) => b.outcome === 'confirmed');
  let basketLost = 0;
  if (confirmed.length > 0) {
    const found = new Set(psql(`SELECT number FROM orders WHERE number IN (${confirmed.map((b) => sqlText(b.number)).join(',')})`).map((r) => r[0]));
    basketLost = confirmed.filter((b) => !found.has(b.number)).length;
    if (basketLost) failures.push(`${basketLost} basket orders confirmed to their buyer are not in the database`);
  }
  const verified = bookings.filter((b) => b.outcome === 'verified');
  let bookingsLost = 0;
  if (verified.length > 0) {
    const found = new Set(psql(`SELECT id FROM bravo_bookings WHERE verified_at IS NOT NULL AND id IN (${verified.map((b) => Number(b.id)).join(',')})`).map((r) => Number(r[0])));
    bookingsLost = verified.filter((b) => !found.has(Number(b.id))).length;
    if (bookingsLost) failures.push(`${bookingsLost} bravo bookings verified for their guest are not verified in the database`);
  }

  // ---- the requests' figures
  const inKill = (r) => stats.windows.some((w) => w.name === 'kill -9' && r.end >= w.from && r.at <= (w.to ?? Infinity));
  const inRolling = (r) => stats.windows.some((w) => w.name === 'rolling restart' && r.end >= w.from && r.at <= (w.to ?? Infinity));
  const all = stats.all;
  const failed = all.filter((r) => !r.ok);
  const failedKill = failed.filter(inKill);
  const failedRolling = failed.filter((r) => !inKill(r) && inRolling(r));
  const failedOutside = failed.filter((r) => !inKill(r));
  const outsideCount = all.filter((r) => !inKill(r)).length;
  const share = outsideCount ? failedOutside.length / outsideCount : 0;
  if (share > MAX_FAILED) failures.push(`${failedOutside.length} of ${outsideCount} requests outside the kill window failed (${(share * 100).toFixed(2)} %, more than ${(MAX_FAILED * 100).toFixed(2)} %)`);
  const byStatus = new Map();
  for (const r of all) if (r.status !== 200) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const latency = (list) => {
    const ms = list.map((r) => r.ms).sort((x, y) => x - y);
    return { n: ms.length, p50: percentile(ms, 50), p90: percentile(ms, 90), p99: percentile(ms, 99), max: ms.at(-1) ?? 0 };
  };
  const kinds = ['page', 'asset', 'api', 'buy', 'basket', 'bravo', 'admin'];

  // What each copy's metrics say since its last start (the rolling restart), then stop the copies
  // (SIGTERM: each must exit 0) and nginx, and read their logs.
  const metrics = [];
  for (const copy of copies) {
    try {
      const m = await copy.metrics();
      const sum = (name) => Object.entries(m).filter(([k]) => k === name || k.startsWith(`${name}{`)).reduce((n, [, v]) => n + v, 0);
      const renders = m.platform_renderer_renders_total ?? 0;
      metrics.push(`copy ${copy.name} since ${(copy.lives.at(-1).at / 1000).toFixed(0)} s: kept pages ${m['platform_cache_hits_total{cache="site_pages"}'] ?? '?'} hits, ${m['platform_cache_misses_total{cache="site_pages"}'] ?? '?'} misses; ` +
        `${renders} renders (${m.platform_renderer_failures_total ?? '?'} without markup, mean ${renders ? ((1000 * m.platform_renderer_seconds_total) / renders).toFixed(0) : 0} ms); ` +
        `database leases ${sum('platform_db_leases_total')}, waits ${sum('platform_db_lease_waits_total')}, timeouts ${sum('platform_db_lease_timeouts_total')}; job failures ${sum('platform_job_failures_total')}`);
    } catch (e) {
      metrics.push(`copy ${copy.name}: metrics not read (${e.message})`);
    }
  }
  const stops = [];
  for (const copy of copies) {
    const s = await copy.stop();
    stops.push(`copy ${copy.name}: ${s.killed ? 'still running 30 s after SIGTERM, killed' : `exit ${s.code ?? s.signal} in ${(s.ms / 1000).toFixed(1)} s`}`);
    if (s.killed || s.code !== 0) failures.push(`copy ${copy.name} did not stop cleanly at the end: ${stops.at(-1)}`);
    if (copy.cleanStop === false) failures.push(`copy ${copy.name} did not stop cleanly in the rolling restart`);
  }
  nginx.kill('SIGTERM');
  const logs = await Promise.all(copies.map((c) => readLog(c.logFile)));
  const nginxErrors = path.join(WORK, 'nginx', 'logs', 'error.log');
  if (fs.existsSync(nginxErrors)) fs.copyFileSync(nginxErrors, path.join(OUT, 'nginx-error.log'));

  // ---- the report
  const secs = (loadEnd - loadStart) / 1000;
  const count = (list, outcome) => list.filter((x) => x.outcome === outcome).length;
  const lat = latency(all);
  const line = [];
  const print = (s = '') => line.push(s);
  print();
  print(`== soak run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${secs.toFixed(0)} s of load, ${USERS} virtual users, 2 copies on PostgreSQL behind deploy/nginx/platform.conf (https)`);
  for (const e of events) print(`   ${e}`);
  print(`requests:    ${all.length} (${(all.length / secs).toFixed(0)}/s); failed ${failed.length}: ${failedKill.length} in the kill window, ${failedRolling.length} in the rolling restart, ${failedOutside.length - failedRolling.length} at other times`);
  print(`non-2xx:     ${byStatus.size ? [...byStatus].sort((x, y) => y[1] - x[1]).map(([s, n]) => `${s} ×${n}`).join(', ') : 'none'} (expected: 303 of «Оплатить», 409 of a sold-out show or a full lesson)`);
  print(`latency ms:  p50 ${lat.p50}, p90 ${lat.p90}, p99 ${lat.p99}, max ${lat.max}`);
  for (const k of kinds) {
    const l = latency(all.filter((r) => r.kind === k));
    if (l.n) print(`  ${k.padEnd(7)} ${String(l.n).padStart(7)} requests, p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, max ${l.max}`);
  }
  print(`purchases:   ${purchases.length} attempted, ${paid.length} paid, ${count(purchases, 'sold out')} refused (sold out; ${soldOut} of ${smallShows.length} small shows sold out), ${count(purchases, 'abandoned') + count(purchases, 'cancelled')} abandoned or cancelled (${expired} holds expired by the job, ${overdue} overdue), ${count(purchases, 'failed')} failed`);
  print(`  rows:      ${paid.length - lost} of ${paid.length} paid purchases have their order paid and one ticket per seat; ${tiers.length - oversold} of ${tiers.length} tiers consistent, no seat sold twice${oversold ? ': NO' : ''}; ${ticketRows} tickets, ${ticketCodes} distinct codes`);
  print(`  mails:     ${ticketMails} of ${paid.length} tickets mails came once with one PDF per seat; outbox: ${outbox.length} messages, ${sent} emails sent, ${twice} delivered twice, ${missing} sent but not received, ${givenUp} given up, ${retried} retried, ${waiting} waiting; mailbox: ${mailbox.messages.length} messages, ${unknown} not from the outbox`);
  print(`baskets:     ${baskets.length} attempted, ${confirmed.length} confirmed, ${basketLost} of them missing in the database`);
  print(`bravo:       ${bookings.length} bookings, ${verified.length} verified by the mailed code, ${count(bookings, 'full')} refused (lesson full), ${bookingsLost} verified missing in the database`);
  print(`stopped:     ${stops.join('; ')}`);
  for (const m of metrics) print(`metrics:     ${m}`);
  for (const copy of copies) {
    const lives = copy.lives.filter((l) => l.samples.length).map((l) => {
      const first = l.samples[0];
      const last = l.samples.at(-1);
      const max = Math.max(...l.samples.map((x) => x.rss));
      return `from ${(l.at / 1000).toFixed(0)} s: RSS ${first.rss.toFixed(0)} -> ${last.rss.toFixed(0)} MB (max ${max.toFixed(0)}), descriptors ${first.fds} -> ${last.fds}`;
    });
    print(`memory:      copy ${copy.name}: ${lives.join('; ')}`);
  }
  for (const [i, copy] of copies.entries()) {
    const l = logs[i];
    const problems = [...l.problems].sort((x, y) => y[1].count - x[1].count);
    print(`copy ${copy.name} log:  ${l.lines} lines, ${problems.reduce((n, [, p]) => n + p.count, 0)} warnings or errors, ${l.fivexx.length} 5xx access lines, ${l.slow.length} requests of 1 s or more (var/soak/${path.basename(copy.logFile)})`);
    for (const [key, p] of problems.slice(0, 12)) print(`  ${String(p.count).padStart(5)} × ${key}\n          e.g. ${p.example.slice(0, 300)}`);
    for (const s of l.fivexx.slice(0, 5)) print(`  5xx: ${s}`);
    for (const s of l.slow.slice(0, 5)) print(`  slow: ${s}`);
  }
  if (visitErrors.size) {
    print(`visits cut short: ${[...visitErrors.values()].reduce((a, b) => a + b, 0)}`);
    for (const [what, n] of [...visitErrors].sort((x, y) => y[1] - x[1]).slice(0, 15)) print(`  ${String(n).padStart(5)} × ${what}`);
  }
  if (stats.failures.length) {
    print('failed requests by when (seconds since the start), with the first ones:');
    const when = (f) => (inKill(f) ? 'kill -9' : inRolling(f) ? 'rolling restart' : 'other times');
    for (const name of ['kill -9', 'rolling restart', 'other times']) {
      const list = stats.failures.filter((f) => when(f) === name);
      if (!list.length) continue;
      const statuses = new Map();
      for (const f of list) statuses.set(f.status, (statuses.get(f.status) ?? 0) + 1);
      print(`  ${name}: ${list.length} from ${(list[0].at / 1000).toFixed(1)} s to ${(list.at(-1).end / 1000).toFixed(1)} s: ${[...statuses].map(([st, n]) => `${st} ×${n}`).join(', ')}`);
      for (const f of list.slice(0, 4)) print(`    ${(f.at / 1000).toFixed(1)} s ${f.kind} ${f.method} ${f.path} -> ${f.status} ${f.id} ${f.said.slice(0, 100)}`);
    }
  }
  if (paid.length === 0) failures.push('no purchase was paid');
  print(failures.length ? `RESULT: FAILED\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'RESULT: passed');
  console.log(line.join('\n'));
  return failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  console.error(`soak.mjs: ${e.stack ?? e}`);
  code = 2;
} finally {
  agent.destroy();
  nginx?.kill('SIGTERM');
  for (const copy of copies) if (copy.child && copy.child.exitCode === null && copy.child.signalCode === null) copy.child.kill('SIGTERM');
}
process.exit(code);
