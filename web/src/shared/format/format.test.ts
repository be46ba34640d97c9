import { describe, expect, test } from 'vitest';
import { toCssColor } from './color';
import { formatDate } from './date';
import { formatPrice } from './price';

describe('prices', () => {
  test('rubles with a plain space (U+0020) as thousands separator', () => {
    expect(formatPrice(12500)).toBe('12 500 ₽');
    expect(formatPrice(12500)).toBe('12\u0020500\u0020₽');
    expect(formatPrice(0)).toBe('0 ₽');
    expect(formatPrice(999)).toBe('999 ₽');
    expect(formatPrice(1000)).toBe('1 000 ₽');
    expect(formatPrice(1234567)).toBe('1 234 567 ₽');
    expect(formatPrice(-1500)).toBe('-1 500 ₽');
    expect(formatPrice(1500.5)).toBe('1 500,50 ₽');
    expect(formatPrice('2500')).toBe('2 500 ₽');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('dates in Russian', () => {
  test.each([
    ['day-month', '12 марта'],
    ['only-date', '12.03.2026'],
    ['year-month', '2026-03'],
    ['month-year', 'март 2026'],
  ] as const)('%s', (format, expected) => {
    expect(formatDate('2026-03-12', format)).toBe(expected);
    expect(formatDate(new Date(2026, 2, 12, 18, 0), format)).toBe(expected);
  });

  test('months and empty values', () => {
    expect(formatDate('2026-05-01', 'day-month')).toBe('1 мая');
    expect(formatDate('2026-12-31', 'month-year')).toBe('декабрь 2026');
    expect(formatDate('', 'day-month')).toBe('');
    expect(formatDate('не дата', 'only-date')).toBe('');
  });
});

describe('colour values', () => {
  test('3 or 6 hex digits; invalid gives transparent', () => {
    expect(toCssColor('#fff')).toBe('#fff');
    expect(toCssColor('#C2185B')).toBe('#c2185b');
    expect(toCssColor('c2185b')).toBe('#c2185b');
    expect(toCssColor('#ffff')).toBe('transparent');
    expect(toCssColor('red')).toBe('transparent');
    expect(toCssColor('#ggg')).toBe('transparent');
    expect(toCssColor(null)).toBe('transparent');
  });
});
