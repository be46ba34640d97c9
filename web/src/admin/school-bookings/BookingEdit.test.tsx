import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AccessContext } from '../AccessContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { BookingEdit } from './BookingEdit';
import { withSchoolBookingCalls } from './calls';
import { adminBooking } from './testRecord';
import type { AdminBooking } from './types';

const GUITAR = '/api/bravo/classes/muzikalnaya-shkola/gitara';
const PIANO = '/api/bravo/classes/muzikalnaya-shkola/fortepiano';

/** The public API's envelope. */
const publicAnswer =
  (data: unknown): AdminRoute =>
  () => ({ status: 200, body: { status: 200, data } });

const LESSONS = {
  group_size: 4,
  items: [
    { slot_id: 27, date: '2026-12-05', weekday: 6, start: '13:00', end: '14:00', room: 'Музыкальный класс', places_left: 3 },
    { slot_id: 25, date: '2026-12-07', weekday: 1, start: '16:00', end: '17:00', room: 'Музыкальный класс', places_left: 0 },
    { slot_id: 26, date: '2026-12-10', weekday: 4, start: '16:00', end: '17:00', room: null, places_left: 2 },
  ],
};

const refusal =
  (errors: Record<string, string[]>): AdminRoute =>
  () => ({
    status: 422,
    body: { status: 422, message: 'Проверьте поля формы', errors },
  });

function renderEdit(id = 12) {
  render(
    <AccessContext.Provider value={{ sections: ['school/bookings'], roles: ['ManagerOrders'] }}>
      <AdminContext dataProvider={withSchoolBookingCalls(createDataProvider())} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="bravo-bookings">
          <BookingEdit id={id} />
        </ResourceContextProvider>
      </AdminContext>
    </AccessContext.Provider>,
  );
}

/** The booking behind the admin API, changed by each PUT as the server would; `put` answers otherwise when given. */
function serve(booking: AdminBooking, routes: Record<string, AdminRoute> = {}) {
  let current = booking;
  const path = `/api/admin/bravo-bookings/${booking.id}`;
  const sent = serveAdminApi({
    [`GET ${path}`]: () => ({ status: 200, body: current }),
    [`GET ${path}/audit`]: () => ({ status: 200, body: [], total: 0 }),
    [`GET ${GUITAR}`]: publicAnswer({ age_min: 8, age_max: 17, prices: { month: 7200, individual: 2800 } }),
    [`GET ${GUITAR}/lessons`]: publicAnswer(LESSONS),
    [`GET ${PIANO}`]: publicAnswer({ age_min: 5, age_max: 17, prices: { month: 8000, individual: 3200 } }),
    [`PUT ${path}`]: (body) => {
      current = { ...current, ...(body as Partial<AdminBooking>), updated_at: '2026-11-25T09:00:00Z' };
      return { status: 200, body: current };
    },
    ...routes,
  });
  return sent;
}

const puts = (sent: { method: string; path: string; body: unknown }[]) => sent.filter((call) => call.method === 'PUT');
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Смена статуса' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function chooseOption(combobox: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a booking in the admin', { timeout: 20_000 }, () => {
  test("the parent's booking is read only: the class, the lesson, the child and its age, the contacts, the price", async () => {
    serve(adminBooking());
    renderEdit();
    expect(await screen.findByText('Миша Орлов')).toBeTruthy();
    expect(value('Вид записи')).toBe('Пробное занятие');
    expect(value('Занятие')).toBe('Гитара');
    expect(value('Школа')).toBe('Музыкальная школа');
    expect(value('Дата занятия')).toBe('5 декабря 2026, суббота');
    expect(value('Начало')).toBe('13:00');
    expect(value('Стоимость')).toBe('бесплатно');
    expect(value('Дата рождения')).toBe('10 марта 2017 (на день занятия — 9 лет)');
    expect(value('Комментарий для педагога')).toBe('Играет полгода, своя гитара есть');
    expect(value('Родитель')).toBe('Ольга Орлова');
    expect(screen.getByRole('link', { name: '+79161234567' }).getAttribute('href')).toBe('tel:+79161234567');
    expect(value('Контакт')).toBe('Подтверждён');
    expect(value('Раздел сайта')).toBe('Театр-студия «Браво»');
    expect(screen.queryByRole('textbox', { name: 'Родитель' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Заметка менеджера' })).toBeTruthy();
    expect(await screen.findByText('Изменений пока не было.')).toBeTruthy();
  });

  test("an individual lesson's weekday discount is named with its price", async () => {
    serve(
      adminBooking({
        kind: 'individual_lesson',
        class: { ...adminBooking().class, code: 'fortepiano', name: 'Фортепиано' },
        slot_id: null,
        date: '2026-12-01',
        time: '12:00',
        price: 2560,
        discount_percent: 20,
      }),
    );
    renderEdit();
    await screen.findByText('Миша Орлов');
    expect(value('Стоимость')).toBe('2 560 ₽ −20 % (скидка в будни с 11:00 до 14:00)');
  });

  test.each([
    ['new', ['Подтвердить', 'Отменить запись']],
    ['confirmed', ['Отменить запись']],
    ['cancelled', []],
  ] as const)('only the status moves the server allows from «%s»: %j', async (status, moves) => {
    serve(adminBooking({ status }));
    renderEdit();
    await screen.findByText('Миша Орлов');
    expect(statusButtons()).toEqual(moves);
    if (moves.length === 0) {
      expect(screen.getByText('Запись отменена: статус больше не меняется')).toBeTruthy();
      // A cancelled booking is not moved either.
      expect(screen.queryByRole('heading', { name: 'Перенести запись' })).toBeNull();
    } else {
      expect(screen.getByRole('heading', { name: 'Перенести запись' })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Сохранить заметку' })).toBeTruthy();
  });

  test('confirming sends the status and the note; the status then reads «Подтверждена» and only a cancellation is left', async () => {
    const sent = serve(adminBooking());
    renderEdit();
    const note = await screen.findByRole('textbox', { name: 'Заметка менеджера' });
    fireEvent.change(note, { target: { value: 'Мама перезвонила, придут' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(statusButtons()).toEqual(['Отменить запись']));
    expect(value('Статус')).toBe('Подтверждена');
    expect(puts(sent)).toEqual([
      { method: 'PUT', path: '/api/admin/bravo-bookings/12', body: { status: 'confirmed', manager_note: 'Мама перезвонила, придут' } },
    ]);
  });

  test("a guest's booking without the code holds no place; confirming it verifies it, or tells that no place is left", async () => {
    let full = true;
    const booking = adminBooking({ verified: false });
    let current = booking;
    const sent = serve(booking, {
      'GET /api/admin/bravo-bookings/12': () => ({ status: 200, body: current }),
      'PUT /api/admin/bravo-bookings/12': (body) => {
        if (full) return refusal({ date: ['На это занятие мест нет: выберите другой день'] })(body);
        current = { ...current, ...(body as Partial<AdminBooking>), verified: true, updated_at: '2026-11-25T09:00:00Z' };
        return { status: 200, body: current };
      },
    });
    renderEdit();
    await screen.findByText('Миша Орлов');
    expect(value('Контакт')).toBe('Не подтверждён: место не занято, пока родитель не введёт код или вы не подтвердите запись');

    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect((await screen.findByRole('alert')).textContent).toContain('На это занятие мест нет: выберите другой день');
    expect(value('Статус')).toBe('Новая');

    full = false;
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(value('Статус')).toBe('Подтверждена'));
    expect(value('Контакт')).toBe('Подтверждён');
    expect(puts(sent).map((call) => call.body)).toEqual([
      { status: 'confirmed', manager_note: null },
      { status: 'confirmed', manager_note: null },
    ]);
  });

  test('a cancelled booking whose code was never entered reads only «Не подтверждён»', async () => {
    serve(adminBooking({ status: 'cancelled', verified: false }));
    renderEdit();
    await screen.findByText('Миша Орлов');
    expect(value('Контакт')).toBe('Не подтверждён');
  });

  test('cancelling asks first and names how the parent is told', async () => {
    const sent = serve(adminBooking({ status: 'confirmed', email: null }));
    renderEdit();
    await screen.findByText('Миша Орлов');
    fireEvent.click(screen.getByRole('button', { name: 'Отменить запись' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить запись № 12?' });
    expect(dialog.textContent).toContain('родитель получит СМС об отмене');
    expect(puts(sent)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить запись' }));
    await waitFor(() => expect(value('Статус')).toBe('Отменена'));
    expect(puts(sent)).toEqual([
      { method: 'PUT', path: '/api/admin/bravo-bookings/12', body: { status: 'cancelled', manager_note: null } },
    ]);
  });

  test("a trial lesson moves to another of the class's lessons; the server's refusal shows under the field", async () => {
    const sent = serve(adminBooking(), {
      'PUT /api/admin/bravo-bookings/12': refusal({ date: ['Группа для детей от 8 до 17 лет, а 10 декабря 2026 ребёнку будет 7 лет'] }),
    });
    renderEdit();
    await screen.findByText('Миша Орлов');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Новое занятие' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'суббота, 5 декабря, 13:00–14:00 · Музыкальный класс · сейчас здесь',
      'понедельник, 7 декабря, 16:00–17:00 · Музыкальный класс · мест нет',
      'четверг, 10 декабря, 16:00–17:00 · мест: 2',
    ]);
    // Its own lesson and a full one are not offered.
    expect(options.map((option) => option.getAttribute('aria-disabled'))).toEqual(['true', 'true', null]);
    fireEvent.click(screen.getByRole('option', { name: 'четверг, 10 декабря, 16:00–17:00 · мест: 2' }));
    expect((await screen.findByText(/^Стоимость после переноса:/)).textContent).toContain('бесплатно');
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    expect(await screen.findByText('Группа для детей от 8 до 17 лет, а 10 декабря 2026 ребёнку будет 7 лет')).toBeTruthy();
    const field = screen.getByRole('combobox', { name: 'Новое занятие' });
    expect(field.closest('.MuiFormControl-root')?.textContent).toContain('ребёнку будет 7 лет');
    expect(puts(sent)).toEqual([{ method: 'PUT', path: '/api/admin/bravo-bookings/12', body: { slot_id: 26, date: '2026-12-10' } }]);
    // Nothing moved.
    expect(value('Дата занятия')).toBe('5 декабря 2026, суббота');
  });

  test('an individual lesson moves to a day and a start: a taken time is refused under «Начало», a free one moves it and the new price shows', async () => {
    const booking = adminBooking({
      kind: 'individual_lesson',
      class: { ...adminBooking().class, code: 'fortepiano', name: 'Фортепиано' },
      slot_id: null,
      date: '2026-12-01',
      time: '12:00',
      price: 2560,
      discount_percent: 20,
    });
    let current = booking;
    const sent = serve(booking, {
      'GET /api/admin/bravo-bookings/12': () => ({ status: 200, body: current }),
      'PUT /api/admin/bravo-bookings/12': (body) => {
        const move = body as { date: string; time: string };
        if (move.time === '15:00') return refusal({ time: ['Это время уже занято: выберите другое'] })(body);
        current = { ...current, ...move, price: 3200, discount_percent: 0, updated_at: '2026-11-25T09:00:00Z' };
        return { status: 200, body: current };
      },
    });
    renderEdit();
    await screen.findByText('Миша Орлов');
    expect(screen.queryByRole('combobox', { name: 'Новое занятие' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Новая дата'), { target: { value: '2026-12-02' } });
    await chooseOption('Начало', '15:00');
    // Wednesday 15:00 is past the discount's window.
    expect((await screen.findByText(/^Стоимость после переноса:/)).textContent).toBe(
      'Стоимость после переноса: 3 200 ₽ (сейчас 2 560 ₽ −20 %)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    const problem = await screen.findByText('Это время уже занято: выберите другое');
    expect(problem.closest('.MuiFormControl-root')?.textContent).toContain('Начало');

    await chooseOption('Начало', '16:00');
    expect(screen.queryByText('Это время уже занято: выберите другое')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    expect(
      (await screen.findByText(/^Запись перенесена на 2 декабря 2026, 16:00, среда\./, { selector: '.MuiAlert-message' })).textContent,
    ).toBe('Запись перенесена на 2 декабря 2026, 16:00, среда. Стоимость: 3 200 ₽. Родителю отправлено письмо.');
    await waitFor(() => expect(value('Стоимость')).toBe('3 200 ₽'));
    expect(value('Дата занятия')).toBe('2 декабря 2026, среда');
    expect(value('Начало')).toBe('16:00');
    expect(puts(sent).map((call) => call.body)).toEqual([
      { date: '2026-12-02', time: '15:00' },
      { date: '2026-12-02', time: '16:00' },
    ]);
  });
});
