import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../../app/AreaContext';
import type { AreaCode } from '../../../app/areas';
import { hostOf } from '../../../test/renderWithShell';
import { ArticleListBlockView } from './ArticleListBlockView';
import { ArticlePage } from './ArticlePage';
import { BlogListPage, pageNumbers } from './BlogListPage';
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

/** The URLs the page asked for, to check the query it sent. */
let asked: URL[] = [];

function serve(routes: Record<string, unknown>) {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const body = routes[url.pathname];
    const status = body === undefined ? 404 : 200;
    return new Response(JSON.stringify(body === undefined ? { status, message: 'Раздел блога не найден' } : { status, data: body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderAt(path: string, pattern: string, element: ReactElement, area: AreaCode = 'main') {
  const router = createMemoryRouter([{ path: pattern, element, errorElement: <p>Ошибка 404</p> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HostProvider value={hostOf(area)}>
        <RouterProvider router={router} />
      </HostProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const TYPES = {
  items: [
    { code: 'novosti', name: 'Новости' },
    { code: 'blog', name: 'Блог' },
    { code: 'tvorchestvo', name: 'Творчество' },
  ],
};

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
  test('the section in view is the current chip; a middle page links both neighbours and keeps ?domain=', async () => {
    serve({ '/api/blog/types': TYPES, '/api/blog/articles': { items: [ARTICLE], total: 30, page: 2, pages: 3 } });
    renderAt('/blog/tvorchestvo/?domain=main&page=2', '/blog/:type?/', <BlogListPage />);
    const sections = await screen.findByRole('navigation', { name: 'Разделы блога' });
    expect(within(sections).getByRole('link', { name: 'Творчество' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Все материалы' }).getAttribute('aria-current')).toBeNull();
    expect(within(sections).getByRole('link', { name: 'Новости' }).getAttribute('href')).toBe('/blog/novosti/?domain=main');
    const pages = await screen.findByRole('navigation', { name: 'Страницы блога' });
    expect(within(pages).getByRole('link', { name: 'Предыдущая' }).getAttribute('href')).toBe('/blog/tvorchestvo/?domain=main');
    expect(within(pages).getByRole('link', { name: 'Следующая' }).getAttribute('href')).toBe('/blog/tvorchestvo/?domain=main&page=3');
    expect(within(pages).getByText('2').getAttribute('aria-current')).toBe('page');
    const list = asked.find((url) => url.pathname === '/api/blog/articles');
    expect(list?.searchParams.get('type')).toBe('tvorchestvo');
    expect(list?.searchParams.get('page')).toBe('2');
  });

  test('all articles: «Блог» as the h1, «Все материалы» current, no pager for one page', async () => {
    serve({ '/api/blog/types': TYPES, '/api/blog/articles': { items: [ARTICLE], total: 1, page: 1, pages: 1 } });
    renderAt('/blog/?domain=main', '/blog/:type?/', <BlogListPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Блог' })).toBeTruthy();
    const sections = await screen.findByRole('navigation', { name: 'Разделы блога' });
    expect(within(sections).getByRole('link', { name: 'Все материалы' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('navigation', { name: 'Страницы блога' })).toBeNull();
    expect(asked.find((url) => url.pathname === '/api/blog/articles')?.searchParams.has('type')).toBe(false);
  });

  test('while the cards load, the grid holds their places and says so', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderAt('/blog/', '/blog/:type?/', <BlogListPage />);
    expect((await screen.findByRole('status')).textContent).toContain('Загружаем статьи…');
  });

  test('a section without articles says so', async () => {
    serve({ '/api/blog/types': TYPES, '/api/blog/articles': { items: [], total: 0, page: 1, pages: 0 } });
    renderAt('/blog/blog/', '/blog/:type?/', <BlogListPage />);
    expect(await screen.findByText(/В этом разделе пока нет статей/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Блог' })).toBeTruthy();
  });

  test('a page past the last offers the first', async () => {
    serve({ '/api/blog/types': TYPES, '/api/blog/articles': { items: [], total: 5, page: 9, pages: 1 } });
    renderAt('/blog/?domain=main&page=9', '/blog/:type?/', <BlogListPage />);
    expect((await screen.findByRole('link', { name: 'Вернуться к первой странице' })).getAttribute('href')).toBe('/blog/?domain=main');
  });

  test('an unknown article is the error page', async () => {
    serve({});
    renderAt('/blog/novosti/net-takoy/', '/blog/:type/:code/', <ArticlePage />);
    expect(await screen.findByText('Ошибка 404')).toBeTruthy();
  });

  test('a long list links the first, the last and the pages around the current', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 40)).toEqual([1, 2, 3, 4, 5, 6, null, 40]);
    expect(pageNumbers(20, 40)).toEqual([1, null, 18, 19, 20, 21, 22, null, 40]);
    expect(pageNumbers(40, 40)).toEqual([1, null, 35, 36, 37, 38, 39, 40]);
  });
});

describe('the article_list block', () => {
  test("draws the newest cards of its section and links main's section from another area", async () => {
    serve({ '/api/blog/articles': { items: [ARTICLE], total: 1, page: 1, pages: 1 } });
    renderAt(
      '/?domain=bravo',
      '/',
      <ArticleListBlockView block={{ type: 'article_list', article_type: 'novosti', limit: 2, more_label: 'Все новости' }} />,
      'bravo',
    );
    expect((await screen.findByRole('link', { name: 'Итоги сезона' })).getAttribute('href')).toBe(
      '/blog/novosti/itogi-sezona/?domain=main',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Итоги сезона' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все новости' }).getAttribute('href')).toBe('/blog/novosti/?domain=main');
    const list = asked.find((url) => url.pathname === '/api/blog/articles');
    expect(list?.searchParams.get('limit')).toBe('2');
    expect(list?.searchParams.get('type')).toBe('novosti');
  });

  test('without a section: every article, three cards, «Все материалы» to /blog/', async () => {
    serve({ '/api/blog/articles': { items: [], total: 0, page: 1, pages: 0 } });
    renderAt('/?domain=main', '/', <ArticleListBlockView block={{ type: 'article_list' }} />);
    expect((await screen.findByRole('link', { name: 'Все материалы' })).getAttribute('href')).toBe('/blog/?domain=main');
    expect(screen.getByText('Скоро здесь появятся статьи.')).toBeTruthy();
    expect(asked.find((url) => url.pathname === '/api/blog/articles')?.searchParams.get('limit')).toBe('3');
  });

  test('a section that no longer exists is an empty list, not a failure', async () => {
    serve({});
    renderAt('/?domain=main', '/', <ArticleListBlockView block={{ type: 'article_list', article_type: 'arhiv', limit: 4 }} />);
    expect(await screen.findByText('Скоро здесь появятся статьи.')).toBeTruthy();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
  });
});
