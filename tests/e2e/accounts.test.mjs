// Browser journeys of the accounts issue (issue 3): registration, logout, login by password and by
// one-time code, the header's profile popup, the admin area's access rules.
// Run: BASE_URL=http://127.0.0.1:8080 [MAILBOX_DIR=...] node --test tests/e2e/
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, usePage, screenshot, url, waitForHydration } from './browser.mjs';
import { MAILBOX_DIR, newestCode } from './mailbox.mjs';

const PASSWORD = 'Проверка2026';
const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.ru`;

async function register(page, email) {
  await page.goto(url('/registration/', 'id'));
  await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
  await page.getByLabel('Фамилия', { exact: true }).fill('Тестова');
  await page.getByLabel('Имя', { exact: true }).fill('Вера');
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.getByRole('heading', { level: 1, name: 'Личный кабинет' }).waitFor();
}

async function toPasswordStep(page, email) {
  await page.goto(url('/login/', 'id'));
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('heading', { name: 'Введите пароль' }).waitFor();
}

async function loginWithPassword(page, email, password) {
  await toPasswordStep(page, email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function logoutFromAccount(page) {
  await page.goto(url('/', 'id'));
  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL((u) => u.pathname === '/login/');
}

describe('accounts', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('register -> logout -> login with password; the header popup names the user', async () => {
    const email = unique();
    await register(page, email);
    await page.getByText('Тестова Вера').waitFor();
    await screenshot(page, 'id-profile');
    await logoutFromAccount(page);
    await page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' }).waitFor();

    // The header popup of the main area says 'Не авторизирован' and offers 'Войти'.
    await page.goto(url('/', 'main'));
    // A click before the app takes the server's page over opens nothing (decision 0035).
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Профиль' }).click();
    await page.getByText('Не авторизирован').waitFor();
    const signIn = page.getByRole('link', { name: 'Войти' });
    assert.equal(new URL(await signIn.getAttribute('href'), BASE_URL).searchParams.get('domain'), 'id');

    // Step 1 validation, then the password step.
    await page.goto(url('/login/', 'id'));
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Обязательное поле для заполнения').waitFor();
    assert.equal(await page.getByRole('checkbox', { name: /Чужой компьютер/ }).isChecked(), true);
    await page.getByLabel('Электронная почта', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Должен содержать действительный адрес электронной почты').waitFor();

    // A wrong password: the server's message as an error notification.
    await loginWithPassword(page, email, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' }).waitFor();
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Успешно', { exact: true }).waitFor();
    // Login success goes to the main page, where the popup shows the last and first name.
    await page.waitForURL((u) => u.searchParams.get('domain') === 'main');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Профиль' }).click();
    await page.getByText('Тестова Вера').waitFor();
    await page.getByRole('link', { name: 'Личный кабинет' }).waitFor();
    await screenshot(page, 'header-profile-popup');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL((u) => u.pathname === '/login/');
  });

  test('a guest opening an account page goes to the login and back after it', async () => {
    const email = unique();
    await register(page, email);
    await logoutFromAccount(page);
    await page.goto(url('/settings/', 'id'));
    await page.waitForURL((u) => u.pathname === '/login/' && u.searchParams.has('back'));
    await page.getByLabel('Электронная почта', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/settings/');
    await screenshot(page, 'id-settings');
  });

  test('forgot -> code from the mail -> login', { skip: MAILBOX_DIR ? false : 'MAILBOX_DIR is not set: no test SMTP server to read the code from' }, async () => {
    const email = unique();
    await register(page, email);
    await logoutFromAccount(page);
    await toPasswordStep(page, email);
    await page.getByRole('button', { name: 'Получить новый пароль' }).click();
    await page.getByRole('heading', { name: 'Введите код' }).waitFor();
    // The resend waits 60 seconds, also after a reload (local storage).
    assert.equal(await page.getByRole('button', { name: 'Отправить код повторно' }).isDisabled(), true);
    await page.getByText(/Повторная отправка через \d+ сек\./).waitFor();
    const code = await newestCode(email);
    assert.match(code, /^[0-9A-Za-zА-Яа-яЁё]{6}$/u);
    // Paste with noise: the cells keep only letters and digits, and the full code logs in.
    await page.getByLabel('Символ 1 из 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, ` ${code.slice(0, 3)}-${code.slice(3)} `);
    await page.getByText('Успешно', { exact: true }).waitFor();
    await page.waitForURL((u) => u.searchParams.get('domain') === 'main');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    assert.equal(me.data.email, email);
    assert.ok(me.data.verified_at, 'logging in with a code verifies the contact');
  });

  test('a guest opening the admin area lands on the login', async () => {
    await page.context().clearCookies();
    await page.goto(url('/', 'admin'));
    await page.waitForURL((u) => u.pathname === '/login/');
    const back = new URL(page.url()).searchParams.get('back');
    assert.equal(new URL(back).searchParams.get('domain'), 'admin');
    await page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' }).waitFor();
  });

  test('a ManagerNews user sees only their sections and gets 403 from the users API', async () => {
    await page.context().clearCookies();
    await page.goto(url('/', 'admin'));
    await page.waitForURL((u) => u.pathname === '/login/');
    await page.getByLabel('Электронная почта', { exact: true }).fill('news@demo.local');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByLabel('Пароль', { exact: true }).fill('Demo2026!');
    await page.getByRole('button', { name: 'Войти' }).click();
    // Back to the admin area after the login.
    await page.waitForURL((u) => u.searchParams.get('domain') === 'admin');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Мой профиль' }).waitFor();
    assert.equal(await menu.getByRole('menuitem', { name: 'Пользователи' }).count(), 0);
    assert.equal(await menu.getByRole('menuitem', { name: 'Роли' }).count(), 0);
    const status = await page.evaluate(async () => (await fetch('/api/admin/users')).status);
    assert.equal(status, 403);
    await screenshot(page, 'admin-manager-news');
  });

  test('an Admin sees users and roles; a user without a role is refused', async () => {
    await page.context().clearCookies();
    await loginWithPassword(page, 'admin@demo.local', 'DemoAdmin2026');
    await page.getByText('Успешно', { exact: true }).waitFor();
    await page.goto(url('/', 'admin'));
    await page.getByRole('menu').getByRole('menuitem', { name: 'Пользователи' }).click();
    await page.getByRole('cell', { name: 'news@demo.local' }).waitFor();
    await screenshot(page, 'admin-users');

    await page.context().clearCookies();
    await loginWithPassword(page, 'user@demo.local', 'Demo2026!');
    await page.getByText('Успешно', { exact: true }).waitFor();
    await page.goto(url('/', 'admin'));
    await page.getByRole('heading', { level: 1, name: 'Доступ запрещен' }).waitFor();
  });
});
