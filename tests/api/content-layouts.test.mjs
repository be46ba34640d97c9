// Each public area's menu, footer and settings (issue 12, decision 0024): checked against their
// schemas, served to their area at once after an edit, written by the content section only.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { assertErrorEnvelope, assertFieldError, assertOk, get, hostFor } from './lib/http.mjs';
import { REQUIRED, call } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

// The welcome area: no other test writes its layout; its demo layout is put back after.
const AREA = 'welcome';
const SEEDED = JSON.parse(await readFile(new URL('../../server/seed/content/layouts.json', import.meta.url), 'utf8')).layouts[AREA];

const LAYOUT = {
  menu: [
    { title: 'Фестивали', icon: 'festival', link: '/festivals/',
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
  after(async () => assert.equal((await put(SEEDED, 'admin')).status, 200));

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

  it("links name another area's path as area:/path/", async () => {
    const menu = [{ title: 'Разделы', children: [
      { title: 'Фестивали', link: 'events:/festivals/' }, { title: 'Вход', link: 'id:/login/' },
      { title: 'Школы', link: 'bravo:/#shkoly' }] }];
    assert.equal((await put({ ...LAYOUT, menu })).status, 200);
    assert.deepEqual(assertOk(await publicLayout()).menu, menu);
  });

  it("the call-back widget's origin, and it alone, may run scripts on the area's pages", async () => {
    const widget = 'https://cdn.envybox.io/widget/cbk.js?id=7';
    assert.equal((await put({ ...LAYOUT, settings: { callback_widget_url: widget } }, 'admin')).status, 200);
    const csp = async (area) => (await get('/', { host: hostFor(area) })).headers['content-security-policy'];
    assert.match(await csp(AREA), /script-src 'self' https:\/\/cdn\.envybox\.io;/);
    assert.equal(assertOk(await publicLayout()).settings.callback_widget_url, widget);
    assert.match(await csp('main'), /script-src 'self';/, 'other areas keep their own');
    assert.equal((await put({ ...LAYOUT, settings: {} }, 'admin')).status, 200);
    assert.match(await csp(AREA), /script-src 'self';/, 'unset: gone at once');
  });

  it('only Admin chooses the widget, and only from the servers Admin lists', async () => {
    // A widget's script runs with the visitor's session: an SEO manager who could point it at
    // their own server could act as any Admin who opens the page.
    const widget = 'https://cdn.envybox.io/widget/cbk.js?id=7';
    const bySeo = await put({ ...LAYOUT, settings: { callback_widget_url: widget } });
    assertErrorEnvelope(bySeo, 403);
    assert.equal(bySeo.json.message, 'Виджет обратного звонка выбирает администратор: оставьте поле как было');
    assertFieldError(await put({ ...LAYOUT, settings: { callback_widget_url: 'https://evil.example.ru/x.js' } }, 'admin'),
      'settings.callback_widget_url', 'Сервера evil.example.ru нет в списке «Виджеты CRM»: администратор добавляет его туда');
    assertFieldError(await put({ ...LAYOUT, settings: { callback_widget_url: 'http://cdn.envybox.io/x.js' } }, 'admin'),
      'settings.callback_widget_url', 'Адрес должен начинаться с https://');

    // Chosen by Admin, the widget stays when the SEO manager saves the rest of the settings.
    assert.equal((await put({ ...LAYOUT, settings: { callback_widget_url: widget } }, 'admin')).status, 200);
    const kept = await put({ ...LAYOUT, settings: { support_phone: '8 800 100-20-30', callback_widget_url: widget } });
    assert.equal(kept.status, 200, kept.text);
    assertErrorEnvelope(await put({ ...LAYOUT, settings: { support_phone: '8 800 100-20-30' } }), 403, 'nor removes it');

    // Admin adds a server, chooses it, then takes it off the list: the widget is served no more.
    const admin = await staff('admin');
    const host = `crm-${Date.now()}.example.ru`;
    const added = await call('POST', '/api/admin/widget-hosts', { cookie: admin, body: { host, title: 'Своя CRM', sort: 9 } });
    assert.equal(added.status, 200, added.text);
    assert.equal((await put({ ...LAYOUT, settings: { callback_widget_url: `https://${host}/w.js` } }, 'admin')).status, 200);
    const csp = async () => (await get('/', { host: hostFor(AREA) })).headers['content-security-policy'];
    assert.match(await csp(), new RegExp(`script-src 'self' https://${host.replaceAll('.', '\\.')};`));
    assert.equal((await call('DELETE', `/api/admin/widget-hosts/${added.json.id}`, { cookie: admin })).status, 200);
    assert.match(await csp(), /script-src 'self';/, 'off the list: no script from it');
    assert.equal(assertOk(await publicLayout()).settings.callback_widget_url, undefined);
    assert.equal((await put({ ...LAYOUT, settings: {} }, 'admin')).status, 200);
  });

  it('the list of widget servers: Admin keeps it, checked; lower roles are refused', async () => {
    const admin = await staff('admin');
    const list = await call('GET', '/api/admin/widget-hosts', { cookie: admin });
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(list.json.slice(0, 5).map((h) => h.host), ['cdn-ru.bitrix24.ru', 'gso.amocrm.ru', 'code.jivo.ru', 'mod.calltouch.ru', 'cdn.envybox.io']);
    const hostError = 'Укажите имя сервера без https:// и пути, например cdn.envybox.io';
    for (const host of ['https://cdn.envybox.io', 'cdn.envybox.io/widget', 'localhost', 'CDN.example.ru', '-a.example.ru', 'a..ru']) {
      assertFieldError(await call('POST', '/api/admin/widget-hosts', { cookie: admin, body: { host, title: 'Проверка' } }), 'host', hostError);
    }
    assertFieldError(await call('POST', '/api/admin/widget-hosts', { cookie: admin, body: { host: 'a'.repeat(1_000_000), title: 'Проверка' } }), 'host');
    assertFieldError(await call('POST', '/api/admin/widget-hosts', { cookie: admin, body: { host: 'cdn.envybox.io', title: 'Ещё раз' } }), 'host');
    for (const who of ['seo', 'news', 'users', 'orders', 'ordersSenior', 'posters', 'tickets', 'user']) {
      const cookie = await staff(who);
      assertErrorEnvelope(await call('GET', '/api/admin/widget-hosts', { cookie }), 403, who);
      assertErrorEnvelope(await call('POST', '/api/admin/widget-hosts', { cookie, body: { host: 'my.example.ru', title: 'Моя' } }), 403, who);
    }
    assertErrorEnvelope(await call('GET', '/api/admin/widget-hosts'), 401);
  });

  it('lists the seven public areas for the admin', async () => {
    const res = await call('GET', '/api/admin/layouts', { cookie: await staff('seo') });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.map((l) => l.id).sort(), ['arenda', 'bravo', 'events', 'main', 'oki', 'organizer', 'welcome']);
    assertErrorEnvelope(await call('GET', '/api/admin/layouts/admin', { cookie: await staff('seo') }), 404);
    const fields = assertOk(await call('GET', '/api/admin/content/layout-fields', { cookie: await staff('seo') }));
    assert.deepEqual(fields.menu_item.map((f) => f.name), ['title', 'icon', 'link', 'children', 'banners']);
    // The icons the web app draws (web/src/features/shell/MenuIcon.tsx has the same codes).
    assert.deepEqual(fields.menu_item.find((f) => f.name === 'icon').choices, ['festival', 'school', 'music', 'people', 'ticket', 'venue', 'info', 'blog']);
  });

  it('refuses bad menus, footers and settings with a message per field', async () => {
    const cases = [
      [{ menu: [{}] }, 'menu[0].title', REQUIRED],
      [{ menu: Array.from({ length: 11 }, () => ({ title: 'А' })) }, 'menu', 'Не больше 10 элементов'],
      [{ menu: [{ title: 'А', link: 'javascript:alert(1)' }] }, 'menu[0].link'],
      [{ menu: [{ title: 'А', children: [{ title: 'Б' }] }] }, 'menu[0].children[0].link', REQUIRED],
      [{ menu: [{ title: 'А', banners: [{ type: 'huge', text: 'Т' }] }] }, 'menu[0].banners[0].type', 'Недопустимое значение'],
      [{ menu: [{ title: 'А', icon: 'rocket' }] }, 'menu[0].icon', 'Недопустимое значение'],
      [{ footer: [] }, 'footer', 'Должно быть объектом'],
      [{ footer: { columns: [{ title: 'А', links: [{ title: 'Б', link: 'ftp://x.ru' }] }] } }, 'footer.columns[0].links[0].link'],
      [{ settings: { social: [{ network: 'facebook', url: 'https://facebook.com/x' }] } }, 'settings.social[0].network', 'Недопустимое значение'],
      [{ settings: { support_phone: '1'.repeat(41) } }, 'settings.support_phone', 'Не должно превышать 40 символов'],
      [{ menu: [{ title: 'А', link: 'shop:/tovary/' }] }, 'menu[0].link'],
      [{ menu: [{ title: 'А', link: 'admin:/users/' }] }, 'menu[0].link'],
      [{ menu: [{ title: 'А', link: 'events://evil.example/' }] }, 'menu[0].link', 'После раздела сайта идёт путь: events:/festivals/'],
      [{ settings: { rating_badge_url: 'https://' } }, 'settings.rating_badge_url'],
      [{ menu: [{ title: 'А', link: '/\\evil.example/' }] }, 'menu[0].link', 'Ссылка не должна содержать обратной косой черты'],
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
