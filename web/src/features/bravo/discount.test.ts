import { describe, expect, test } from 'vitest';
import { WEEKDAY_DISCOUNT_TEXT, discountedPrice } from './discount';

describe('the weekday discount on individual lessons', () => {
  test('takes 20 % off, in whole roubles', () => {
    expect(discountedPrice(3000)).toBe(2400);
    expect(discountedPrice(2600)).toBe(2080);
    expect(discountedPrice(2200)).toBe(1760);
  });

  test('rounds a part of a rouble down, as the server does (price * 80 / 100)', () => {
    expect(discountedPrice(2999)).toBe(2399);
    expect(discountedPrice(1001)).toBe(800);
    expect(discountedPrice(1)).toBe(0);
    expect(discountedPrice(0)).toBe(0);
  });

  test('names the window of the spec', () => {
    expect(WEEKDAY_DISCOUNT_TEXT.replace(/\u00a0/g, ' ')).toBe('Скидка 20 % на индивидуальные занятия в будни с 11:00 до 14:00');
  });
});
