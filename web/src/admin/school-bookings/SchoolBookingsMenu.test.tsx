import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines, sectionRedirects } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

/** The sections GET /api/admin/access answers for a role (server/src/auth/permissions.cpp). */
const SECTIONS: Record<string, string[]> = {
  ManagerOrders: ['users/profile', 'school/bookings', 'orders', 'requests'],
  ManagerOrdersSenior: [
    'users/profile',
    'school',
    'school/bookings',
    'orders',
    'requests',
    'events/assigns',
    'events/results',
    'events/reviews',
  ],
  ManagerPosters: ['users/profile', 'posters', 'places', 'rentals'],
  ManagerNews: ['users/profile', 'blogs', 'recommend', 'ui-kit'],
};

const shown = (role: string) =>
  adminMenuLines(SECTIONS[role] ?? []).map((line) => (line.kind === 'heading' ? `# ${line.label}` : line.label));

describe("the school's bookings in the admin menu", () => {
  test('the orders manager: the bookings under «Школа», beside the orders; its address opens the list', () => {
    expect(shown('ManagerOrders')).toEqual(['# Заказы и услуги', 'Заказы', 'Заявки', '# Школа', 'Записи на занятия', 'Мой профиль']);
    expect(adminMenuLines(['school/bookings'])).toEqual([
      { kind: 'link', key: 'bravo-bookings', to: '/bravo-bookings', label: 'Записи на занятия' },
    ]);
    expect(sectionRedirects(SECTIONS['ManagerOrders'] ?? [])).toContainEqual({ from: '/school/bookings', to: '/bravo-bookings' });
  });

  test("the senior orders manager: the bookings first under «Школа», then the school's own screens", () => {
    const lines = shown('ManagerOrdersSenior');
    expect(lines.slice(lines.indexOf('# Школа'), lines.indexOf('# Школа') + 3)).toEqual(['# Школа', 'Записи на занятия', 'Расписание']);
  });

  test('the posters and news managers have no bookings', () => {
    expect(shown('ManagerPosters')).not.toContain('Записи на занятия');
    expect(shown('ManagerNews')).not.toContain('Записи на занятия');
  });

  test('the orders manager sees the menu item; the posters manager does not', async () => {
    const { unmount } = renderAdminMenu(SECTIONS['ManagerOrders'] ?? []);
    expect(await screen.findByRole('menuitem', { name: 'Записи на занятия' })).toBeTruthy();
    unmount();
    renderAdminMenu(SECTIONS['ManagerPosters'] ?? []);
    await screen.findByRole('menuitem', { name: 'Мой профиль' });
    expect(screen.queryByRole('menuitem', { name: 'Записи на занятия' })).toBeNull();
  });
});
