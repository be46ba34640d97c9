// Browser journey of the outbox screen (docs/api.md, "Mail and SMS"): the demo Admin opens «Почта
// и SMS» and finds the welcome mail of a user who has just registered, sent by the job runner to
// the test SMTP server, with its subject and «Отправлено»; the status filter keeps it under
// «Отправлено» and drops it under «Не доставлено». A manager without the section has no such item.
// Run: BASE_URL=http://127.0.0.1:8080 MAILBOX_DIR=... node --test tests/e2e/admin-outbox.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminLogin, pageCall as call, screenshot, url, usePage, letterSuffix } from './browser.mjs';
import { MAILBOX_DIR, waitForMail } from './mailbox.mjs';

const suffix = letterSuffix();
const email = `admin-outbox-${suffix}@example.ru`;

describe('mail and SMS in the admin', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('the Admin sees a new user’s welcome mail as «Отправлено»', async () => {
    await page.goto(url('/', 'main'));
    const registered = await call(page, '/api/auth/register', 'POST', { first_name: 'Ольга', last_name: `Почтовая${suffix}`, email, password: 'Проверка2026', consent: true });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    if (MAILBOX_DIR) await waitForMail(email, /Здравствуйте/);

    await adminLogin(page, 'admin@demo.local', 'DemoAdmin2026', 'Почта и SMS');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Почта и SMS' }).click();
    await page.getByText(/Тексты писем и SMS здесь не показываются/).waitFor();
    await page.getByRole('textbox', { name: 'Получатель' }).fill(email);
    await page.waitForURL((u) => decodeURIComponent(u.search).includes(email));

    // The courier marks the row sent just after the SMTP server took the message: look again until then.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) });
    for (let i = 0; i < 20 && !(await row.getByText('Отправлено').isVisible().catch(() => false)); i += 1) {
      await page.waitForTimeout(250);
      await page.reload();
      await row.waitFor();
    }
    await row.getByText('Отправлено').waitFor();
    await row.getByRole('cell', { name: 'Письмо' }).waitFor();
    await row.getByRole('cell', { name: /Добро пожаловать/ }).waitFor();
    assert.equal(await page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) }).count(), 1);
    await screenshot(page, 'admin-outbox-list');

    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Не доставлено' }).click();
    await page.waitForURL((u) => decodeURIComponent(u.search).includes('given_up'));
    await page.getByText(/результаты не найдены|Результатов не найдено/).waitFor();
    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Отправлено' }).click();
    await row.waitFor();
  });

  test('an order manager has no «Почта и SMS»', async () => {
    await adminLogin(page, 'orders-senior@demo.local', 'Demo2026!', 'Заказы');
    assert.equal(await page.getByRole('menu').getByRole('menuitem', { name: 'Почта и SMS' }).count(), 0);
  });
});
