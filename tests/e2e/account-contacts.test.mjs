// Browser journeys of the account security rules (issue 10, decisions 0019 and 0020): a new email
// asks for the current password and takes effect only with the code mailed to it; after a login
// with a one-time code ("forgot password") a new password is set without the old one.
// Run: BASE_URL=http://127.0.0.1:8080 MAILBOX_DIR=... node --test tests/e2e/ (scripts/test e2e).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { usePage, pageCall, screenshot, url } from './browser.mjs';
import { MAILBOX_DIR, mailTo, newestCode, waitForMail } from './mailbox.mjs';

const PASSWORD = 'Проверка2026';
const NEW_PASSWORD = 'Свежий-пароль-2026';
const unique = (tag) => `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.ru`;
const needsMail = { skip: MAILBOX_DIR ? false : 'MAILBOX_DIR is not set: no test SMTP server to read the codes from' };

/** A fresh account (so the journey changes no demo login other journeys use), signed out again. */
async function createAccount(page, email) {
  const registered = await pageCall(page, '/api/auth/register', 'POST', { first_name: 'Вера', last_name: 'Контактова', email, password: PASSWORD, consent: true });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  await page.context().clearCookies();
}

/** After a login: the main page opens (another area: a full load) and says 'Успешно'. */
async function landedAfterLogin(page) {
  await page.waitForURL((u) => u.searchParams.get('domain') === 'main');
  await page.getByText('Успешно', { exact: true }).waitFor();
}

/** Signs in with a password through the account area's login form. */
async function loginWithPassword(page, email, password) {
  await page.goto(url('/login/', 'id'));
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await landedAfterLogin(page);
}

async function openSettings(page) {
  await page.goto(url('/settings/', 'id'));
  await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
}

describe('account contacts and password (issue 10)', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('a new email: the current password is asked, the code from the mail confirms it', needsMail, async () => {
    const email = unique('contacts');
    const fresh = unique('moved');
    await createAccount(page, email);
    await loginWithPassword(page, email, PASSWORD);
    await openSettings(page);

    const profile = page.getByRole('form', { name: 'Личные данные' });
    await profile.getByLabel('Электронная почта', { exact: true }).fill(fresh);
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await profile.getByText('Введите текущий пароль, чтобы изменить почту или телефон').waitFor();
    await profile.getByLabel('Текущий пароль', { exact: true }).fill(PASSWORD);
    await profile.getByRole('button', { name: 'Сохранить' }).click();

    const panel = page.getByRole('region', { name: 'Подтвердите новую почту' });
    await panel.getByText(`Мы отправили код на ${fresh}. Введите его, чтобы подтвердить новый адрес.`).waitFor();
    assert.equal(await panel.getByRole('button', { name: 'Отправить код повторно' }).isDisabled(), true, 'a code was just sent');
    // Until the code is entered the account keeps the old address, and the old address is told.
    const pending = (await pageCall(page, '/api/auth/me')).body.data;
    assert.equal(pending.email, email);
    assert.equal(pending.pending_email, fresh);
    await waitForMail(email, /запросили смену контакта/);
    await screenshot(page, 'id-settings-pending-email');

    const code = await newestCode(fresh);
    assert.match(code, /^\d{6}$/);
    await panel.getByLabel('Символ 1 из 6').fill(code);
    await page.getByText('Почта изменена', { exact: true }).waitFor();
    await panel.waitFor({ state: 'detached' });
    assert.equal(await profile.getByLabel('Электронная почта', { exact: true }).inputValue(), fresh);
    assert.equal((await pageCall(page, '/api/auth/me')).body.data.email, fresh);

    // The new address is the login now.
    await page.context().clearCookies();
    await loginWithPassword(page, fresh, PASSWORD);
  });

  test('after a login with a one-time code a new password is set without the old one', needsMail, async () => {
    const email = unique('forgot');
    await createAccount(page, email);
    await page.goto(url('/login/', 'id'));
    await page.getByLabel('Электронная почта', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Войти' }).click();
    const mailed = mailTo(email).length;
    await page.getByRole('button', { name: 'Получить новый пароль' }).click();
    await page.getByRole('heading', { name: 'Введите код' }).waitFor();
    const code = await newestCode(email, { after: mailed });
    assert.match(code, /^\d{6}$/);
    await page.getByLabel('Символ 1 из 6').fill(code);
    await landedAfterLogin(page);

    await openSettings(page);
    const form = page.getByRole('form', { name: 'Смена пароля' });
    await form.getByText(/^Вы вошли по одноразовому коду: до \d{2}:\d{2} можно задать новый пароль без старого\.$/).waitFor();
    assert.equal(await form.getByLabel('Текущий пароль', { exact: true }).count(), 0, 'no current password asked');
    await form.getByLabel('Новый пароль', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Повторите новый пароль', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Задать пароль' }).click();
    await page.getByText('Пароль изменен. Другие сеансы завершены', { exact: true }).waitFor();
    await screenshot(page, 'id-settings-password-after-code');

    // The new password logs in; the old one no longer does.
    await page.context().clearCookies();
    await loginWithPassword(page, email, NEW_PASSWORD);
    await page.context().clearCookies();
    await page.goto(url('/login/', 'id'));
    await page.getByLabel('Электронная почта', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' }).waitFor();
  });
});
