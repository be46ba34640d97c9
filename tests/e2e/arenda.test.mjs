// Venue rental as a visitor meets it (issue 15, decision 0040): the halls catalogue filtered by
// city and guests, a hall's card leading to its venue's page, the request for that hall with the
// price by its tariff, sent and thanked for; no accessibility finding on either page.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/arenda.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { screenshot, url, usePage, waitForHydration } from './browser.mjs';

/** A day a month ahead, YYYY-MM-DD, as the date input takes it. */
const inAMonth = () => new Date(Date.now() + 30 * 86400e3).toISOString().slice(0, 10);

describe('venue rental', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('a visitor finds a hall for 150 guests in Moscow and sends a rental request for it', async () => {
    await page.goto(url('/zaly/', 'arenda'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Залы для аренды' }).waitFor();
    const filters = page.getByRole('form', { name: 'Подбор зала' });
    await filters.getByLabel('Город').selectOption('moskva');
    await filters.getByLabel('Гостей, не меньше').fill('150');
    await filters.getByRole('button', { name: 'Показать залы' }).click();
    await page.waitForURL(/city=moskva&capacity=150/);
    await page.getByText('Нашли 3 зала').waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'arenda-halls');

    await page.getByRole('link', { name: 'Камерный зал' }).click();
    await page.getByRole('heading', { level: 1, name: 'Культурный центр «Меридиан»' }).waitFor();
    const hall = page.locator('#meridian-kamerny-zal');
    await hall.getByRole('link', { name: 'Оставить заявку на этот зал' }).click();
    const form = page.getByRole('form', { name: 'Заявка на аренду' });
    await page.waitForFunction(() => location.search.includes('zal=meridian-kamerny-zal'));
    assert.equal(await form.getByLabel('Зал', { exact: true }).inputValue(), 'meridian-kamerny-zal');
    await form.getByLabel('Дата').fill(inAMonth());
    await form.getByLabel('Начало').selectOption('10');
    await form.getByLabel('Окончание').selectOption('14');
    await form.getByText('4 ч в зале «Камерный зал» — 26 000 ₽ по тарифу зала').waitFor();
    await form.getByLabel('Гостей', { exact: false }).fill('120');
    await form.getByLabel('Что планируете').fill('Отчётный концерт вокальной студии');
    await form.getByLabel('Имя').fill('Вера Лебедева');
    await form.getByLabel('Телефон').pressSequentially('9161234567');
    await form.getByLabel('Электронная почта').fill('lebedeva@example.ru');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await form.getByText('Нужно согласие на обработку персональных данных').waitFor();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByRole('status').filter({ hasText: /Заявка № \d+ отправлена\. Стоимость по тарифу зала — 26 000 ₽/ }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'arenda-venue');
  });
});
