import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { serveAdminApi } from '../../test/adminApi';
import { AccessContext } from '../AccessContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { adminMenuLines } from '../menu';
import { RecommendationCreate, RecommendationEdit, RecommendationList } from './Recommendations';
import type { RecommendationRecord } from './types';

const RECORD: RecommendationRecord = {
  id: 7,
  area: 'main',
  position: 2,
  kind: 'article',
  item_id: 3,
  note: 'Советы жюри',
  item_title: 'Как подготовить номер к конкурсу',
  item_code: 'kak-podgotovit-nomer-k-konkursu',
  visible: true,
  created_at: '2026-11-24T10:00:00Z',
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

const EVENTS = [
  { id: 1, name: 'Всероссийский фестиваль-конкурс «Звёздный путь»', date_start: '2026-12-19', published: true },
  { id: 24, name: 'Фестиваль национальных культур «Звёзды Казани»', date_start: '2027-01-22', published: true },
];

function renderScreen(element: ReactNode, sections: string[] = ['users/profile', 'blogs', 'recommend']) {
  render(
    <HostProvider value={HOST}>
      <AccessContext.Provider value={{ sections, roles: ['ManagerNews'] }}>
        <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="recommendations">{element}</ResourceContextProvider>
        </AdminContext>
      </AccessContext.Provider>
    </HostProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the recommendations in the admin', () => {
  test('«Рекомендации» is a menu line of the recommend section only', () => {
    expect(adminMenuLines(['recommend'])).toEqual([
      { kind: 'link', key: 'recommendations', to: '/recommendations', label: 'Рекомендации' },
    ]);
    expect(adminMenuLines(['users/profile', 'seo', 'content']).map((line) => line.label)).not.toContain('Рекомендации');
  });

  test('the list names the area, the kind and the item, and marks a hidden pick', async () => {
    const sent = serveAdminApi({
      'GET /api/admin/recommendations': () => ({
        status: 200,
        body: [RECORD, { ...RECORD, id: 8, kind: 'event', item_id: 99, item_title: null, note: null, visible: false, area: 'events' }],
        total: 2,
      }),
    });
    renderScreen(<RecommendationList />);
    expect(await screen.findByText('Как подготовить номер к конкурсу')).toBeTruthy();
    expect(screen.getByText('Мероприятие № 99 удалено')).toBeTruthy();
    expect(screen.getAllByText('Статья блога').length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: 'Советы жюри' })).toBeTruthy();
    expect(screen.getByText('Показывается')).toBeTruthy();
    expect(screen.getByText('Скрыта')).toBeTruthy();
    const list = sent.find((call) => call.path === '/api/admin/recommendations');
    expect(list).toBeTruthy();
  });

  test('the create form picks a festival by its name and sends the pick; the server’s 422 shows under the item', async () => {
    const sent = serveAdminApi({
      'GET /api/admin/events': () => ({ status: 200, body: EVENTS, total: 2 }),
      'POST /api/admin/recommendations': () => ({
        status: 422,
        body: { status: 422, message: 'Проверьте поля формы', errors: { item_id: ['Этот материал уже есть в рекомендациях раздела'] } },
      }),
    });
    renderScreen(<RecommendationCreate />);
    const item = await screen.findByRole('combobox', { name: 'Мероприятие' });
    fireEvent.change(item, { target: { value: 'Каз' } });
    fireEvent.click(await screen.findByText('Фестиваль национальных культур «Звёзды Казани» — 22.01.2027'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Подпись на карточке' }), { target: { value: 'Выбор редакции' } });
    expect(screen.getByText(/14 из 120$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByText('Этот материал уже есть в рекомендациях раздела')).toBeTruthy());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/recommendations', body: { area: 'main', kind: 'event', item_id: 24, note: 'Выбор редакции' } },
    ]);
  });

  test('a note over 120 characters is refused here, without a call', async () => {
    const sent = serveAdminApi({ 'GET /api/admin/events': () => ({ status: 200, body: EVENTS, total: 2 }) });
    renderScreen(<RecommendationCreate />);
    const note = await screen.findByRole('textbox', { name: 'Подпись на карточке' });
    fireEvent.change(note, { target: { value: 'я'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const field = note.closest('.MuiFormControl-root');
    await waitFor(() => expect(within(field as HTMLElement).getByText('Не должно превышать 120 символов')).toBeTruthy());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('without the blogs section an article pick is shown by its title, and articles are not offered', async () => {
    const sent = serveAdminApi({ 'GET /api/admin/recommendations/7': () => ({ status: 200, body: RECORD }) });
    renderScreen(<RecommendationEdit id={7} />, ['users/profile', 'recommend']);
    expect(await screen.findByText(/Статья: Как подготовить номер к конкурсу\./)).toBeTruthy();
    expect(screen.getByText('Выбрать статью может тот, у кого есть доступ к блогу.', { exact: false })).toBeTruthy();
    expect(sent.some((call) => call.path.startsWith('/api/admin/articles'))).toBe(false);
  });

  test('deleting asks first, then sends the delete', async () => {
    const sent = serveAdminApi({
      'GET /api/admin/recommendations/7': () => ({ status: 200, body: RECORD }),
      'GET /api/admin/articles': () => ({ status: 200, body: [{ id: 3, title: RECORD.item_title }], total: 1 }),
      'DELETE /api/admin/recommendations/7': () => ({ status: 200, body: RECORD }),
    });
    renderScreen(<RecommendationEdit id={7} />);
    expect(await screen.findByDisplayValue('Советы жюри')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Убрать из рекомендаций?')).toBeTruthy();
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'DELETE' && call.path === '/api/admin/recommendations/7')).toBe(true));
  });
});
