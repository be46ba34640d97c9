import { MESSAGES, validateValue, type RuleSpec } from '../../shared/validation';
import { isCompletePhone, isEmptyPhone, normalizePhone, type FieldErrors } from '../auth';
import { RENTAL_TEXT } from './messages';
import type { RentalBody, RentalField, RentalValues } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d{1,6}$/;

const rules = (max: number, required: boolean, format: RuleSpec[] = []): RuleSpec[] => [
  { rule: 'max', arg: max },
  ...(required ? [{ rule: 'required' }] : []),
  ...format,
];

function hourError(value: string, min: number, max: number): string | null {
  if (value === '') return MESSAGES.required;
  const n = Number(value);
  return DIGITS.test(value) && n >= min && n <= max ? null : RENTAL_TEXT.wholeNumber(min, max);
}

/**
 * The form's checks before any call, as the server makes them (docs/api.md, "POST /api/rentals"):
 * the length first, then required, then the format; `today` is the visitor's YYYY-MM-DD.
 */
export function validateRental(values: RentalValues, capacity: number | null, today: string): FieldErrors<RentalField> {
  const found: [RentalField, string | null][] = [
    ['hall', values.hall ? null : MESSAGES.required],
    [
      'day',
      !values.day ? MESSAGES.required : !DATE.test(values.day) ? RENTAL_TEXT.badDate : values.day < today ? RENTAL_TEXT.pastDate : null,
    ],
    ['start_hour', hourError(values.start_hour, 0, 23)],
    ['end_hour', hourError(values.end_hour, 1, 24)],
    ['purpose', validateValue(values.purpose.trim(), rules(200, true))],
    ['name', validateValue(values.name.trim(), rules(100, true))],
    ['phone', isEmptyPhone(values.phone) ? MESSAGES.required : isCompletePhone(values.phone) ? null : RENTAL_TEXT.badPhone],
    ['email', validateValue(values.email.trim(), rules(254, true, [{ rule: 'email' }]))],
    ['organization', validateValue(values.organization.trim(), rules(200, false))],
    ['message', validateValue(values.message.trim(), rules(2000, false))],
    ['consent', values.consent ? null : RENTAL_TEXT.consentRequired],
  ];
  const errors: FieldErrors<RentalField> = {};
  for (const [field, message] of found) if (message) errors[field] = message;
  if (!errors.start_hour && !errors.end_hour && Number(values.end_hour) <= Number(values.start_hour))
    errors.end_hour = RENTAL_TEXT.endBeforeStart;
  const guests = values.guests.trim();
  if (guests !== '') {
    if (!DIGITS.test(guests) || Number(guests) < 1) errors.guests = RENTAL_TEXT.wholeNumber(1, 100000);
    else if (capacity !== null && Number(guests) > capacity) errors.guests = RENTAL_TEXT.tooManyGuests(capacity);
  }
  return errors;
}

/** The body of `POST /api/rentals`: trimmed, empty optional fields left out, the phone as +7… */
export function rentalBody(values: RentalValues): RentalBody {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const guests = values.guests.trim();
  return {
    hall: values.hall,
    day: values.day,
    start_hour: Number(values.start_hour),
    end_hour: Number(values.end_hour),
    guests: guests === '' ? undefined : Number(guests),
    purpose: values.purpose.trim(),
    name: values.name.trim(),
    phone: normalizePhone(values.phone),
    email: values.email.trim(),
    organization: text(values.organization),
    message: text(values.message),
    consent: true,
  };
}

/** The fields the form shows: a 422 message of any other is told above the button. */
export const RENTAL_FIELDS: readonly RentalField[] = [
  'hall',
  'day',
  'start_hour',
  'end_hour',
  'guests',
  'purpose',
  'name',
  'phone',
  'email',
  'organization',
  'message',
  'consent',
];
