// Browser journey of the school's admin (issue 16, decision 0042): the senior orders manager opens
// the school's week, goes to a class, adds a lesson to its schedule in the class's dialog (the day
// from a list, 24-hour times typed as a phone's keyboard gives them), and the lesson is on the
// public API at once; a refused delete (a class with lessons) is a Russian message; the lesson is
// then taken off again.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/admin-school.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, pageCall as call, screenshot, url, usePage } from './browser.mjs';

// A Sunday morning lesson at a minute of its own, so runs on one database do not meet.
const minute = 5 + Math.floor(Math.random() * 50);
const start = `07:${String(minute).padStart(2, '0')}`;
const end = `08:${String(minute).padStart(2, '0')}`;

/** The hip-hop class as the public API answers it. */
async function hipHop(page) {
  const res = await call(page, '/api/bravo/classes/shkola-tantsev/hip-hop');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

describe('school admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the senior manager adds a lesson to a class and it is on the public API at once', async () => {
    await adminLogin(page, 'orders-senior@demo.local', 'Demo2026!', 'Расписание');
    const before = await hipHop(page);
    assert.ok(!before.slots.some((slot) => slot.start === start), 'the lesson is not there yet');

    // The week: days as headings, the class's lessons among them.
    await page.getByRole('menu').getByRole('menuitem', { name: 'Расписание' }).click();
    await page.getByRole('region', { name: 'Суббота' }).getByRole('link', { name: /Хип-хоп — Школа танцев/ }).first().waitFor();
    await screenshot(page, 'admin-school-week');

    await page.getByRole('menu').getByRole('menuitem', { name: 'Занятия', exact: true }).click();
    await page.getByRole('cell', { name: 'Хип-хоп', exact: true }).click();
    await page.waitForURL((u) => /^\/bravo-classes\/\d+$/.test(u.pathname));
    const schedule = page.getByRole('region', { name: 'Расписание' });
    await schedule.getByRole('cell', { name: 'Суббота, 12:30–13:30', exact: true }).waitFor();

    await schedule.getByRole('button', { name: 'Добавить урок' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить урок' });
    await dialog.getByRole('combobox', { name: 'День недели' }).click();
    await page.getByRole('option', { name: 'Воскресенье' }).click();
    // Four digits, as a phone's number keyboard types them, become "HH:MM".
    await dialog.getByRole('combobox', { name: 'Начало' }).fill(start.replace(':', ''));
    await dialog.getByRole('combobox', { name: 'Окончание' }).fill(start);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Урок должен заканчиваться позже, чем начинается').waitFor();
    await dialog.getByRole('combobox', { name: 'Окончание' }).fill(end);
    await dialog.getByRole('combobox', { name: 'Аудитория' }).click();
    await page.getByRole('option', { name: 'Малый зал' }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = schedule.getByRole('row', { name: new RegExp(`Воскресенье, ${start}–${end}`) });
    await row.waitFor();
    await screenshot(page, 'admin-school-class');

    const after = await hipHop(page);
    const added = after.slots.find((slot) => slot.start === start);
    assert.deepEqual(added && { weekday: added.weekday, start: added.start, end: added.end, room: added.room }, {
      weekday: 7,
      start,
      end,
      room: 'Малый зал',
    });
    const sunday = await call(page, '/api/bravo/classes?weekday=7&age=8');
    assert.ok(sunday.body.data.items.some((c) => c.code === 'hip-hop' && c.slots.some((slot) => slot.start === start)));

    // A class with lessons stays: the delete is refused with the reason.
    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Подтвердить|Да|Удалить/ }).click();
    await page.getByText('Занятие нельзя удалить: у него есть уроки в расписании').waitFor();

    // The lesson is taken off again, from the public API too.
    await row.getByRole('button', { name: `Удалить: Воскресенье, ${start}–${end}` }).click();
    await page.getByRole('dialog', { name: 'Удалить урок из расписания?' }).getByRole('button', { name: 'Удалить' }).click();
    await row.waitFor({ state: 'detached' });
    assert.ok(!(await hipHop(page)).slots.some((slot) => slot.start === start));
  });
});
