import { pluralRu } from '../../shared/format/plural';
import type { BookingKind, BookingStatus, ChildField, ChildValues } from './types';

/** The server's limits (bravo/bookings_service.cpp): checked here first, the server checks again. */
export const CHILD_LIMITS = { name: 100, notes: 1000 } as const;

export const KIND_NAMES: Record<BookingKind, string> = {
  trial_lesson: 'Пробное занятие',
  enrolment: 'Запись в группу',
  individual_lesson: 'Индивидуальное занятие',
};

export const STATUS_NAMES: Record<BookingStatus, string> = {
  new: 'Ждёт подтверждения',
  confirmed: 'Подтверждена',
  cancelled: 'Отменена',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Full years on `date` of a child born on `birth` (both YYYY-MM-DD), the birthday counted from its day. */
export function ageOn(birth: string, date: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** «1 год», «3 года», «7 лет», with a plain space as the server's messages have it. */
export function yearsText(years: number): string {
  return `${years} ${pluralRu(years, ['год', 'года', 'лет'])}`;
}

/** The child form's errors, as the server words them; `today` is YYYY-MM-DD. */
export function validateChild(values: ChildValues, today: string, { needConsent }: { needConsent: boolean }) {
  const errors: Partial<Record<ChildField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Обязательное поле для заполнения';
  else if (name.length > CHILD_LIMITS.name) errors.name = `Не должно превышать ${CHILD_LIMITS.name} символов`;
  if (!values.birth_date) errors.birth_date = 'Обязательное поле для заполнения';
  else if (!DATE.test(values.birth_date)) errors.birth_date = 'Дата должна быть в формате ГГГГ-ММ-ДД';
  else if (values.birth_date > today) errors.birth_date = 'Дата рождения не может быть в будущем';
  else if (ageOn(values.birth_date, today) > 99) errors.birth_date = 'Проверьте год рождения';
  if (values.notes.length > CHILD_LIMITS.notes) errors.notes = `Не должно превышать ${CHILD_LIMITS.notes} символов`;
  if (needConsent && !values.consent) errors.consent = 'Нужно согласие на обработку персональных данных ребёнка';
  return errors;
}

/** The body of POST/PUT /api/user/children. */
export function childBody(values: ChildValues) {
  return {
    name: values.name.trim(),
    birth_date: values.birth_date,
    notes: values.notes.trim() || null,
    consent: values.consent,
  };
}

/** Whether the parent may still cancel a booking themselves: not cancelled, and its day not yet come. */
export function cancellable(booking: { status: BookingStatus; date: string }, today: string): boolean {
  return booking.status !== 'cancelled' && booking.date > today;
}
