import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

/** The sections GET /api/admin/access answers for a role (server/src/auth/permissions.cpp). */
const SEO_MANAGER = ['users/profile', 'seo', 'content', 'search'];
const NEWS_MANAGER = ['users/profile', 'blogs', 'recommend'];

describe('«SEO» in the admin menu', () => {
  test('the seo section adds it after the content pages, before the own profile', () => {
    expect(adminMenuLines(SEO_MANAGER).map((line) => line.label)).toEqual(['Поиск', 'Страницы', 'Меню и подвалы', 'SEO', 'Мой профиль']);
    expect(adminMenuLines(['seo'])).toEqual([{ kind: 'link', key: 'seo', to: '/seo', label: 'SEO' }]);
    expect(adminMenuLines(NEWS_MANAGER).map((line) => line.label)).not.toContain('SEO');
  });

  test('the SEO manager sees the menu item; a news manager does not', async () => {
    const seo = renderAdminMenu(SEO_MANAGER);
    expect(await screen.findByRole('menuitem', { name: 'SEO' })).toBeTruthy();
    seo.unmount();
    renderAdminMenu(NEWS_MANAGER);
    await screen.findByRole('menuitem', { name: 'Мой профиль' });
    expect(screen.queryByRole('menuitem', { name: 'SEO' })).toBeNull();
  });
});
