// Browser journeys of the site search (issue 4): the main area's header search, the search modal of
// the other areas and the /poisk/ results page. Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/search.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { usePage, screenshot, url } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const SEARCH_ID = 'territoriya-tvorchestva';

describe('site search', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('header search of the main area: empty text stays, a phrase lands on /poisk/ with highlighted results', async () => {
    await page.goto(url('/', 'main'));
    await page.getByRole('heading', { level: 1, name: 'Территория творчества' }).waitFor();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' });
    await toggle.click();
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Что ищем' });
    await field.waitFor();
    assert.equal(await field.evaluate((el) => el === document.activeElement), true, 'the field has the focus');

    // Empty text is not submitted: the history grows by the one search below, not by two.
    const entries = await page.evaluate(() => window.history.length);
    await field.press('Enter');
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await field.isVisible(), true);

    await field.fill('вокальный конкурс');
    await field.press('Enter');
    await page.waitForURL((u) => u.pathname === '/poisk/');
    assert.equal(await page.evaluate(() => window.history.length), entries + 1, 'the empty Enter did not navigate');
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get('searchid'), SEARCH_ID);
    assert.equal(params.get('text'), 'вокальный конкурс');
    assert.equal(params.get('domain'), 'main');

    await page.getByRole('heading', { level: 1, name: 'Поиск' }).waitFor();
    await page.getByText(/^Найден[оа]? \d+ результат/).waitFor();
    const results = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    assert.ok((await results.count()) >= 1);
    const marks = await page.getByRole('main').locator('mark').allTextContents();
    assert.ok(marks.length > 0, 'matches are highlighted');
    assert.ok(marks.every((m) => /^(вокал|конкурс)/i.test(m)), `highlights are the searched words: ${marks.join(', ')}`);
    // Only <mark> comes from the answer's HTML: no other element inside a result's text.
    assert.equal(await page.getByRole('main').locator('ol mark *').count(), 0);
    await screenshot(page, 'search-results-1280');
    assert.deepEqual(await axeViolations(page), []);

    // A festival result leads to its page in the events area (pages and articles found come first).
    const first = results.filter({ has: page.locator('a[href*="/festival/"]') }).first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await first.textContent()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('domain'), 'events');
  });

  test('results page: paging, empty state and the page\'s own field', async () => {
    await page.goto(url(`/poisk/?searchid=${SEARCH_ID}&text=${encodeURIComponent('фестиваль')}`, 'main'));
    const count = page.getByText(/^Найден[оа]? \d+ результат/);
    await count.waitFor();
    const total = Number((await count.textContent()).match(/\d+/)[0]);
    if (total > 10) {
      await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('link', { name: 'Страница 2' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.getByText(/страница 2 из \d+/).waitFor();
    }
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Что ищем' });
    await field.fill('щщщщщ несуществующее');
    await field.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'По запросу «щщщщщ несуществующее» ничего не найдено' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('page'), null);
  });

  test('the search modal of another area: focus on open, Enter closes it and goes to /poisk/ even with empty text', async () => {
    await page.goto(url('/', 'bravo'));
    await page.getByRole('heading', { level: 1, name: 'Театр-студия «Браво»' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' }).click();
    const dialog = page.getByRole('dialog', { name: 'Поиск по сайту' });
    await dialog.waitFor();
    const field = dialog.getByRole('searchbox', { name: 'Что ищем' });
    assert.equal(await field.evaluate((el) => el === document.activeElement), true, 'the field has the focus');
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'search-modal-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Escape closes it without searching; focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' });
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus is back on the search button');

    await page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' }).click();
    await dialog.getByRole('searchbox').press('Enter');
    await page.waitForURL((u) => u.pathname === '/poisk/');
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get('domain'), 'main');
    assert.equal(params.get('searchid'), SEARCH_ID);
    assert.equal(params.get('text'), '');
    await page.getByRole('heading', { level: 1, name: 'Поиск' }).waitFor();
    await page.getByText(/^Введите название фестиваля/).waitFor();
  });

  test('the results page fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(url(`/poisk/?searchid=${SEARCH_ID}&text=${encodeURIComponent('театр')}`, 'main'));
      await page.getByText(/^Найден[оа]? \d+ результат/).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
      await screenshot(page, 'search-results-390');
      // Header input mode on a phone covers the bar and still searches.
      await page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' }).click();
      const field = page.getByRole('banner').getByRole('searchbox', { name: 'Что ищем' });
      await field.fill('вокал');
      await screenshot(page, 'search-header-390');
      await field.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('text') === 'вокал');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
