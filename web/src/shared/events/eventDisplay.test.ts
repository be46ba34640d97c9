import { describe, expect, test } from 'vitest';
import { formatDateRange, placesState, placesText, placeText, priceText } from './eventDisplay';
import { countRu, pluralRu } from '../format/plural';

const today = new Date(2026, 10, 22);

describe('Russian plural', () => {
  test.each([
    [1, 'место'],
    [2, 'места'],
    [4, 'места'],
    [5, 'мест'],
    [11, 'мест'],
    [12, 'мест'],
    [14, 'мест'],
    [21, 'место'],
    [22, 'места'],
    [111, 'мест'],
    [0, 'мест'],
  ])('%i %s', (n, form) => {
    expect(pluralRu(n, ['место', 'места', 'мест'])).toBe(form);
  });

  test('count and word', () => {
    expect(countRu(68, ['фестиваль', 'фестиваля', 'фестивалей'])).toBe('68 фестивалей');
  });
});

describe('event dates (day-month format)', () => {
  test('one day, one month, two months, next year, across years', () => {
    expect(formatDateRange('2026-12-01', '2026-12-01', today)).toBe('1 декабря');
    expect(formatDateRange('2026-12-16', '2026-12-17', today)).toBe('16–17 декабря');
    expect(formatDateRange('2026-11-30', '2026-12-02', today)).toBe('30 ноября – 2 декабря');
    expect(formatDateRange('2027-03-12', '2027-03-14', today)).toBe('12–14 марта 2027');
    expect(formatDateRange('2026-12-30', '2027-01-03', today)).toBe('30 декабря 2026 – 3 января 2027');
    expect(formatDateRange('не дата', '2026-12-01', today)).toBe('');
  });
});

describe('places, price and place', () => {
  test('sold out, few places, open', () => {
    expect(placesState(0)).toBe('sold-out');
    expect(placesText(0)).toBe('Мест нет');
    expect(placesState(6)).toBe('few');
    expect(placesText(6)).toBe('Осталось 6 мест');
    expect(placesText(1)).toBe('Осталось 1 место');
    expect(placesState(10)).toBe('few');
    expect(placesState(37)).toBe('open');
    expect(placesText(37)).toBe('Свободно 37 мест');
  });

  test('price from N rubles with a space separator; free', () => {
    expect(priceText({ price_participation: 4500 })).toBe('от 4 500 ₽');
    expect(priceText({ price_participation: 12500 })).toBe('от 12 500 ₽');
    expect(priceText({ price_participation: 0 })).toBe('Участие бесплатно');
  });

  test('city or online', () => {
    expect(placeText({ place: { city: 'Москва', address: 'ул. Профсоюзная, 61' } })).toBe('Москва');
    expect(placeText({ place: { city: null, address: null } })).toBe('Онлайн');
  });
});
