import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines, sectionRedirects } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

describe('«UI-кит» in the admin menu', () => {
  test('the section ui-kit adds it after the SEO, before the own profile', () => {
    const labels = (sections: string[]) => adminMenuLines(sections).map((line) => line.label);
    expect(labels(['seo', 'ui-kit', 'users/profile'])).toEqual(['SEO', 'UI-кит', 'Мой профиль']);
    expect(labels(['seo', 'content', 'users/profile'])).not.toContain('UI-кит');
    expect(adminMenuLines(['ui-kit'])).toEqual([{ kind: 'link', key: 'ui-kit', to: '/ui-kit', label: 'UI-кит' }]);
    // The page is at the section's own address: nothing to redirect.
    expect(sectionRedirects(['ui-kit'])).toEqual([]);
  });

  test('an SEO manager sees the menu item', async () => {
    renderAdminMenu(['users/profile', 'seo', 'content', 'search', 'ui-kit']);
    expect(await screen.findByRole('menuitem', { name: 'UI-кит' })).toBeTruthy();
  });

  test('an orders manager does not', async () => {
    renderAdminMenu(['users/profile', 'orders', 'requests']);
    await screen.findByRole('menuitem', { name: 'Заказы' });
    expect(screen.queryByRole('menuitem', { name: 'UI-кит' })).toBeNull();
  });
});
