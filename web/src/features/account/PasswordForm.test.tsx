import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../shared/api';
import { okReply, testUser } from '../../test/fixtures';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import type { User } from '../session';
import { clockTime } from './accountRules';
import { createAccountApi } from './api';
import { PasswordForm } from './PasswordForm';

const USER = testUser();
const ok = okReply;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function setup(user: User, edit: Reply | ((body: unknown) => Reply) = ok(USER)) {
  const fake = fakeFetch({ 'PUT /api/user/edit': edit });
  const onSaved = vi.fn();
  renderWithShell(<PasswordForm user={user} onSaved={onSaved} api={createAccountApi(createApiClient({ fetch: fake.fetch }))} />);
  return { fake, onSaved };
}

function fillNew(password = 'Новый-пароль-7') {
  fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Повторите новый пароль'), { target: { value: password } });
}

describe('password form', () => {
  test('after a password login the current password is required', async () => {
    const { fake, onSaved } = setup(USER);
    expect(screen.queryByText(/Вы вошли по одноразовому коду/)).toBeNull();
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    expect(screen.getByText('Обязательное поле для заполнения')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'old-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    await screen.findByText('Пароль изменен. Другие сеансы завершены');
    expect(fake.calls[0]?.body).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      second_name: null,
      email: 'anna@example.ru',
      phone: null,
      current_password: 'old-secret',
      new_password: 'Новый-пароль-7',
    });
    expect(onSaved).toHaveBeenCalledWith(USER);
    expect((screen.getByLabelText('Новый пароль') as HTMLInputElement).value).toBe('');
  });

  test('after a code login a new password is set without the old one, until the window closes', async () => {
    const until = inMinutes(12);
    const { fake } = setup({ ...USER, set_password_until: until });
    expect(screen.getByText(`Вы вошли по одноразовому коду: до ${clockTime(until)} можно задать новый пароль без старого.`)).toBeTruthy();
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Задать пароль' }));
    await screen.findByText('Пароль изменен. Другие сеансы завершены');
    expect(fake.calls[0]?.body).not.toHaveProperty('current_password');
    expect(fake.calls[0]?.body).toMatchObject({ new_password: 'Новый-пароль-7' });
  });

  test('when the window closes while the page is open, the current password is asked again', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup({ ...USER, set_password_until: new Date(Date.now() + 2000).toISOString() });
      expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
      act(() => vi.advanceTimersByTime(2500));
      expect(screen.getByLabelText('Текущий пароль')).toBeTruthy();
      expect(screen.queryByText(/Вы вошли по одноразовому коду/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Изменить пароль' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  test('an expired window counts as none', () => {
    setup({ ...USER, set_password_until: inMinutes(-1) });
    expect(screen.getByLabelText('Текущий пароль')).toBeTruthy();
  });

  test('the repeat must match', () => {
    const { fake } = setup(USER);
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'Новый-пароль-7' } });
    fireEvent.change(screen.getByLabelText('Повторите новый пароль'), { target: { value: 'Новый-пароль-8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });
});
