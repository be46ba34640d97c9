// Browser journeys of the account settings (issues 3 and 10): profile edit, a new phone behind the
// current password and its cancel, photo upload with preview, password change, account deletion
// behind a confirmation dialog; an admin blocking a user.
// Run: BASE_URL=http://127.0.0.1:8080 node --test tests/e2e/
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { usePage, screenshot, url } from './browser.mjs';

const PASSWORD = 'Проверка2026';
const NEW_PASSWORD = 'НовыйПароль2026';
const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.ru`;
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function register(page, email) {
  await page.goto(url('/registration/', 'id'));
  await page.getByLabel('Фамилия', { exact: true }).fill('Настройкина');
  await page.getByLabel('Имя', { exact: true }).fill('Ольга');
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.getByRole('heading', { level: 1, name: 'Личный кабинет' }).waitFor();
}

async function login(page, email, password) {
  await page.goto(url('/login/', 'id'));
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

describe('account settings', () => {
  let page;
  usePage((opened) => {
    page = opened;
  });

  test('edit the profile, upload a photo, change the password, delete the account', async () => {
    const email = unique();
    await register(page, email);
    await page.goto(url('/settings/', 'id'));
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();

    // Profile: names save at once; a new phone needs the current password and waits for the
    // code sent to it (decision 0020), which can be cancelled.
    const profile = page.getByRole('form', { name: 'Личные данные' });
    await profile.getByLabel('Отчество', { exact: false }).fill('Петровна');
    await profile.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Изменения сохранены').waitFor();
    await profile.getByLabel('Телефон', { exact: false }).fill('9' + String(Date.now()).slice(-9));
    await profile.getByLabel('Текущий пароль', { exact: true }).fill(PASSWORD);
    await profile.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const pendingPhone = page.getByRole('region', { name: 'Подтвердите новый номер' });
    await pendingPhone.getByText(/^Мы отправили код на \+7 \(9\d\d\) \d{3} \d{2}-\d{2}\. Введите его, чтобы подтвердить новый номер\.$/).waitFor();
    await pendingPhone.getByRole('button', { name: 'Отменить смену' }).click();
    await page.getByText('Смена номера отменена').waitFor();
    await pendingPhone.waitFor({ state: 'detached' });

    // Photo: a wrong type is refused before sending; a PNG shows a preview and uploads.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') });
    await page.getByText('Загрузите изображение в формате JPEG, PNG или WebP').waitFor();
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: /Фото: Ольга Настройкина/ }).waitFor();
    await page.getByRole('button', { name: 'Сохранить фото' }).click();
    await page.getByText('Фото обновлено').waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    assert.match(me.data.photo, /^\/storage\/photos\//);
    assert.equal(me.data.second_name, 'Петровна');
    await screenshot(page, 'id-settings-saved');

    // Password: a wrong current password is the server's field error.
    const passwordForm = page.getByRole('form', { name: 'Смена пароля' });
    await passwordForm.getByLabel('Текущий пароль', { exact: true }).fill('неверный-пароль');
    await passwordForm.getByLabel('Новый пароль', { exact: true }).fill(NEW_PASSWORD);
    await passwordForm.getByLabel('Повторите новый пароль').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await page.getByText('Неверный текущий пароль').first().waitFor();
    await passwordForm.getByLabel('Текущий пароль', { exact: true }).fill(PASSWORD);
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await page.getByText('Пароль изменен. Другие сеансы завершены').waitFor();

    // Delete: the dialog traps focus and closes on Escape; confirming goes to the main page.
    await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await dialog.evaluate((node) => node.contains(document.activeElement)), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('domain') === 'main');
    await page.getByText('Аккаунт удалён').waitFor();

    // The deleted account cannot log in, with the new password or the old.
    await login(page, email, NEW_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' }).waitFor();
  });

  test('an Admin blocks a user with a reason; the user is refused with it', async () => {
    const email = unique();
    await register(page, email);
    const id = (await page.evaluate(async () => (await fetch('/api/auth/me')).json())).data.id;
    await page.context().clearCookies();
    await login(page, 'admin@demo.local', 'DemoAdmin2026');
    await page.getByText('Успешно', { exact: true }).waitFor();
    await page.goto(url(`/users/${id}/show`, 'admin'));
    await page.getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByText('Обязательное поле для заполнения').waitFor();
    await page.getByLabel('Причина блокировки').fill('Проверка блокировки');
    await page.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByRole('button', { name: 'Разблокировать' }).waitFor();
    // The audit log on the record's page names the change, its author and the reason.
    await page.getByText(/Блокировка · admin@demo\.local/).waitFor();
    await page.getByText(/Причина блокировки: — → Проверка блокировки/).waitFor();
    await screenshot(page, 'admin-user-blocked');

    await page.context().clearCookies();
    await login(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Аккаунт заблокирован: Проверка блокировки' }).waitFor();
  });
});
