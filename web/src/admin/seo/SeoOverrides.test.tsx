import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { SeoCreate, SeoEdit, SeoList } from './SeoOverrides';
import type { SeoOverrideRecord } from './types';
import { serveAdminApi } from '../../test/adminApi';

const NOTHING_SET = 'Задайте заголовок, описание, картинку или запрет индексации';

const RECORD: SeoOverrideRecord = {
  id: 3,
  area: 'main',
  path: '/kontakty/',
  title: 'Контакты фестиваля',
  description: null,
  share_image: null,
  noindex: true,
  updated_at: '2026-11-24T10:00:00Z',
};

const HOST = {
  protocol: 'http:',
  hostname: 'localhost',
  port: '',
  search: '?domain=admin',
  baseDomain: 'localhost',
  area: 'admin' as const,
};

function renderScreen(element: ReactNode) {
  render(
    <HostProvider value={HOST}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="seo">{element}</ResourceContextProvider>
      </AdminContext>
    </HostProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the SEO overrides in the admin', () => {
  test("the create form sends the record; the server's 422 shows under the title", async () => {
    const sent = serveAdminApi({
      'POST /api/admin/seo': () => ({
        status: 422,
        body: { status: 422, message: 'Проверьте поля формы', errors: { title: [NOTHING_SET] } },
      }),
    });
    renderScreen(<SeoCreate />);
    const path = await screen.findByRole('textbox', { name: 'Адрес' });
    expect(screen.queryByRole('link', { name: 'Открыть страницу' })).toBeNull();
    fireEvent.change(path, { target: { value: '/kontakty/' } });
    expect((await screen.findByRole('link', { name: 'Открыть страницу' })).getAttribute('href')).toBe('/kontakty/?domain=main');

    const title = screen.getByRole('textbox', { name: 'Заголовок' });
    expect(screen.getByText(/из 160$/).textContent).toContain('0 из 160');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const field = title.closest('.MuiFormControl-root');
    await waitFor(() => expect(within(field as HTMLElement).getByText(NOTHING_SET)).toBeTruthy());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/seo', body: { area: 'main', path: '/kontakty/', noindex: false } },
    ]);
  });

  test('a title over 160 characters is refused here, without a call', async () => {
    const sent = serveAdminApi({});
    renderScreen(<SeoCreate />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Адрес' }), { target: { value: '/o-nas/' } });
    const title = screen.getByRole('textbox', { name: 'Заголовок' });
    fireEvent.change(title, { target: { value: 'я'.repeat(161) } });
    expect(screen.getByText(/161 из 160/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const field = title.closest('.MuiFormControl-root');
    await waitFor(() => expect(within(field as HTMLElement).getByText('Не должно превышать 160 символов')).toBeTruthy());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('the list names the area in Russian and marks noindex', async () => {
    serveAdminApi({
      'GET /api/admin/seo': () => ({ status: 200, body: [{ ...RECORD, area: 'organizer' }], headers: { 'Content-Range': 'seo 0-0/1' } }),
    });
    renderScreen(<SeoList />);
    expect(await screen.findByText('/kontakty/')).toBeTruthy();
    expect(screen.getByText('Контакты фестиваля')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Организаторам' })).toBeTruthy();
    expect(screen.getAllByText('Не индексировать').length).toBeGreaterThan(0);
  });

  test('deleting asks first, then sends the delete', async () => {
    const sent = serveAdminApi({
      'GET /api/admin/seo/3': () => ({ status: 200, body: RECORD }),
      'DELETE /api/admin/seo/3': () => ({ status: 200, body: RECORD }),
    });
    renderScreen(<SeoEdit id={3} />);
    expect(await screen.findByDisplayValue('Контакты фестиваля')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть страницу' }).getAttribute('href')).toBe('/kontakty/?domain=main');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалить настройку SEO?')).toBeTruthy();
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'DELETE' && call.path === '/api/admin/seo/3')).toBe(true));
  });
});
