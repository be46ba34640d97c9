// Browser journey of the account's orders (issue 5): a new user adds a service on /uslugi/ and a
// festival (basket API), confirms, finds the order «Новый» in /_id/orders and opens it; an order
// manager (ManagerOrders) takes it to work in the admin and the user sees «В работе»; a second
// order is cancelled by the user after the confirmation dialog. The pages pass axe's serious checks.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/orders.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { pageCall as call, screenshot, url, usePage, letterSuffix } from './browser.mjs';

const suffix = letterSuffix();
const email = `orders-${suffix}@example.ru`;
const password = 'Проверка2026';

async function signIn(page, login, secret) {
  await page.context().clearCookies();
  await page.goto(url('/', 'main'));
  const answer = await call(page, '/api/auth/login', 'POST', { email: login, password: secret });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

/** A festival that has not started and still has places: the basket takes it. */
async function openEvent(page) {
  const { body } = await call(page, '/api/event/list?per_page=100');
  const today = new Date().toISOString().slice(0, 10);
  const event = body.data.items.find((item) => item.date.start > today && item.place_count >= 2);
  assert.ok(event, 'a festival open for registration');
  return event;
}

/** Puts the festival in the user's basket and confirms it: the new order. */
async function orderEvent(page, event) {
  const added = await call(page, '/api/cart/', 'POST', { events: [{ id: event.event_id, count: 1 }] });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const confirmed = await call(page, '/api/cart/confirm/', 'POST');
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return confirmed.body.data;
}

describe('account orders', () => {
  let page;
  let event;
  let order;
  usePage((opened) => {
    page = opened;
  });

  test('a new user adds a service on /uslugi/ and a festival, confirms, and sees the order «Новый»', async () => {
    const registered = await call(page, '/api/auth/register', 'POST', { first_name: 'Заказ', last_name: `Проверочный${suffix}`, email, password, consent: true });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));

    await page.goto(url('/uslugi/', 'main'));
    await page.getByRole('heading', { level: 2, name: 'Дипломы и документы' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByRole('button', { name: 'В корзину: Доставка диплома и медали почтой' }).click();
    await page.getByRole('button', { name: 'В корзине: Доставка диплома и медали почтой. Открыть корзину' }).waitFor();
    await screenshot(page, 'orders-services-page');

    event = await openEvent(page);
    order = await orderEvent(page, event);
    assert.equal(order.status, 'new');
    assert.deepEqual(order.items.map((item) => item.kind).sort(), ['event', 'service']);

    await page.goto(url('/orders/', 'id'));
    const card = page.locator(`[data-order="${order.number}"]`);
    await card.getByText(`Заказ № ${order.number}`).waitFor();
    await card.getByText('Новый', { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'orders-list');

    await card.click();
    await page.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` }).waitFor();
    await page.getByText(event.name).waitFor();
    await page.getByText('Доставка диплома и медали почтой').waitFor();
    await page.getByRole('heading', { name: 'История заказа' }).waitFor();
    await page.getByRole('button', { name: 'Отменить заказ' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByRole('dialog', { name: 'Отменить заказ?' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.keyboard.press('Escape');
    assert.equal(await page.getByRole('dialog').count(), 0);
    await screenshot(page, 'orders-order-page');
  });

  test('the order manager takes it to work in the admin; the user sees «В работе» and can no longer cancel', async () => {
    await signIn(page, 'orders@demo.local', 'Demo2026!');
    await page.goto(url(`/orders/${order.id}/show`, 'admin'));
    await page.getByRole('heading', { level: 2, name: `Заказ № ${order.number}` }).waitFor();
    await page.getByRole('button', { name: 'Взять в работу' }).click();
    await page.getByText('Статус заказа: В работе').waitFor();
    await page.getByRole('button', { name: 'Подтвердить' }).waitFor();
    await screenshot(page, 'orders-admin-in-work');

    await signIn(page, email, password);
    await page.goto(url(`/orders/${order.number}/`, 'id'));
    await page.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` }).waitFor();
    await page.getByText('В работе').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Отменить заказ' }).count(), 0);
    await page.goto(url('/orders/', 'id'));
    await page.locator(`[data-order="${order.number}"]`).getByText('В работе').waitFor();
  });

  test('the user cancels a new order after confirming, and its status becomes «Отменён»', async () => {
    const second = await orderEvent(page, event);
    await page.goto(url(`/orders/${second.number}/`, 'id'));
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
    await dialog.getByRole('button', { name: 'Не отменять' }).click();
    assert.equal(await dialog.count(), 0);
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    await dialog.getByRole('button', { name: 'Да, отменить' }).click();
    await page.getByText(`Заказ № ${second.number} отменён`).waitFor();
    await page.getByText('Причина отмены: Отменён покупателем').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Отменить заказ' }).count(), 0);
    await screenshot(page, 'orders-cancelled');
    const { body } = await call(page, `/api/orders/${second.number}`);
    assert.equal(body.data.status, 'cancelled');
  });

  test('another number is the 404 page «Заказ не найден»', async () => {
    await page.goto(url('/orders/1999-99999/', 'id'));
    await page.getByText('Заказ не найден').waitFor();
  });
});
