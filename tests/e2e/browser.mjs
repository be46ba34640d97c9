// Shared set-up of the browser journeys: Debian's Chromium driven by playwright-core, which is
// resolved from web/node_modules (a devDependency of the web app; tests/e2e has no package.json).
//
// Every page of every browser launched here is watched for Content Security Policy violations
// (the page's `securitypolicyviolation` events and the console's CSP reports): the pages run
// under `script-src 'self'` (decision 0019), so an inline script or handler, eval or a
// javascript: URL is a bug. A violation fails the test it happened in (the afterEach hook below,
// which node:test applies to every test of the file importing this module), and one seen outside
// a test (a before or after hook) fails `browser.close()`.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before } from 'node:test';

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

// ---- Content Security Policy violations -------------------------------------------------------
const cspViolations = [];
let cspReported = 0;

/** The violations not yet reported, marked as reported. */
export function takeCspViolations() {
  const fresh = cspViolations.slice(cspReported);
  cspReported = cspViolations.length;
  return fresh;
}

function failOnCspViolations(where) {
  const fresh = takeCspViolations();
  if (fresh.length > 0) {
    throw new Error(`Content Security Policy violation${fresh.length > 1 ? 's' : ''} ${where}:\n  ${fresh.join('\n  ')}`);
  }
}

afterEach(() => failOnCspViolations('during the test'));

const CSP_BINDING = '__e2eCspViolation';

async function watchCsp(context) {
  await context.exposeBinding(CSP_BINDING, ({ page }, v) => {
    const where = v.source ? ` at ${v.source}` : '';
    const sample = v.sample ? ` ("${v.sample}")` : '';
    cspViolations.push(`${v.directive} blocked ${v.blocked || 'inline'}${where}${sample} on ${page?.url() ?? '?'}`);
  });
  // Init scripts and bindings run outside the page's policy (through the DevTools protocol).
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = window[binding];
        if (typeof report !== 'function') return;
        report({
          directive: e.effectiveDirective || e.violatedDirective,
          blocked: e.blockedURI,
          source: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '',
          sample: e.sample,
        });
      },
      true,
    );
  }, CSP_BINDING);
  const watchConsole = (page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()} on ${page.url()}`);
    });
  context.pages().forEach(watchConsole);
  context.on('page', watchConsole);
}

/** A client address of this browser: the server believes X-Forwarded-For from loopback (a proxy). */
function clientAddress() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/**
 * A headless Chromium with a fresh user data dir, watched for CSP violations; close() removes the
 * dir and fails when a violation was seen after the last test's check. Each browser gets its own
 * client address (X-Forwarded-For, believed from loopback with --trusted-proxies as scripts/test
 * starts the server), so the per-address limits (registrations, code sends, login failures) count
 * each journey file apart, as tests/api does.
 */
export async function launch() {
  const userDataDir = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  await watchCsp(context);
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
      failOnCspViolations('in the browser (outside a test)');
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

/**
 * One browser page for the enclosing `describe`: opened before its tests (openPage), closed after
 * them; `set` receives it. Usage: `let page; usePage((opened) => { page = opened; });`.
 */
export function usePage(set) {
  let browser;
  before(async () => {
    const opened = await openPage();
    browser = opened.browser;
    set(opened.page);
  });
  after(async () => {
    await browser?.close();
  });
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
  await page.getByRole('menu').getByRole('menuitem', { name: menuItem, exact: true }).waitFor();
}

/**
 * Presses an admin screen's «Удалить» and confirms in react-admin's dialog; with `question`, first
 * checks the dialog asks it.
 */
/**
 * Waits until the app has taken a server-drawn page over (decision 0035: it starts after the
 * load event). Before that links are followed by the browser, not by the app's router.
 */
export async function waitForHydration(page) {
  await page.waitForFunction(() => !document.getElementById('platform-data') || document.documentElement.dataset.hydrated !== undefined);
}

export async function deleteConfirmed(page, question) {
  await page.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  if (question) await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: /Подтвердить|Да|Удалить/ }).click();
}

/** A run's own letters: they end a person's name (names hold no digits) and unique test data. */
export function letterSuffix(length = 8) {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}
