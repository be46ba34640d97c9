// Browser journey of the UI kit (decision 0031): the SEO manager opens «UI-кит», switches the area
// to the school's and sees the blocks drawn in its tokens, the festival list loaded from the public
// API; a role without the section has no menu line.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, screenshot, url, usePage } from './browser.mjs';

describe('UI kit', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test("the SEO manager sees every block in the school's look", async () => {
    await adminLogin(page, 'seo@demo.local', 'Demo2026!', 'UI-кит');
    await page.getByRole('menu').getByRole('menuitem', { name: 'UI-кит' }).click();
    await page.waitForURL((u) => u.pathname === '/ui-kit' && u.searchParams.get('domain') === 'admin');

    const panel = page.getByRole('tabpanel');
    assert.equal(await panel.getAttribute('data-area'), 'main');
    await page.getByRole('tab', { name: 'Театр-студия «Браво»' }).click();
    assert.equal(await panel.getAttribute('data-area'), 'bravo');

    // The first screen in the school's colours (tokens.css: bravo's hero runs from #3d0c0a).
    const hero = panel.getByRole('region', { name: 'Первый экран hero' });
    await hero.getByRole('heading', { level: 1, name: 'Фестиваль «Звёздный дождь» в Казани' }).waitFor();
    const gradient = await hero.locator('section').first().evaluate((element) => getComputedStyle(element).backgroundImage);
    assert.match(gradient, /rgb\(61, 12, 10\)/);
    await panel.getByRole('region', { name: 'Тарифы tariffs' }).getByText('Малая форма').waitFor();
    // The festival list asks the public catalogue: its cards or its "coming soon" note.
    const events = panel.getByRole('region', { name: 'Мероприятия event_list' });
    await events.getByRole('article').first().or(events.getByText('Скоро здесь появятся новые мероприятия.')).waitFor();

    // A sample's link stays in the kit.
    await hero.getByRole('link', { name: 'Подать заявку' }).click();
    assert.equal(new URL(page.url()).pathname, '/ui-kit');
    await screenshot(page, 'admin-ui-kit-bravo');
  });

  test('an orders manager has no UI kit', async () => {
    await adminLogin(page, 'orders@demo.local', 'Demo2026!');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'UI-кит' }).count(), 0);
    await page.goto(url('/ui-kit', 'admin'));
    await page.getByRole('menu').getByRole('menuitem', { name: 'Заказы' }).waitFor();
    assert.equal(await page.getByRole('tabpanel').count(), 0);
  });
});
