import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../shared/api';
import { okReply, testUser } from '../../test/fixtures';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import type { User } from '../session';
import { clockTime } from './accountRules';
import { createAccountApi } from './api';
import { ProfileForm } from './ProfileForm';

const USER = testUser({ phone: '+79161234567', verified_at: '2026-01-01T00:00:00Z' });
const NEED_PASSWORD = 'Введите текущий пароль, чтобы изменить почту или телефон';
const ok = okReply;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function setup(user: User, edit: Reply | ((body: unknown) => Reply)) {
  const fake = fakeFetch({ 'PUT /api/user/edit': edit });
  const onSaved = vi.fn();
  renderWithShell(<ProfileForm user={user} onSaved={onSaved} api={createAccountApi(createApiClient({ fetch: fake.fetch }))} />);
  const form = screen.getByRole('form', { name: 'Личные данные' });
  return { fake, onSaved, form };
}

const email = () => screen.getByRole('textbox', { name: 'Электронная почта' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('profile form', () => {
  test('names are saved without a password', async () => {
    const { fake, onSaved } = setup(USER, (body) => ok({ ...USER, ...(body as object) }));
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Имя' }), { target: { value: 'Мария' } });
    save();
    await screen.findByText('Изменения сохранены');
    expect(fake.calls[0]?.body).toEqual({
      first_name: 'Мария',
      last_name: 'Иванова',
      second_name: null,
      email: 'anna@example.ru',
      phone: '+79161234567',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Мария' }), []);
  });

  test('a new email asks for the current password; the answer keeps the old email and a code goes to the new one', async () => {
    const pending = { ...USER, pending_email: 'new@example.ru' };
    const { fake, onSaved } = setup(USER, ok(pending));
    fireEvent.change(email(), { target: { value: 'new@example.ru' } });
    const password = screen.getByLabelText('Текущий пароль');
    expect(password).toHaveProperty('required', true);
    expect(screen.getByText(/заработают после того, как вы введете код/)).toBeTruthy();

    save();
    expect(screen.getByText(NEED_PASSWORD)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(password));

    fireEvent.change(password, { target: { value: 'secret123' } });
    expect(screen.queryByText(NEED_PASSWORD)).toBeNull();
    save();
    await screen.findByText('Код отправлен на new@example.ru');
    expect(fake.calls[0]?.body).toMatchObject({ email: 'new@example.ru', current_password: 'secret123' });
    expect(onSaved).toHaveBeenCalledWith(pending, ['email']);
    // The field shows the email in use again; the new one waits in its own panel.
    expect((email() as HTMLInputElement).value).toBe('anna@example.ru');
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
  });

  test("the server's wrong-password error is shown under the field", async () => {
    const { fake } = setup(USER, {
      status: 422,
      body: {
        status: 422,
        message: 'Неверный текущий пароль',
        errors: { current_password: ['Неверный текущий пароль'] },
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Телефон/ }), { target: { value: '89167654321' } });
    expect((screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement).value).toBe('+7 (916) 765 43-21');
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'wrong-one' } });
    save();
    await screen.findByRole('alert');
    const field = screen.getByLabelText('Текущий пароль');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls[0]?.body).toMatchObject({ phone: '+79167654321', current_password: 'wrong-one' });
  });

  test('in the code-login window a contact changes without the password, and the form says so', async () => {
    const until = inMinutes(8);
    const user = { ...USER, change_contacts_until: until };
    const { fake, onSaved } = setup(user, ok({ ...user, pending_phone: '+79167654321' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Телефон/ }), { target: { value: '9167654321' } });
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
    expect(
      screen.getByText(`Вы вошли по одноразовому коду, поэтому до ${clockTime(until)} почту и телефон можно сменить без пароля.`),
    ).toBeTruthy();
    save();
    await screen.findByText('Код отправлен на +7 (916) 765 43-21');
    expect(fake.calls[0]?.body).not.toHaveProperty('current_password');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ pending_phone: '+79167654321' }), ['phone']);
  });

  test('should the server still ask for the password, the field appears and stays', async () => {
    let calls = 0;
    const user = { ...USER, change_contacts_until: inMinutes(5) };
    const { fake, form } = setup(user, () => {
      calls += 1;
      return calls === 1
        ? { status: 422, body: { status: 422, message: NEED_PASSWORD, errors: { current_password: [NEED_PASSWORD] } } }
        : ok({ ...user, pending_email: 'new@example.ru' });
    });
    fireEvent.change(email(), { target: { value: 'new@example.ru' } });
    save();
    await within(form).findByText(NEED_PASSWORD);
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'secret123' } });
    expect(screen.getByLabelText('Текущий пароль')).toBeTruthy();
    save();
    await screen.findByText('Код отправлен на new@example.ru');
    expect(fake.calls[1]?.body).toMatchObject({ current_password: 'secret123' });
  });

  test('removing the phone needs the password but no code', async () => {
    const { onSaved } = setup(USER, ok({ ...USER, phone: null }));
    fireEvent.change(screen.getByRole('textbox', { name: /Телефон/ }), { target: { value: '' } });
    expect(screen.queryByText(/заработают после того/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'secret123' } });
    save();
    await screen.findByText('Изменения сохранены');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ phone: null }), []));
  });
});
