// The root pages of main for editors and visitors (decision 0041): /icon/, the catalogue's icons
// with their handbook names, found by the filter field and kept out of search engines; /test/,
// the three-question quiz whose answer is the festivals list with those filters and as many
// festivals as it promised. No accessibility finding on either.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/root-pages.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { screenshot, url, usePage, waitForHydration } from './browser.mjs';

describe('root pages of main', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('/icon/ lists the icons by their handbook names; the filter finds one in Russian', async () => {
    await page.goto(url('/icon/', 'main'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Иконки' }).waitFor();
    const names = page.locator('#content li code');
    assert.ok((await names.count()) >= 20, 'the whole set is shown');
    await page.getByRole('region', { name: 'Виды творчества' }).getByText('balalaika', { exact: true }).waitFor();
    await page.waitForFunction(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex');
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'root-icon');

    await page.getByRole('searchbox', { name: 'Найти иконку' }).fill('микрофон');
    await page.getByText('Найдено: 1 иконка').waitFor();
    assert.deepEqual(await names.allTextContents(), ['mic']);
  });

  test('/test/ asks three questions and leads to the festivals it counted', async () => {
    await page.goto(url('/test/', 'main'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Тест: какой фестиваль вам подойдёт' }).waitFor();

    await page.getByRole('group', { name: /Вопрос 1 из 3/ }).getByRole('radio', { name: 'Вокал' }).check();
    await page.getByRole('button', { name: 'Дальше' }).click();
    await page.getByRole('group', { name: /Вопрос 2 из 3/ }).getByRole('radio', { name: /Не важно/ }).check();
    await page.getByRole('button', { name: 'Дальше' }).click();
    await page.getByRole('group', { name: /Вопрос 3 из 3/ }).getByRole('radio', { name: 'Москва' }).check();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByRole('button', { name: 'Показать результат' }).click();

    const result = page.getByTestId('quiz-count');
    await result.filter({ hasText: /^Вам подо/ }).waitFor();
    const promised = Number((await result.textContent()).match(/(\d+)/)[1]);
    assert.ok(promised > 0, 'vocal festivals in Moscow are found');
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'root-test-result');

    await page.getByRole('link', { name: 'Показать фестивали' }).click();
    await page.waitForURL((u) => u.pathname === '/festivals/tvorchestvo-vokalnoe/gorod-moskva/');
    assert.equal(new URL(page.url()).searchParams.get('domain'), 'events');
    const count = page.getByTestId('festivals-count');
    await count.filter({ hasText: /Найдено \d+/, hasNotText: 'обновляем' }).waitFor();
    assert.equal(Number((await count.textContent()).match(/Найдено (\d+)/)[1]), promised);
  });
});
