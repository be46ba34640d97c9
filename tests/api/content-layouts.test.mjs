// Each public area's menu, footer and settings (issue 12, decision 0024): checked against their
// schemas, served to their area at once after an edit, written by the content section only.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { REQUIRED, call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

// The welcome area: no other test and no seed write its layout.
const AREA = 'welcome';

const LAYOUT = {
  menu: [
    { title: 'Фестивали', icon: 'star', link: '/festivals/',
      children: [{ title: 'Вокальные', link: '/festivals/tvorchestvo-vokalnoe/' }],
      banners: [{ type: 'primary', text: 'Сезон 2027 открыт', button_label: 'Выбрать', link: '/festivals/' }] },
    { title: 'О нас', link: '/o-nas/' },
  ],
  footer: { columns: [{ title: 'Участникам', links: [{ title: 'Услуги', link: '/uslugi/' }] }], note: 'Информация носит справочный характер.' },
  settings: { support_phone: '8 800 555-35-35', social: [{ network: 'vk', url: 'https://vk.com/territoriya' }],
    rating_badge_url: 'https://yandex.ru/sprav/widget/rating-badge/1' },
};

const put = async (body, who = 'seo', area = AREA) =>
  call('PUT', `/api/admin/layouts/${area}`, { cookie: await staff(who), body });
const publicLayout = (area = AREA) => get('/api/content/layout', { host: hostFor(area) });

describe('area layouts', () => {
  it('an edited layout is served to its area at once; unset parts are empty', async () => {
    const res = await put({ ...LAYOUT, settings: { ...LAYOUT.settings, support_phone: '  8 800 555-35-35 ' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.id, AREA);
    const served = assertOk(await publicLayout());
    assert.deepEqual(served.menu, LAYOUT.menu);
    assert.deepEqual(served.footer, LAYOUT.footer);
    assert.equal(served.settings.support_phone, '8 800 555-35-35', 'trimmed');
    assert.equal(served.settings.callback_widget_url, undefined, 'unset: not there');
    assert.equal((await put({ ...LAYOUT, menu: [{ title: 'Только один' }] })).status, 200);
    assert.deepEqual(assertOk(await publicLayout()).menu, [{ title: 'Только один' }], 'the edit shows at once');
    const organizer = assertOk(await publicLayout('organizer'));
    assert.ok(Array.isArray(organizer.menu), 'an area has a layout even before anyone edits it');
    assertErrorEnvelope(await publicLayout('admin'), 404);
  });

  it('lists the seven public areas for the admin', async () => {
    const res = await call('GET', '/api/admin/layouts', { cookie: await staff('seo') });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.map((l) => l.id).sort(), ['arenda', 'bravo', 'events', 'main', 'oki', 'organizer', 'welcome']);
    assertErrorEnvelope(await call('GET', '/api/admin/layouts/admin', { cookie: await staff('seo') }), 404);
    const fields = assertOk(await call('GET', '/api/admin/content/layout-fields', { cookie: await staff('seo') }));
    assert.deepEqual(fields.menu_item.map((f) => f.name), ['title', 'icon', 'link', 'children', 'banners']);
  });

  it('refuses bad menus, footers and settings with a message per field', async () => {
    const cases = [
      [{ menu: [{}] }, 'menu[0].title', REQUIRED],
      [{ menu: Array.from({ length: 11 }, () => ({ title: 'А' })) }, 'menu', 'Не больше 10 элементов'],
      [{ menu: [{ title: 'А', link: 'javascript:alert(1)' }] }, 'menu[0].link'],
      [{ menu: [{ title: 'А', children: [{ title: 'Б' }] }] }, 'menu[0].children[0].link', REQUIRED],
      [{ menu: [{ title: 'А', banners: [{ type: 'huge', text: 'Т' }] }] }, 'menu[0].banners[0].type', 'Недопустимое значение'],
      [{ footer: [] }, 'footer', 'Должно быть объектом'],
      [{ footer: { columns: [{ title: 'А', links: [{ title: 'Б', link: 'ftp://x.ru' }] }] } }, 'footer.columns[0].links[0].link'],
      [{ settings: { social: [{ network: 'facebook', url: 'https://facebook.com/x' }] } }, 'settings.social[0].network', 'Недопустимое значение'],
      [{ settings: { support_phone: '1'.repeat(41) } }, 'settings.support_phone', 'Не должно превышать 40 символов'],
      [{ settings: { support_phone: 'я'.repeat(100_001) } }, 'settings'],
    ];
    for (const [body, field, message] of cases) assertFieldError(await put(body), field, message);
    assertErrorEnvelope(await put(LAYOUT, 'seo', 'admin'), 404);
  });

  it('only the content section writes layouts: lower roles are refused', async () => {
    assertErrorEnvelope(await call('PUT', `/api/admin/layouts/${AREA}`, { body: LAYOUT }), 401);
    for (const who of ['user', 'news', 'orders', 'ordersSenior', 'users', 'posters', 'tickets']) {
      assertErrorEnvelope(await put(LAYOUT, who), 403, who);
    }
    assert.equal((await put(LAYOUT, 'admin')).status, 200);
  });
});
