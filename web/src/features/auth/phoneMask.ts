/**
 * The phone mask of spec sections 2 and 9: +7 (###) ### ##-##.
 * A leading 8, 7 or +7 typed or pasted into the field is the country code (89161234567,
 * 79161234567 and +7 916 123-45-67 all give +7 (916) 123 45-67); a number starting with any
 * other digit is the national number (9161234567 stays as is). Other characters are ignored.
 */
export const PHONE_MASK = '+7 (###) ### ##-##';
export const PHONE_DIGITS = 10;
/** What the field shows once only the country code has been typed. */
export const PHONE_PREFIX = '+7 (';

/** What a user types for "the country code and nothing yet": 8, 7 or +7. */
const COUNTRY_CODE_ONLY = /^\s*(?:8|7|\+7)$/;

/** The 10 national digits typed so far (a leading 8, 7 or +7 country code is dropped). */
export function phoneDigits(input: string): string {
  const trimmed = input.trimStart();
  let digits = input.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // The mask's own prefix, or a pasted +7; a pasted +8 and 10 digits is the 8 prefix written oddly.
    if (trimmed.startsWith('+7') || (digits.length > PHONE_DIGITS && digits.startsWith('8'))) digits = digits.slice(1);
  } else if (/^[78]/.test(digits)) {
    digits = digits.slice(1);
  }
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * Applies the mask to what is in the field: '89991234567' -> '+7 (999) 123 45-67'; '' stays ''.
 * A lone 8, 7 or +7 (the first key pressed) shows the prefix '+7 (' so that the next digit is the
 * first of the area code; erasing back into the prefix empties the field.
 */
export function formatPhone(input: string): string {
  if (COUNTRY_CODE_ONLY.test(input)) return PHONE_PREFIX;
  if (input.trim() === '+') return '+';
  const digits = phoneDigits(input);
  if (digits === '') return input.startsWith(PHONE_PREFIX) ? PHONE_PREFIX : '';
  let out = '';
  let index = 0;
  for (const char of PHONE_MASK) {
    if (index >= digits.length) break;
    if (char === '#') {
      out += digits[index];
      index += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** True when the field holds no digit of the number (empty, or only the +7 prefix). */
export function isEmptyPhone(input: string): boolean {
  return phoneDigits(input) === '';
}

/**
 * The form the server stores: '+7' and 10 digits; an empty field (or only the prefix) is '';
 * an incomplete number is returned as typed (the server answers 422).
 */
export function normalizePhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === PHONE_DIGITS) return `+7${digits}`;
  return digits === '' ? '' : input.trim();
}

export function isCompletePhone(input: string): boolean {
  return phoneDigits(input).length === PHONE_DIGITS;
}
