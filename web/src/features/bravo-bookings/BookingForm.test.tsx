import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { formatDate } from '../../shared/format';
import { testUser } from '../../test/fixtures';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { session } from '../session';
import { createBookingsApi } from './api';
import { BookingForm } from './BookingForm';
import type { BookableClass, Booking, Child, Lesson } from './types';

const GUITAR: BookableClass = {
  code: 'gitara',
  name: 'Гитара',
  school: { code: 'muzikalnaya-shkola', name: 'Музыкальная школа' },
  age_min: 8,
  age_max: 17,
  prices: { month: 8800, individual: 2800 },
};

/** The Saturday of next week, YYYY-MM-DD (the form refuses birth dates in the future). */
const SATURDAY = (() => {
  const date = new Date();
  date.setDate(date.getDate() + 7 + ((6 - date.getDay() + 7) % 7));
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
})();
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
const NEXT_SATURDAY = new Date(Date.parse(`${SATURDAY}T00:00:00Z`) + 7 * 86400e3).toISOString().slice(0, 10);

const lesson = (overrides: Partial<Lesson>): Lesson => ({
  slot_id: 27,
  date: SATURDAY,
  weekday: 6,
  start: '13:00',
  end: '14:00',
  room: 'Музыкальный класс',
  places_left: 3,
  ...overrides,
});

/** The booking as the server answers it: a guest's trial lesson, waiting for its code unless told otherwise. */
const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 501,
  kind: 'trial_lesson',
  status: 'new',
  verified: false,
  class: { code: 'gitara', name: 'Гитара', school: GUITAR.school },
  slot_id: 27,
  date: SATURDAY,
  time: '13:00',
  price: 0,
  discount_percent: 0,
  child: { id: null, name: 'Миша Орлов', birth_date: yearsBefore(SATURDAY, 9) },
  name: 'Ольга Орлова',
  phone: '+79161234567',
  email: null,
  comment: null,
  manager_note: null,
  area: 'bravo',
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  ...overrides,
});
const answer = (data: unknown): Reply => ({ status: 200, body: { status: 200, data } });
const refusal = (errors: Record<string, string[]>): Reply => ({
  status: 422,
  body: { status: 422, message: 'Проверьте поля формы', errors },
});

function renderForm(book: Reply | ((body: unknown) => Reply), routes: Record<string, Reply | ((body: unknown) => Reply)> = {}) {
  const fake = fakeFetch({
    'GET /api/bravo/classes/muzikalnaya-shkola/gitara/lessons': {
      status: 200,
      body: { status: 200, data: { group_size: 4, items: [lesson({}), lesson({ date: NEXT_SATURDAY, places_left: 0 })] } },
    },
    'POST /api/bravo/bookings': book,
    ...routes,
  });
  const api = createBookingsApi(createApiClient({ fetch: fake.fetch }));
  renderCatalog(<BookingForm cls={GUITAR} api={api} />, { area: 'bravo', path: '/muzikalnaya-shkola/gitara/?domain=bravo' });
  return fake.calls;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea, select' }), { target: { value } });

async function fillGuest(birth: string) {
  await screen.findByRole('option', { name: `сб, ${formatDate(SATURDAY, 'day-month')}, 13:00–14:00 · мест: 3` });
  expect((screen.getByRole('option', { name: /мест нет/ }) as HTMLOptionElement).disabled).toBe(true);
  fill('Занятие', `27|${SATURDAY}`);
  fill('Имя и фамилия ребёнка', 'Миша Орлов');
  fill('Дата рождения ребёнка', birth);
  fireEvent.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
  fill('Ваше имя', 'Ольга Орлова');
  fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '9161234567' } });
}

const THANKS = `Заявка № 501 отправлена: пробное занятие «Гитара», ${formatDate(SATURDAY, 'day-month')} в 13:00, Миша Орлов.`;
const codeField = (name: string) => screen.getByLabelText(name, { selector: 'input' });

afterEach(() => act(() => session.reset()));

describe("bravo's booking form", () => {
  test("a guest books a free trial lesson for a child of the class's ages, then enters the code sent by SMS", async () => {
    const calls = renderForm(answer(booking()), {
      'POST /api/bravo/bookings/501/verify': answer(booking({ verified: true })),
    });
    expect(screen.getByText('Пробное занятие — бесплатно')).toBeTruthy();
    await fillGuest(yearsBefore(SATURDAY, 9));
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    // No email given: the code went by SMS to the phone, and no place is held until it is entered.
    const form = await screen.findByRole('form', { name: 'Подтверждение заявки' });
    expect(form.textContent).toContain('Осталось подтвердить заявку №\u00a0501. Мы отправили код в СМС на номер +7 (916) 123 45-67.');
    expect(form.textContent).toContain('Пока код не введён, место на занятии за вами не закреплено. Код действует сутки.');
    expect(screen.queryByText(THANKS, { exact: false })).toBeNull();
    const field = codeField('Код из СМС');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByText(THANKS, { exact: false });
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/bravo/bookings', expect.any(Object)],
      ['/api/bravo/bookings/501/verify', { code: '123456' }],
    ]);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      kind: 'trial_lesson',
      school: 'muzikalnaya-shkola',
      class: 'gitara',
      slot_id: 27,
      date: SATURDAY,
      child_name: 'Миша Орлов',
      child_birth_date: yearsBefore(SATURDAY, 9),
      consent: true,
      name: 'Ольга Орлова',
      phone: '+79161234567',
    });
  });

  test("names the email the code went to; a wrong code shows the server's words under the field, the right one the thanks", async () => {
    let tries = 0;
    const calls = renderForm(answer(booking({ email: 'olga@example.ru' })), {
      'POST /api/bravo/bookings/501/verify': () =>
        ++tries === 1 ? refusal({ code: ['Неверный код: проверьте его и введите ещё раз'] }) : answer(booking({ verified: true })),
    });
    await fillGuest(yearsBefore(SATURDAY, 9));
    fill('Электронная почта (необязательно)', 'olga@example.ru');
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    const form = await screen.findByRole('form', { name: 'Подтверждение заявки' });
    expect(form.textContent).toContain('Осталось подтвердить заявку №\u00a0501. Мы отправили код на почту olga@example.ru.');

    // Not six digits: told before any call, so no try of the five is spent.
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Введите код из письма')).toBeTruthy();
    fireEvent.change(codeField('Код из письма'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('В коде шесть цифр: сверьте его с письмом')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/verify'))).toEqual([]);

    fireEvent.change(codeField('Код из письма'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const error = await screen.findByText('Неверный код: проверьте его и введите ещё раз');
    const field = codeField('Код из письма');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByText(THANKS, { exact: false });
    expect(calls.filter((c) => c.path.endsWith('/verify')).map((c) => c.body)).toEqual([{ code: '111111' }, { code: '654321' }]);
  });

  test('a place taken while the code waited is told above the buttons, with the way back to the form as filled in', async () => {
    renderForm(answer(booking()), {
      'POST /api/bravo/bookings/501/verify': refusal({ date: ['На это занятие мест нет: выберите другой день'] }),
    });
    await fillGuest(yearsBefore(SATURDAY, 9));
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    fireEvent.change(await screen.findByLabelText('Код из СМС', { selector: 'input' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('На это занятие мест нет: выберите другой день');
    expect(codeField('Код из СМС').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать другое занятие' }));
    expect((screen.getByLabelText('Имя и фамилия ребёнка') as HTMLInputElement).value).toBe('Миша Орлов');
    expect(screen.getByRole('button', { name: 'Записаться' })).toBeTruthy();
  });

  test("a signed-in parent's booking holds its place at once: the thanks, no code asked", async () => {
    const child: Child = {
      id: 5,
      name: 'Миша Орлов',
      birth_date: yearsBefore(SATURDAY, 9),
      notes: null,
      consent_at: '2026-11-01T10:00:00Z',
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
    };
    act(() => session.setUser(testUser({ first_name: 'Ольга', last_name: 'Орлова', phone: '+79161234567', email: 'olga@example.ru' })));
    const calls = renderForm(answer(booking({ verified: true, email: 'olga@example.ru', child: { ...child, id: 5 } })), {
      'GET /api/user/children': answer({ items: [child] }),
    });
    await screen.findByRole('option', { name: 'Миша Орлов' });
    await screen.findByRole('option', { name: `сб, ${formatDate(SATURDAY, 'day-month')}, 13:00–14:00 · мест: 3` });
    fill('Занятие', `27|${SATURDAY}`);
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    await screen.findByText(THANKS, { exact: false });
    expect(screen.queryByRole('form', { name: 'Подтверждение заявки' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Мои записи' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ child_id: 5, name: 'Ольга Орлова', email: 'olga@example.ru' });
    expect(calls.filter((c) => c.path.endsWith('/verify'))).toEqual([]);
  });

  test("says before any call that a child is too young on the lesson's day", async () => {
    const calls = renderForm({ status: 500, body: {} });
    // Eight the day after the lesson.
    const birth = new Date(Date.parse(`${yearsBefore(SATURDAY, 8)}T00:00:00Z`) + 86400e3).toISOString().slice(0, 10);
    await fillGuest(birth);
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    expect(
      screen.getByText(
        `Группа для детей от 8 до 17 лет, а ${formatDate(SATURDAY, 'day-month')} ${SATURDAY.slice(0, 4)} ребёнку будет 7 лет`,
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test("shows the server's refusal of a full lesson under the lesson", async () => {
    renderForm({
      status: 422,
      body: { status: 422, message: 'Проверьте поля формы', errors: { date: ['На это занятие мест нет: выберите другой день'] } },
    });
    await fillGuest(yearsBefore(SATURDAY, 9));
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    await screen.findByText('На это занятие мест нет: выберите другой день');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Занятие', { selector: 'select' })));
  });

  test('prices an individual lesson 20 % lower on a weekday at noon, and in full at three', async () => {
    renderForm({ status: 500, body: {} });
    fireEvent.click(screen.getByRole('radio', { name: 'Индивидуальное' }));
    fill('День', '2099-03-17'); // a Tuesday
    fill('Начало', '12:00');
    expect(screen.getByText('2 240 ₽ вместо 2 800 ₽ — скидка 20 % в будни днём')).toBeTruthy();
    fill('Начало', '15:00');
    expect(screen.getByText(/^2 800 ₽ за занятие\. Скидка 20/)).toBeTruthy();
  });
});
