// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { monthWeeks, rentalsByDay, shiftMonth, weekdayOf } from './calendar';
import { rentalChanges } from './history';
import { hallLine, monthTitle, rentalMoves, rentalPrice, rentalStatusLabel, rentalWhen } from './labels';
import { adminRental } from './testRecord';

describe('rentals in the admin', () => {
  test('a rental reads as its day, hours, hall and price', () => {
    const rental = adminRental();
    expect(rentalWhen(rental)).toBe('12 декабря 2026, 10:00–14:00');
    expect(rentalWhen(adminRental({ day: '2027-01-03', start_hour: 0, end_hour: 24 }))).toBe('3 января 2027, 00:00–24:00');
    expect(hallLine(rental)).toBe('Камерный зал · Культурный центр «Меридиан»');
    expect(rentalPrice(26000)).toBe('26 000 ₽');
    expect(rentalPrice(1_250_000)).toBe('1 250 000 ₽');
  });

  test('only the moves the server allows: a request once, a confirmed rental cancelled', () => {
    expect(rentalMoves('new')).toEqual(['confirmed', 'declined']);
    expect(rentalMoves('confirmed')).toEqual(['cancelled']);
    expect(rentalMoves('declined')).toEqual([]);
    expect(rentalMoves('cancelled')).toEqual([]);
    expect(rentalMoves('archived')).toEqual([]);
    expect(rentalStatusLabel('archived')).toBe('archived');
  });

  test("the history tells a manager's changes by their names", () => {
    expect(
      rentalChanges({
        before: { status: 'new', manager_note: null, price: 26000 },
        after: { status: 'confirmed', manager_note: 'Счёт выставлен', price: 26000 },
      }),
    ).toEqual(['Статус: Новая → Подтверждена', 'Заметка менеджера: — → Счёт выставлен']);
  });

  test('a month is weeks from Monday, days of the months around it left empty', () => {
    // 1 December 2026 is a Tuesday, the 31st a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday and holds four weeks exactly.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2027-02')[0]?.[0]).toBe('2027-02-01');
    expect(weekdayOf('2026-12-12')).toBe('Суббота');
  });

  test('months go over the year; their names are Russian', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-12')).toBe('Декабрь 2026');
  });

  test("each day's rentals in the order of their hours", () => {
    const byDay = rentalsByDay([
      adminRental({ id: 1, day: '2026-12-12', start_hour: 18, end_hour: 21 }),
      adminRental({ id: 2, day: '2026-12-05', start_hour: 9, end_hour: 12 }),
      adminRental({ id: 3, day: '2026-12-12', start_hour: 10, end_hour: 14 }),
    ]);
    expect([...byDay.keys()]).toEqual(['2026-12-05', '2026-12-12']);
    expect(byDay.get('2026-12-12')?.map((rental) => rental.id)).toEqual([3, 1]);
  });
});
