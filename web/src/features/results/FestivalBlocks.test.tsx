import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { testUser } from '../../test/fixtures';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { session } from '../session';
import { createResultsApi } from './api';
import { EventResults } from './EventResults';
import { EventReviewsBlock } from './EventReviewsBlock';
import type { EventReviews, MyReview, PublishedResult } from './types';

const CODE = 'zvezdnyy-put-moskva';
const ok = (data: unknown): Reply => ({ status: 200, body: { status: 200, data } });

const result = (overrides: Partial<PublishedResult>): PublishedResult => ({
  performer: 'Анна Соколова',
  participant_code: null,
  nomination: 'Эстрадный вокал',
  age_category: '13–15 лет',
  title: 'Лауреат I степени',
  diploma_code: 'K7M2P9QX4T',
  ...overrides,
});

const REVIEWS: EventReviews = {
  average: 4.5,
  count: 2,
  items: [
    { author: 'Ольга С.', rating: 5, text: 'Прекрасная организация,\nдети в восторге.', created_at: '2026-10-14T09:00:00Z' },
    { author: 'Игорь П.', rating: 4, text: 'Хорошее жюри, но долго ждали выхода.', created_at: '2026-10-13T18:00:00Z' },
  ],
};

function renderBlocks(routes: Record<string, Reply | ((body: unknown) => Reply)>, ui: 'results' | 'reviews', today = '2026-11-20') {
  const fake = fakeFetch(routes);
  const api = createResultsApi(createApiClient({ fetch: fake.fetch }));
  renderCatalog(
    ui === 'results' ? (
      <EventResults code={CODE} api={api} />
    ) : (
      <EventReviewsBlock code={CODE} dateEnd="2026-10-12" api={api} today={today} />
    ),
    {
      area: 'events',
      path: `/festival/${CODE}/?domain=events`,
    },
  );
  return fake.calls;
}

afterEach(() => act(() => session.reset()));

describe("a festival's results", () => {
  test('grouped by nomination and age category, the best title first; portfolios and diplomas linked', async () => {
    renderBlocks(
      {
        [`GET /api/events/${CODE}/results`]: ok([
          result({
            performer: 'Ансамбль «Улыбка»',
            nomination: 'Хореография',
            age_category: '10–12 лет',
            title: 'Дипломант',
            diploma_code: 'A2B3C4D5E6',
          }),
          result({ title: 'Лауреат II степени', performer: 'Мария Ким', diploma_code: 'Q2W3E4R5T6' }),
          result({ title: 'Гран-при', performer: 'Анна Соколова', participant_code: 'anna-sokolova' }),
          result({
            performer: 'Ансамбль «Радуга»',
            nomination: 'Хореография',
            age_category: '10–12 лет',
            title: 'Лауреат III степени',
            diploma_code: null,
          }),
        ]),
      },
      'results',
    );
    await screen.findByRole('heading', { name: 'Результаты' });
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Хореография10–12 лет', 'Эстрадный вокал13–15 лет']);
    const vocal = screen.getAllByRole('list')[1] as HTMLElement;
    const rows = within(vocal)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Гран-приАнна СоколоваДиплом', 'Лауреат II степениМария КимДиплом']);
    expect(within(vocal).getByRole('link', { name: 'Анна Соколова' }).getAttribute('href')).toBe('/uchastnik/anna-sokolova/?domain=main');
    expect(within(vocal).getByRole('link', { name: 'Диплом: Анна Соколова' }).getAttribute('href')).toBe('/diplom/K7M2P9QX4T/?domain=main');
    expect(screen.queryByRole('link', { name: 'Диплом: Ансамбль «Радуга»' })).toBeNull();
  });

  test('nothing is drawn before the results are published', async () => {
    const calls = renderBlocks({ [`GET /api/events/${CODE}/results`]: ok([]) }, 'results');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Результаты' })).toBeNull();
  });
});

describe("a festival's reviews", () => {
  test('the published reviews with their average and count; a guest is invited to sign in after the event', async () => {
    act(() => session.reset());
    renderBlocks({ [`GET /api/events/${CODE}/reviews`]: ok(REVIEWS) }, 'reviews');
    await screen.findByRole('heading', { name: 'Отзывы участников' });
    expect(screen.getByText('4,5 из 5')).toBeTruthy();
    expect(screen.getByText('2 отзыва')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Оценка 4,5 из 5' })).toBeTruthy();
    expect(screen.getByText('Ольга С.')).toBeTruthy();
    expect(screen.getByText(/дети в восторге/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войдите' }).getAttribute('href')).toContain('/login/?domain=id&back=');
    expect(screen.queryByRole('form', { name: 'Отзыв о мероприятии' })).toBeNull();
  });

  test('hidden while there is no review and no form to offer', async () => {
    act(() => session.reset());
    const calls = renderBlocks({ [`GET /api/events/${CODE}/reviews`]: ok({ average: null, count: 0, items: [] }) }, 'reviews');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Отзывы участников' })).toBeNull();
  });

  test('no form before the event is over', async () => {
    act(() => session.setUser(testUser()));
    const calls = renderBlocks(
      {
        [`GET /api/events/${CODE}/reviews`]: ok(REVIEWS),
        [`GET /api/events/${CODE}/reviews/mine`]: ok({ may_review: true, reason: null, review: null }),
      },
      'reviews',
      '2026-10-12',
    );
    await screen.findByRole('heading', { name: 'Отзывы участников' });
    expect(screen.queryByRole('form', { name: 'Отзыв о мероприятии' })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain(`/api/events/${CODE}/reviews/mine`);
  });

  test('a participant rates and writes, the form checks both, and after sending reads «Отзыв отправлен на модерацию»', async () => {
    act(() => session.setUser(testUser()));
    const calls = renderBlocks(
      {
        [`GET /api/events/${CODE}/reviews`]: ok({ average: null, count: 0, items: [] }),
        [`GET /api/events/${CODE}/reviews/mine`]: ok({ may_review: true, reason: null, review: null }),
        [`POST /api/events/${CODE}/reviews`]: (body) =>
          ok({ id: 9, event: { code: CODE, name: 'Звёздный путь' }, ...(body as object), status: 'pending', note: null }),
      },
      'reviews',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Написать отзыв' }));
    const form = screen.getByRole('form', { name: 'Отзыв о мероприятии' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));
    expect(within(form).getByText('Поставьте оценку от 1 до 5 звёзд')).toBeTruthy();
    expect(within(form).getByText('Напишите пару слов о мероприятии')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: '4 звезды' }));
    fireEvent.change(within(form).getByLabelText('Ваш отзыв', { exact: false }), {
      target: { value: '  Спасибо жюри за подробный разбор!  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));
    await screen.findByText('Отзыв отправлен на модерацию');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/events/${CODE}/reviews`, body: { rating: 4, text: 'Спасибо жюри за подробный разбор!' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Отзыв о мероприятии' })).toBeNull();
  });

  test('a signed-in visitor who did not perform is offered no form; the server still words a refusal under it', async () => {
    act(() => session.setUser(testUser()));
    renderBlocks(
      {
        [`GET /api/events/${CODE}/reviews`]: ok(REVIEWS),
        [`GET /api/events/${CODE}/reviews/mine`]: ok({
          may_review: false,
          reason: 'Отзыв могут оставить участники мероприятия',
          review: null,
        }),
      },
      'reviews',
    );
    await screen.findByText('Ольга С.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Написать отзыв' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Войдите' })).toBeNull();
  });

  test('a refusal the server gives on sending is shown as it words it', async () => {
    act(() => session.setUser(testUser()));
    renderBlocks(
      {
        [`GET /api/events/${CODE}/reviews`]: ok(REVIEWS),
        [`GET /api/events/${CODE}/reviews/mine`]: ok({ may_review: true, reason: null, review: null }),
        [`POST /api/events/${CODE}/reviews`]: {
          status: 409,
          body: { status: 409, message: 'Вы уже оставили отзыв об этом мероприятии', errors: {} },
        },
      },
      'reviews',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Написать отзыв' }));
    const form = screen.getByRole('form', { name: 'Отзыв о мероприятии' });
    fireEvent.click(within(form).getByRole('radio', { name: '5 звёзд' }));
    fireEvent.change(within(form).getByLabelText('Ваш отзыв', { exact: false }), { target: { value: 'Отлично' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Вы уже оставили отзыв об этом мероприятии');
  });

  test('a rejected review of mine shows the note and may be changed and sent again', async () => {
    act(() => session.setUser(testUser()));
    const mine: MyReview = {
      id: 12,
      event: { code: CODE, name: 'Звёздный путь' },
      rating: 2,
      text: 'Всё плохо, звоните 8-900-000-00-00',
      status: 'rejected',
      note: 'Уберите номер телефона',
    };
    const calls = renderBlocks(
      {
        [`GET /api/events/${CODE}/reviews`]: ok(REVIEWS),
        [`GET /api/events/${CODE}/reviews/mine`]: ok({
          may_review: false,
          reason: 'Вы уже оставили отзыв об этом мероприятии',
          review: mine,
        }),
        'PUT /api/user/reviews/12': (body) => ok({ ...mine, ...(body as object), status: 'pending', note: null }),
      },
      'reviews',
    );
    await screen.findByText(/Отзыв не прошёл модерацию: Уберите номер телефона/);
    fireEvent.click(screen.getByRole('button', { name: 'Изменить отзыв' }));
    const form = screen.getByRole('form', { name: 'Отзыв о мероприятии' });
    expect((within(form).getByRole('radio', { name: '2 звезды' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Ваш отзыв', { exact: false }), { target: { value: 'Долго ждали выхода на сцену' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить отзыв' }));
    await screen.findByText('Отзыв отправлен на модерацию');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rating: 2, text: 'Долго ждали выхода на сцену' });
  });
});
