import { describe, expect, test } from 'vitest';
import { discountedPrice, individualPrice, weekdayOf } from './discount';

describe('the weekday discount on individual lessons', () => {
  test('takes 20 % off, rounded down to whole roubles', () => {
    expect(discountedPrice(3000)).toBe(2400);
    expect(discountedPrice(2999)).toBe(2399);
  });

  test('applies from 11:00 until before 14:00, Monday to Friday', () => {
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(individualPrice(2800, '2026-11-24', '12:00')).toEqual({ amount: 2240, discount: 20 });
    expect(individualPrice(2800, '2026-11-24', '11:00')).toEqual({ amount: 2240, discount: 20 });
    expect(individualPrice(2800, '2026-11-24', '13:30')).toEqual({ amount: 2240, discount: 20 });
    expect(individualPrice(2800, '2026-11-24', '14:00')).toEqual({ amount: 2800, discount: 0 });
    expect(individualPrice(2800, '2026-11-24', '15:00')).toEqual({ amount: 2800, discount: 0 });
    expect(individualPrice(2800, '2026-11-27', '12:00').discount).toBe(20);
    expect(individualPrice(2800, '2026-11-28', '12:00')).toEqual({ amount: 2800, discount: 0 });
  });
});
