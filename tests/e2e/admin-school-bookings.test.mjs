// Browser journey of the school's bookings in the admin (issue 16, decision 0043): a guest books a
// free trial lesson at «Браво» and enters no code; the orders manager finds it under «Школа» →
// «Записи на занятия», marked «Без кода», with the child's age on the lesson's day, opens it and
// confirms it (which takes its place, decision 0048), and the booking reads
// «Подтверждена» on its page and in the list. The posters manager has no such menu line, and the
// API refuses them the list.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/admin-school-bookings.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, pageCall as call, screenshot, url, usePage, letterSuffix } from './browser.mjs';

const suffix = letterSuffix();
const CHILD = `Миша Орлов ${suffix}`;
const MENU_LINE = 'Записи на занятия';

/** A birth date making a child `years` old on the lesson's date (YYYY-MM-DD). */
const bornBefore = (date, years) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** A guest's trial lesson on the guitar class's lesson with the most places left: {id, date}. */
async function bookTrialLesson(page) {
  await page.goto(url('/', 'bravo'));
  const lessons = await call(page, '/api/bravo/classes/muzikalnaya-shkola/gitara/lessons');
  assert.equal(lessons.status, 200, JSON.stringify(lessons.body));
  const lesson = [...lessons.body.data.items].sort((a, b) => b.places_left - a.places_left)[0];
  assert.ok(lesson && lesson.places_left > 0, 'a guitar lesson with a free place');
  const booked = await call(page, '/api/bravo/bookings?domain=bravo', 'POST', {
    kind: 'trial_lesson',
    school: 'muzikalnaya-shkola',
    class: 'gitara',
    slot_id: lesson.slot_id,
    date: lesson.date,
    child_name: CHILD,
    child_birth_date: bornBefore(lesson.date, 9),
    consent: true,
    name: `Ольга Орлова ${suffix}`,
    phone: '+7 916 555-12-34',
    comment: 'Играет полгода, своя гитара есть',
  });
  assert.equal(booked.status, 200, JSON.stringify(booked.body));
  return { id: booked.body.data.id, date: lesson.date };
}

describe("the school's bookings in the admin", () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the orders manager finds a guest\'s trial lesson in the list and confirms it', async () => {
    const { id } = await bookTrialLesson(page);

    await adminLogin(page, 'orders@demo.local', 'Demo2026!', MENU_LINE);
    await page.getByRole('menu').getByRole('menuitem', { name: MENU_LINE }).click();
    await page.waitForURL((u) => u.pathname === '/bravo-bookings');
    const row = page.getByRole('row').filter({ hasText: CHILD });
    await row.waitFor();
    // The guest never entered the code: the row says so, and confirming vouches for the contact.
    for (const text of ['Пробное занятие', 'Гитара', 'Музыкальная школа', '9 лет', 'бесплатно', 'Новая', 'Без кода']) {
      await row.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'admin-school-bookings-list');

    await row.getByText(CHILD).click();
    await page.waitForURL((u) => u.pathname === `/bravo-bookings/${id}`);
    await page.getByText('Играет полгода, своя гитара есть').waitFor();
    const moves = page.getByRole('group', { name: 'Смена статуса' });
    await moves.getByRole('button', { name: 'Подтвердить' }).click();
    // A confirmed booking can only be cancelled now.
    await moves.getByRole('button', { name: 'Отменить запись' }).waitFor();
    assert.equal(await moves.getByRole('button').count(), 1);
    const status = page.locator('dt', { hasText: /^Статус$/ }).locator('xpath=following-sibling::dd[1]');
    assert.equal((await status.textContent())?.trim(), 'Подтверждена');
    // The history names the manager's change.
    await page.getByText('Статус: Новая → Подтверждена').waitFor();
    await screenshot(page, 'admin-school-booking-confirmed');

    await page.getByRole('link', { name: `Все ${MENU_LINE.toLowerCase()}` }).click();
    const confirmedRow = page.getByRole('row').filter({ hasText: CHILD });
    await confirmedRow.getByText('Подтверждена', { exact: true }).waitFor();
    assert.equal(await confirmedRow.getByText('Без кода', { exact: true }).count(), 0, 'the place is held now');
  });

  test('the posters manager has no bookings in the menu, and the API refuses them', async () => {
    await adminLogin(page, 'posters@demo.local', 'Demo2026!', 'Заявки на аренду');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: MENU_LINE }).count(), 0);
    const list = await call(page, '/api/admin/bravo-bookings');
    assert.equal(list.status, 403, JSON.stringify(list.body));
  });
});
