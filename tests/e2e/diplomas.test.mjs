// Browser journey of diplomas and reviews (issue 17, decision 0045): the demo participant's owner
// (user@demo.local) downloads a diploma's PDF from the account's «Дипломы» and opens its
// verification page, which says it is genuine (an unknown code is a 404 page); on the festival
// page they change their review waiting for moderation and send it again; the senior orders
// manager publishes it in the admin's «Отзывы участников», and it appears on the festival page.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/diplomas.test.mjs
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { adminLogin, pageCall as call, screenshot, url, usePage, waitForHydration, letterSuffix } from './browser.mjs';

const PASSWORD = 'Demo2026!';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const suffix = letterSuffix();
const REVIEW = `Спасибо жюри за подробный разбор и организаторам за точное расписание (${suffix})`;

async function login(page, email, password = PASSWORD) {
  await page.context().clearCookies();
  await page.goto(url('/login/', 'id'));
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  // Signed in, the login page sends the user on (to the main area's home without a `back`).
  await page.waitForURL((u) => u.pathname !== '/login/');
}

describe('diplomas and reviews', () => {
  let page;
  let diploma;
  usePage((opened) => {
    page = opened;
  });

  test("the participant's owner downloads a diploma from the account and checks it", async () => {
    await login(page, 'user@demo.local');
    const mine = await call(page, '/api/user/diplomas');
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    diploma = mine.body.data[0];
    assert.ok(diploma, 'a diploma of the demo participant');

    await page.goto(url('/', 'id'));
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Дипломы' }).click();
    await page.getByRole('heading', { level: 1, name: 'Дипломы' }).waitFor();
    const card = page.getByRole('list', { name: 'Дипломы' }).locator('li').filter({ hasText: diploma.code });
    await card.getByText(diploma.performer, { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'diplomas-account');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'diplomas-account-phone');
    await page.setViewportSize(DESKTOP);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Скачать PDF' }).click()]);
    assert.equal(download.suggestedFilename(), `diploma-${diploma.code}.pdf`);
    const bytes = await readFile(await download.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');

    await card.getByRole('link', { name: 'Страница проверки' }).click();
    await page.waitForURL((u) => u.pathname === `/diplom/${diploma.code}/`);
    await page.getByRole('heading', { level: 1, name: 'Диплом подлинный' }).waitFor();
    await page.getByText(diploma.performer).first().waitFor();
    await page.getByRole('link', { name: 'Скачать диплом в PDF' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'diploma-check');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'diploma-check-phone');
    await page.setViewportSize(DESKTOP);
  });

  test('the verification page is drawn by the server, and an unknown code is a 404 page', async () => {
    const answer = await page.goto(url(`/diplom/${diploma.code}/`, 'main'));
    assert.equal(answer.status(), 200);
    assert.match(await answer.text(), /Диплом подлинный/);
    const missing = await page.goto(url('/diplom/ZZZZZZZZZZ/', 'main'));
    assert.equal(missing.status(), 404);
    await page.getByText('Диплом не найден').first().waitFor();
    await screenshot(page, 'diploma-not-found');
  });

  test('the participant changes their review, the senior manager publishes it, the festival page shows it', async () => {
    const code = diploma.event.code;
    await login(page, 'user@demo.local');
    await page.goto(url(`/festival/${code}/`, 'events'));
    await waitForHydration(page);
    const reviews = page.getByRole('region', { name: 'Отзывы участников' });
    await reviews.waitFor();
    // The seed's review of this account waits for moderation: it may be changed and sent again.
    await reviews.getByRole('button', { name: 'Изменить отзыв' }).click();
    const form = reviews.getByRole('form', { name: 'Отзыв о мероприятии' });
    await form.getByRole('radio', { name: '5 звёзд' }).check();
    await form.getByLabel('Ваш отзыв', { exact: false }).fill(REVIEW);
    await screenshot(page, 'festival-review-form');
    await form.getByRole('button', { name: 'Сохранить отзыв' }).click();
    await reviews.getByText('Отзыв отправлен на модерацию').waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'festival-reviews-phone');
    await page.setViewportSize(DESKTOP);

    await adminLogin(page, 'orders-senior@demo.local', PASSWORD, 'Отзывы участников');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Отзывы участников' }).click();
    await page.waitForURL((u) => u.pathname === '/reviews');
    const row = page.getByRole('row').filter({ hasText: suffix });
    await row.waitFor();
    await screenshot(page, 'admin-reviews');
    await row.click();
    await page.getByText(REVIEW).waitFor();
    await page.getByRole('group', { name: 'Решение' }).getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByText('Опубликован', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-review-published');

    await page.goto(url(`/festival/${code}/`, 'events'));
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Отзывы участников' }).getByText(REVIEW).waitFor();
    await screenshot(page, 'festival-reviews');
  });
});
