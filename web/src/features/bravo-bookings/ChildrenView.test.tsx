import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { createBookingsApi } from './api';
import { ChildrenView } from './ChildrenView';
import type { Booking, Child } from './types';

const CHILD: Child = {
  id: 5,
  name: 'Маша Петрова',
  birth_date: '2018-03-14',
  notes: 'Стесняется петь одна',
  consent_at: '2026-11-01T10:00:00Z',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

const booking = (overrides: Partial<Booking>): Booking => ({
  id: 41,
  kind: 'trial_lesson',
  status: 'new',
  verified: true,
  class: { code: 'hip-hop', name: 'Хип-хоп', school: { code: 'shkola-tantsev', name: 'Школа танцев' } },
  slot_id: 12,
  date: '2099-03-14',
  time: '12:30',
  price: 0,
  discount_percent: 0,
  child: { id: 5, name: 'Маша Петрова', birth_date: '2018-03-14' },
  name: 'Анна Петрова',
  phone: '+79161234567',
  email: null,
  comment: null,
  manager_note: null,
  area: 'bravo',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

function renderView(bookings: Booking[], routes: Record<string, Reply | ((body: unknown) => Reply)> = {}) {
  const fake = fakeFetch(routes);
  const api = createBookingsApi(createApiClient({ fetch: fake.fetch }));
  renderCatalog(<ChildrenView children={[CHILD]} bookings={bookings} api={api} />, { area: 'id', path: '/children/?domain=id' });
  return fake.calls;
}

describe("the account's children", () => {
  test("lists each child with its bookings, prices as kept, and the guest's bookings under their name", () => {
    renderView([
      booking({}),
      booking({ id: 42, kind: 'individual_lesson', price: 2240, discount_percent: 20, status: 'confirmed', slot_id: null }),
      booking({
        id: 43,
        child: { id: null, name: 'Миша Орлов', birth_date: '2016-05-01' },
        kind: 'enrolment',
        price: 7600,
        verified: false,
      }),
    ]);
    const masha = screen.getByRole('heading', { name: 'Маша Петрова' }).closest('li') as HTMLElement;
    expect(within(masha).getByText('Стесняется петь одна')).toBeTruthy();
    expect(within(masha).getByText('Пробное занятие: Хип-хоп')).toBeTruthy();
    expect(within(masha).getByText('бесплатно')).toBeTruthy();
    expect(within(masha).getByText('2 240 ₽, скидка 20 %')).toBeTruthy();
    expect(within(masha).getByText('Подтверждена')).toBeTruthy();
    const misha = screen.getByRole('heading', { name: 'Миша Орлов' }).closest('li') as HTMLElement;
    expect(within(misha).getByText('Записи без профиля ребёнка')).toBeTruthy();
    expect(within(misha).getByText('7 600 ₽ в месяц')).toBeTruthy();
    // A guest's booking joined the account by its phone, its code never entered: it holds no place yet.
    expect(
      within(misha).getByText(
        'Место пока не закреплено: заявку не подтвердили кодом из письма или СМС. Позвоните нам, и мы подтвердим её.',
      ),
    ).toBeTruthy();
    expect(within(masha).queryByText(/Место пока не закреплено/)).toBeNull();
  });

  test('cancels a booking after asking, and shows a refusal as the server words it', async () => {
    const calls = renderView([booking({})], {
      'POST /api/user/bravo-bookings/41/cancel': {
        status: 422,
        body: { status: 422, message: 'Занятие уже прошло или идёт сегодня: позвоните нам', errors: {} },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить запись' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    await screen.findByText('Занятие уже прошло или идёт сегодня: позвоните нам');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/user/bravo-bookings/41/cancel');
  });

  test('adds a child: the consent is asked, then the form is sent', async () => {
    const calls = renderView([], {
      'POST /api/user/children': { status: 200, body: { status: 200, data: { ...CHILD, id: 6, name: 'Петя Петров' } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ребёнка' }));
    const form = screen.getByRole('form', { name: 'Новый ребёнок' });
    fireEvent.change(within(form).getByLabelText('Имя и фамилия ребёнка'), { target: { value: 'Петя Петров' } });
    fireEvent.change(within(form).getByLabelText('Дата рождения', { exact: false }), { target: { value: '2019-06-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить ребёнка' }));
    expect(screen.getByText('Нужно согласие на обработку персональных данных ребёнка')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить ребёнка' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ name: 'Петя Петров', birth_date: '2019-06-01', notes: null, consent: true }));
  });
});
