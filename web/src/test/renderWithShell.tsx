import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HostProvider } from '../app/AreaContext';
import type { AreaCode } from '../app/areas';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import type { HostContext } from '../routes/href';

export function hostOf(area: AreaCode): HostContext {
  return {
    protocol: 'http:',
    hostname: 'localhost',
    port: '',
    search: `?domain=${area}`,
    baseDomain: 'localhost',
    area,
  };
}

/** Renders a component as a page of an area: host context, notifications and a memory router. */
export function renderWithShell(ui: ReactElement, { area = 'id', path = '/' }: { area?: AreaCode; path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <HostProvider value={hostOf(area)}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </HostProvider>,
  );
}

/** A fetch double answering by "METHOD path" with the contract's envelope. */
export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export function fakeFetch(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ status: 404, message: 'Not found' }), { status: 404 });
    const reply = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
