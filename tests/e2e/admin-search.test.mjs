// Browser journey of the admin search (issue 12, decision 0033): the SEO manager finds a page by a
// word of its title and opens its editor from the result; the search asks only the lists the
// roles open.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, screenshot, usePage } from './browser.mjs';

describe('admin search', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the SEO manager finds a page by a word of its title and opens it', async () => {
    await adminLogin(page, 'seo@demo.local', 'Demo2026!', 'Поиск');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Поиск' }).click();
    await page.waitForURL((u) => u.pathname === '/search');
    await page.getByRole('searchbox', { name: 'Что найти' }).fill('финанс');
    const pages = page.getByRole('region', { name: /^Страницы/ });
    await pages.getByRole('link', { name: /Финансирование/ }).waitFor();
    // The SEO manager has no users or orders section: those lists are not searched.
    assert.equal(await page.getByRole('region', { name: /^Заказы/ }).count(), 0);
    assert.equal(await page.getByRole('region', { name: /^Пользователи/ }).count(), 0);
    await screenshot(page, 'admin-search');
    await pages.getByRole('link', { name: /Финансирование/ }).click();
    await page.waitForURL((u) => /^\/pages\/\d+$/.test(u.pathname));
    await page.locator('input[name="blocks.0.title"]').waitFor();
  });
});
