import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

/** The sections GET /api/admin/access answers for a role (server/src/auth/permissions.cpp). */
const SECTIONS: Record<string, string[]> = {
  Admin: ['users', 'users/profile', 'orders', 'requests', 'roles', 'services', 'outbox'],
  ManagerOrders: ['users/profile', 'orders', 'requests'],
  ManagerOrdersSenior: ['users/profile', 'orders', 'requests', 'events/assigns', 'events/results', 'events/reviews'],
  ManagerNews: ['users/profile', 'blogs', 'recommend'],
  ManagerUsers: ['users', 'users/mentor', 'users/participant', 'users/profile', 'users/structures'],
  ManagerSeo: ['users/profile', 'seo', 'content', 'search'],
};

describe('«Заявки» in the admin menu', () => {
  test('Admin and the order managers get it after the orders; other roles do not', () => {
    const labels = (role: string) => adminMenuLines(SECTIONS[role] ?? []).map((line) => line.label);
    expect(labels('ManagerOrders')).toEqual(['Заказы', 'Заявки', 'Мой профиль']);
    expect(labels('ManagerOrdersSenior')).toContain('Заявки');
    expect(labels('Admin')).toEqual([
      'Люди',
      'Пользователи',
      'Роли',
      'Заказы и услуги',
      'Заказы',
      'Заявки',
      'Услуги',
      'Система',
      'Почта и SMS',
      'Мой профиль',
    ]);
    for (const role of ['ManagerNews', 'ManagerUsers', 'ManagerSeo']) expect(labels(role)).not.toContain('Заявки');
    expect(adminMenuLines(['requests'])).toEqual([{ kind: 'link', key: 'requests', to: '/requests', label: 'Заявки' }]);
  });

  test('an order manager sees the menu item', async () => {
    renderAdminMenu(SECTIONS['ManagerOrders'] ?? []);
    expect(await screen.findByRole('menuitem', { name: 'Заявки' })).toBeTruthy();
  });

  test('a news manager does not', async () => {
    renderAdminMenu(SECTIONS['ManagerNews'] ?? []);
    await screen.findByRole('menuitem', { name: 'Мой профиль' });
    expect(screen.queryByRole('menuitem', { name: 'Заявки' })).toBeNull();
  });
});
