import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { hostOf } from '../../test/renderWithShell';
import { SeoOverrides } from './SeoOverrides';

function serve(items: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ status: 200, data: { items } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SeoOverrides /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HostProvider value={hostOf('main')}>
        <RouterProvider router={router} />
      </HostProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('SEO overrides in the web app (decision 0028)', () => {
  test("keep the manager's title over the page's own, and noindex until the address is left", async () => {
    document.head.innerHTML = '<meta name="description" content="Своё описание">';
    document.title = 'Своё';
    serve({ '/o-nas/': { title: 'О команде платформы', noindex: true } });
    const router = renderAt('/o-nas/');
    await waitFor(() => expect(document.title).toBe('О команде платформы'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Своё описание');
    // A page that sets its title after its data arrives is overridden again.
    document.title = 'О нас — Территория творчества';
    await waitFor(() => expect(document.title).toBe('О команде платформы'));
    await router.navigate('/kontakty/');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
    document.title = 'Контакты';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('Контакты');
  });
});
