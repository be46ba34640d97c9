import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';
import type { AdminReview } from './types';

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 12,
  event_id: 7,
  event: { id: 7, code: 'baltiyskaya-rapsodiya', name: 'Балтийская рапсодия', date_start: '2026-10-10' },
  user_id: 40,
  user: { id: 40, name: 'Ольга Смирнова', email: 'user@demo.local' },
  author: 'Ольга С.',
  rating: 4,
  text: 'Прекрасная организация, но звоните мне: 8 900 000-00-00',
  status: 'pending',
  note: null,
  created_at: '2026-10-14T09:00:00Z',
  decided_at: null,
  ...overrides,
});

const ok =
  (body: unknown): AdminRoute =>
  () => ({ status: 200, body });

function renderAdmin(ui: React.ReactElement, path = '/reviews') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="reviews">{ui}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The addresses the list asked, with their queries. */
function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(decodeURIComponent(input instanceof Request ? input.url : String(input)));
    return inner(input, init);
  });
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the participants' reviews in the admin", { timeout: 20_000 }, () => {
  test('the list opens on the reviews waiting, the oldest first', async () => {
    serveAdminApi({ 'GET /api/admin/reviews': () => ({ status: 200, body: [review()], total: 1 }) });
    const urls = recordUrls();
    renderAdmin(<ReviewList />);
    const row = (await screen.findByText('Ольга Смирнова')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Балтийская рапсодия')).toBeTruthy();
    expect(within(row).getByText('На модерации')).toBeTruthy();
    const asked = urls.find((u) => u.includes('/api/admin/reviews')) ?? '';
    expect(asked).toContain('filter={"status":"pending"}');
    expect(asked).toContain('sort=["created_at","ASC"]');
  });

  test('rejecting asks for the note its author reads, then sends it', async () => {
    let current = review();
    const sent = serveAdminApi({
      'GET /api/admin/reviews/12': () => ({ status: 200, body: current }),
      'POST /api/admin/reviews/12/reject': (body) => {
        current = review({ status: 'rejected', note: (body as { note: string }).note, decided_at: '2026-10-15T09:00:00Z' });
        return { status: 200, body: current };
      },
    });
    renderAdmin(<ReviewShow id={12} />, '/reviews/12/show');
    await screen.findByText(/Прекрасная организация/);
    fireEvent.click(within(screen.getByRole('group', { name: 'Решение' })).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(within(dialog).getByText(/Напишите, почему отзыв отклонён/)).toBeTruthy();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Причина', { exact: false }), { target: { value: ' Уберите номер телефона ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(sent.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Уберите номер телефона' }));
    await screen.findByText('Причина отклонения: Уберите номер телефона');
  });

  test("publishing; a review decided meanwhile gets the server's refusal in words", async () => {
    serveAdminApi({
      'GET /api/admin/reviews/12': ok(review()),
      'POST /api/admin/reviews/12/publish': () => ({
        status: 409,
        body: { status: 409, message: 'Отзыв уже рассмотрен', errors: {} },
      }),
    });
    renderAdmin(<ReviewShow id={12} />, '/reviews/12/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Опубликовать' }));
    expect((await screen.findByText('Отзыв уже рассмотрен')).closest('[role="alert"]')).toBeTruthy();
  });
});
