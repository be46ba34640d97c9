// Browser journey of contest results (issue 17, decision 0045): a juror (jury@demo.local) signs in,
// finds «Судейство» in the account's menu, opens the demo event nobody has scored yet and scores
// every performance on a phone-wide screen, one card at a time; the senior orders manager sees the
// titles in the admin's «Результаты конкурсов» and publishes them after the confirmation; the
// festival page shows the results by nomination, and the juror's sheet is read only after that.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/jury.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { adminLogin, pageCall as call, screenshot, url, usePage, waitForHydration } from './browser.mjs';

const PASSWORD = 'Demo2026!';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

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

/**
 * A score for performance `i` and criterion `j`: the means fall 10, 8.5, 7.5, 6.5, 5.5…, so the
 * titles differ from Гран-при down to «Участник».
 */
const scoreOf = (i, j) => String(Math.max(0, 10 - i - (i > 0 && j % 2 === 1 ? 1 : 0)));

describe('the jury scores and the results are published', () => {
  let page;
  let event;
  usePage((opened) => {
    page = opened;
  });

  test('a juror scores every performance of the unscored event from a phone', async () => {
    await login(page, 'jury@demo.local');
    const assigned = await call(page, '/api/jury/events');
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
    const open = assigned.body.data.find((item) => !item.published && item.scored === 0 && item.total > 0);
    assert.ok(open, 'an assigned event with performances and no scores yet');
    event = open.event;

    await page.setViewportSize(PHONE);
    await page.goto(url('/', 'id'));
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Судейство' }).click();
    await page.getByRole('heading', { level: 1, name: 'Судейство' }).waitFor();
    await screenshot(page, 'jury-events-phone');
    await page.getByRole('link', { name: event.name }).click();
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    const cards = page.getByRole('list', { name: 'Выступления' }).locator(':scope > li');
    const count = await cards.count();
    assert.equal(count, open.total);
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'jury-sheet-phone');

    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const inputs = card.getByRole('textbox');
      const criteria = await inputs.count();
      assert.ok(criteria >= 1, 'a score input per criterion');
      assert.equal(await inputs.first().getAttribute('inputmode'), 'numeric');
      if (i === 0) {
        // The form checks before sending: an empty criterion is named.
        await inputs.first().fill('7');
        await card.getByRole('button', { name: 'Сохранить оценки' }).click();
        await card.getByText(/Поставьте оценку от 0 до/).first().waitFor();
      }
      for (let j = 0; j < criteria; j += 1) await inputs.nth(j).fill(scoreOf(i, j));
      await card.getByText('Изменено — не сохранено').waitFor();
      await card.getByRole('button', { name: 'Сохранить оценки' }).click();
      await card.getByText('Сохранено', { exact: true }).waitFor();
      if (i === 0) await screenshot(page, 'jury-card-saved-phone');
    }
    await page.getByText(`Оценено ${count} из ${count}`, { exact: false }).waitFor();
    await screenshot(page, 'jury-sheet-scored-phone');

    // Saved on the server: the list of events says so.
    const after = await call(page, '/api/jury/events');
    assert.equal(after.body.data.find((item) => item.event.id === event.id).scored, count);
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await screenshot(page, 'jury-sheet-desktop');
  });

  test('the senior orders manager publishes the results in the admin', async () => {
    assert.ok(event, 'the event scored above');
    await adminLogin(page, 'orders-senior@demo.local', PASSWORD, 'Результаты конкурсов');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Результаты конкурсов' }).click();
    await page.waitForURL((u) => u.pathname === '/events/results');
    await page.getByRole('link', { name: event.name }).click();
    await page.waitForURL((u) => u.pathname === `/events/results/${event.id}`);
    await page.getByRole('heading', { name: 'Выступления' }).waitFor();
    await page.getByText('Все выступления со званием: можно публиковать').waitFor();
    await screenshot(page, 'admin-results-before');

    await page.getByRole('button', { name: 'Опубликовать результаты' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Опубликовать результаты?').waitFor();
    await dialog.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByText(/^Результаты опубликованы \d/).waitFor();
    await page.getByRole('button', { name: 'Опубликовать результаты' }).waitFor({ state: 'detached' });
    await screenshot(page, 'admin-results-published');
  });

  test('the festival page shows the results, and the sheet is read only', async () => {
    const published = await call(page, `/api/events/${event.code}/results`);
    assert.equal(published.status, 200, JSON.stringify(published.body));
    assert.ok(published.body.data.length > 0, 'published results');
    const first = published.body.data[0];

    await page.goto(url(`/festival/${event.code}/`, 'events'));
    await waitForHydration(page);
    const results = page.getByRole('region', { name: 'Результаты' });
    await results.getByText(first.performer, { exact: true }).first().waitFor();
    await results.getByText(first.title, { exact: true }).first().waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'festival-results');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'festival-results-phone');
    await page.setViewportSize(DESKTOP);

    await login(page, 'jury@demo.local');
    await page.goto(url(`/jury/${event.id}/`, 'id'));
    await page.getByText('Результаты опубликованы — оценки изменить нельзя.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Сохранить оценки' }).count(), 0);
  });

  test('nobody else sees the jury: no «Судейство» for a participant, no «События» for the orders manager', async () => {
    await login(page, 'user@demo.local');
    await page.goto(url('/', 'id'));
    const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
    await nav.getByRole('link', { name: 'Дипломы' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Судейство' }).count(), 0);
    const sheet = await call(page, `/api/jury/events/${event.id}`);
    assert.equal(sheet.status, 404, JSON.stringify(sheet.body));

    await adminLogin(page, 'orders@demo.local', PASSWORD, 'Заказы');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'Результаты конкурсов' }).count(), 0);
    const results = await call(page, `/api/admin/results/${event.id}`);
    assert.equal(results.status, 403, JSON.stringify(results.body));
  });
});
