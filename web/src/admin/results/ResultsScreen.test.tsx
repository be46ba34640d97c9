import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { hostOf } from '../../test/renderWithShell';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { AccessContext } from '../AccessContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { ResultsScreen } from './ResultsScreen';
import type { EventResults, ResultRow } from './types';

const SCORING = {
  criteria: [
    { code: 'mastery', title: 'Исполнительское мастерство' },
    { code: 'image', title: 'Художественный образ' },
    { code: 'stage', title: 'Сценическая культура' },
    { code: 'repertoire', title: 'Репертуар и соответствие возрасту' },
  ],
  max_score: 10,
  thresholds: { grand_prix: 9.5, laureate_1: 9, laureate_2: 8, laureate_3: 7, diplomant: 6 },
  published_at: null,
};

const all = (n: number) => ({ mastery: n, image: n, stage: n, repertoire: n });

const row = (overrides: Partial<ResultRow>): ResultRow => ({
  id: 31,
  event_id: 7,
  participant_id: null,
  participant: null,
  performer: 'Анна Соколова',
  user_id: null,
  user: null,
  order_item_id: null,
  nomination: 'Эстрадный вокал',
  age_category_id: 3,
  age_category: '13–15 лет',
  creative_type_id: null,
  creative_type: null,
  piece: '«Журавли»',
  sort: 1,
  title_override: null,
  scores_by_juror: [
    { juror: { id: 51, name: 'Ирина Волкова' }, values: all(9), complete: true },
    { juror: { id: 52, name: 'Пётр Орлов' }, values: { mastery: 9, image: 9, stage: 10, repertoire: 9 }, complete: true },
  ],
  average: 9.125,
  computed_title: 'Лауреат I степени',
  title: 'Лауреат I степени',
  diploma_code: null,
  ...overrides,
});

const results = (overrides: Partial<EventResults> = {}): EventResults => ({
  event: { id: 7, code: 'zvezdnyy-put-kazan', name: 'Звёздный путь. Казань', date_start: '2026-10-10', date_end: '2026-10-12', city: null },
  scoring: SCORING,
  performances: [
    row({}),
    row({
      id: 32,
      performer: 'Ансамбль «Улыбка»',
      nomination: 'Хореография',
      age_category: '10–12 лет',
      piece: 'Русский перепляс',
      scores_by_juror: [
        { juror: { id: 51, name: 'Ирина Волкова' }, values: { mastery: 8, image: 7 }, complete: false },
        { juror: { id: 52, name: 'Пётр Орлов' }, values: {}, complete: false },
      ],
      average: null,
      computed_title: null,
      title: null,
    }),
  ],
  jurors: [
    { id: 51, name: 'Ирина Волкова', role: 'chair', scored: 1, total: 2 },
    { id: 52, name: 'Пётр Орлов', role: 'juror', scored: 1, total: 2 },
  ],
  published_at: null,
  options: { age_categories: [{ id: 3, title: '13–15 лет' }], creative_types: [] },
  ...overrides,
});

function renderScreen(roles: string[] = ['ManagerOrdersSenior']) {
  render(
    <MemoryRouter initialEntries={['/events/results/7']}>
      <HostProvider value={hostOf('admin')}>
        <AccessContext.Provider value={{ sections: ['events/results'], roles }}>
          <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
            <Routes>
              <Route path="/events/results/:eventId" element={<ResultsScreen />} />
            </Routes>
          </AdminContext>
        </AccessContext.Provider>
      </HostProvider>
    </MemoryRouter>,
  );
}

const ok =
  (body: unknown): AdminRoute =>
  () => ({ status: 200, body });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = async (performer: string) => (await screen.findByText(performer)).closest('tr') as HTMLElement;

describe('the results screen of an event', { timeout: 20_000 }, () => {
  test("each juror's mean, an unfinished sheet, the average, the rule's title and what lacks one", async () => {
    serveAdminApi({ 'GET /api/admin/results/7': ok(results()) });
    renderScreen();
    const anna = await rowOf('Анна Соколова');
    expect(within(anna).getByText('9')).toBeTruthy();
    expect(within(anna).getByText('9,25')).toBeTruthy();
    expect(within(anna).getByText('9,13')).toBeTruthy();
    expect(within(anna).getByRole('combobox').textContent).toBe('По правилу: Лауреат I степени');
    const ensemble = await rowOf('Ансамбль «Улыбка»');
    expect(within(ensemble).getByText('2 из 4')).toBeTruthy();
    expect(within(ensemble).getByText('Нет оценок — нет звания')).toBeTruthy();
    expect(screen.getByText('Без звания: 1 выступление')).toBeTruthy();
    expect(screen.getByText('Ирина Волкова: 1 из 2')).toBeTruthy();
  });

  test('a title chosen by hand is sent, and the screen shows it with the rule beside it', async () => {
    let current = results();
    const sent = serveAdminApi({
      'GET /api/admin/results/7': () => ({ status: 200, body: current }),
      'PUT /api/admin/performances/31/title': (body) => {
        const title = (body as { title_override: string | null }).title_override;
        current = results({ performances: [row({ title_override: title, title }), current.performances[1] as ResultRow] });
        return { status: 200, body: row({ title_override: title, title }) };
      },
    });
    renderScreen();
    const anna = await rowOf('Анна Соколова');
    fireEvent.mouseDown(within(anna).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Гран-при' }));
    await waitFor(() => expect(sent.find((c) => c.method === 'PUT')?.body).toEqual({ title_override: 'Гран-при' }));
    await within(await rowOf('Анна Соколова')).findByText('По правилу: Лауреат I степени');
    expect(within(await rowOf('Анна Соколова')).getByRole('combobox').textContent).toBe('Гран-при');
  });

  test('publishing asks first, and the refusal is shown as the server words it', async () => {
    const sent = serveAdminApi({
      'GET /api/admin/results/7': ok(results()),
      'POST /api/admin/results/7/publish': () => ({
        status: 409,
        body: { status: 409, message: 'Не все выступления оценены', errors: {} },
      }),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Опубликовать результаты' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Без звания: 1 выступление/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect((await screen.findByText('Не все выступления оценены')).closest('[role="alert"]')).toBeTruthy();
    expect(sent.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/results/7/publish']);
  });

  test('the scoring rule: thresholds checked in order before the save, then sent whole', async () => {
    const sent = serveAdminApi({
      'GET /api/admin/results/7': ok(results()),
      'PUT /api/admin/results/7/scoring': (body) => ({ status: 200, body: { ...SCORING, ...(body as object) } }),
    });
    renderScreen();
    fireEvent.click(await screen.findByText(/Правила оценки: 4 критерия, шкала до 10, Гран-при от 9,5/));
    const form = await screen.findByRole('form', { name: 'Правила оценки' });
    fireEvent.change(within(form).getByLabelText('Лауреат II степени'), { target: { value: '9,2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить правила' }));
    expect(within(form).getByText('Не может быть выше порога звания «Лауреат I степени»')).toBeTruthy();
    expect(sent.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Лауреат II степени'), { target: { value: '8,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить критерий' }));
    fireEvent.change(within(form).getByLabelText('Критерий 5'), { target: { value: 'Костюм' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить правила' }));
    await waitFor(() =>
      expect(sent.find((c) => c.method === 'PUT')?.body).toEqual({
        criteria: [...SCORING.criteria, { code: 'criterion-5', title: 'Костюм' }],
        max_score: 10,
        thresholds: { grand_prix: 9.5, laureate_1: 9, laureate_2: 8.5, laureate_3: 7, diplomant: 6 },
      }),
    );
  });

  test('published results: read only, each diploma linked, and only an Admin may take them down', async () => {
    const published = results({
      published_at: '2026-10-13T10:00:00Z',
      performances: [row({ diploma_code: 'K7M2P9QX4T' })],
    });
    serveAdminApi({ 'GET /api/admin/results/7': ok(published) });
    renderScreen();
    const anna = await rowOf('Анна Соколова');
    expect(within(anna).queryByRole('combobox')).toBeNull();
    expect(within(anna).getByRole('link', { name: 'K7M2P9QX4T' }).getAttribute('href')).toBe('/diplom/K7M2P9QX4T/?domain=main');
    expect(screen.queryByRole('button', { name: 'Опубликовать результаты' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Снять с публикации' })).toBeNull();
    expect(screen.getByText(/Результаты опубликованы/)).toBeTruthy();
  });
});
