import { describe, expect, test } from 'vitest';
import { formatPhone, isCompletePhone, isEmptyPhone, normalizePhone, phoneDigits } from './phoneMask';

/** The field's value after typing the keys one by one into an empty field. */
function typeKeys(keys: string): string {
  let value = '';
  for (const key of keys) value = formatPhone(value + key);
  return value;
}

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

  test('a leading 8 or 7 typed key by key is the country code', () => {
    expect(formatPhone('8')).toBe('+7 (');
    expect(formatPhone('7')).toBe('+7 (');
    expect(typeKeys('8')).toBe('+7 (');
    expect(typeKeys('89')).toBe('+7 (9');
    expect(typeKeys('89161234567')).toBe('+7 (916) 123 45-67');
    expect(typeKeys('79161234567')).toBe('+7 (916) 123 45-67');
    expect(typeKeys('+79161234567')).toBe('+7 (916) 123 45-67');
    expect(typeKeys('+7 916 123-45-67')).toBe('+7 (916) 123 45-67');
    expect(typeKeys('8 (916) 123-45-67')).toBe('+7 (916) 123 45-67');
    expect(typeKeys('+')).toBe('+');
    expect(typeKeys('+7')).toBe('+7 (');
  });

  test('a number starting with 9 is the national number, typed or pasted', () => {
    expect(typeKeys('9161234567')).toBe('+7 (916) 123 45-67');
    expect(formatPhone('9161234567')).toBe('+7 (916) 123 45-67');
    expect(formatPhone('916 123 45 67')).toBe('+7 (916) 123 45-67');
    // Digits typed after the national number is complete are dropped, none is taken as a prefix.
    expect(typeKeys('91612345678')).toBe('+7 (916) 123 45-67');
  });

  test('pasted with a country code', () => {
    for (const pasted of [
      '89161234567',
      '79161234567',
      '+79161234567',
      '+7 916 123-45-67',
      '8 (916) 123-45-67',
      ' +7(916)1234567 ',
      '+8 916 123 45 67',
    ]) {
      expect(formatPhone(pasted), pasted).toBe('+7 (916) 123 45-67');
      expect(normalizePhone(pasted), pasted).toBe('+79161234567');
    }
  });

  test('the prefix alone: erasing it empties the field, a space keeps it', () => {
    expect(formatPhone('+7 (')).toBe('+7 (');
    expect(formatPhone('+7 ( ')).toBe('+7 (');
    expect(formatPhone('+7 ')).toBe('');
    expect(formatPhone('+7 (9').slice(0, -1)).toBe('+7 (');
    expect(isEmptyPhone('+7 (')).toBe(true);
    expect(isEmptyPhone('')).toBe(true);
    expect(isEmptyPhone('+7 (9')).toBe(false);
    expect(normalizePhone('+7 (')).toBe('');
  });

  test('a selected number replaced by a typed 8 starts over', () => {
    // The whole value selected, then 8 and 9 typed over it.
    expect(formatPhone('8')).toBe('+7 (');
    expect(formatPhone('+7 (9')).toBe('+7 (9');
  });

  test('normalised form +7 and 10 digits', () => {
    expect(normalizePhone('+7 (999) 123 45-67')).toBe('+79991234567');
    expect(normalizePhone('89991234567')).toBe('+79991234567');
    expect(normalizePhone('+7 (999')).toBe('+7 (999');
    expect(isCompletePhone('+7 (999) 123 45-67')).toBe(true);
    expect(isCompletePhone('+7 (999) 123')).toBe(false);
  });
});
