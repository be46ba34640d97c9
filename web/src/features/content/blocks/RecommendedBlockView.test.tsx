import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../../app/AreaContext';
import { NotificationsProvider } from '../../notifications/NotificationsProvider';
import { cartEvent } from '../../../test/eventFixtures';
import { hostOf } from '../../../test/renderWithShell';
import { ContentBlocks } from '../ContentBlocks';
import type { ContentBlock } from '../types';

const ARTICLE = {
  code: 'kak-podgotovit-nomer',
  type: 'blog',
  type_name: 'Блог',
  title: 'Как подготовить номер к конкурсу',
  lead: 'Советы членов жюри.',
  tags: [],
  published_at: '2026-03-12T09:00:00Z',
  path: '/blog/blog/kak-podgotovit-nomer/',
};

let asked: URL[] = [];

function serve(items: unknown[] | null) {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const ok = items !== null && url.pathname === '/api/recommendations';
    const status = ok ? 200 : 500;
    return new Response(JSON.stringify(ok ? { status, data: { items } } : { status, message: 'Сервер недоступен' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderBlocks(blocks: ContentBlock[]) {
  const router = createMemoryRouter([{ path: '*', element: <ContentBlocks blocks={blocks} /> }], { initialEntries: ['/uchastnikam/'] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HostProvider value={hostOf('main')}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </HostProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the «Рекомендуем» block', () => {
  test('draws festivals and articles in the editors’ order with their notes', async () => {
    serve([
      { id: 3, kind: 'article', note: 'Советы жюри', article: ARTICLE },
      { id: 1, kind: 'event', note: 'Выбор редакции', event: cartEvent() },
    ]);
    renderBlocks([{ type: 'recommended', limit: 4 }]);
    await screen.findByRole('link', { name: ARTICLE.title });
    const section = screen.getByRole('region', { name: 'Рекомендуем' });
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual([ARTICLE.title, 'Всероссийский фестиваль-конкурс «Звёздный путь»']);
    expect(within(section).getByRole('link', { name: ARTICLE.title }).getAttribute('href')).toBe(
      '/blog/blog/kak-podgotovit-nomer/?domain=main',
    );
    expect(within(section).getByRole('link', { name: 'Всероссийский фестиваль-конкурс «Звёздный путь»' }).getAttribute('href')).toBe(
      '/festival/zvezdnyy-put-moskva/?domain=events',
    );
    expect(within(section).getByText('Советы жюри')).toBeTruthy();
    expect(within(section).getByText('Выбор редакции')).toBeTruthy();
    const url = asked.find((u) => u.pathname === '/api/recommendations');
    expect(url?.searchParams.get('limit')).toBe('4');
    expect(url?.searchParams.get('domain')).toBe('main');
  });

  test('an editor’s title; six cards when no limit is set', async () => {
    serve([{ id: 1, kind: 'event', event: cartEvent() }]);
    renderBlocks([{ type: 'recommended', title: 'Выбор редакции' }]);
    expect(await screen.findByRole('region', { name: 'Выбор редакции' })).toBeTruthy();
    expect(asked.find((u) => u.pathname === '/api/recommendations')?.searchParams.get('limit')).toBe('6');
  });

  test('draws nothing at all when the area has no picks, or they fail to load', async () => {
    for (const items of [[], null]) {
      serve(items);
      const { container, unmount } = renderBlocks([{ type: 'recommended' }]);
      await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(screen.queryByRole('region', { name: 'Рекомендуем' })).toBeNull();
      expect(container.querySelector('h2, ul')).toBeNull();
      expect(screen.queryByText('Рекомендуем')).toBeNull();
      unmount();
    }
  });
});
