import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, renderWithShell, type Reply } from '../../test/renderWithShell';
import { SearchResults } from './SearchResults';

function renderResults(reply: Reply, text = 'вокал', page = 1) {
  const { fetch, calls } = fakeFetch({ 'GET /api/search': reply });
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
