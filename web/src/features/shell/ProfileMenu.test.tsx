import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { session } from '../session/session';
import { ProfileMenu } from './ProfileMenu';

const USER = {
  id: 1,
  code: 'u',
  photo: null,
  first_name: 'Анна',
  second_name: null,
  last_name: 'Иванова',
  phone: null,
  email: 'a@b.ru',
  roles: [],
  verified_at: null,
  deleted_at: null,
  blocked_at: null,
  blocked_reason: null,
};

afterEach(() => act(() => session.reset()));

describe('header profile popup', () => {
  test("guest: 'Не авторизирован' and 'Войти' to the id area's login", () => {
    act(() => session.reset());
    renderWithShell(<ProfileMenu />, { area: 'main' });
    fireEvent.click(screen.getByRole('button', { name: 'Профиль' }));
    expect(screen.getByText('Не авторизирован')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Войти' });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe('/login/');
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('domain')).toBe('id');
    expect(screen.queryByText('Выйти')).toBeNull();
  });

  test("signed in: last and first name, 'Личный кабинет' and 'Выйти'; Escape closes", () => {
    act(() => session.setUser(USER));
    renderWithShell(<ProfileMenu />, { area: 'events' });
    const trigger = screen.getByRole('button', { name: 'Профиль' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Иванова Анна')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe('/login/?domain=id');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
