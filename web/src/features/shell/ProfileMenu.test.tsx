import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { session } from '../session';
import { ProfileMenu } from './ProfileMenu';
import { testUser } from '../../test/fixtures';

const USER = testUser({ id: 1, code: 'u', email: 'a@b.ru' });

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
