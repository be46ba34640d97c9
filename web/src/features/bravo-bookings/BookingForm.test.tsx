import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { formatDate } from '../../shared/format';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { createBookingsApi } from './api';
import { BookingForm } from './BookingForm';
import type { BookableClass, Lesson } from './types';

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

function renderForm(book: Reply | ((body: unknown) => Reply)) {
  const fake = fakeFetch({
    'GET /api/bravo/classes/muzikalnaya-shkola/gitara/lessons': {
      status: 200,
      body: { status: 200, data: { group_size: 4, items: [lesson({}), lesson({ date: NEXT_SATURDAY, places_left: 0 })] } },
    },
    'POST /api/bravo/bookings': book,
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

describe("bravo's booking form", () => {
  test("a guest books a free trial lesson for a child of the class's ages", async () => {
    const calls = renderForm({
      status: 200,
      body: {
        status: 200,
        data: {
          id: 501,
          kind: 'trial_lesson',
          status: 'new',
          date: SATURDAY,
          time: '13:00',
          price: 0,
          discount_percent: 0,
          class: { code: 'gitara', name: 'Гитара', school: GUITAR.school },
          child: { id: null, name: 'Миша Орлов', birth_date: yearsBefore(SATURDAY, 9) },
        },
      },
    });
    expect(screen.getByText('Пробное занятие — бесплатно')).toBeTruthy();
    await fillGuest(yearsBefore(SATURDAY, 9));
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    await screen.findByText(
      `Заявка № 501 отправлена: пробное занятие «Гитара», ${formatDate(SATURDAY, 'day-month')} в 13:00, Миша Орлов.`,
      { exact: false },
    );
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
