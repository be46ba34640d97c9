import { formatDate } from '../../shared/format';
import { MESSAGES, validateValue, type RuleSpec } from '../../shared/validation';
import { isCompletePhone, isEmptyPhone, normalizePhone, type FieldErrors } from '../auth';
import { ageOn, yearsText } from './rules';
import type { BookableClass, BookingField, BookingValues } from './types';

/** How far ahead each kind may be booked (bravo/bookings_service.hpp), and the individual lessons' hours. */
export const INDIVIDUAL_DAYS_AHEAD = 60;
export const INDIVIDUAL_TIMES = Array.from({ length: 23 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

const rules = (max: number, required: boolean, format: RuleSpec[] = []): RuleSpec[] => [
  { rule: 'max', arg: max },
  ...(required ? [{ rule: 'required' }] : []),
  ...format,
];

/** YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400e3).toISOString().slice(0, 10);
}

/** The lesson's date the form holds: a chosen lesson's, or an individual lesson's day. */
export function lessonDate(values: Pick<BookingValues, 'kind' | 'lesson' | 'date'>): string {
  return values.kind === 'individual_lesson' ? values.date : (values.lesson.split('|')[1] ?? '');
}

/** The server's words when a child does not fit the class's ages on the lesson's date, or null. */
export function ageProblem(birth: string, date: string, cls: Pick<BookableClass, 'age_min' | 'age_max'>): string | null {
  const age = ageOn(birth, date);
  if (age >= cls.age_min && age <= cls.age_max) return null;
  return `Группа для детей от ${cls.age_min} до ${yearsText(cls.age_max)}, а ${formatDate(date, 'day-month')} ${date.slice(0, 4)} ребёнку будет ${
    age < 1 ? 'меньше года' : yearsText(age)
  }`;
}

/**
 * The booking form's checks before any call, as the server makes them (docs/api.md, "Bravo:
 * bookings"): the length first, then required, then the format; `today` is the visitor's date;
 * `childBirth` the birth date of the account's child chosen, if one is.
 */
export function validateBooking(
  values: BookingValues,
  cls: BookableClass,
  today: string,
  childBirth: string | null,
): FieldErrors<BookingField> {
  const errors: FieldErrors<BookingField> = {};
  if (values.kind === 'individual_lesson') {
    if (!values.date) errors.date = MESSAGES.required;
    else if (values.date <= today) errors.date = 'Записаться можно на занятие начиная с завтрашнего дня';
    else if (values.date > addDays(today, INDIVIDUAL_DAYS_AHEAD)) errors.date = 'Индивидуальные занятия записываем на два месяца вперёд';
    if (!INDIVIDUAL_TIMES.includes(values.time)) errors.time = 'Выберите время с 09:00 до 20:00, начало в :00 или :30';
  } else if (!values.lesson) {
    errors.lesson = 'Выберите занятие';
  }
  const own = values.child !== '' && values.child !== 'new';
  if (!own) {
    const name = validateValue(values.child_name.trim(), rules(100, true));
    if (name) errors.child_name = name;
    if (!values.child_birth_date) errors.child_birth_date = MESSAGES.required;
    else if (values.child_birth_date > today) errors.child_birth_date = 'Дата рождения не может быть в будущем';
    if (!values.consent) errors.consent = 'Нужно согласие на обработку персональных данных ребёнка';
  }
  const birth = own ? childBirth : values.child_birth_date;
  const date = lessonDate(values);
  if (birth && date && !errors.child_birth_date) {
    const problem = ageProblem(birth, date, cls);
    if (problem) errors[own ? 'child' : 'child_birth_date'] = problem;
  }
  const name = validateValue(values.name.trim(), rules(100, true));
  if (name) errors.name = name;
  if (isEmptyPhone(values.phone)) errors.phone = MESSAGES.required;
  else if (!isCompletePhone(values.phone)) errors.phone = 'Некорректный номер телефона';
  const email = validateValue(values.email.trim(), rules(254, false, [{ rule: 'email' }]));
  if (email) errors.email = email;
  const comment = validateValue(values.comment.trim(), rules(1000, false));
  if (comment) errors.comment = comment;
  return errors;
}

/** The body of `POST /api/bravo/bookings`: the lesson split into slot and date, empty optional fields left out. */
export function bookingBody(values: BookingValues, cls: BookableClass): Record<string, unknown> {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const [slot, date] = values.lesson.split('|');
  const own = values.child !== '' && values.child !== 'new';
  return {
    kind: values.kind,
    school: cls.school.code,
    class: cls.code,
    ...(values.kind === 'individual_lesson' ? { date: values.date, time: values.time } : { slot_id: Number(slot), date }),
    ...(own
      ? { child_id: Number(values.child) }
      : { child_name: values.child_name.trim(), child_birth_date: values.child_birth_date, consent: values.consent }),
    name: values.name.trim(),
    phone: normalizePhone(values.phone),
    email: text(values.email),
    comment: text(values.comment),
  };
}

/** Which form field shows a server error of `field` (the lesson's slot and date are one select). */
export function formFieldOf(field: string, kind: BookingValues['kind']): BookingField | null {
  if (field === 'slot_id') return 'lesson';
  if (field === 'date') return kind === 'individual_lesson' ? 'date' : 'lesson';
  if (field === 'child_id') return 'child';
  const known: readonly string[] = ['kind', 'time', 'child_name', 'child_birth_date', 'consent', 'name', 'phone', 'email', 'comment'];
  return known.includes(field) ? (field as BookingField) : null;
}
