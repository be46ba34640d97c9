// Browser journey of the catalogue admin (issue 4): an Admin creates a city and finds it in the
// list, deletes it and is refused deleting a city that events use, edits an event's name,
// unpublishes and publishes it and reads its history; a role without the events section has no
// events menu and still sees its places' cities.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/admin-catalog.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, deleteConfirmed, screenshot, url, usePage, letterSuffix } from './browser.mjs';

const suffix = letterSuffix();

/** An admin screen by its address (`/cities/create`). */
async function openAdmin(page, path) {
  await page.goto(url(path, 'admin'));
}

async function api(page, path, method = 'GET') {
  return page.evaluate(
    async ([target, verb]) => {
      const init = verb === 'GET' ? {} : { method: verb, headers: { 'Content-Type': 'application/json' }, body: '{}' };
      const response = await fetch(target, init);
      return { status: response.status, body: await response.json() };
    },
    [path, method],
  );
}

describe('catalogue admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('an Admin creates a city and sees it in the list; a taken slug is refused under its field', async () => {
    await adminLogin(page, 'admin@demo.local', 'DemoAdmin2026');
    const menu = page.getByRole('menu');
    for (const name of ['Мероприятия', 'Программы', 'Площадки', 'Города', 'Регионы', 'Метки']) {
      await menu.getByRole('menuitem', { name }).waitFor();
    }
    await menu.getByRole('menuitem', { name: 'Города' }).click();
    // The city and, once the regions load, its region: both cells say «Москва».
    await page.getByRole('cell', { name: 'Москва', exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Создать' }).click();

    const form = page.locator('form');
    await form.getByLabel('Название').fill(`Тестоград ${suffix}`);
    await form.getByLabel('Адрес (slug)').fill('moskva');
    await form.getByLabel('Где («в Москве»)').fill(`в Тестограде ${suffix}`);
    await form.getByLabel('Регион').fill('Моск');
    await page.getByRole('option', { name: 'Москва' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // The server's 422 message under the slug field (react-admin's server-side validation).
    await form.getByText('Такое значение уже занято').waitFor();
    await screenshot(page, 'admin-catalog-city-taken');

    await form.getByLabel('Адрес (slug)').fill(`testograd-${suffix}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => u.pathname === '/cities');
    await page.getByPlaceholder('Название или код').fill(suffix);
    await page.getByRole('cell', { name: `Тестоград ${suffix}` }).waitFor();
    await screenshot(page, 'admin-catalog-cities');
  });

  test('an unused city is deleted; deleting a city that events use is refused with the server message', async () => {
    // The new city from the list above: nothing uses it, so it goes (and leaves the demo data as it was).
    await page.getByRole('cell', { name: `Тестоград ${suffix}` }).click();
    // The edit page, loaded: a delete asked while its record loads loses its dialog to the redraw.
    await page.locator('input[name="slug"]').waitFor();
    await deleteConfirmed(page);
    await page.getByText('Элемент удален').waitFor();
    const gone = await api(page, `/api/admin/cities?filter=${encodeURIComponent(JSON.stringify({ slug: `testograd-${suffix}` }))}`);
    assert.deepEqual(gone.body, []);

    const { body } = await api(page, `/api/admin/cities?filter=${encodeURIComponent(JSON.stringify({ slug: 'moskva' }))}`);
    await openAdmin(page, `/cities/${body[0].id}`);
    await page.getByLabel('Название').first().waitFor();
    await deleteConfirmed(page);
    await page.getByText('Город нельзя удалить: он используется в событиях').waitFor();
    await screenshot(page, 'admin-catalog-city-refused');
    const still = await api(page, `/api/admin/cities/${body[0].id}`);
    assert.equal(still.status, 200);
  });

  test("an Admin edits an event's name, then unpublishes and publishes it", async () => {
    const { body } = await api(page, `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ published: true }))}&range=${encodeURIComponent('[0,0]')}`);
    const event = body[0];
    await openAdmin(page, `/events/${event.id}`);
    const name = page.getByLabel('Название', { exact: false }).first();
    await name.waitFor();
    assert.equal(await name.inputValue(), event.name);
    const renamed = `Проверка названия ${suffix}`;
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Элемент обновлен').waitFor();
    assert.equal((await api(page, `/api/admin/events/${event.id}`)).body.name, renamed);

    await page.getByRole('button', { name: 'Снять с публикации' }).click();
    await page.getByText('Мероприятие снято с публикации').waitFor();
    await page.getByRole('button', { name: 'Опубликовать' }).waitFor();
    assert.equal((await api(page, `/api/admin/events/${event.id}`)).body.published, false);

    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByText('Мероприятие опубликовано').waitFor();
    await page.getByRole('button', { name: 'Снять с публикации' }).waitFor();
    assert.equal((await api(page, `/api/admin/events/${event.id}`)).body.published, true);

    // The history tab lists the three changes, newest first, with the renamed field.
    await page.getByRole('tab', { name: 'История' }).click();
    const history = page.getByRole('tabpanel', { name: 'История' });
    await history.getByText(/Публикация · admin@demo\.local/).first().waitFor();
    await history.getByText(/Снятие с публикации/).first().waitFor();
    await history.getByText(`Название: `, { exact: false }).filter({ hasText: `→ ${renamed}` }).waitFor();
    await screenshot(page, 'admin-catalog-event-history');
    // Leave the demo event as it was for the other journeys.
    const restored = await page.evaluate(
      async ({ id, name }) => (await fetch(`/api/admin/events/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) })).status,
      { id: event.id, name: event.name },
    );
    assert.equal(restored, 200);

    await page.getByRole('tab', { name: 'Программа' }).click();
    await page.getByRole('button', { name: 'Добавить пункт программы' }).waitFor();
    await screenshot(page, 'admin-catalog-event-program');
  });

  test('a role without the events section has no events menu, and its places show their cities', async () => {
    await adminLogin(page, 'posters@demo.local', 'Demo2026!');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Площадки' }).waitFor();
    assert.equal(await menu.getByRole('menuitem', { name: 'Мероприятия' }).count(), 0);
    assert.equal(await menu.getByRole('menuitem', { name: 'Города' }).count(), 0);
    // The posters' managers read the events (a show may be a festival's gala) but change none.
    assert.equal((await api(page, '/api/admin/events', 'POST')).status, 403);
    assert.equal((await api(page, '/api/admin/events/1', 'DELETE')).status, 403);
    // Places name their city although this role has no cities section (the public city list).
    await menu.getByRole('menuitem', { name: 'Площадки' }).click();
    await page.getByRole('cell', { name: 'Культурный центр «Меридиан»' }).waitFor();
    await page.getByRole('row', { name: /Культурный центр «Меридиан».*Москва/ }).waitFor();
    await screenshot(page, 'admin-catalog-posters');
  });
});
