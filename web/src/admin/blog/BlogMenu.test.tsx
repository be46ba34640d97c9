import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { adminMenuLines } from '../menu';
import { renderAdminMenu } from '../renderAdminMenu';

/** The sections GET /api/admin/access answers for a role (server/src/auth/permissions.cpp). */
const NEWS = ['users/profile', 'blogs', 'recommend'];
const ORDERS = ['users/profile', 'orders', 'requests'];

const shown = (sections: string[]) => adminMenuLines(sections).map((line) => (line.kind === 'heading' ? `# ${line.label}` : line.label));

describe('the blog in the admin menu', () => {
  test('the blogs section gets «Статьи» and «Разделы блога» under «Блог», before the own profile', () => {
    // «Рекомендации» (section recommend) is content's, before the blog's heading.
    expect(shown(NEWS)).toEqual(['# Контент', 'Рекомендации', '# Блог', 'Статьи', 'Разделы блога', 'Мой профиль']);
    expect(adminMenuLines(['blogs'])).toContainEqual({ kind: 'link', key: 'articles', to: '/articles', label: 'Статьи' });
    expect(shown([...ORDERS, 'blogs']).slice(-4)).toEqual(['# Блог', 'Статьи', 'Разделы блога', 'Мой профиль']);
  });

  test('roles without it have neither the heading nor the entries', () => {
    expect(shown(ORDERS)).toEqual(['Заказы', 'Заявки', 'Мой профиль']);
    expect(shown(['users/profile', 'seo', 'content', 'search'])).not.toContain('# Блог');
  });

  test('a news manager sees «Статьи»; an orders manager does not', async () => {
    const news = renderAdminMenu(NEWS);
    expect(await screen.findByRole('menuitem', { name: 'Статьи' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Разделы блога' })).toBeTruthy();
    news.unmount();
    renderAdminMenu(ORDERS);
    await screen.findByRole('menuitem', { name: 'Мой профиль' });
    expect(screen.queryByRole('menuitem', { name: 'Статьи' })).toBeNull();
  });
});
