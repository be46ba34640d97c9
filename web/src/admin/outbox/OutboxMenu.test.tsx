import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

describe('«Почта и SMS» in the admin menu', () => {
  test('only the section outbox adds it, under «Система» before the own profile', () => {
    const labels = (sections: string[]) => adminMenuLines(sections).map((line) => line.label);
    expect(labels(['users', 'orders', 'services', 'outbox', 'users/profile'])).toEqual([
      'Люди',
      'Пользователи',
      'Заказы и услуги',
      'Заказы',
      'Услуги',
      'Система',
      'Почта и SMS',
      'Мой профиль',
    ]);
    expect(labels(['users', 'orders', 'services', 'users/profile'])).not.toContain('Почта и SMS');
    expect(adminMenuLines(['outbox'])).toEqual([{ kind: 'link', key: 'outbox', to: '/outbox', label: 'Почта и SMS' }]);
  });

  test('the Admin sees the menu item', async () => {
    renderAdminMenu(['users', 'outbox', 'users/profile']);
    expect(await screen.findByRole('menuitem', { name: 'Почта и SMS' })).toBeTruthy();
  });

  test('a manager without the section does not', async () => {
    renderAdminMenu(['orders', 'users/profile']);
    await screen.findByRole('menuitem', { name: 'Заказы' });
    expect(screen.queryByRole('menuitem', { name: 'Почта и SMS' })).toBeNull();
  });
});
