// Browser journey of the content admin (issue 12, decision 0024): the SEO manager finds a seeded
// page, edits a block drawn from its type's schema and sees the change on the site at once; a
// path of the wrong shape is refused under its field; a role without the content section has no
// pages menu.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, screenshot, url, usePage } from './browser.mjs';

const stamp = Date.now().toString(36);

describe('content admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test("the SEO manager edits a page's block and the site shows it at once", async () => {
    await adminLogin(page, 'seo@demo.local', 'Demo2026!');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Страницы' }).click();
    await page.getByPlaceholder('Заголовок или адрес').fill('/finansirovanie/');
    await page.getByRole('cell', { name: 'Финансирование', exact: true }).click();

    // The hero's title, drawn from the hero block's schema.
    const heroTitle = page.locator('input[name="blocks.0.title"]');
    await heroTitle.waitFor();
    const before = await heroTitle.inputValue();
    await heroTitle.fill(`Гранты для творческих проектов ${stamp}`);
    await screenshot(page, 'admin-content-page');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Элемент обновлен').or(page.getByText(/обновлен/i)).first().waitFor();

    await page.goto(url('/finansirovanie/', 'main'));
    await page.getByRole('heading', { level: 1, name: `Гранты для творческих проектов ${stamp}` }).waitFor();

    // Put the seeded title back through the API, so other journeys see the demo page as it was.
    const restored = await page.evaluate(async (title) => {
      const list = await (await fetch(`/api/admin/pages?filter=${encodeURIComponent(JSON.stringify({ q: '/finansirovanie/' }))}`)).json();
      const record = await (await fetch(`/api/admin/pages/${list[0].id}`)).json();
      record.blocks[0].title = title;
      const response = await fetch(`/api/admin/pages/${record.id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) });
      return response.status;
    }, before);
    assert.equal(restored, 200);
  });

  test('a new page with a path of the wrong shape is refused under its field', async () => {
    await page.goto(url(`/pages/create`, 'admin'));
    const form = page.locator('form');
    await form.getByLabel('Адрес').fill('О нас');
    await form.getByLabel('Заголовок').first().fill('Проверка');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Адрес: «/» или части из латинских букв, цифр и дефисов, каждая с / на конце').waitFor();
  });

  test("the admin answers at the spec's section addresses and keeps its own in the address bar", async () => {
    await adminLogin(page, 'seo@demo.local', 'Demo2026!');
    await page.goto(url('/content/', 'admin'));
    await page.waitForURL((u) => u.pathname === '/pages' && u.searchParams.get('domain') === 'admin');
    await page.getByRole('cell', { name: 'Финансирование', exact: true }).click();
    await page.waitForURL((u) => /^\/pages\/\d+$/.test(u.pathname) && u.searchParams.get('domain') === 'admin');
    await page.locator('input[name="blocks.0.title"]').waitFor();
    // A reload (or a link sent to a colleague) opens the same screen.
    await page.reload();
    await page.locator('input[name="blocks.0.title"]').waitFor();
    await page.goBack();
    await page.getByRole('cell', { name: 'Финансирование', exact: true }).waitFor();
  });

  test('a users manager has no pages menu', async () => {
    await adminLogin(page, 'users@demo.local', 'Demo2026!');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'Страницы' }).count(), 0);
  });
});
