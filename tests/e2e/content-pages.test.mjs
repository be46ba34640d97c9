// Pages editors run (issue 12, decision 0024), as a visitor meets them: main's seeded pages drawn
// from their blocks with no accessibility finding, an anchor button that scrolls to its block,
// questions that open, a link to another content page without a reload, and the catch-all's 404;
// an OKI programme's application sent with its PDF, which the inbox's manager then finds.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { adminLogin, usePage, url, waitForHydration } from './browser.mjs';

describe('content pages of main', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('about, tariffs, contacts, a case and the participants page read whole, with no accessibility finding', async () => {
    for (const [path, heading] of [
      ['/o-nas/', 'Мы делаем так, чтобы у каждого была своя сцена'],
      ['/tarify/', 'Тарифы для организаторов'],
      ['/kontakty/', 'Контакты'],
      ['/keisy/kasting-v-8-federalnyh-okrugah/', 'Один кастинг на всю страну'],
      ['/uchastnikam/', 'Как выбрать фестиваль, подать заявку и подготовиться'],
    ]) {
      await page.goto(url(path, 'main'));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, `one h1 on ${path}`);
      assert.ok((await page.getByRole('heading', { level: 2 }).count()) >= 2, `sections under their headings on ${path}`);
      assert.deepEqual(await axeViolations(page, 'content'), [], path);
    }
  });

  test('the tariffs: the hero button scrolls to the plans, a question opens its answer', async () => {
    await page.goto(url('/tarify/', 'main'));
    await page.getByRole('link', { name: 'Сравнить тарифы' }).click();
    await page.waitForFunction(() => location.hash === '#pricing');
    const plans = page.locator('#pricing');
    assert.ok(await plans.getByRole('heading', { level: 3, name: 'Сезон' }).isVisible());
    const faq = page.getByRole('region', { name: 'Вопросы о тарифах' });
    assert.equal(await faq.locator('details[open]').count(), 0, 'answers start closed');
    await faq.getByText('Можно ли сменить тариф посреди сезона?').click();
    assert.equal(await faq.locator('details[open]').count(), 1);
    assert.ok(await faq.locator('details[open] p').isVisible());
  });

  test("the organisers' call-back form: refused without consent, then sent, and the thanks take its place", async () => {
    await page.goto(url('/organizatoram/', 'main'));
    const form = page.locator('#bannerContacts form');
    await form.getByLabel('Имя').fill('Вера Лебедева');
    await form.getByLabel('Телефон').pressSequentially('9161234567');
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await form.getByText('Нужно согласие на обработку персональных данных').waitFor();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Спасибо! Заявка отправлена' });
    await thanks.waitFor();
    assert.equal(await page.locator('#bannerContacts form').count(), 0, 'the form gave way to the thanks');
    assert.deepEqual(await axeViolations(page, 'content'), []);
  });

  test('the cases list links to each case inside the app, and an unknown address is the 404 page', async () => {
    await page.goto(url('/keisy/', 'main'));
    await waitForHydration(page);
    await page.evaluate(() => {
      window.sameDocument = true;
    });
    await page.locator('a[href^="/keisy/sbor-zayavok-dlya-akademii/"]').first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForURL(/\/keisy\/sbor-zayavok-dlya-akademii\/\?domain=main$/);
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'no full reload');

    const res = await page.goto(url('/takoy-stranicy-net/', 'main'));
    assert.equal(res.status(), 404);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  });

  test("OKI's accelerator: the application wants its project as a PDF, goes with it, and the manager downloads it", async () => {
    const title = `Театр в каждую школу ${Date.now().toString(36)}`;
    await page.goto(url('/organizatoram/akselerator-proektov/', 'oki'));
    await waitForHydration(page);
    const form = page.locator('#zayavka form');
    await form.getByLabel('Имя').fill('Ирина Волкова');
    await form.getByLabel('Телефон').pressSequentially('9123456789');
    await form.getByLabel('Электронная почта').fill('irina.volkova@example.ru');
    await form.getByLabel('Название проекта').fill(title);
    await form.getByLabel('Стадия проекта').selectOption('Прототип или пилот');
    await form.getByLabel('Коротко о проекте', { exact: false }).fill('Выездные спектакли студентов театрального колледжа для сельских школ области.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Подать заявку' }).click();
    await form.getByText('Обязательное поле для заполнения').waitFor();
    await form.getByLabel('Проект в PDF').setInputFiles({ name: 'Театр в каждую школу.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await form.getByRole('button', { name: 'Подать заявку' }).click();
    await page.getByRole('status').filter({ hasText: 'Спасибо! Заявка отправлена' }).waitFor();

    await adminLogin(page, 'orders@demo.local', 'Demo2026!', 'Заявки');
    await page.goto(url(`/requests?filter=${encodeURIComponent(JSON.stringify({ q: 'Ирина Волкова' }))}`, 'admin'));
    await page.getByRole('cell', { name: 'Акселератор проектов' }).first().click();
    const link = page.getByRole('link', { name: 'Театр в каждую школу.pdf' });
    await link.waitFor();
    const download = await Promise.all([page.waitForEvent('download'), link.click()]).then(([d]) => d);
    assert.equal(download.suggestedFilename(), 'Театр в каждую школу.pdf');
  });
});
