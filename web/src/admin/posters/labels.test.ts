import { describe, expect, test } from 'vitest';
import { startsText } from './labels';
import { discountText } from './PromoCodes';

describe('the afisha admin labels', () => {
  test("a show's local start reads as a date and time; anything else as nothing", () => {
    expect(startsText('2026-12-09T16:00')).toBe('09.12.2026 16:00');
    expect(startsText('')).toBe('');
    expect(startsText(null)).toBe('');
  });

  test("a promo code's discount in percent or roubles", () => {
    expect(discountText({ percent: 10, amount: null })).toBe('10 %');
    expect(discountText({ percent: null, amount: 300 })).toBe('300 ₽');
    expect(discountText({ percent: null, amount: null })).toBe('');
  });
});
