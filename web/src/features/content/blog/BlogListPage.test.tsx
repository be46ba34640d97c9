import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../../app/AreaContext';
import { hostOf } from '../../../test/renderWithShell';
import { ArticlePage } from './ArticlePage';
import { BlogListPage } from './BlogListPage';
import { publishedOn } from './format';

const ARTICLE = {
  code: 'itogi-sezona',
  type: 'novosti',
  type_name: 'Новости',
  title: 'Итоги сезона',
  lead: 'Коротко о сезоне.',
  author: 'Редакция',
  tags: ['итоги'],
  published_at: '2026-03-12T09:00:00Z',
};

function serve(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = routes[url.pathname];
    const status = body === undefined ? 404 : 200;
    return new Response(JSON.stringify(body === undefined ? { status, message: 'Раздел блога не найден' } : { status, data: body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderAt(path: string, pattern: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: pattern, element, errorElement: <p>Ошибка 404</p> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HostProvider value={hostOf('main')}>
        <RouterProvider router={router} />
      </HostProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the blog (decision 0027)', () => {
  test('a section lists its cards, links the sections and pages through ?page=', async () => {
    serve({
      '/api/blog/types': { items: [{ code: 'novosti', name: 'Новости' }] },
      '/api/blog/articles': { items: [ARTICLE], total: 13, page: 1, pages: 2 },
    });
    renderAt('/blog/novosti/?domain=main', '/blog/:type?/', <BlogListPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeTruthy();
    const card = screen.getByRole('link', { name: 'Итоги сезона' });
    expect(card.getAttribute('href')).toBe('/blog/novosti/itogi-sezona/?domain=main');
    const sections = screen.getByRole('navigation', { name: 'Разделы блога' });
    expect(within(sections).getByRole('link', { name: 'Все материалы' }).getAttribute('href')).toBe('/blog/?domain=main');
    const pages = screen.getByRole('navigation', { name: 'Страницы блога' });
    expect(within(pages).getByRole('link', { name: 'Страница 2' }).getAttribute('href')).toBe('/blog/novosti/?domain=main&page=2');
    expect(screen.getByText('12 марта 2026 · Редакция')).toBeTruthy();
  });

  test('an unknown section is the error page', async () => {
    serve({ '/api/blog/types': { items: [] } });
    renderAt('/blog/net/', '/blog/:type?/', <BlogListPage />);
    expect(await screen.findByText('Ошибка 404')).toBeTruthy();
  });

  test('an article shows its section, date, body blocks and tags', async () => {
    serve({
      '/api/blog/article': {
        ...ARTICLE,
        updated_at: '2026-03-12T09:00:00Z',
        blocks: [{ type: 'rich_text', body: '## Главное\n\nТекст статьи.' }],
      },
    });
    renderAt('/blog/novosti/itogi-sezona/', '/blog/:type/:code/', <ArticlePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Итоги сезона' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Главное' })).toBeTruthy();
    expect(screen.getByText('Текст статьи.')).toBeTruthy();
    expect(screen.getByText('итоги')).toBeTruthy();
    expect(screen.getByText('12 марта 2026').getAttribute('datetime')).toBe('2026-03-12T09:00:00Z');
  });

  test('dates read in Russian', () => {
    expect(publishedOn('2025-12-22T09:00:00Z')).toBe('22 декабря 2025');
    expect(publishedOn(null)).toBe('');
  });
});
