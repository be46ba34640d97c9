/**
 * The phone mask of spec sections 2 and 9: +7 (###) ### ##-##.
 * Input may start with +7, 7 or 8 (Russian numbers); other characters are ignored.
 */
export const PHONE_MASK = '+7 (###) ### ##-##';
export const PHONE_DIGITS = 10;

/** The 10 national digits typed so far (a leading 7 or 8 country prefix is dropped). */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+7') || (digits.length > PHONE_DIGITS && /^[78]/.test(digits))) digits = digits.slice(1);
  else if (digits.length === PHONE_DIGITS + 1 && /^[78]/.test(digits)) digits = digits.slice(1);
  else if (/^8/.test(digits) && digits.length > 1 && !input.trim().startsWith('+')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** Applies the mask to what was typed: '89991234567' -> '+7 (999) 123 45-67'; '' stays ''. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits === '') return '';
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

/** The form the server stores: '+7' and 10 digits; an incomplete number is returned as typed. */
export function normalizePhone(input: string): string {
  const digits = phoneDigits(input);
  return digits.length === PHONE_DIGITS ? `+7${digits}` : input.trim();
}

export function isCompletePhone(input: string): boolean {
  return phoneDigits(input).length === PHONE_DIGITS;
}
