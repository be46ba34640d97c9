// The people of the platform as a visitor meets them (issue 17, decision 0044): the directory of
// mentors on /nastavniki/ filtered by a creative type (the choice is the page's address), a
// mentor's page with their pupils, a pupil's page with their mentor; the filtered list drawn by
// the server; a phone's width; no accessibility finding.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/people.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { BASE_URL, screenshot, url, usePage, waitForHydration } from './browser.mjs';

describe('mentors and participants', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the mentors directory filtered by a creative type, a mentor, then a pupil of theirs', async () => {
    await page.goto(url('/nastavniki/', 'main'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Подбор наставника' });
    const cards = page.getByRole('list', { name: 'Наставники' });
    await cards.getByRole('link', { name: 'Павел Евгеньевич Саранцев' }).waitFor();
    await form.getByLabel('Вид творчества').selectOption({ label: 'Вокал' });
    await form.getByRole('button', { name: 'Показать' }).click();
    await page.waitForURL((u) => u.searchParams.get('creative_type') === 'vokalnoe');
    await cards.getByRole('link', { name: 'Ирина Валерьевна Соколовская' }).waitFor();
    await page.getByRole('status').filter({ hasText: /^В списке \d+ наставник/ }).waitFor();
    assert.equal(await cards.getByRole('link', { name: 'Павел Евгеньевич Саранцев' }).count(), 0, 'a theatre mentor is filtered out');
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'people-mentors-vocal');

    await cards.getByRole('link', { name: 'Ирина Валерьевна Соколовская' }).click();
    await page.waitForURL((u) => u.pathname === '/nastavnik/irina-sokolovskaya/');
    await page.getByRole('heading', { level: 1, name: 'Ирина Валерьевна Соколовская' }).waitFor();
    const pupils = page.getByRole('region', { name: 'Ученики и коллективы' });
    await pupils.getByRole('link', { name: 'Алиса Морозова' }).waitFor();
    // The title follows the page's data once it is drawn (an effect after the render).
    await page.waitForFunction(() => document.title.includes('Ирина Валерьевна Соколовская'));
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'people-mentor');

    await pupils.getByRole('link', { name: 'Алиса Морозова' }).click();
    await page.waitForURL((u) => u.pathname === '/uchastnik/alisa-morozova/');
    await page.getByRole('heading', { level: 1, name: 'Алиса Морозова' }).waitFor();
    await page.locator('#content').getByRole('link', { name: 'Ирина Валерьевна Соколовская' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'people-participant');
  });

  test('a filtered directory is an address the server draws, soloists or collectives too', async () => {
    const response = await fetch(`${BASE_URL}/uchastniki/?creative_type=horeograficheskoe&kind=collective`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /Ансамбль «Улыбка», старший состав/);
    assert.doesNotMatch(html, /Варвара Лебедева/, 'a soloist is not among the collectives');
    await page.goto(url('/uchastniki/?creative_type=horeograficheskoe&kind=collective', 'main'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Подбор участников' });
    assert.equal(await form.getByLabel('Состав').inputValue(), 'collective');
    await page.getByRole('list', { name: 'Участники' }).getByRole('link', { name: 'Ансамбль «Улыбка», старший состав' }).waitFor();
  });

  test('an unknown mentor is the 404 page', async () => {
    const response = await page.goto(url('/nastavnik/net-takogo-nastavnika/', 'main'));
    assert.equal(response?.status(), 404);
    await page.getByText('Наставник не найден').first().waitFor();
  });

  test('on a phone the directory and a mentor read in one column', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(url('/nastavniki/?creative_type=vokalnoe', 'main'));
      await waitForHydration(page);
      await page.getByRole('list', { name: 'Наставники' }).getByRole('link').first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than the screen');
      await screenshot(page, 'people-mentors-phone');
      await page.goto(url('/nastavnik/irina-sokolovskaya/', 'main'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than the screen');
      await screenshot(page, 'people-mentor-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
