// Screenshots of the platform itself for the organizer landing's tools (decision 0039): a server
// with the demo data on a throwaway database, a season's worth of applications and site requests
// made through the public API as participants make them, then the admin screens and a festival
// page photographed at 1200 x 750 into web/public/img/organizer/<name>-1200x750.jpg.
// Run after `make build` whenever those screens change: node web/scripts/organizer-screenshots.mjs
// (SERVER_BIN names another server binary than build/release/platform-server).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'web/public/img/organizer');
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const SIZE = { width: 1200, height: 750 };

/** Heads of collectives applying to festivals: first and last name, mail box, places wanted. */
const CUSTOMERS = [
  ['Марина', 'Соколова', 'sokolova', 3],
  ['Ольга', 'Лебедева', 'lebedeva', 2],
  ['Игорь', 'Кузнецов', 'kuznecov', 1],
  ['Елена', 'Морозова', 'morozova', 2],
  ['Дмитрий', 'Павлов', 'pavlov', 1],
  ['Наталья', 'Волкова', 'volkova', 3],
];

let address = 0;
/** A JSON call as a browser makes it (Origin, a client address of its own); {status, json, cookie}. */
async function api(method, path, body, cookie) {
  address += 1;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      Origin: BASE,
      'X-Forwarded-For': `10.77.0.${address}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = response.headers.getSetCookie().find((line) => line.startsWith('access_token='));
  const json = await response.json().catch(() => null);
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return { json, cookie: set?.split(';')[0] ?? cookie };
}

/** A demo staff member's session cookie (server/src/seed/demo.cpp has their passwords). */
const login = async (email, password = 'Demo2026!') => (await api('POST', '/api/auth/login', { email, password })).cookie;

async function startServer(dir) {
  const server = spawn(
    process.env.SERVER_BIN ?? join(ROOT, 'build/release/platform-server'),
    [
      'serve',
      '--port',
      String(PORT),
      '--base-domain',
      'localhost',
      '--database',
      `sqlite:${join(dir, 'db.sqlite')}`,
      '--web',
      join(ROOT, 'web/dist'),
      '--storage',
      join(dir, 'storage'),
      '--demo',
      '--trusted-proxies',
      '127.0.0.1',
      '--access-log',
      'errors',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** Applications from the customers to the nearest festivals; the senior manager works on some. */
async function season() {
  const { json: list } = await api('GET', '/api/event/list?per_page=24');
  const festivals = list.data.items.filter((item) => item.place_count >= 5 && item.price_participation > 0 && item.place.city);
  const orders = [];
  for (const [index, [first, last, box, places]] of CUSTOMERS.entries()) {
    const body = { first_name: first, last_name: last, email: `${box}@example.ru`, password: 'Festival2026!', consent: true };
    const { cookie } = await api('POST', '/api/auth/register', body);
    const festival = festivals[index % festivals.length];
    await api('POST', '/api/cart/', { events: [{ id: festival.event_id, count: places }] }, cookie);
    const { json } = await api('POST', '/api/cart/confirm/', undefined, cookie);
    orders.push(json.data.id);
  }
  const senior = await login('orders-senior@demo.local');
  const flow = [['in_work'], ['in_work', 'confirmed'], ['in_work'], [], ['in_work', 'confirmed'], []];
  for (const [index, id] of orders.entries()) {
    for (const status of flow[index]) await api('POST', `/api/admin/orders/${id}/status`, { status }, senior);
  }
  await api(
    'POST',
    `/api/admin/orders/${orders[0]}/comments`,
    { text: 'Попросили перенести выступление на второй день — согласовала с площадкой.' },
    senior,
  );
  return orders;
}

/** Requests from the forms of the public pages, as visitors send them. */
async function requests() {
  const sent = [
    [
      'main',
      {
        form: 'callback',
        name: 'Светлана Орлова',
        phone: '+79031234567',
        message: 'Хотим провести областной конкурс хоров весной',
        page: '/organizatoram/',
        utm_source: 'yandex',
        utm_medium: 'cpc',
      },
    ],
    [
      'organizer',
      {
        form: 'demo',
        name: 'Андрей Никитин',
        phone: '+79122345678',
        email: 'nikitin@example.ru',
        organization: 'Фестивальный центр «Северное сияние»',
        event_kind: 'Фестиваль или конкурс',
        participants: '500–2 000',
        page: '/',
      },
    ],
    [
      'main',
      {
        form: 'question',
        name: 'Татьяна Белова',
        email: 'belova@example.ru',
        message: 'Можно ли оплатить участие коллектива по счёту от организации?',
        page: '/uslugi/',
      },
    ],
    [
      'oki',
      {
        form: 'partner',
        name: 'Виктор Сергеев',
        phone: '+79263456789',
        email: 'dk-metallurg@example.ru',
        organization: 'ДК «Металлург»',
        partnership: 'Площадка для событий',
        page: '/organizatoram/partnerskiy-tsentr/',
      },
    ],
  ];
  for (const [area, body] of sent) await api('POST', `/api/requests?domain=${area}`, { ...body, consent: true });
}

async function shoot(browser, cookie, shots) {
  const context = await browser.newContext({ viewport: SIZE, locale: 'ru-RU' });
  // The cookie banner would cover the screens: accepted before any page opens.
  await context.addInitScript(() => globalThis.localStorage.setItem('accept_cookie', String(Date.now())));
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
  }
  const page = await context.newPage();
  for (const [name, path, ready] of shots) {
    await page.goto(`${BASE}${path}`);
    await page.getByText(ready, { exact: false }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `${name}-${SIZE.width}x${SIZE.height}.jpg`), type: 'jpeg', quality: 82 });
    console.log(`${name}: ${path}`);
  }
  await context.close();
}

const dir = await mkdtemp(join(tmpdir(), 'organizer-shots-'));
const server = await startServer(dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir(OUT, { recursive: true });
  const orders = await season();
  await requests();
  const { json: events } = await api('GET', '/api/event/list?per_page=24');
  const festival = events.data.items.find((item) => item.price_participation > 0 && item.place.city);
  const admin = await login('admin@demo.local', 'DemoAdmin2026');
  const { json: pages } = await api(
    'GET',
    `/api/admin/pages?filter=${encodeURIComponent(JSON.stringify({ area: 'organizer' }))}`,
    undefined,
    admin,
  );
  await shoot(browser, await login('orders-senior@demo.local'), [
    ['zayavki', '/orders?domain=admin', 'Соколова'],
    ['zayavka', `/orders/${orders[0]}/show?domain=admin`, 'согласовала с площадкой'],
    ['vhodyashchie', '/requests?domain=admin', 'Никитин'],
  ]);
  await shoot(browser, admin, [
    ['meropriyatie', `/events/${festival.event_id}?domain=admin`, festival.name],
    ['stranicy', `/pages/${pages.find((p) => p.path === '/').id}?domain=admin`, 'Первый экран'],
  ]);
  await shoot(browser, null, [['festival', `/festival/${festival.code}/?domain=events`, festival.name]]);
} finally {
  await browser.close();
  server.kill();
  await rm(dir, { recursive: true, force: true });
}
