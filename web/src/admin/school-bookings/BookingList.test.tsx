import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { listRoute as list, recordUrls, renderResource } from '../../test/adminList';
import { BookingList } from './BookingList';
import { withSchoolBookingCalls } from './calls';
import { adminBooking } from './testRecord';

/** The school's classes and schools (two schools have a «Любительская группа»). */
const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/bravo-classes': list([
    { id: 11, name: 'Гитара', school_id: 5 },
    { id: 14, name: 'Любительская группа', school_id: 6 },
    { id: 21, name: 'Любительская группа', school_id: 2 },
  ]),
  'GET /api/admin/bravo-schools': list([
    { id: 2, name: 'Школа танцев' },
    { id: 5, name: 'Музыкальная школа' },
    { id: 6, name: 'Театральная студия' },
  ]),
};

function renderList() {
  renderResource(withSchoolBookingCalls(createDataProvider()), 'bravo-bookings', <BookingList />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the school's bookings list", { timeout: 20_000 }, () => {
  test('a row: the number, the kind, the class and school, the lesson, the child and its age, the parent, the price, the status', async () => {
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/bravo-bookings': list([
        adminBooking({
          id: 14,
          kind: 'individual_lesson',
          status: 'confirmed',
          class: { code: 'fortepiano', name: 'Фортепиано', school: { code: 'muzikalnaya-shkola', name: 'Музыкальная школа' } },
          slot_id: null,
          date: '2026-12-01',
          time: '12:00',
          price: 2560,
          discount_percent: 20,
          child: { id: 3, name: 'Вера Кузнецова', birth_date: '2013-02-02' },
          name: 'Нина Кузнецова',
          phone: '+79031112244',
        }),
        adminBooking({ id: 13, kind: 'enrolment', status: 'cancelled', price: 7200 }),
        adminBooking({ verified: false }),
      ]),
    });
    renderList();
    const row = (await screen.findByText('Вера Кузнецова')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Индивидуальное занятие')).toBeTruthy();
    expect(within(row).getByText('Фортепиано')).toBeTruthy();
    expect(within(row).getByText('Музыкальная школа')).toBeTruthy();
    expect(within(row).getByText('1 декабря 2026, 12:00')).toBeTruthy();
    expect(within(row).getByText('вторник')).toBeTruthy();
    expect(within(row).getByText('13 лет')).toBeTruthy();
    expect(within(row).getByText('Нина Кузнецова')).toBeTruthy();
    expect(within(row).getByText('+79031112244')).toBeTruthy();
    expect(within(row).getByText('−20 %')).toBeTruthy();
    expect(row.textContent).toContain('2 560 ₽ −20 %');
    expect(within(row).getByText('Подтверждена').closest('.MuiChip-root')).toBeTruthy();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent?.slice(0, 2))).toEqual(['14', '13', '12']);
    const enrolment = rows[1] as HTMLElement;
    expect(within(enrolment).getByText('Запись в группу')).toBeTruthy();
    expect(within(enrolment).getByText('7 200 ₽')).toBeTruthy();
    expect(within(enrolment).getByText('в месяц')).toBeTruthy();
    expect(within(enrolment).getByText('Отменена')).toBeTruthy();
    const trial = rows[2] as HTMLElement;
    expect(within(trial).getByText('Пробное занятие')).toBeTruthy();
    expect(within(trial).getByText('бесплатно')).toBeTruthy();
    expect(within(trial).getByText('Миша Орлов')).toBeTruthy();
    expect(within(trial).getByText('9 лет')).toBeTruthy();
    expect(within(trial).getByText('Новая')).toBeTruthy();
    // A guest never entered the code: the booking holds no place, and the row says so beside its status.
    expect(within(trial).getByText('Без кода').closest('.MuiChip-outlined')).toBeTruthy();
    expect(within(row).queryByText('Без кода')).toBeNull();
    expect(within(enrolment).queryByText('Без кода')).toBeNull();

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '№',
      'Вид',
      'Занятие',
      'Когда',
      'Ребёнок',
      'Родитель',
      'Стоимость',
      'Статус',
    ]);
    expect(sent.some((call) => call.path === '/api/admin/bravo-bookings')).toBe(true);
  });

  test('the filters: status, kind, class by its school, the lessons from and to, the contact confirmed or not', async () => {
    serveAdminApi({ ...BASE, 'GET /api/admin/bravo-bookings': list([adminBooking()]) });
    const urls = recordUrls();
    renderList();
    await screen.findByText('Миша Орлов');
    expect(screen.getByLabelText('Занятия с')).toBeTruthy();
    expect(screen.getByLabelText('Занятия по')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Все',
      'Новая',
      'Подтверждена',
      'Отменена',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Новая' }));
    await waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/admin/bravo-bookings?') && url.includes('"status":"new"'))).toBe(true),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Вид записи' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Индивидуальное занятие' }));
    await waitFor(() => expect(urls.some((url) => url.includes('"kind":"individual_lesson"'))).toBe(true));

    // Two schools have a «Любительская группа»: a class is chosen with its school.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Занятие' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Все занятия',
      'Гитара · Музыкальная школа',
      'Любительская группа · Театральная студия',
      'Любительская группа · Школа танцев',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Любительская группа · Школа танцев' }));
    await waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/admin/bravo-bookings?') && url.includes('"class_id":21'))).toBe(true),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Контакт' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Все', 'Подтверждён', 'Не подтверждён']);
    fireEvent.click(screen.getByRole('option', { name: 'Не подтверждён' }));
    await waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/admin/bravo-bookings?') && url.includes('"verified":false'))).toBe(true),
    );
  });
});
