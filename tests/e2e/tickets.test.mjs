// The afisha and its tickets as a guest, a ticket manager and the door meet them (issue 18,
// decision 0046): the afisha filtered by city, a show's page, two tickets held with a countdown and
// left to pay at the box office; the manager marks the order paid; the buyer's order page shows two
// e-tickets with their PDFs; the check-in page on a phone admits a ticket once by its typed code and
// refuses it the second time with when and by whom.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/tickets.test.mjs
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations } from "./axe.mjs";
import {
  adminLogin,
  pageCall,
  screenshot,
  url,
  usePage,
  waitForHydration,
} from "./browser.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe("afisha and tickets", () => {
  let page;
  usePage((opened) => {
    page = opened;
  });
  let orderPath = "";
  let number = "";
  let key = "";

  test("a guest finds a show in Moscow and holds two tickets, to pay at the box office", async () => {
    // The afisha is linked from main's footer.
    await page.goto(url("/", "main"));
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Афиша концертов", exact: true })
      .click();
    await page.waitForURL(/\/afisha\/(\?|$)/);
    await page.getByRole("heading", { level: 1, name: "Афиша" }).waitFor();
    const filters = page.getByRole("form", { name: "Подбор событий" });
    await filters.getByLabel("Город").selectOption("moskva");
    await filters.getByRole("button", { name: "Показать" }).click();
    await page.waitForURL(/city=moskva/);
    await page
      .getByRole("status")
      .filter({ hasText: /в афише/ })
      .waitFor();
    assert.deepEqual(await axeViolations(page, "content"), []);
    await screenshot(page, "tickets-afisha");

    await page.locator("ul li article h2 a").first().click();
    const buy = page.getByRole("region", { name: "Купить билеты" });
    await buy.waitFor();
    const form = buy.getByRole("form");
    const add = form.getByRole("button", { name: /^Добавить билет/ }).first();
    await add.click();
    await add.click();
    await form.getByText(/^2 билета на сумму/).waitFor();
    await form.getByLabel("Имя и фамилия").fill("Анна Смирнова");
    await form.getByLabel("Телефон").pressSequentially("9161234567");
    await form.getByLabel("Электронная почта").fill("anna.smirnova@example.ru");
    await form.getByRole("button", { name: "Забронировать" }).click();
    await form
      .getByText("Нужно согласие на обработку персональных данных")
      .waitFor();
    await form.getByRole("checkbox").check();
    assert.deepEqual(await axeViolations(page, "content"), []);
    await screenshot(page, "tickets-show");
    await form.getByRole("button", { name: "Забронировать" }).click();

    await page.waitForURL(/\/afisha\/zakaz\/T-[^/]+\/\?/);
    await page
      .getByRole("timer")
      .filter({ hasText: /Бронь держится ещё 1?\d:\d\d/ })
      .waitFor();
    const address = new URL(page.url());
    orderPath = `${address.pathname}${address.search}`;
    number = decodeURIComponent(address.pathname.split("/")[3]);
    key = address.searchParams.get("key") ?? "";
    assert.ok(key.length > 10, "the order page carries its access key");
    assert.deepEqual(await axeViolations(page, "content"), []);
    await screenshot(page, "tickets-order-held");

    await page.getByRole("button", { name: "Оплачу в кассе площадки" }).click();
    await page
      .getByText("Заказ ждёт оплаты в кассе площадки", { exact: false })
      .waitFor();
    assert.equal(await page.getByRole("timer").count(), 0);
  });

  test("an unknown show is the 404 page", async () => {
    const response = await page.goto(url("/afisha/net-takogo-pokaza/", "main"));
    assert.equal(response?.status(), 404);
    await page
      .getByRole("heading", { level: 1, name: "Страница не найдена" })
      .waitFor();
  });

  test("the ticket manager marks the order paid; the buyer sees two tickets with their PDFs", async () => {
    await adminLogin(page, "tickets@demo.local", "Demo2026!", "Заказы билетов");
    await page
      .getByRole("menu")
      .getByRole("menuitem", { name: "Заказы билетов" })
      .click();
    await page.getByLabel("Номер, имя, почта или телефон").fill(number);
    await page.getByRole("cell", { name: number }).click();
    await page
      .getByRole("heading", { name: `Заказ ${number}`, exact: true })
      .waitFor();
    await page.getByRole("button", { name: "Отметить оплату" }).click();
    await page
      .getByText("Заказ оплачен: билеты отправлены покупателю")
      .waitFor();
    await page.getByRole("button", { name: "Оформить возврат" }).waitFor();
    await screenshot(page, "tickets-admin-order");

    await page.context().clearCookies();
    await page.goto(url(orderPath));
    await waitForHydration(page);
    const tickets = page.getByRole("region", { name: "Билеты" });
    await tickets.waitFor();
    const links = tickets.getByRole("link", { name: "Скачать PDF" });
    assert.equal(await links.count(), 2);
    const pdf = await page.request.get(
      url(await links.first().getAttribute("href")),
    );
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()["content-type"], /application\/pdf/);
    assert.deepEqual(await axeViolations(page, "content"), []);
    await screenshot(page, "tickets-order-paid");
  });

  test("the check-in page on a phone admits a ticket once and refuses the second time", async () => {
    const order = await pageCall(
      page,
      `/api/tickets/orders/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`,
    );
    assert.equal(order.status, 200);
    const code = order.body.data.tickets[0].code;

    await adminLogin(page, "tickets@demo.local", "Demo2026!", "Контроль входа");
    await page.setViewportSize(PHONE);
    await page.goto(url("/tickets/check-in", "admin"));
    const status = page.locator("[data-result]");
    // The door picks its show first; the phone keeps it.
    const door = page.getByLabel("Событие на входе");
    await door.locator(`option[value="${order.body.data.show.id}"]`).waitFor({ state: "attached" });
    await door.selectOption(String(order.body.data.show.id));
    await page.getByLabel("Код билета").fill(code);
    await page.getByRole("button", { name: "Проверить" }).click();
    await status.filter({ hasText: "Вход разрешён" }).waitFor();
    await screenshot(page, "tickets-check-in-admitted");

    await page.getByLabel("Код билета").fill(code);
    await page.getByRole("button", { name: "Проверить" }).click();
    await status
      .filter({ hasText: /^Билет уже использован: \d+ [а-я]+ в \d\d:\d\d, / })
      .waitFor();
    assert.equal(await status.getAttribute("data-result"), "used");
    await screenshot(page, "tickets-check-in-used");

    await page.getByLabel("Код билета").fill("NOT-A-TICKET");
    await page.getByRole("button", { name: "Проверить" }).click();
    await status.filter({ hasText: "Билет не найден" }).waitFor();
    await page.setViewportSize(DESKTOP);
  });

  test('a guest pays by card: the test provider takes the payment and sends the buyer back to the tickets', async () => {
    await page.context().clearCookies();
    await page.setViewportSize(PHONE);
    await page.goto(url('/afisha/', 'main'));
    await waitForHydration(page);
    await page.locator('ul li article h2 a').nth(1).click();
    const form = page.getByRole('region', { name: 'Купить билеты' }).getByRole('form');
    await form.getByRole('button', { name: /^Добавить билет/ }).first().click();
    await form.getByLabel('Имя и фамилия').fill('Игорь Соколов');
    await form.getByLabel('Телефон').pressSequentially('9031234567');
    await form.getByLabel('Электронная почта').fill('sokolov@example.ru');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Забронировать' }).click();
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: /^Оплатить картой/ }).click();
    await page.waitForURL(/\/api\/payments\/test\/form/);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/afisha\/zakaz\//);
    await waitForHydration(page);
    await page.getByText('Заказ оплачен.', { exact: false }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Билеты' }).getByRole('link', { name: 'Скачать PDF' }).count(), 1);
    await screenshot(page, 'tickets-order-paid-phone');
    await page.setViewportSize(DESKTOP);
  });

  test("the afisha's manager keeps the shows, their ticket tiers and promo codes", async () => {
    await adminLogin(page, 'posters@demo.local', 'Demo2026!', 'События афиши');
    await page.getByRole('menu').getByRole('menuitem', { name: 'События афиши' }).click();
    await page.getByRole('cell', { name: 'Спектакль «Маленький принц»' }).click();
    await page.getByRole('textbox', { name: 'Начало' }).waitFor();
    assert.match(await page.getByRole('textbox', { name: 'Начало' }).inputValue(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Промокоды' }).click();
    await page.getByRole('cell', { name: 'ZIMA10' }).waitFor();
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'Заказы билетов' }).count(), 0);
  });

  test("the ticket manager cancels a show: its paid order is refunded and its history says by whom", async () => {
    // A show of its own, with one paid order, so the demo shows stay on sale for the other journeys.
    await adminLogin(page, "posters@demo.local", "Demo2026!", "События афиши");
    const places = await pageCall(page, `/api/admin/places?range=${encodeURIComponent("[0,0]")}`);
    const title = `Концерт хора «Весна» ${Date.now() % 100000}`;
    const show = await pageCall(page, "/api/admin/shows", "POST", {
      code: `hor-vesna-${Date.now()}`,
      title,
      kind: "concert",
      summary: "Отчётный концерт детского хора",
      description: "Хор исполняет русские народные песни и произведения современных композиторов.",
      place_id: places.body[0].id,
      starts_at: `${new Date(Date.now() + 30 * 86400e3).toISOString().slice(0, 10)}T18:00`,
      duration_minutes: 60,
      age_rating: "0+",
      status: "on_sale",
      published: true,
    });
    assert.equal(show.status, 200, JSON.stringify(show.body));
    const tier = await pageCall(page, "/api/admin/ticket-tiers", "POST", {
      show_id: show.body.id,
      name: "Партер",
      price: 600,
      quota: 50,
    });
    const held = await pageCall(page, "/api/tickets/orders", "POST", {
      show: show.body.code,
      lines: [{ tier_id: tier.body.id, quantity: 2 }],
      name: "Ольга Петрова",
      email: "olga.petrova@example.ru",
      phone: "+79161112233",
    });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const o = held.body.data;
    await pageCall(page, `/api/tickets/orders/${o.number}/payment?key=${o.access_key}`, "POST", { method: "box_office" });

    await adminLogin(page, "tickets@demo.local", "Demo2026!", "Продажи по показам");
    await pageCall(page, `/api/admin/ticket-orders/${o.id}/paid`, "POST");
    await page.getByRole("menu").getByRole("menuitem", { name: "Продажи по показам" }).click();
    await page.getByLabel("Название").fill(title);
    await page.getByText(title).first().click();
    await page.getByText("Продано 2 из 50").waitFor();
    await page.getByRole("button", { name: "Отменить показ" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Причина").fill("Хор на карантине, концерт перенесут на весну");
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, "tickets-cancel-show");
    await dialog.getByRole("button", { name: "Отменить показ" }).click();
    await page.getByText(/^Показ отменён: отменено 0, возвращён 1 заказ/).waitFor();
    await page.getByRole("button", { name: "Заказы показа" }).or(page.getByRole("link", { name: "Заказы показа" })).click();
    await page.getByRole("cell", { name: o.number }).click();
    const history = page.getByRole("region", { name: "История" });
    await history.getByText(/Отмена показа · tickets@demo\.local/).waitFor();
    await history.getByText(/Статус: Оплачен → Возврат/).waitFor();
    await screenshot(page, "tickets-order-history");
  });
});
