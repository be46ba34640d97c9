// A portfolio from the account to the public page (issue 17, decision 0044): a new user creates a
// soloist's portfolio in «Моё портфолио» with a photo and a video link (the spec's two messages
// first), sends it for moderation; the users' manager publishes it from «Анкеты портфолио»; the
// public page /uchastnik/{code}/ shows it, and the owner is mailed its link.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/portfolio.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { adminLogin, pageCall, screenshot, url, usePage, waitForHydration } from './browser.mjs';
import { MAILBOX_DIR, waitForMail } from './mailbox.mjs';

const NAME = 'Вера Кольцова';
const BIO =
  'Пою эстрадный вокал с восьми лет, занимаюсь в студии у Ирины Соколовской. Лауреат городского конкурса «Весенняя капель», выступаю на концертах школы.';

describe('a portfolio from the account to the public page', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });
  const email = `portfolio.${Date.now()}@example.ru`;
  let draftId;
  let code;

  test('a new user creates a soloist portfolio with a photo and a video link and sends it for moderation', async () => {
    await page.goto(url('/', 'id'));
    const registered = await pageCall(page, '/api/auth/register', 'POST', {
      first_name: 'Вера',
      last_name: 'Кольцова',
      email,
      phone: `+7916${String(Date.now()).slice(-7)}`,
      password: 'Secret-pass-1',
      consent: true,
    });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));

    await page.goto(url('/portfolio/', 'id'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Моё портфолио' }).waitFor();
    await page.getByRole('button', { name: 'Участник — солист' }).click();
    const form = page.getByRole('form', { name: 'Новое портфолио: Участник — солист' });
    await form.getByLabel('Имя и фамилия').fill(NAME);
    await form.getByLabel('Город').selectOption({ label: 'Москва' });
    await form.getByLabel('Вокал', { exact: true }).check();
    await form.getByLabel('О себе').fill(BIO);

    // A picture of the page itself is a real PNG for the upload.
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 480, height: 600 } });
    await form.getByLabel('Загрузить фото').setInputFiles({ name: 'vera.png', mimeType: 'image/png', buffer: png });
    await form.getByAltText('Главное фото').waitFor();

    const video = form.getByLabel('Ссылка на видео 1');
    await video.fill('видео с концерта');
    await video.blur();
    await form.getByText('Некорректная ссылка').waitFor();
    await video.fill('https://example.ru/koncert.avi');
    await video.blur();
    await form.getByText('Ссылка должна вести на файл в формате MP4').waitFor();
    await video.fill('https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/');
    await video.blur();
    assert.equal(await form.getByText('Ссылка должна вести на файл в формате MP4').count(), 0);
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'portfolio-form');

    await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await page.getByText('Анкета отправлена на модерацию', { exact: false }).waitFor();
    const item = page.locator('li[data-portfolio]').filter({ has: page.getByRole('heading', { name: NAME }) });
    await item.getByText('На модерации').waitFor();
    await screenshot(page, 'portfolio-sent');
    const mine = await pageCall(page, '/api/user/portfolios');
    draftId = mine.body.data.find((d) => d.data.name === NAME)?.id;
    assert.ok(draftId, JSON.stringify(mine.body));
  });

  test('the users manager publishes it from «Анкеты портфолио»', async () => {
    await adminLogin(page, 'users@demo.local', 'Demo2026!', 'Анкеты портфолио');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Анкеты портфолио' }).click();
    await page.getByRole('cell', { name: new RegExp(NAME) }).first().click();
    await page.getByRole('heading', { level: 2, name: NAME }).waitFor();
    await page.getByRole('region', { name: 'Анкета владельца' }).getByText('Москва').waitFor();
    await screenshot(page, 'portfolio-admin');
    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByText('Опубликовано', { exact: true }).first().waitFor();
    const answer = await pageCall(page, `/api/admin/portfolios/${draftId}`);
    assert.equal(answer.body.status, 'approved');
    code = answer.body.live.code;
    assert.match(answer.body.live.path, /^\/uchastnik\/[a-z0-9-]+\/$/);
  });

  test('the public page shows the portfolio, and the owner has its link by mail', async () => {
    await page.goto(url(`/uchastnik/${code}/`, 'main'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('link', { name: /Смотреть на RUTUBE/ }).waitFor();
    const portrait = page.locator('#content img').first();
    assert.match((await portrait.getAttribute('src')) ?? '', /^\/storage\/content\//);
    assert.equal(await page.getByText(BIO.slice(0, 40), { exact: false }).count() > 0, true);
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await screenshot(page, 'portfolio-public');
    if (MAILBOX_DIR) await waitForMail(email, new RegExp(`/uchastnik/${code}/`));
  });
});
