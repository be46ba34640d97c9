import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines, sectionRedirects } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

/** The sections GET /api/admin/access answers for a role (server/src/auth/permissions.cpp; Admin's is every one). */
const SECTIONS: Record<string, string[]> = {
  Admin: ['users', 'users/profile', 'orders', 'requests', 'places', 'rentals', 'roles', 'services', 'outbox'],
  ManagerPosters: ['users/profile', 'posters', 'places', 'rentals'],
  ManagerOrders: ['users/profile', 'orders', 'requests'],
  ManagerNews: ['users/profile', 'blogs', 'recommend', 'ui-kit'],
  ManagerSeo: ['users/profile', 'seo', 'content', 'search', 'ui-kit'],
  ManagerTickets: ['users/profile', 'tickets'],
};

const labels = (role: string) => adminMenuLines(SECTIONS[role] ?? []).map((line) => line.label);

describe('venue rental in the admin menu', () => {
  test('the posters manager: the halls beside the venues, the requests and the calendar under «Аренда»', () => {
    expect(labels('ManagerPosters')).toEqual([
      'Каталог',
      'Площадки',
      'Залы',
      'Аренда',
      'Заявки на аренду',
      'Календарь аренды',
      'Афиша',
      'События афиши',
      'Категории билетов',
      'Промокоды',
      'Мой профиль',
    ]);
    expect(adminMenuLines(['rentals'])).toEqual([
      { kind: 'link', key: 'rentals', to: '/rentals', label: 'Заявки на аренду' },
      { kind: 'link', key: 'rentals-calendar', to: '/rentals-calendar', label: 'Календарь аренды' },
    ]);
    expect(adminMenuLines(['places'])).toContainEqual({ kind: 'link', key: 'halls', to: '/halls', label: 'Залы' });
    // The section's own address opens its first screen; the list's own is the list. The afisha's
    // section (decision 0046) opens its shows.
    expect(sectionRedirects(SECTIONS['ManagerPosters'] ?? [])).toEqual([{ from: '/posters', to: '/shows' }]);
  });

  test('Admin has them too; the other roles have neither', () => {
    expect(labels('Admin')).toEqual(expect.arrayContaining(['Залы', 'Аренда', 'Заявки на аренду', 'Календарь аренды']));
    for (const role of ['ManagerOrders', 'ManagerNews', 'ManagerSeo', 'ManagerTickets']) {
      expect(labels(role)).not.toContain('Залы');
      expect(labels(role)).not.toContain('Заявки на аренду');
      expect(labels(role)).not.toContain('Календарь аренды');
    }
  });

  test('the posters manager sees the menu items', async () => {
    renderAdminMenu(SECTIONS['ManagerPosters'] ?? []);
    expect(await screen.findByRole('menuitem', { name: 'Заявки на аренду' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Календарь аренды' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Залы' })).toBeTruthy();
  });

  test('an order manager does not', async () => {
    renderAdminMenu(SECTIONS['ManagerOrders'] ?? []);
    await screen.findByRole('menuitem', { name: 'Мой профиль' });
    expect(screen.queryByRole('menuitem', { name: 'Заявки на аренду' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Залы' })).toBeNull();
  });
});
