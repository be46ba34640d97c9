// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../../app/AreaContext';
import { hostOf } from '../../../test/renderWithShell';
import { ContentPreview } from './ContentPreview';

/** As the server's renderer draws it (decision 0034): no window, no cookie, queries not yet fetched. */
function drawOnServer(path: string): { html: string; client: QueryClient } {
  const client = new QueryClient();
  const router = createMemoryRouter([{ path: '*', element: <ContentPreview /> }], { initialEntries: [path] });
  const html = renderToString(
    <QueryClientProvider client={client}>
      <HostProvider value={hostOf('main')}>
        <RouterProvider router={router} />
      </HostProvider>
    </QueryClientProvider>,
  );
  return { html, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page preview on the server', () => {
  test('draws the loading state and leaves the page, a personal answer, to the browser', () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    expect(typeof window).toBe('undefined');
    const { html, client } = drawOnServer('/content/?page=12');
    expect(html).toContain('Загружаем страницу…');
    expect(fetched).not.toHaveBeenCalled();
    const [query] = client.getQueryCache().getAll();
    expect(query?.meta?.['personal']).toBe(true);
  });

  test('without a page: the explanation', () => {
    expect(drawOnServer('/content/').html).toContain('Предпросмотр страницы');
  });
});
