// Bravo's pages as a parent meets them (issue 16, decision 0042): from the home to the schedule,
// Saturday and age 7 in two clicks, only the classes that fit; a class with its week, prices and
// the weekday discount worked out; a school and a teacher opened from links; without JavaScript
// a class page's HTML has its heading and its week. No accessibility finding on the way.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/bravo.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { screenshot, url, usePage, waitForHydration } from './browser.mjs';

describe("bravo's school pages", () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('a parent finds a Saturday class for a 7-year-old and opens it: the week, the prices and the discount', async () => {
    await page.goto(url('/', 'bravo'));
    await waitForHydration(page);
    // Every class on the home is a link to its page.
    await page.getByRole('link', { name: 'Жонглирование' }).waitFor();
    await page.getByRole('link', { name: 'Расписание всех занятий по дням и возрасту →' }).click();
    await page.getByRole('heading', { level: 1, name: 'Расписание занятий' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);

    await page.getByRole('group', { name: 'День недели' }).getByRole('link', { name: 'Суббота' }).click();
    await page.waitForURL(/den=6/);
    await page.getByRole('group', { name: 'Возраст ребёнка' }).getByRole('link', { name: /^7\sлет$/ }).click();
    await page.waitForURL(/den=6&vozrast=7/);
    await page.getByText(/занят(ие|ия|ий) в субботу для ребёнка 7\sлет/).waitFor();
    const days = await page.locator('main section h2').allTextContents();
    assert.deepEqual(days, ['Суббота'], 'Saturday only');
    const classes = await page.locator('main section li a').allTextContents();
    assert.ok(classes.includes('Акробатика') && classes.includes('Хип-хоп'), `fitting classes: ${classes}`);
    assert.ok(!classes.includes('Академический вокал для детей'), 'no Saturday lesson');
    assert.ok(!classes.includes('Подготовительная группа для детей'), 'for 4-6');
    assert.ok(!classes.includes('K-pop'), 'from 10');
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'bravo-schedule');

    await page.getByRole('link', { name: 'Хип-хоп' }).click();
    await page.getByRole('heading', { level: 1, name: 'Хип-хоп' }).waitFor();
    const week = page.getByRole('table', { name: /Расписание занятий «Хип-хоп»/ });
    assert.deepEqual(await week.locator('tbody tr').allInnerTexts(), [
      'Понедельник\t17:30–18:30\tМалый зал',
      'Четверг\t17:30–18:30\tМалый зал',
      'Суббота\t12:30–13:30\tМалый зал',
    ]);
    const prices = page.locator('#stoimost dl');
    assert.match(await prices.innerText(), /Абонемент на месяц\s+6 400 ₽\s+Разовое занятие\s+950 ₽\s+Индивидуальное занятие\s+2 800 ₽/);
    await page.getByRole('heading', { name: /Скидка 20\s%\sна индивидуальные занятия в будни с\s11:00 до\s14:00/ }).waitFor();
    await page.getByText('Индивидуальное занятие в это время — 2 240 ₽ вместо 2 800 ₽', { exact: false }).waitFor();
    const enrol = page.getByRole('link', { name: 'Записаться на пробное занятие' }).first();
    assert.equal(await enrol.getAttribute('href'), '#zapis', 'the enrolment action leads to the booking form below');
    await page.getByRole('form', { name: 'Запись: Хип-хоп' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'bravo-class');

    // A teacher and the school, from the class's links.
    await page.getByRole('main').getByRole('link', { name: 'Дмитрий Ким' }).click();
    await page.getByRole('heading', { level: 1, name: 'Дмитрий Ким' }).waitFor();
    await page.getByRole('heading', { name: 'Ведёт занятия' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Педагоги' }).click();
    await page.getByRole('heading', { level: 1, name: 'Педагоги' }).waitFor();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'K-pop' }).click();
    await page.getByRole('heading', { level: 1, name: 'K-pop' }).waitFor();
    await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Школа танцев' }).click();
    await page.getByRole('heading', { level: 1, name: 'Школа танцев' }).waitFor();
    await page.getByRole('heading', { name: 'Занятия' }).waitFor();
    assert.equal(await page.title(), 'Школа танцев театра-студии «Браво» — Территория творчества');
    assert.deepEqual(await axeViolations(page, 'content'), []);
  });

  test('courses, the site map and an unknown class', async () => {
    await page.goto(url('/kursy/', 'bravo'));
    await page.getByRole('heading', { level: 1, name: 'Курсы и интенсивы' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Мюзикл за сезон' }).click();
    await page.getByRole('heading', { level: 1, name: 'Мюзикл за сезон' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);

    await page.goto(url('/karta/', 'bravo'));
    await page.getByRole('heading', { level: 1, name: 'Карта сайта' }).waitFor();
    for (const name of ['Школа вокала', 'Студия цирка', 'Курсы и интенсивы', 'Педагоги']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    assert.deepEqual(await axeViolations(page, 'content'), []);

    const missing = await page.goto(url('/shkola-tantsev/net-takogo/', 'bravo'));
    assert.equal(missing?.status(), 404);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  test("without JavaScript a class page's HTML has its heading and its week", async () => {
    // What a browser without JavaScript (or a crawler) gets: the server's HTML as it is.
    const res = await fetch(url('/teatralnaya-studiya/lyubitelskaya-gruppa/', 'bravo'));
    assert.equal(res.status, 200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    const text = (fragment) => fragment.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    assert.deepEqual([...root.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => text(m[1])), ['Любительская группа']);
    const rows = [...root.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => text(m[1]));
    assert.deepEqual(rows, ['День Время Зал', 'Среда 16:30–18:00 Большой зал', 'Суббота 15:00–16:30 Большой зал']);
    // Its breadcrumbs lead to the school's page, which reads too.
    assert.match(root, /<a [^>]*href="\/teatralnaya-studiya\/(\?[^"]*)?"[^>]*>Театральная студия<\/a>/);
  });
});
