import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '../admin/i18n';
import type { AdminRoute } from './adminApi';

/** A list's answer: the rows, and their count as the list's total. */
export const listRoute =
  (rows: unknown[]): AdminRoute =>
  () => ({ status: 200, body: rows, total: rows.length });

/**
 * The addresses the page asked, with their queries (serveAdminApi keeps the paths only): call it
 * after serveAdminApi, which it passes every call on to.
 */
export function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(decodeURIComponent(input instanceof Request ? input.url : String(input)));
    return inner(input, init);
  });
  return urls;
}

/** Renders an admin screen of a resource (a list) with the real data provider given and the admin's messages. */
export function renderResource(dataProvider: DataProvider, resource: string, screen: ReactElement) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>
    </AdminContext>,
  );
}
