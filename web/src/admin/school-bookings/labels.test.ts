// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { lessonOption, movedPrice } from './move';
import { bookingChanges } from './history';
import { bookingKindLabel, bookingMoves, bookingPrice, bookingStatusLabel, bookingWhen, childAge, classLine, weekdayText } from './labels';
import { adminBooking } from './testRecord';

const PIANO = { age_min: 5, age_max: 17, prices: { month: 8000, individual: 3200 } };

describe("the school's bookings in the admin", () => {
  test('a booking reads as its kind, class, day, start, child and price', () => {
    const booking = adminBooking();
    expect(bookingKindLabel(booking.kind)).toBe('Пробное занятие');
    expect(classLine(booking)).toBe('Гитара · Музыкальная школа');
    expect(bookingWhen(booking)).toBe('5 декабря 2026, 13:00');
    expect(weekdayText(booking.date)).toBe('суббота');
    // Born on 10 March 2017: nine on 5 December 2026, and ten from 10 March 2027.
    expect(childAge(booking)).toBe('9 лет');
    expect(childAge(adminBooking({ date: '2027-03-10' }))).toBe('10 лет');
    expect(childAge(adminBooking({ child: { id: 4, name: 'Аня', birth_date: '2025-12-01' }, date: '2026-12-05' }))).toBe('1 год');
  });

  test('the price: a trial lesson is free, an enrolment a month, an individual lesson with its weekday discount', () => {
    expect(bookingPrice(adminBooking())).toBe('бесплатно');
    expect(bookingPrice(adminBooking({ kind: 'enrolment', price: 7200 }))).toBe('7 200 ₽ в месяц');
    expect(bookingPrice(adminBooking({ kind: 'individual_lesson', price: 2240, discount_percent: 20 }))).toBe('2 240 ₽ −20 %');
    expect(bookingPrice(adminBooking({ kind: 'individual_lesson', price: 2800 }))).toBe('2 800 ₽');
  });

  test('only the moves the server allows: a new booking confirmed or cancelled, a confirmed one cancelled', () => {
    expect(bookingMoves('new')).toEqual(['confirmed', 'cancelled']);
    expect(bookingMoves('confirmed')).toEqual(['cancelled']);
    expect(bookingMoves('cancelled')).toEqual([]);
    expect(bookingMoves('archived')).toEqual([]);
    expect(bookingStatusLabel('new')).toBe('Новая');
    expect(bookingStatusLabel('archived')).toBe('archived');
  });

  test("a move's price is worked out as the server will: the discount on a weekday from 11:00 to before 14:00", () => {
    const lesson = adminBooking({ kind: 'individual_lesson', slot_id: null, price: 3200 });
    // 1 December 2026 is a Tuesday, 5 December a Saturday.
    expect(movedPrice(lesson, PIANO, { date: '2026-12-01', time: '13:30' })).toBe('2 560 ₽ −20 %');
    expect(movedPrice(lesson, PIANO, { date: '2026-12-01', time: '14:00' })).toBe('3 200 ₽');
    expect(movedPrice(lesson, PIANO, { date: '2026-12-05', time: '12:00' })).toBe('3 200 ₽');
    expect(movedPrice(adminBooking({ kind: 'enrolment' }), PIANO, { slot_id: 3, date: '2026-12-07' })).toBe('8 000 ₽ в месяц');
    expect(movedPrice(adminBooking(), PIANO, { slot_id: 3, date: '2026-12-07' })).toBe('бесплатно');
    expect(movedPrice(adminBooking(), PIANO, null)).toBeNull();
  });

  test("a class's lesson as the move offers it: the day, the hours, the room and the places", () => {
    const lesson = { date: '2026-12-05', start: '13:00', end: '14:00', room: 'Музыкальный класс', places_left: 3 };
    expect(lessonOption(lesson, false)).toBe('суббота, 5 декабря, 13:00–14:00 · Музыкальный класс · мест: 3');
    expect(lessonOption({ ...lesson, room: null, places_left: 0 }, false)).toBe('суббота, 5 декабря, 13:00–14:00 · мест нет');
    expect(lessonOption(lesson, true)).toBe('суббота, 5 декабря, 13:00–14:00 · Музыкальный класс · сейчас здесь');
  });

  test("the history tells a manager's changes by their names: the status, a move's day, start and price, the note", () => {
    const before = adminBooking({ kind: 'individual_lesson', date: '2026-12-01', time: '12:00', price: 2560, discount_percent: 20 });
    expect(
      bookingChanges({
        before: { ...before },
        after: {
          ...before,
          status: 'confirmed',
          date: '2026-12-05',
          time: '15:00',
          price: 3200,
          discount_percent: 0,
          manager_note: 'Перенесли по просьбе мамы',
        },
      }),
    ).toEqual([
      'Статус: Новая → Подтверждена',
      'Дата занятия: 1 декабря 2026 → 5 декабря 2026',
      'Начало: 12:00 → 15:00',
      'Стоимость: 2 560 ₽ −20 % → 3 200 ₽',
      'Заметка менеджера: — → Перенесли по просьбе мамы',
    ]);
  });

  test('a guest entering the code, or a manager confirming a booking without one, shows as the contact confirmed', () => {
    const before = adminBooking({ verified: false });
    expect(bookingChanges({ before: { ...before }, after: { ...before, verified: true } })).toEqual([
      'Контакт: не подтверждён → подтверждён',
    ]);
    expect(bookingChanges({ before: { ...before }, after: { ...before, status: 'confirmed', verified: true } })).toEqual([
      'Статус: Новая → Подтверждена',
      'Контакт: не подтверждён → подтверждён',
    ]);
  });
});
