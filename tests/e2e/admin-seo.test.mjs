// Browser journey of the SEO admin (issue 12, decision 0028): the demo SEO manager sets the title
// of main's /kontakty/ from the admin's «SEO» section, opens the page and finds that title in the
// document (and in the full load's head), then deletes the override after the confirmation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEMO } from '../api/lib/accounts.mjs';
import { adminLogin, deleteConfirmed, pageCall, screenshot, url, usePage } from './browser.mjs';

const PREFIX = 'Контакты из браузерного теста';
const title = `${PREFIX} ${Date.now().toString(36)}`;

/** Overrides an earlier, interrupted run left behind (only this journey's, found by its prefix). */
async function removeLeftovers(page) {
  const filter = encodeURIComponent(JSON.stringify({ q: PREFIX }));
  const list = await pageCall(page, `/api/admin/seo?filter=${filter}`);
  assert.equal(list.status, 200);
  for (const row of list.body) {
    if (row.title?.startsWith(PREFIX)) assert.equal((await pageCall(page, `/api/admin/seo/${row.id}`, 'DELETE')).status, 200);
  }
}

describe('SEO admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test("the SEO manager sets main's /kontakty/ title, sees it on the page, then deletes it", async () => {
    await adminLogin(page, DEMO.seo.email, DEMO.seo.password, 'SEO');
    await removeLeftovers(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'SEO' }).click();
    await page.getByRole('link', { name: 'Создать' }).click();

    // The area is main by default; the address, then the title.
    const form = page.locator('form');
    assert.match((await page.getByRole('combobox', { name: 'Раздел сайта' }).textContent()) ?? '', /Территория творчества/);
    await form.getByLabel('Адрес', { exact: true }).fill('/kontakty/');
    assert.equal(await page.getByRole('link', { name: 'Открыть страницу' }).getAttribute('href'), '/kontakty/?domain=main');
    await form.getByLabel('Заголовок', { exact: true }).fill(title);
    await screenshot(page, 'admin-seo-override');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/создан/i)
      .first()
      .waitFor();
    await page.getByRole('cell', { name: title }).waitFor();
    const list = page.url();

    // The page: the server's head of a full load, and the document's title once the app has run.
    const html = await page.evaluate(async () => (await fetch('/kontakty/?domain=main')).text());
    assert.ok(html.includes(`<title>${title}</title>`), "the full load's head has the override's title");
    await page.goto(url('/kontakty/', 'main'));
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor();
    await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });
    assert.equal(await page.title(), title);

    // Delete it after the confirmation: the area's overrides no longer have the address.
    await page.goto(list);
    await page.getByRole('cell', { name: title }).click();
    await deleteConfirmed(page, 'Удалить настройку SEO?');
    await page
      .getByText(/удален/i)
      .first()
      .waitFor();
    const overrides = await pageCall(page, '/api/seo/overrides?domain=main');
    assert.equal(overrides.status, 200);
    assert.equal(overrides.body.data.items['/kontakty/'], undefined);
  });
});
