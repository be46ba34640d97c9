// Browser journey of the orders admin (issue 5): the senior order manager finds a customer's
// orders by search and the status filter, takes one to work, assigns it, comments on it and
// downloads its PDF; cancels another (a reason is required); the CSV export link carries the
// list's filter and the server's CSV has only the filtered orders. An Admin manages services and
// their categories.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/admin-orders.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, deleteConfirmed, pageCall as call, screenshot, url, usePage, letterSuffix } from './browser.mjs';

const suffix = letterSuffix();
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** A customer with two orders: a festival with a video review (a video link and a PDF), and a festival alone. */
async function customerWithOrders(page) {
  await page.goto(url('/', 'main'));
  const registered = await call(page, '/api/auth/register', 'POST', { first_name: 'Клиент', last_name: `Админский${suffix}`, email: `admin-orders-${suffix}@example.ru`, password: 'Проверка2026', consent: true });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const today = new Date().toISOString().slice(0, 10);
  const { body: list } = await call(page, '/api/event/list?per_page=100');
  const event = list.data.items.find((item) => item.date.start > today && item.place_count >= 2);
  const { body: services } = await call(page, '/api/services');
  const review = services.data.items.find((item) => item.code === 'videorazbor-chlenom-zhyuri');
  const video = review.params.find((param) => param.type === 'video');
  const file = review.params.find((param) => param.type === 'file');

  const first = await call(page, '/api/cart/', 'POST', { events: [{ id: event.event_id, count: 1 }], services: [{ id: review.id, params: [{ id: video.id, value: 'https://disk.example.ru/nomer.mp4' }] }] });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const uploaded = await page.evaluate(
    async ({ serviceId, paramId, pdf }) => {
      const form = new FormData();
      form.append('service_id', String(serviceId));
      form.append('param_id', String(paramId));
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'soglasie.pdf');
      return (await fetch('/api/cart/file/', { method: 'POST', body: form })).status;
    },
    { serviceId: review.id, paramId: file.id, pdf: PDF },
  );
  assert.equal(uploaded, 200);
  const a = await call(page, '/api/cart/confirm/', 'POST');
  assert.equal(a.status, 200, JSON.stringify(a.body));
  await call(page, '/api/cart/', 'POST', { events: [{ id: event.event_id, count: 1 }] });
  const b = await call(page, '/api/cart/confirm/', 'POST');
  assert.equal(b.status, 200, JSON.stringify(b.body));
  return [a.body.data, b.body.data];
}

describe('orders admin', () => {
  let page;
  let first;
  let second;
  usePage((opened) => {
    page = opened;
  });

  test('search and the status filter find the customer’s two new orders', async () => {
    [first, second] = await customerWithOrders(page);
    await adminLogin(page, 'orders-senior@demo.local', 'Demo2026!', 'Заказы');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Заказы' }).click();
    await page.getByPlaceholder('Номер, имя, email или телефон').fill(suffix);
    await page.getByRole('cell', { name: first.number }).waitFor();
    await page.getByRole('cell', { name: second.number }).waitFor();
    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Новый' }).click();
    await page.waitForURL((u) => u.search.includes('status'));
    await page.getByRole('cell', { name: first.number }).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 2);

    // The event filter offers the catalogue's events, though order managers have no catalogue section.
    const eventName = first.items.find((item) => item.kind === 'event').name;
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Мероприятие' }).click();
    await page.getByRole('combobox', { name: 'Мероприятие' }).fill(eventName.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(`^${eventName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await page.waitForURL((u) => decodeURIComponent(u.search).includes(`"event_id":${first.items.find((item) => item.kind === 'event').event_id}`));
    await page.getByRole('cell', { name: second.number }).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 2);
    await screenshot(page, 'admin-orders-list');
  });

  test('an order is taken to work, assigned, commented, and its PDF downloads', async () => {
    await page.getByRole('cell', { name: first.number }).click();
    await page.getByRole('heading', { level: 2, name: `Заказ № ${first.number}` }).waitFor();
    await page.getByRole('button', { name: 'Взять в работу' }).click();
    await page.getByText('Статус заказа: В работе').waitFor();
    await page.getByRole('button', { name: 'Подтвердить' }).waitFor();

    await page.getByRole('combobox', { name: 'Менеджер' }).click();
    await page.getByRole('option', { name: /Заказов Олег/ }).click();
    await page.getByRole('button', { name: 'Назначить' }).click();
    await page.getByText('Менеджер назначен').waitFor();

    const comment = `Позвонить клиенту ${suffix}`;
    await page.getByRole('button', { name: 'Добавить комментарий' }).click();
    await page.getByText('Введите текст комментария').waitFor();
    await page.getByLabel('Новый комментарий').fill(comment);
    await page.getByRole('button', { name: 'Добавить комментарий' }).click();
    await page.getByText('Комментарий добавлен').waitFor();
    await page.getByRole('list', { name: 'Комментарии' }).getByText(comment).waitFor();

    const link = page.getByRole('link', { name: /soglasie\.pdf/ });
    const href = await link.getAttribute('href');
    assert.match(href, new RegExp(`^/api/admin/orders/${first.id}/files/\\d+$`));
    const download = await page.evaluate(async (target) => {
      const response = await fetch(target);
      return { status: response.status, type: response.headers.get('content-type'), start: (await response.text()).slice(0, 5) };
    }, href);
    assert.deepEqual(download, { status: 200, type: 'application/pdf', start: '%PDF-' });
    await screenshot(page, 'admin-orders-order');
  });

  test('a cancel needs a reason, then the order is «Отменён» with the reason in its history', async () => {
    await page.goto(url(`/orders/${second.id}/show`, 'admin'));
    await page.getByRole('heading', { level: 2, name: `Заказ № ${second.number}` }).waitFor();
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await dialog.getByText('Укажите причину отмены').waitFor();
    await dialog.getByLabel('Причина отмены').fill('Клиент выбрал другой фестиваль');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByText('Статус заказа: Отменён').waitFor();
    await page.getByText('Причина: Клиент выбрал другой фестиваль').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Взять в работу' }).count(), 0);
  });

  test("the CSV export link carries the list's filter and the server's CSV holds only the matching orders", async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: suffix, status: 'cancelled' }));
    await page.goto(url(`/orders?filter=${filter}`, 'admin'));
    await page.getByRole('cell', { name: second.number }).waitFor();
    assert.equal(await page.getByRole('cell', { name: first.number }).count(), 0);
    const href = await page.getByRole('link', { name: 'Экспорт CSV' }).getAttribute('href');
    const sent = JSON.parse(new URL(href, 'http://x').searchParams.get('filter'));
    assert.deepEqual(sent, { q: suffix, status: 'cancelled' });
    const csv = await page.evaluate(async (target) => {
      const response = await fetch(target);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), bom: Array.from(bytes.slice(0, 3)), text: new TextDecoder().decode(bytes) };
    }, href);
    assert.equal(csv.status, 200);
    assert.match(csv.type, /^text\/csv/);
    assert.deepEqual(csv.bom, [0xef, 0xbb, 0xbf]);
    assert.ok(csv.text.includes(second.number));
    assert.ok(!csv.text.includes(first.number));
    assert.ok(csv.text.includes('Отменён'));
    await screenshot(page, 'admin-orders-cancelled-filter');
  });
});

describe('services admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('an Admin creates a category and a service with a param (a taken code is refused under its field), sees it on /uslugi/, then deletes both', async () => {
    await adminLogin(page, 'admin@demo.local', 'DemoAdmin2026', 'Заказы');
    const category = `Тестовая категория ${suffix}`;
    await page.goto(url(`/service-categories/create`, 'admin'));
    await page.getByLabel('Название').fill(category);
    await page.getByLabel('Код (slug)').fill(`test-${suffix}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => u.pathname === '/service-categories');

    const name = `Тестовая услуга ${suffix}`;
    await page.goto(url(`/services/create`, 'admin'));
    const form = page.locator('form');
    await form.getByLabel('Название').first().fill(name);
    await form.getByLabel('Код (slug)').fill('dostavka-diploma-i-medali');
    await form.getByLabel('Описание').fill('Проверка услуги из браузерного теста.');
    await form.getByLabel('Категория').fill('Тестовая');
    await page.getByRole('option', { name: category }).click();
    await form.getByLabel('Итоговая цена, ₽').fill('1200');
    await form.getByLabel('Цена до скидки, ₽').fill('1000');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Цена до скидки должна быть больше итоговой цены').waitFor();
    await form.getByLabel('Цена до скидки, ₽').fill('1500');
    await page.getByRole('button', { name: 'Добавить' }).click();
    await form.getByLabel('Название поля').fill('Ссылка на видео');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // The server's 422 under the code field (react-admin's server-side validation).
    await form.getByText('Такое значение уже занято').waitFor();
    await screenshot(page, 'admin-services-taken-code');
    await form.getByLabel('Код (slug)').fill(`test-service-${suffix}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => u.pathname === '/services');

    const { body } = await call(page, '/api/services');
    const created = body.data.items.find((item) => item.name === name);
    assert.ok(created, 'the new service is public');
    assert.deepEqual(created.price, { old: 1500, preview: null, final: 1200 });
    assert.deepEqual(created.params.map((param) => [param.type, param.label, param.required]), [['file', 'Ссылка на видео', true]]);

    await page.goto(url('/uslugi/', 'main'));
    await page.getByRole('heading', { level: 2, name: category }).waitFor();
    await page.getByRole('heading', { level: 3, name }).waitFor();

    await page.goto(url(`/services/${created.id}`, 'admin'));
    await deleteConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/services');
    const categories = await call(page, `/api/admin/service-categories?filter=${encodeURIComponent(JSON.stringify({ code: `test-${suffix}` }))}`);
    const categoryId = categories.body[0].id;
    await page.goto(url(`/service-categories/${categoryId}`, 'admin'));
    await deleteConfirmed(page);
    await page.waitForURL((u) => u.pathname === '/service-categories');
    const gone = await call(page, `/api/admin/service-categories?filter=${encodeURIComponent(JSON.stringify({ code: `test-${suffix}` }))}`);
    assert.deepEqual(gone.body, []);
  });
});
