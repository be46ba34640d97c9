import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { createResultsApi, useJuryEvent, type ResultsApi } from './api';
import { JuryEventView } from './JuryEventView';
import type { JuryEventDetail } from './types';

const SCORING = {
  criteria: [
    { code: 'mastery', title: 'Исполнительское мастерство' },
    { code: 'image', title: 'Художественный образ' },
    { code: 'stage', title: 'Сценическая культура' },
    { code: 'repertoire', title: 'Репертуар и соответствие возрасту' },
  ],
  max_score: 10,
  thresholds: { grand_prix: 9.5, laureate_1: 9, laureate_2: 8, laureate_3: 7, diplomant: 6 },
};

const detail = (overrides: Partial<JuryEventDetail> = {}): JuryEventDetail => ({
  event: {
    id: 7,
    code: 'zvezdnyy-put-kazan',
    name: 'Звёздный путь. Казань',
    date_start: '2026-10-10',
    date_end: '2026-10-12',
    city: 'Казань',
  },
  scoring: SCORING,
  performances: [
    {
      id: 31,
      performer: 'Ансамбль «Улыбка»',
      nomination: 'Хореография',
      age_category: '10–12 лет',
      piece: 'Русский перепляс',
      my_scores: {},
    },
    {
      id: 32,
      performer: 'Анна Соколова',
      nomination: 'Эстрадный вокал',
      age_category: '13–15 лет',
      piece: '«Журавли»',
      my_scores: { mastery: 9, image: 8, stage: 9, repertoire: 9 },
    },
  ],
  published: false,
  ...overrides,
});

function Sheet({ api }: { api: ResultsApi }) {
  const { data } = useJuryEvent(7, api);
  return data ? <JuryEventView detail={data} api={api} /> : null;
}

function renderSheet(event: JuryEventDetail, routes: Record<string, Reply | ((body: unknown) => Reply)> = {}) {
  const fake = fakeFetch({
    'GET /api/jury/events/7': { status: 200, body: { status: 200, data: event } },
    'GET /api/jury/events': { status: 200, body: { status: 200, data: [] } },
    ...routes,
  });
  const api = createResultsApi(createApiClient({ fetch: fake.fetch }));
  renderCatalog(<Sheet api={api} />, { area: 'id', path: '/jury/7/?domain=id' });
  return fake.calls;
}

const card = async (performer: string) => (await screen.findByRole('heading', { name: performer })).closest('li') as HTMLElement;
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

describe("the juror's sheet", () => {
  test('a card per performance in the running order, a numeric input per criterion, my saved state and mean', async () => {
    renderSheet(detail());
    const first = await card('Ансамбль «Улыбка»');
    expect(within(first).getByText('Русский перепляс')).toBeTruthy();
    expect(within(first).getByText('Хореография · 10–12 лет')).toBeTruthy();
    expect(within(first).getByText('Не оценено')).toBeTruthy();
    const input = within(first).getByLabelText('Исполнительское мастерство') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('pattern')).toBe('[0-9]*');
    const second = await card('Анна Соколова');
    expect(within(second).getByText('Оценено')).toBeTruthy();
    expect(within(second).getByText('Моя средняя: 8,75')).toBeTruthy();
    expect(screen.getByText('Оценено 1 из 2 выступлений')).toBeTruthy();
  });

  test('checks every criterion before sending: a missing score, a fraction and one above the scale', async () => {
    const calls = renderSheet(detail());
    const first = await card('Ансамбль «Улыбка»');
    fireEvent.change(within(first).getByLabelText('Исполнительское мастерство'), { target: { value: '11' } });
    fireEvent.change(within(first).getByLabelText('Художественный образ'), { target: { value: '7.5' } });
    fireEvent.change(within(first).getByLabelText('Сценическая культура'), { target: { value: '8' } });
    expect(within(first).getByText('Изменено — не сохранено')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить оценки' }));
    expect(within(first).getAllByText('Оценка — целое число от 0 до 10')).toHaveLength(2);
    expect(within(first).getByText('Поставьте оценку от 0 до 10')).toBeTruthy();
    expect(document.activeElement).toBe(within(first).getByLabelText('Исполнительское мастерство'));
    expect(writes(calls)).toEqual([]);
  });

  test('saves the scores of one performance and shows them saved, with the progress', async () => {
    const calls = renderSheet(detail(), {
      'PUT /api/jury/performances/31/scores': (body) => ({
        status: 200,
        body: { status: 200, data: { ...detail().performances[0], my_scores: (body as { values: Record<string, number> }).values } },
      }),
    });
    const first = await card('Ансамбль «Улыбка»');
    for (const [label, value] of [
      ['Исполнительское мастерство', '10'],
      ['Художественный образ', '9'],
      ['Сценическая культура', ' 9'],
      ['Репертуар и соответствие возрасту', '0'],
    ] as const)
      fireEvent.change(within(first).getByLabelText(label), { target: { value } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить оценки' }));
    await within(first).findByText('Сохранено');
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/jury/performances/31/scores', body: { values: { mastery: 10, image: 9, stage: 9, repertoire: 0 } } },
    ]);
    expect(within(first).getByText('Моя средняя: 7')).toBeTruthy();
    expect(screen.getByText('Оценено 2 из 2 выступлений')).toBeTruthy();
  });

  test("the server's refusal of a criterion goes under its input", async () => {
    renderSheet(detail(), {
      'PUT /api/jury/performances/32/scores': {
        status: 422,
        body: { status: 422, message: 'Проверьте оценки', errors: { 'values.stage': ['Оценка должна быть от 0 до 10'] } },
      },
    });
    const second = await card('Анна Соколова');
    fireEvent.change(within(second).getByLabelText('Сценическая культура'), { target: { value: '10' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Сохранить оценки' }));
    const input = within(second).getByLabelText('Сценическая культура');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(second).getByText('Оценка должна быть от 0 до 10')).toBeTruthy();
  });

  test('results published meanwhile: the 409 is told in words, and the sheet turns read only', async () => {
    let published = false;
    renderSheet(detail(), {
      'GET /api/jury/events/7': () => ({ status: 200, body: { status: 200, data: detail({ published }) } }),
      'PUT /api/jury/performances/32/scores': () => {
        published = true;
        return { status: 409, body: { status: 409, message: 'Результаты уже опубликованы', errors: {} } };
      },
    });
    const second = await card('Анна Соколова');
    fireEvent.change(within(second).getByLabelText('Сценическая культура'), { target: { value: '10' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Сохранить оценки' }));
    await screen.findByText('Результаты уже опубликованы — оценки изменить нельзя');
    await screen.findByText('Результаты опубликованы — оценки изменить нельзя.');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Сохранить оценки' })).toHaveLength(0));
    expect((within(second).getByLabelText('Сценическая культура') as HTMLInputElement).disabled).toBe(true);
  });

  test('«Только без оценок» keeps the open performances, and a card just scored stays in view', async () => {
    renderSheet(detail(), {
      'PUT /api/jury/performances/31/scores': (body) => ({
        status: 200,
        body: { status: 200, data: { ...detail().performances[0], my_scores: (body as { values: Record<string, number> }).values } },
      }),
    });
    await card('Анна Соколова');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только без оценок' }));
    expect(screen.queryByRole('heading', { name: 'Анна Соколова' })).toBeNull();
    const first = await card('Ансамбль «Улыбка»');
    for (const label of ['Исполнительское мастерство', 'Художественный образ', 'Сценическая культура', 'Репертуар и соответствие возрасту'])
      fireEvent.change(within(first).getByLabelText(label), { target: { value: '8' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Сохранить оценки' }));
    await within(first).findByText('Сохранено');
    expect(screen.getByRole('heading', { name: 'Ансамбль «Улыбка»' })).toBeTruthy();
  });

  test("an event's manager sees the programme and scores nothing", async () => {
    renderSheet(detail({ role: 'manager' }));
    await card('Анна Соколова');
    expect(screen.getByText(/Вы менеджер конкурса/)).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Сохранить оценки' })).toHaveLength(0);
  });
});
