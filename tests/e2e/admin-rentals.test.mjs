// Browser journey of the rentals admin (issue 15, decision 0040): a visitor's request for a hall
// reaches the posters manager's list; the manager opens it, confirms it, and finds it in the month
// calendar of confirmed rentals, from where it links back to the request; a second request for the
// same hours is refused on confirmation with the rental that holds the hall.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/admin-rentals.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, pageCall as call, screenshot, url, usePage, letterSuffix } from './browser.mjs';

const suffix = letterSuffix();
/** A day 40-70 days ahead (its own per run, so runs on one database do not meet), YYYY-MM-DD. */
const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 30)) * 86400e3).toISOString().slice(0, 10);

/** A visitor's request for the Meridian's chamber hall, 18:00-21:00 of `day`. */
async function request(page, name) {
  await page.goto(url('/', 'arenda'));
  const sent = await call(page, '/api/rentals', 'POST', {
    hall: 'meridian-kamerny-zal',
    day,
    start_hour: 18,
    end_hour: 21,
    name,
    phone: '+7 916 555-12-34',
    email: `arenda-${suffix}@example.ru`,
    purpose: 'Отчётный концерт хоровой студии',
    guests: 90,
    consent: true,
  });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  return sent.body.data.id;
}

describe('rentals admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the posters manager confirms a request and finds it in the calendar; an overlapping one is refused', async () => {
    const first = await request(page, `Ирина Соколова ${suffix}`);
    const second = await request(page, `Павел Орлов ${suffix}`);

    await adminLogin(page, 'posters@demo.local', 'Demo2026!', 'Заявки на аренду');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Заявки на аренду' }).click();
    await page.getByText(`Ирина Соколова ${suffix}`).click();
    await page.waitForURL((u) => u.pathname === `/rentals/${first}`);
    await page.getByText('Отчётный концерт хоровой студии').first().waitFor();
    await page.getByRole('group', { name: 'Смена статуса' }).getByRole('button', { name: 'Подтвердить' }).click();
    // A confirmed rental can only be cancelled now.
    await page.getByRole('group', { name: 'Смена статуса' }).getByRole('button', { name: 'Отменить аренду' }).waitFor();
    assert.equal(await page.getByRole('group', { name: 'Смена статуса' }).getByRole('button').count(), 1);
    await screenshot(page, 'admin-rental-confirmed');

    await page.goto(url(`/rentals-calendar?month=${day.slice(0, 7)}`, 'admin'));
    const cell = page.locator('td', { has: page.locator(`time[datetime="${day}"]`) });
    const booking = cell.getByRole('link', { name: /18:00–21:00 Камерный зал/ });
    await booking.waitFor();
    await screenshot(page, 'admin-rental-calendar');
    await booking.click();
    await page.waitForURL((u) => u.pathname === `/rentals/${first}`);

    await page.goto(url(`/rentals/${second}`, 'admin'));
    await page.getByText(`Павел Орлов ${suffix}`).first().waitFor();
    await page.getByRole('group', { name: 'Смена статуса' }).getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByRole('alert').filter({ hasText: `Зал уже занят: подтверждена аренда № ${first} с 18:00 до 21:00` }).waitFor();
  });
});
