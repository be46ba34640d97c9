import { validateValue, type RuleSpec } from '../../shared/validation';
import { isCompletePhone, isEmptyPhone, normalizePhone } from './phoneMask';

/** Rules of the registration and profile forms, the same as the server's (docs/api.md). */
export const CONSENT_MESSAGE = 'Необходимо согласие на обработку персональных данных';
export const PASSWORD_MIN = 8;

export interface ProfileValues {
  first_name: string;
  last_name: string;
  second_name: string;
  email: string;
  phone: string;
}

export interface RegistrationValues extends ProfileValues {
  password: string;
  consent: boolean;
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

// Names go into letters to the address the form gives (the server's person_name rule).
const NAME: RuleSpec[] = [{ rule: 'required' }, { rule: 'max', arg: 100 }, { rule: 'person_name' }];
export const PROFILE_RULES: Record<keyof ProfileValues, RuleSpec[]> = {
  first_name: NAME,
  last_name: NAME,
  second_name: [{ rule: 'max', arg: 100 }, { rule: 'person_name' }],
  email: [{ rule: 'required' }, { rule: 'email' }, { rule: 'max', arg: 255 }],
  phone: [{ rule: 'phone' }],
};
export const PASSWORD_RULES: RuleSpec[] = [{ rule: 'required' }, { rule: 'min', arg: PASSWORD_MIN }];

/** Checks the profile fields; a phone, when given, must be a whole Russian number. */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  for (const field of Object.keys(PROFILE_RULES) as (keyof ProfileValues)[]) {
    const value = field === 'phone' ? normalizePhone(values.phone) : values[field].trim();
    const message = validateValue(value, PROFILE_RULES[field]);
    if (message) errors[field] = message;
  }
  if (!errors.phone && !isEmptyPhone(values.phone) && !isCompletePhone(values.phone)) {
    errors.phone = 'Некорректный номер телефона';
  }
  return errors;
}

export function validateRegistration(values: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = { ...validateProfile(values) };
  const password = validateValue(values.password, PASSWORD_RULES);
  if (password) errors.password = password;
  if (!values.consent) errors.consent = CONSENT_MESSAGE;
  return errors;
}

/** The first message of each field of a 422 answer. */
export function firstErrors(errors: Record<string, string[]>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) result[field] = messages[0];
  return result;
}

/** The profile fields as the calls send them: trimmed, optional ones null when empty. */
export function profilePayload(values: ProfileValues) {
  const phone = isEmptyPhone(values.phone) ? null : normalizePhone(values.phone);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    second_name: values.second_name.trim() === '' ? null : values.second_name.trim(),
    email: values.email.trim(),
    phone,
  };
}
