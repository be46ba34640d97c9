// Pages that arrive whole (issue 13, decision 0034), as a phone's browser sees them: the page the
// server drew is taken over, not drawn again (its heading is the same element before and after
// the app starts), nothing but the session is asked on load, nothing jumps (layout shift under
// 0.05), no accessibility finding, and without JavaScript the page reads and its links work.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, url, waitForHydration } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const PHONE = { width: 412, height: 823 };

const PAGES = [
  { name: 'main home', path: '/', area: 'main' },
  { name: 'festivals list with two filters', path: '/festivals/tvorchestvo-horeograficheskoe/u-morya/', area: 'events' },
  { name: 'a festival page', path: '/festival/ozherelie-rossii-kazan/', area: 'events' },
  { name: 'bravo home', path: '/', area: 'bravo' },
  { name: 'a bravo class page', path: '/shkola-tantsev/hip-hop/', area: 'bravo' },
  { name: "bravo's schedule for a day and an age", path: '/raspisanie/?den=6&vozrast=7', area: 'bravo' },
  { name: 'a content page', path: '/o-nas/', area: 'main' },
  { name: 'the mentors directory filtered by a creative type', path: '/nastavniki/?creative_type=vokalnoe', area: 'main' },
  { name: "a mentor's page", path: '/nastavnik/irina-sokolovskaya/', area: 'main' },
  { name: 'a blog article', path: '/blog/novosti/itogi-sezona-2025/', area: 'main' },
  // Drawn without the ad's parameters (the kept page's address), taken over with them.
  { name: 'welcome from an ad', path: '/?utm_source=yandex&utm_campaign=osen&yclid=8417', area: 'welcome' },
];

// Before any script of the page runs (the document is parsed, module scripts wait), the heading
// the server drew is noted; layout shifts are summed from the start. The observer is kept so that
// the shifts it has not handed over yet can be taken when the sum is read.
const WATCH = `
  window.__shift = 0;
  window.__countShifts = (entries) => {
    for (const entry of entries) if (!entry.hadRecentInput) window.__shift += entry.value;
  };
  window.__shiftObserver = new PerformanceObserver((list) => window.__countShifts(list.getEntries()));
  window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__serverHeading = document.querySelector('main h1');
  });
`;

/**
 * The layout shift summed once what can still move the page has come: the app took the page over
 * (and asked for the session, answered before the network went idle), the fonts are loaded and
 * every picture on screen is loaded or failed; read after two frames, so the last of them is laid
 * out and its shifts reported.
 */
async function settledShift(page) {
  await waitForHydration(page);
  await page
    .waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        Array.from(document.images).every((img) => {
          const box = img.getBoundingClientRect();
          const onScreen = img.getClientRects().length > 0 && box.bottom > 0 && box.top < window.innerHeight;
          return img.complete || !onScreen;
        }),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      throw new Error('the page did not settle in 15 s: a font or a picture on screen is still loading');
    });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.__countShifts(window.__shiftObserver.takeRecords());
            resolve(window.__shift);
          }),
        );
      }),
  );
}

describe('pages as they load on a phone', () => {
  let browser;
  let context;
  before(async () => {
    browser = await launch();
    context = browser.context;
    await context.addInitScript(WATCH);
  });
  after(() => browser?.close());

  for (const { name, path, area } of PAGES) {
    test(`${name}: taken over without a redraw, no data asked again, nothing jumps`, async () => {
      const page = await context.newPage();
      await page.setViewportSize(PHONE);
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // The guest's session check answers 401: that is the answer, not a fault.
        if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
      });
      const asked = [];
      page.on('request', (request) => {
        if (['fetch', 'xhr'].includes(request.resourceType())) asked.push(new URL(request.url()).pathname);
      });
      try {
        await page.goto(url(path, area), { waitUntil: 'networkidle' });
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        assert.equal(
          await page.evaluate(() => window.__serverHeading !== null && window.__serverHeading === document.querySelector('main h1')),
          true,
          'the heading the server drew is the one on screen: the app took the markup over',
        );
        assert.deepEqual(problems, [], 'no hydration error, no page error');
        assert.deepEqual(
          asked.filter((p) => p !== '/api/auth/me' && p !== '/version.json'),
          [],
          'the page came with its data: only the session is asked',
        );
        // Late shifts (fonts, images, the session's answer) count too.
        const shift = await settledShift(page);
        assert.ok(shift < 0.05, `cumulative layout shift ${shift.toFixed(3)} < 0.05`);
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await page.close();
      }
    });
  }

  test('a returning visitor (cookies accepted, a festival in the basket) gets the same page taken over', async () => {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
    });
    try {
      await page.goto(url('/festival/ozherelie-rossii-kazan/', 'events'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Принять' }).click();
      const add = page.getByRole('button', { name: /В корзину|Добавить в корзину/ }).first();
      await add.click();
      const badge = page.getByTestId('basket-button');
      await page.waitForFunction(() => (window.localStorage.getItem('cart_tmp') ?? '').length > 0).catch(() => undefined);
      await page.reload({ waitUntil: 'networkidle' });
      assert.equal(
        await page.evaluate(() => window.__serverHeading === document.querySelector('main h1')),
        true,
        'taken over, not redrawn',
      );
      assert.equal(await page.getByRole('region', { name: 'Согласие на использование cookie' }).count(), 0, 'no cookie banner');
      assert.match((await badge.getAttribute('aria-label')) ?? (await badge.textContent()), /1/, 'the basket shows its festival');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  test('without JavaScript the page reads, is styled, and its links lead to pages that read too', async () => {
    const noScript = await context.browser()?.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const own = noScript ?? (await launch()).context;
    const page = await own.newPage();
    try {
      await page.goto(url('/festivals/tvorchestvo-horeograficheskoe/u-morya/', 'events'));
      const heading = page.getByRole('heading', { level: 1, name: 'Хореографические конкурсы и фестивали: У моря' });
      assert.equal(await heading.isVisible(), true);
      const font = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
      assert.match(font, /Unbounded|Golos/, 'the page is styled (its fonts and styles are linked in the head)');
      const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
      const festival = (await card.textContent()).trim();
      await card.click();
      await page.getByRole('heading', { level: 1, name: festival }).waitFor();
    } finally {
      await page.close();
      await noScript?.close();
    }
  });
});
