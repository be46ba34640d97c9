// The basket journey (issue 5, web): a guest fills the local basket (two festivals, a service
// with a PDF and a video link), signs in inside the basket panel, finds the basket kept on the
// server, and submits it. Screenshots of the panel at 1280 and 390 px, guest and signed in.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/basket.test.mjs (server with --demo)
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { axeViolations } from './axe.mjs';
import { RESULTS_DIR, url, usePage } from './browser.mjs';

const USER = { email: 'user@demo.local', password: 'Demo2026!' };
const SERVICE = 'Видеоразбор выступления членом жюри';
const VIDEO = 'https://disk.example.ru/vystuplenie.mp4';
const NOTICE = 'Заказ оформлен, его детали можно посмотреть в личном кабинете';

/** A small valid PDF: header, one empty page, cross-reference table and trailer. */
function tinyPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('basket: guest to order', () => {
  let page;
  const chosen = [];
  usePage((opened) => {
    page = opened;
  });

  before(async () => {
    // The demo user's server basket may hold items from earlier runs: start it empty, signed out.
    await page.evaluate(async (user) => {
      await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) });
      const cart = (await (await fetch('/api/cart/')).json()).data;
      await fetch('/api/cart/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          events: cart.events.map((event) => ({ id: event.event_id, to_remove: true })),
          services: cart.services.map((service) => ({ id: service.service_id, to_remove: true })),
        }),
      });
      await fetch('/api/auth/logout', { method: 'POST' });
    }, USER);
  });

  const panel = () => page.getByTestId('basket-panel');

  async function openBasket() {
    await page.getByTestId('basket-button').click();
    await panel().getByRole('heading', { name: 'Корзина' }).waitFor();
  }

  async function shoot(name) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(250);
      // The viewport, not the full page: the panel is fixed over it.
      await mkdir(RESULTS_DIR, { recursive: true });
      await page.screenshot({ path: join(RESULTS_DIR, `basket-${name}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  test('a guest adds two festivals; they stay in the local basket across a reload', async () => {
    await page.goto(url('/festivals/', 'events'));
    const add = page.locator('button[aria-label^="В корзину: "]');
    await add.first().waitFor();
    for (let i = 0; i < 2; i += 1) {
      const label = await add.first().getAttribute('aria-label');
      chosen.push(label.replace('В корзину: ', ''));
      await add.first().click();
      await page.getByRole('button', { name: `В корзине: ${chosen[i]}. Открыть корзину` }).first().waitFor();
    }
    assert.equal(await page.getByTestId('basket-button').getAttribute('aria-label'), 'Корзина, товаров: 2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart_tmp')));
    assert.equal(stored.events.length, 2);
    assert.ok(stored.events.every((event) => event.count === 1 && Number.isInteger(event.id)));

    await page.reload();
    await openBasket();
    for (const name of chosen) await panel().getByRole('link', { name }).waitFor();
    await panel().getByText('Войдите, чтобы оформить заявку', { exact: false }).waitFor();
    assert.ok(await panel().getByRole('link', { name: 'К мероприятиям' }).isVisible());

    // A native modal <dialog>: the page behind is inert, Escape closes it, focus goes back to the button.
    assert.equal(await panel().evaluate((el) => el.closest('dialog')?.matches(':modal') ?? false), true);
    const behind = await page.evaluate(() => {
      const box = document.querySelector('header').getBoundingClientRect();
      return document.elementFromPoint(box.left + 100, box.top + 20)?.tagName;
    });
    assert.equal(behind, 'DIALOG', 'the header is under the dialog, out of reach');
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('basket-button').evaluate((el) => el === document.activeElement), true);
    await openBasket();
  });

  test('the guest adds a service with a PDF and a video link (checked in the browser first)', async () => {
    await panel().getByRole('checkbox', { name: SERVICE }).check();
    const card = panel().locator('article', { has: page.getByRole('checkbox', { name: SERVICE, checked: true }) });
    await card.waitFor();

    const video = card.getByLabel('Ссылка на видео выступления');
    await video.fill('ссылка');
    await card.getByText('Некорректная ссылка').waitFor();
    await video.fill('https://disk.example.ru/vystuplenie.avi');
    await card.getByText('Ссылка должна вести на файл в формате MP4').waitFor();
    await video.fill('');
    assert.equal(await card.getByRole('alert').count(), 0);
    await video.fill(VIDEO);
    await card.getByText('Видео до 90 секунд, формат MP4').waitFor();

    const file = card.locator('input[type=file]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await card.getByText('Файл должен быть в формате PDF.').waitFor();
    assert.equal(await card.getByRole('button', { name: 'Загрузить' }).count(), 1);
    await file.setInputFiles({ name: 'soglasie.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await card.getByRole('button', { name: 'Изменить', exact: true }).first().waitFor();
    await card.getByText('soglasie.pdf').waitFor();
    await card.getByRole('button', { name: 'Сохранить' }).click();
    await card.getByText(VIDEO).waitFor();
    assert.equal(await page.getByTestId('basket-button').getAttribute('aria-label'), 'Корзина, товаров: 3');

    // Kept in the browser across a reload: the link in local storage, the PDF in IndexedDB.
    await page.reload();
    await openBasket();
    const kept = panel().locator('article', { has: page.getByRole('checkbox', { name: SERVICE, checked: true }) });
    await kept.getByText('soglasie.pdf').waitFor();
    await kept.getByText(VIDEO).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await shoot('guest');
  });

  test('submit asks the guest to sign in; signing in inside the panel keeps the basket', async () => {
    await panel().getByRole('button', { name: 'Оформить заявку' }).click();
    // The notice shows inside the modal dialog (outside it, it would be inert and under the top
    // layer) and can be closed there.
    const notices = page.getByRole('region', { name: 'Уведомления' });
    await notices.getByText('Чтобы оформить заявку, войдите', { exact: false }).waitFor();
    assert.equal(await notices.evaluate((el) => el.parentElement?.matches('dialog:modal') ?? false), true);
    await notices.getByRole('button', { name: 'Закрыть уведомление' }).click();
    await notices.getByText('Чтобы оформить заявку, войдите', { exact: false }).waitFor({ state: 'detached' });
    await panel().getByLabel('Электронная почта', { exact: true }).fill(USER.email);
    await panel().getByRole('button', { name: 'Войти' }).click();
    await panel().getByLabel('Пароль', { exact: true }).fill(USER.password);
    await panel().getByRole('button', { name: 'Войти' }).click();

    await page.waitForFunction(() => localStorage.getItem('cart_tmp') === null);
    await panel().getByText('Войдите, чтобы оформить заявку', { exact: false }).waitFor({ state: 'detached' });
    for (const name of chosen) await panel().getByRole('link', { name }).waitFor();
    const card = panel().locator('article', { has: page.getByRole('checkbox', { name: SERVICE, checked: true }) });
    await card.getByText('soglasie.pdf').waitFor();
    await card.getByText(VIDEO).waitFor();

    // The server has it too: the basket as the API answers it.
    const cart = await page.evaluate(async () => (await (await fetch('/api/cart/')).json()).data);
    const service = cart.services.find((item) => item.name === 'Видеоразбор выступления членом жюри');
    assert.ok(service?.checked);
    assert.equal(service.params.find((param) => param.type === 'video').value, 'https://disk.example.ru/vystuplenie.mp4');
    assert.equal(service.params.find((param) => param.type === 'file').file.name, 'soglasie.pdf');
    for (const name of chosen) assert.ok(cart.events.some((event) => event.name === name), name);
    assert.deepEqual(await axeViolations(page), []);
    await shoot('signed-in');
  });

  test('the people counter sends one request 500 ms after a burst of clicks', async () => {
    const posts = [];
    const isCartPost = (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/';
    const onRequest = (request) => {
      if (isCartPost(request)) posts.push(request.postDataJSON());
    };
    /** The server's answer to the basket's POST that sets the count to `count`. */
    const answered = (count) =>
      page.waitForResponse((response) => isCartPost(response.request()) && response.request().postDataJSON()?.events?.[0]?.count === count);
    page.on('request', onRequest);
    const card = panel().locator('article', { has: page.getByRole('link', { name: chosen[0] }) });
    const burst = answered(3);
    await card.getByRole('button', { name: 'Больше' }).click();
    await card.getByRole('button', { name: 'Больше' }).click();
    await burst;
    assert.equal(await card.getByLabel('Количество человек').inputValue(), '3');
    // "Only one request" needs a later one that must come: a click after the burst's answer sends
    // its own request 500 ms later, so any other request of the burst (one per click, a repeat)
    // is in `posts` before it. «Меньше» since «Больше» may stop at the places left.
    const barrier = answered(2);
    await card.getByRole('button', { name: 'Меньше' }).click();
    await barrier;
    page.off('request', onRequest);
    assert.deepEqual(posts.map((post) => post.events.map((event) => event.count)), [[3], [2]]);
    assert.equal(await card.getByLabel('Количество человек').inputValue(), '2');
  });

  test('submitting makes the order, shows the notice and reloads an empty basket', async () => {
    const confirms = [];
    page.on('request', (request) => request.url().includes('/api/cart/confirm/') && confirms.push(request));
    const submit = panel().getByRole('button', { name: 'Оформить заявку' });
    await submit.dblclick();
    await page.getByText(NOTICE).waitFor();
    assert.equal(confirms.length, 1, 'one confirm for a double click');
    await panel().getByText(/Заказ № \d{4}-\d{5} оформлен/).waitFor();
    await panel().getByText('Фестивали не выбраны.').waitFor();
    assert.equal(await panel().getByTestId('basket-total').textContent(), '0 ₽');
    assert.ok(await panel().getByRole('button', { name: 'Оформить заявку' }).isDisabled());
    await shoot('submitted');

    const orders = await page.evaluate(async () => (await (await fetch('/api/orders')).json()).data);
    const items = orders[0].items.map((item) => item.name);
    for (const name of chosen) assert.ok(items.includes(name), name);
    assert.ok(items.includes(SERVICE));
  });

  test('the thank-you page says what happens next', async () => {
    await page.goto(url('/spasibo-vibe/', 'main'));
    await page.getByRole('heading', { level: 1, name: 'Спасибо за заявку!' }).waitFor();
    assert.ok(await page.getByRole('link', { name: 'Мои заказы' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Выбрать ещё фестиваль' }).isVisible());
  });
});
