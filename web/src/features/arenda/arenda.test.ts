// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { filtersOf, searchOf } from './filters';
import { hoursText, nextMonth, priceOf, tariffText } from './hours';
import { rentalBody, validateRental } from './rules';
import type { RentalValues } from './types';

const VALUES: RentalValues = {
  hall: 'meridian-kamerny-zal',
  day: '2026-12-20',
  start_hour: '10',
  end_hour: '14',
  guests: '150',
  purpose: ' Отчётный концерт ',
  name: 'Вера Лебедева',
  phone: '+7 (916) 123 45-67',
  email: 'lebedeva@example.ru',
  organization: '',
  message: '',
  consent: true,
};

describe('venue rental rules', () => {
  test('the catalogue filters go through the address and back, values the server would refuse left out', () => {
    expect(filtersOf('?city=moskva&capacity=150&date=2026-12-20&page=2')).toEqual({
      city: 'moskva',
      capacity: 150,
      date: '2026-12-20',
      page: 2,
    });
    expect(filtersOf('?city=Москва&capacity=много&date=завтра&page=0')).toEqual({});
    expect(searchOf({ city: 'kazan', capacity: 40 })).toBe('?city=kazan&capacity=40');
    expect(searchOf({ page: 1 })).toBe('');
  });

  test('the price is the hours at the hourly price, never above the day', () => {
    expect(priceOf(6500, 48000, 4)).toBe(26000);
    expect(priceOf(18000, 150000, 12)).toBe(150000);
    expect(priceOf(2500, null, 3)).toBe(7500);
    expect(tariffText(18000, 150000)).toBe('18 000 ₽ в час · 150 000 ₽ за день');
    expect(hoursText('2026-12-08', 9, 20)).toBe('8 декабря, 09:00–20:00');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  test('the form is checked as the server checks it', () => {
    expect(validateRental(VALUES, 180, '2026-11-26')).toEqual({});
    expect(validateRental({ ...VALUES, day: '2026-11-25' }, 180, '2026-11-26')).toEqual({ day: 'Эта дата уже прошла' });
    expect(validateRental({ ...VALUES, end_hour: '10' }, 180, '2026-11-26')).toEqual({ end_hour: 'Окончание должно быть позже начала' });
    expect(validateRental({ ...VALUES, guests: '181' }, 180, '2026-11-26')).toEqual({ guests: 'В зале помещается до 180 человек' });
    expect(validateRental({ ...VALUES, purpose: 'я'.repeat(201), consent: false }, 180, '2026-11-26')).toEqual({
      purpose: 'Не должно превышать 200 символов',
      consent: 'Нужно согласие на обработку персональных данных',
    });
    expect(validateRental({ ...VALUES, name: 'a'.repeat(1_000_000) }, 180, '2026-11-26').name).toBe('Не должно превышать 100 символов');
  });

  test('the body is trimmed, numbers are numbers, empty optional fields are left out', () => {
    expect(rentalBody(VALUES)).toEqual({
      hall: 'meridian-kamerny-zal',
      day: '2026-12-20',
      start_hour: 10,
      end_hour: 14,
      guests: 150,
      purpose: 'Отчётный концерт',
      name: 'Вера Лебедева',
      phone: '+79161234567',
      email: 'lebedeva@example.ru',
      organization: undefined,
      message: undefined,
      consent: true,
    });
  });
});
