// Browser journey of the menus and footers editor (issue 12, decision 0026): the SEO manager
// opens «Меню и подвалы», renames the main area's first menu section, sees the edit in the
// layout's history and on the site's header at once; a link the server refuses is shown under its
// field; a role without the content section has no such menu line.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, pageCall, screenshot, url, usePage } from './browser.mjs';

const stamp = Date.now().toString(36);
const MAIN = 'Территория творчества (main)';

/** Opens the main area's layout from the admin menu (after a login). */
async function openMainLayout(page) {
  await page.getByRole('menu').getByRole('menuitem', { name: 'Меню и подвалы' }).click();
  await page.getByRole('cell', { name: MAIN, exact: true }).click();
  await page.locator('input[name="menu.0.title"]').waitFor();
}

describe('menus and footers admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test("the SEO manager renames the main menu's first section and the site's header shows it", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await adminLogin(page, 'seo@demo.local', 'Demo2026!');
    await openMainLayout(page);
    // The tabs of the layout's parts, each drawn from the server's schema.
    for (const tab of ['Меню', 'Подвал', 'Настройки', 'История']) await page.getByRole('tab', { name: tab }).waitFor();

    const title = page.locator('input[name="menu.0.title"]');
    const before = await title.inputValue();
    const renamed = `Фестивали ${stamp}`;
    try {
      await title.fill(renamed);
      await screenshot(page, 'admin-layouts-menu');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page
        .getByText(/обновлен/i)
        .first()
        .waitFor();

      // The history names the change by the schema's labels.
      await page.getByRole('tab', { name: 'История' }).click();
      await page.getByText(`Меню «${renamed}» › Раздел: ${before} → ${renamed}`).waitFor();

      await page.getByRole('tab', { name: 'Подвал' }).click();
      await page.locator('input[name="footer.columns.0.title"]').waitFor();
      await screenshot(page, 'admin-layouts-footer');
      await page.getByRole('tab', { name: 'Настройки' }).click();
      await page.locator('input[name="settings.support_phone"]').waitFor();
      await screenshot(page, 'admin-layouts-settings');

      await page.goto(url('/', 'main'));
      // A section with child links is the button that opens its panel.
      await page.locator('nav[aria-label="Основное меню"]').getByRole('button', { name: renamed, exact: true }).waitFor();
    } finally {
      // Put the seeded title back through the API, so other journeys see the demo menu as it was.
      const { body: record } = await pageCall(page, '/api/admin/layouts/main');
      record.menu[0].title = before;
      const restored = await pageCall(page, '/api/admin/layouts/main', 'PUT', {
        menu: record.menu,
        footer: record.footer,
        settings: record.settings,
      });
      assert.equal(restored.status, 200);
      assert.equal(restored.body.menu[0].title, before);
    }
  });

  test('a users manager has no «Меню и подвалы» menu line', async () => {
    await adminLogin(page, 'users@demo.local', 'Demo2026!');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'Меню и подвалы' }).count(), 0);
  });

  // Last: it leaves the form with an unsaved change.
  test('a link the server refuses is shown under its field and nothing is saved', async () => {
    await adminLogin(page, 'seo@demo.local', 'Demo2026!');
    await openMainLayout(page);
    const link = page.locator('input[name="menu.0.children.0.link"]');
    const before = await link.inputValue();
    await link.fill('не ссылка');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const field = page.locator('.MuiFormControl-root', { has: link });
    await field.getByText('Ссылка не должна содержать пробелов').waitFor();
    const { body: record } = await pageCall(page, '/api/admin/layouts/main');
    assert.equal(record.menu[0].children[0].link, before);
  });
});
