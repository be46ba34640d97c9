// Shared set-up of the browser journeys: Debian's Chromium driven by playwright-core, which is
// resolved from web/node_modules (a devDependency of the web app; tests/e2e has no package.json).
import { createRequire } from 'node:module';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../web/package.json', import.meta.url));
/** @type {typeof import('playwright-core')} */
const { chromium } = require('playwright-core');

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url));

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium with a fresh user data dir; close() removes the dir. */
export async function launch() {
  const userDataDir = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser with one page open on the main area's home and the cookie banner already accepted
 * (the banner has its own journey). Close it with `browser.close()`.
 */
export async function openPage() {
  const browser = await launch();
  const page = await browser.context.newPage();
  await page.goto(url('/', 'main'));
  await page.evaluate(() => window.localStorage.setItem('accept_cookie', String(Date.now())));
  return { browser, page };
}

/** URL of a path on the server under test, with `?domain=` when an area is given. */
export function url(path, area) {
  const target = new URL(path, `${BASE_URL}/`);
  if (area) target.searchParams.set('domain', area);
  return target.href;
}

export async function screenshot(page, name) {
  await mkdir(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: join(RESULTS_DIR, `${name}.png`), fullPage: true });
}

/** A JSON call made from the page, so it carries the page's cookies: {status, body}. */
export async function pageCall(page, path, method = 'GET', body) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, { method, headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, method, body },
  );
}

/** Signs in through the account area's login form from the admin, and waits for the admin menu's `menuItem`. */
export async function adminLogin(page, email, password, menuItem = 'Мой профиль') {
  await page.context().clearCookies();
  await page.goto(url('/', 'admin'));
  await page.waitForURL((u) => u.pathname === '/login/');
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((u) => u.searchParams.get('domain') === 'admin');
  await page.getByRole('menu').getByRole('menuitem', { name: menuItem }).waitFor();
}
