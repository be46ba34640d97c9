// Accessibility of the account pages (issue 3) with axe-core: labels, contrast, roles, names.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { usePage, url } from './browser.mjs';
import { axeViolations } from './axe.mjs';

describe('accessibility of the account pages', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('login (both steps) and registration', async () => {
    await page.goto(url('/login/', 'id'));
    await page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByRole('button', { name: 'Войти' }).click();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByLabel('Электронная почта', { exact: true }).fill('someone@example.ru');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { name: 'Введите пароль' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.getByRole('button', { name: 'У меня есть код' }).click();
    await page.getByLabel('Символ 1 из 6').waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.goto(url('/registration/', 'id'));
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    assert.deepEqual(await axeViolations(page, 'content'), []);
  });

  test('profile, orders and settings (with the delete dialog)', async () => {
    const email = `a11y-${Date.now().toString(36)}@example.ru`;
    const status = await page.evaluate(async (body) => {
      const response = await fetch('/api/auth/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return response.status;
    }, { first_name: 'Ада', last_name: 'Доступная', email, password: 'Проверка2026', consent: true });
    assert.equal(status, 200);
    for (const [path, heading] of [['/', 'Личный кабинет'], ['/orders/', 'Заказы'], ['/settings/', 'Настройки']]) {
      await page.goto(url(path, 'id'));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.deepEqual(await axeViolations(page, 'content'), [], path);
    }
    await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(await axeViolations(page, 'content'), []);
    await page.keyboard.press('Escape');
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
  });

  test('every control of the login form is reachable by keyboard', async () => {
    await page.goto(url('/login/', 'id'));
    await page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' }).waitFor();
    const reached = new Set();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim()));
    }
    for (const name of ['login-method', 'email', 'foreign', 'Войти', 'Регистрация']) assert.ok(reached.has(name), `${name} is reachable`);
  });
});
