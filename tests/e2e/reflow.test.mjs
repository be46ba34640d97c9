// Every public page reflows at 320 CSS pixels (WCAG 2.1, 1.4.10): no horizontal scroll on the
// narrowest phone, whatever a title's longest word, a select's longest option or a button's text.
// The pages are the route manifest's (web/dist/routes.json, as the server serves it) without
// parameters, in every public area; the account and the admin have their own layouts.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/reflow.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, url, usePage } from './browser.mjs';

const NARROWEST = { width: 320, height: 640 };

describe('reflow at 320 px', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('no public page is wider than the screen', { timeout: 600_000 }, async () => {
    const manifest = await (await fetch(`${BASE_URL}/routes.json`)).json();
    const routes = manifest.routes.filter(
      (r) => r.area !== 'admin' && r.area !== 'id' && !r.path.includes(':') && !r.path.includes('*'),
    );
    assert.ok(routes.length > 50, `the manifest's pages: ${routes.length}`);
    await page.setViewportSize(NARROWEST);
    const wide = [];
    for (const route of routes) {
      await page.goto(url(route.path, route.area), { waitUntil: 'networkidle' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > NARROWEST.width) wide.push(`${route.area} ${route.path}: ${width}px`);
    }
    assert.deepEqual(wide, []);
  });
});
