// Browser journeys of the festival catalogue's lists (issue 4): the events footer's filter links,
// the filter panel inline and as the header's modal, chips, 'Показать ещё', the events home and
// main's castings and gatherings pages.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/catalog-filters.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { usePage, screenshot, url, waitForHydration } from './browser.mjs';
import { axeViolations } from './axe.mjs';

/** The number in «Найдено N мероприятий», once the list has loaded. */
async function foundCount(page) {
  const status = page.getByTestId('festivals-count');
  // The previous results stay on screen while new ones load («· обновляем…»).
  await status.filter({ hasText: /Найдено \d+|Ничего не найдено/, hasNotText: 'обновляем' }).waitFor();
  const text = await status.textContent();
  const m = text.match(/Найдено (\d+)/);
  return m ? Number(m[1]) : 0;
}

const cards = (page) => page.getByRole('main').getByRole('article');
const path = (page) => new URL(page.url()).pathname;

describe('festival catalogue lists', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('an events footer filter link opens the filtered list', async () => {
    await page.goto(url('/', 'events'));
    await page.getByRole('heading', { level: 1, name: 'Фестивали и конкурсы' }).waitFor();
    // The editors' picks of the area (the demo's «Рекомендации» of events) link their festivals.
    await page.getByRole('region', { name: 'Выбор редакции' }).locator('a[href*="/festival/"]').first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Вокальное творчество' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/tvorchestvo-vokalnoe/');
    assert.equal(new URL(page.url()).searchParams.get('domain'), 'events');
    await page.getByRole('heading', { level: 1, name: /конкурсы и фестивали/i }).waitFor();
    const total = await foundCount(page);
    assert.ok(total > 0, 'vocal festivals are found');
    assert.ok((await cards(page).count()) >= Math.min(total, 12));
    await page.getByRole('list', { name: 'Выбранные фильтры' }).getByRole('link', { name: 'Убрать фильтр: Вокал' }).waitFor();
    // The panel shows the filter of the path, and the inline default date range.
    await page.getByRole('button', { name: /Вид творчества Вокал/ }).waitFor();
    assert.match(await page.getByLabel('Даты: с').inputValue(), /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'festivals-vokal-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'festivals-vokal-390');
    // On a phone the panel folds behind one button, and nothing is wider than the screen.
    const toggle = page.getByRole('button', { name: 'Фильтры · 1' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await page.getByRole('button', { name: /Город Все города/ }).waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('changing a filter in the panel changes the URL and the results; a chip removes its filter', async () => {
    await page.goto(url('/festivals/tvorchestvo-vokalnoe/', 'events'));
    const before = await foundCount(page);

    await page.getByRole('button', { name: /Город Все города/ }).click();
    const options = page.getByRole('listbox');
    await options.getByRole('option', { name: 'Все города' }).getByText('Выбрано').waitFor();
    await page.getByRole('combobox', { name: /Город/ }).fill('моск');
    await options.getByRole('option', { name: 'Москва' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/tvorchestvo-vokalnoe/gorod-moskva/');
    await page.getByRole('link', { name: 'Убрать фильтр: Москва' }).waitFor();
    const inMoscow = await foundCount(page);
    assert.ok(inMoscow > 0 && inMoscow < before, `${inMoscow} of ${before} vocal events are in Moscow`);
    for (const place of await cards(page).locator('li:has(svg) span').allTextContents()) {
      if (/^(Москва|Онлайн)$/.test(place) || /\d/.test(place)) continue;
      assert.fail(`a card outside Moscow: ${place}`);
    }
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), (await page.title()).replace(/ — Территория творчества$/, ''));

    // A tag switch goes to the path too, tags after the selects.
    await page.getByRole('switch', { name: 'С проживанием' }).check();
    await page.waitForURL((u) => u.pathname === '/festivals/tvorchestvo-vokalnoe/gorod-moskva/s-prozhivaniem/');
    await foundCount(page);

    // Removing the creative type's chip keeps the rest.
    await page.getByRole('link', { name: 'Убрать фильтр: Вокал' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/gorod-moskva/s-prozhivaniem/');
    await page.getByRole('button', { name: /Вид творчества Все виды творчества/ }).waitFor();
    await page.getByRole('link', { name: 'Сбросить все' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/');
    await page.getByRole('heading', { level: 1, name: 'Конкурсы и фестивали' }).waitFor();
  });

  test('search text and sort go in the query; entries out of order move to the canonical path', async () => {
    const response = await page.goto(url('/festivals/u-morya/tvorchestvo-horeograficheskoe/', 'events'));
    assert.equal(path(page), '/festivals/tvorchestvo-horeograficheskoe/u-morya/');
    assert.equal(response?.status(), 200);
    await foundCount(page);
    // An Enter pressed before the app has taken the page over submits nothing (decision 0035).
    await waitForHydration(page);

    await page.getByRole('searchbox', { name: 'Поиск' }).fill('фестиваль');
    await page.getByRole('searchbox', { name: 'Поиск' }).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === 'фестиваль');
    await page.getByRole('link', { name: 'Убрать фильтр: «фестиваль»' }).waitFor();

    const prices = async () =>
      (await cards(page).locator('p').filter({ hasText: /₽|бесплатно/ }).allTextContents()).map((t) => (/бесплатно/.test(t) ? 0 : Number(t.replace(/\D/g, ''))));
    const ascending = (list) => list.every((p, i) => i === 0 || list[i - 1] <= p);
    await page.getByLabel('Сортировка').selectOption('price');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price');
    // The re-sorted page replaces the old one when it arrives.
    let sorted = [];
    for (let tries = 0; tries < 50 && !(sorted.length > 1 && ascending(sorted)); tries += 1) {
      await page.waitForTimeout(100);
      await foundCount(page);
      sorted = await prices();
    }
    assert.ok(sorted.length > 1 && ascending(sorted), `cheapest first: ${sorted.join(', ')}`);
  });

  test("'Показать ещё' appends the next page", async () => {
    await page.goto(url('/festivals/', 'events'));
    const total = await foundCount(page);
    assert.ok(total > 12, 'the demo catalogue has more than one page');
    await page.getByText(`Показано 12 из ${total}`).waitFor();
    const first = await cards(page).first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await page.getByText(`Показано ${Math.min(24, total)} из ${total}`).waitFor();
    assert.equal(await cards(page).count(), Math.min(24, total));
    assert.equal(await cards(page).first().getByRole('heading').textContent(), first, 'the first page stays');
  });

  test('an empty result offers a way out; an unknown entry is a 404', async () => {
    await page.goto(url('/festivals/tvorchestvo-cirkovoe/gorod-tyumen/vozrast-doshkolniki/', 'events'));
    await page.getByRole('heading', { level: 2, name: 'По этим фильтрам фестивалей нет' }).waitFor();
    await page.getByRole('link', { name: 'Смотреть все фестивали' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/');

    const response = await page.goto(url('/festivals/gorod-atlantida/', 'events'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
  });

  test('the events header search opens the filter panel as a modal', async () => {
    // A page that has not loaded the filters yet: they come with the first opening.
    await page.goto(url('/kreativnye-proekty/', 'events'));
    await page.getByRole('heading', { level: 1, name: 'Территория творческих проектов' }).waitFor();
    const filtersCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/event/filters');
    await page.getByRole('banner').getByRole('button', { name: 'Поиск фестивалей' }).click();
    await filtersCall;
    const dialog = page.getByRole('dialog', { name: 'Найти фестиваль' });
    await dialog.getByRole('switch', { name: 'У моря' }).waitFor();
    assert.equal(await dialog.getByRole('searchbox').evaluate((el) => el === document.activeElement), true, 'the search field has the focus');
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'festivals-modal-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Escape closes it; focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Поиск фестивалей' });
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus is back on the search button');

    await opener.click();
    await dialog.getByRole('switch', { name: 'У моря' }).check();
    await dialog.getByRole('button', { name: /Вид творчества/ }).click();
    await dialog.getByRole('option', { name: 'Хореография' }).click();
    assert.equal(path(page), '/kreativnye-proekty/', 'the modal applies on its button only');
    await dialog.getByRole('button', { name: 'Показать фестивали' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/tvorchestvo-horeograficheskoe/u-morya/');
    await dialog.waitFor({ state: 'detached' });
    await foundCount(page);
  });

  test('the events home links into the lists; main lists castings and gatherings', async () => {
    await page.goto(url('/', 'events'));
    await page.getByRole('heading', { level: 2, name: 'Ближайшие фестивали' }).waitFor();
    await page.locator('#blizhayshie').getByRole('article').first().waitFor();
    await page.locator('#goroda').getByRole('link', { name: 'Казань' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/gorod-kazan/');
    await foundCount(page);

    await page.goto(url('/festivali-kastingi/', 'main'));
    await page.getByRole('heading', { level: 1, name: 'Фестивали и кастинги' }).waitFor();
    assert.ok((await foundCount(page)) > 0);
    await page.getByRole('link', { name: 'Кастинги' }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'casting');
    // The address changes a moment before React draws the new query's state, so the old list
    // may still be up without «обновляем»: wait until the cards are castings, up to the timeout.
    await page
      .waitForFunction(() => {
        const labels = [...document.querySelectorAll('main article div > span')].map((s) => s.textContent);
        return labels.length > 0 && labels.every((label) => label === 'Кастинг');
      })
      .catch(() => {});
    await foundCount(page);
    for (const label of await cards(page).locator('div > span').allTextContents()) assert.equal(label, 'Кастинг');
    await screenshot(page, 'festivali-kastingi-1280');
    const first = cards(page).first().getByRole('heading').getByRole('link');
    const name = (await first.textContent()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('domain'), 'events');

    await page.goto(url('/tvorcheskie-sbory-forumy/', 'main'));
    await page.getByRole('heading', { level: 1, name: 'Творческие сборы и форумы' }).waitFor();
    assert.ok((await foundCount(page)) > 0);
    assert.deepEqual(await axeViolations(page), []);
  });
});
