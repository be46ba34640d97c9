import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import { SearchResults } from './SearchResults';

const NO_CONTENT: Reply = { status: 200, body: { status: 200, data: { items: [] } } };

function renderResults(reply: Reply, text = 'вокал', page = 1, content: Reply = NO_CONTENT) {
  const { fetch, calls } = fakeFetch({ 'GET /api/search': reply, 'GET /api/search/content': content });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithShell(
    <QueryClientProvider client={client}>
      <SearchResults text={text} page={page} />
    </QueryClientProvider>,
    { area: 'main', path: '/poisk/' },
  );
  return calls;
}

const item = {
  type: 'event',
  id: 64,
  code: 'baltiyskaya-rapsodiya',
  url: '/festival/baltiyskaya-rapsodiya/',
  title: 'Фестиваль-конкурс «Балтийская рапсодия»',
  title_html: 'Фестиваль-<mark>конкурс</mark> «Балтийская рапсодия»',
  snippet: 'Камерный фестиваль &lt;b&gt; и <mark>вокальной</mark> музыки…',
  date: { start: '2027-05-14', end: '2027-05-16' },
  photo: '/api/event/baltiyskaya-rapsodiya/cover.svg',
  city: 'Калининград',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search results', () => {
  test('count, highlighted title linking to the festival page, snippet and pages', async () => {
    renderResults({ status: 200, body: { status: 200, data: { items: [item], total: 21, page: 1, per_page: 10 } } });
    await screen.findByText(/Найден 21 результат по запросу «вокал», страница 1 из 3/);
    const link = screen.getAllByRole('link').find((a) => a.textContent === 'Фестиваль-конкурс «Балтийская рапсодия»')!;
    expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname).toBe('/festival/baltiyskaya-rapsodiya/');
    expect(link.querySelector('mark')?.textContent).toBe('конкурс');
    expect(screen.getByText('<b>', { exact: false })).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/Калининград/)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Страницы результатов' });
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Страница 3' }).getAttribute('href')).toContain('page=3');
  });

  test('pages and articles found come first, linked in their own area', async () => {
    const article = {
      type: 'article',
      area: 'main',
      url: '/blog/blog/kak-podgotovit-nomer/',
      title: 'Как подготовить номер к конкурсу',
      title_html: 'Как подготовить номер к <mark>конкурсу</mark>',
      snippet: 'Советы жюри',
    };
    renderResults({ status: 200, body: { status: 200, data: { items: [item], total: 1, page: 1, per_page: 10 } } }, 'конкурс', 1, {
      status: 200,
      body: { status: 200, data: { items: [article] } },
    });
    const group = await screen.findByRole('region', { name: 'Страницы и статьи' });
    expect(group.textContent).toContain('Статья блога');
    const link = screen.getAllByRole('link').find((a) => a.textContent === 'Как подготовить номер к конкурсу')!;
    expect(link.getAttribute('href')).toBe('/blog/blog/kak-podgotovit-nomer/?domain=main');
    expect(screen.getByRole('heading', { name: 'Фестивали и конкурсы' })).toBeTruthy();
  });

  test('only pages found: no empty count of events', async () => {
    const page = { type: 'page', area: 'main', url: '/keisy/', title: 'Кейсы', title_html: '<mark>Кейсы</mark>', snippet: '' };
    renderResults({ status: 200, body: { status: 200, data: { items: [], total: 0, page: 1, per_page: 10 } } }, 'кейсы', 1, {
      status: 200,
      body: { status: 200, data: { items: [page] } },
    });
    await screen.findByRole('region', { name: 'Страницы и статьи' });
    expect(screen.queryByText(/ничего не найдено/)).toBeNull();
    expect(screen.queryByText(/Найдено 0/)).toBeNull();
  });

  test('nothing found', async () => {
    renderResults({ status: 200, body: { status: 200, data: { items: [], total: 0, page: 1, per_page: 10 } } }, 'щщщ');
    await screen.findByRole('heading', { name: 'По запросу «щщщ» ничего не найдено' });
  });

  test('a refused phrase shows the server message; a failure offers a retry', async () => {
    renderResults({
      status: 422,
      body: { status: 422, message: 'Ошибка проверки', errors: { text: ['Не должно превышать 200 символов'] } },
    });
    await screen.findByText('Не должно превышать 200 символов');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  test('a server failure offers a retry', async () => {
    renderResults({ status: 503, body: { status: 503, message: 'Сервис недоступен' } });
    await screen.findByRole('heading', { name: 'Не удалось выполнить поиск' });
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
