import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { ArticleTypeEdit } from './ArticleTypes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a section of the blog in the admin', () => {
  test("deleting one with articles asks first, then shows the server's refusal", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      const [status, body] =
        key === 'GET /api/admin/article-types/1'
          ? [200, { id: 1, code: 'novosti', name: 'Новости', position: 1 }]
          : key === 'DELETE /api/admin/article-types/1'
            ? [409, { status: 409, message: 'В этом разделе есть статьи' }]
            : [404, { status: 404, message: 'Не найдено' }];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="article-types">
          <ArticleTypeEdit id={1} />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>,
    );
    expect(await screen.findByDisplayValue('Новости')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалить раздел блога?')).toBeTruthy();
    expect(calls).not.toContain('DELETE /api/admin/article-types/1');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('В этом разделе есть статьи')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('DELETE /api/admin/article-types/1'));
  });
});
