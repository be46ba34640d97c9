import { maxLength, regex, required } from 'react-admin';

/** The same messages the server answers (docs/api.md), checked before sending to save a round trip. */
export const REQUIRED = required('Обязательное поле для заполнения');

export const SLUG = [
  REQUIRED,
  maxLength(100, 'Не должно превышать 100 символов'),
  regex(/^[a-z0-9-]+$/, 'Допустимы строчные латинские буквы, цифры и дефис'),
];

export function requiredText(max: number) {
  return [REQUIRED, maxLength(max, `Не должно превышать ${max} символов`)];
}
