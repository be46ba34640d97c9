import { describe, expect, test } from 'vitest';
import { formatPhone, isCompletePhone, normalizePhone, phoneDigits } from './phoneMask';

describe('phone mask +7 (###) ### ##-##', () => {
  test('formats as typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('9')).toBe('+7 (9');
    expect(formatPhone('999')).toBe('+7 (999');
    expect(formatPhone('9991')).toBe('+7 (999) 1');
    expect(formatPhone('9991234567')).toBe('+7 (999) 123 45-67');
  });

  test('accepts 8, 7 and +7 prefixes and drops extra digits', () => {
    expect(formatPhone('89991234567')).toBe('+7 (999) 123 45-67');
    expect(formatPhone('79991234567')).toBe('+7 (999) 123 45-67');
    expect(formatPhone('+7 999 123-45-67')).toBe('+7 (999) 123 45-67');
    expect(formatPhone('+7 (999) 123 45-678')).toBe('+7 (999) 123 45-67');
  });

  test('typing through the mask keeps the digits', () => {
    let value = '';
    for (const key of '9991234567') value = formatPhone(value + key);
    expect(value).toBe('+7 (999) 123 45-67');
    // Backspace over a mask character removes it; the digits stay.
    expect(formatPhone('+7 (999)')).toBe('+7 (999');
    expect(phoneDigits('+7 (9')).toBe('9');
  });

  test('normalised form +7 and 10 digits', () => {
    expect(normalizePhone('+7 (999) 123 45-67')).toBe('+79991234567');
    expect(normalizePhone('89991234567')).toBe('+79991234567');
    expect(normalizePhone('+7 (999')).toBe('+7 (999');
    expect(isCompletePhone('+7 (999) 123 45-67')).toBe(true);
    expect(isCompletePhone('+7 (999) 123')).toBe(false);
  });
});
