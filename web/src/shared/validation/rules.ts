/**
 * Validation rules of spec section 5 with their Russian messages. Semantics shared with the
 * server (tests/shared/validation-cases.json):
 * - empty values (null, undefined, '' or whitespace-only strings) pass every rule except
 *   `required` and unknown rules;
 * - strings are measured in characters (Unicode code points);
 * - min/max measure strings by length and numbers by value; len measures length;
 * - gte/gt/lte/lt compare numbers (JSON numbers or numeric strings); a non-number fails;
 * - regex: the pattern must match the whole string (as written, not trimmed);
 * - eq/ne compare the string forms.
 */

export type RuleValue = unknown;
export type RuleArg = string | number | undefined;

export const MESSAGES = {
  required: 'Обязательное поле для заполнения',
  string: 'Должно быть строкой',
  number: 'Должно быть числом',
  integer: 'Должно быть целым числом',
  minLength: (n: RuleArg) => `Должно быть не менее ${n} символов`,
  minValue: (n: RuleArg) => `Должно быть не менее ${n}`,
  maxLength: (n: RuleArg) => `Не должно превышать ${n} символов`,
  maxValue: (n: RuleArg) => `Не должно превышать ${n}`,
  email: 'Должен содержать действительный адрес электронной почты',
  url: 'Некорректная ссылка',
  phone: 'Некорректный номер телефона',
  regex: 'Неверный формат',
  gte: (n: RuleArg) => `Должно быть больше или равно ${n}`,
  gt: (n: RuleArg) => `Должно быть больше ${n}`,
  lte: (n: RuleArg) => `Должно быть меньше или равно ${n}`,
  lt: (n: RuleArg) => `Должно быть меньше ${n}`,
  len: (n: RuleArg) => `Должно содержать ровно ${n} символов`,
  eq: (v: RuleArg) => `Должно быть равно ${v}`,
  ne: (v: RuleArg) => `Не должно быть равно ${v}`,
  personName: 'Только буквы, пробелы, дефис и апостроф: без цифр и ссылок',
  unknown: 'Неизвестное правило проверки',
} as const;

const URL_RE = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;
const PHONE_RE = /^\+?[1-9]\d{1,14}$/;
// A person's name as the server takes it (core::is_person_name): Latin letters with their accented
// forms and Cyrillic, spaces, hyphens and apostrophes, with at least one letter.
const PERSON_NAME_RE = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0400-\u04FF '\-\u2010\u2011\u2019\u02BC]+$/;
const LETTER_RE = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0400-\u04FF]/;
const PHONE_MASK_RE = /[\s()-]/g;
const DECIMAL_RE = /^-?\d+(\.\d+)?$/;
const INTEGER_RE = /^-?\d+$/;

// Email syntax as on the server (server/src/core/formats.cpp): one "@"; a local part of 1-64
// bytes without spaces, controls or ()<>[]\\,;:" and without a leading, trailing or doubled dot;
// a domain of 2+ labels (letters, digits, inner hyphens, or non-ASCII), each 1-63 bytes, 253 in
// all, the last not all digits. Lengths are UTF-8 bytes, as the server counts them.
const EMAIL_SPECIALS = '()<>[]\\,;:"@';
const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

function isLocalPart(local: string): boolean {
  if (local === '' || utf8Bytes(local) > 64) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  for (const c of local) {
    const code = c.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || EMAIL_SPECIALS.includes(c)) return false;
  }
  return true;
}

function isDomainLabel(label: string): boolean {
  if (label === '' || utf8Bytes(label) > 63 || label.startsWith('-') || label.endsWith('-')) return false;
  for (const c of label) {
    if ((c.codePointAt(0) ?? 0) < 0x80 && !/[a-zA-Z0-9-]/.test(c)) return false;
  }
  return true;
}

export function isEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 0) return false;
  const domain = text.slice(at + 1);
  if (!isLocalPart(text.slice(0, at)) || utf8Bytes(domain) > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every(isDomainLabel) && !/^[0-9]+$/.test(labels[labels.length - 1] ?? '');
}

export function isEmpty(value: RuleValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Length in characters (code points), so 'ёжик' is 4 and an emoji is 1. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** A JSON number, or a string in the form -12 / 12.5. */
function toNumber(value: RuleValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL_RE.test(value)) return Number(value);
  return null;
}

function isInteger(value: RuleValue): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && INTEGER_RE.test(value);
}

function asString(value: RuleValue): string {
  return typeof value === 'string' ? value : String(value);
}

function argNumber(arg: RuleArg): number {
  return typeof arg === 'number' ? arg : Number(arg);
}

type Rule = (value: RuleValue, arg: RuleArg) => string | null;

function compare(test: (a: number, b: number) => boolean, message: (n: RuleArg) => string): Rule {
  return (value, arg) => {
    const n = toNumber(value);
    return n !== null && test(n, argNumber(arg)) ? null : message(arg);
  };
}

export const RULES: Record<string, Rule> = {
  required: (value) => (isEmpty(value) ? MESSAGES.required : null),
  string: (value) => (typeof value === 'string' ? null : MESSAGES.string),
  number: (value) => (toNumber(value) === null ? MESSAGES.number : null),
  float: (value) => (toNumber(value) === null ? MESSAGES.number : null),
  integer: (value) => (isInteger(value) ? null : MESSAGES.integer),
  min: (value, arg) =>
    typeof value === 'number'
      ? value >= argNumber(arg)
        ? null
        : MESSAGES.minValue(arg)
      : charLength(asString(value)) >= argNumber(arg)
        ? null
        : MESSAGES.minLength(arg),
  max: (value, arg) =>
    typeof value === 'number'
      ? value <= argNumber(arg)
        ? null
        : MESSAGES.maxValue(arg)
      : charLength(asString(value)) <= argNumber(arg)
        ? null
        : MESSAGES.maxLength(arg),
  len: (value, arg) => (charLength(asString(value)) === argNumber(arg) ? null : MESSAGES.len(arg)),
  email: (value) => (isEmail(asString(value).trim()) ? null : MESSAGES.email),
  url: (value) => (URL_RE.test(asString(value)) ? null : MESSAGES.url),
  phone: (value) => (PHONE_RE.test(asString(value).replace(PHONE_MASK_RE, '')) ? null : MESSAGES.phone),
  regex: (value, arg) => {
    try {
      return new RegExp(`^(?:${String(arg ?? '')})$`).test(asString(value)) ? null : MESSAGES.regex;
    } catch {
      return MESSAGES.regex;
    }
  },
  gte: compare((a, b) => a >= b, MESSAGES.gte),
  gt: compare((a, b) => a > b, MESSAGES.gt),
  lte: compare((a, b) => a <= b, MESSAGES.lte),
  lt: compare((a, b) => a < b, MESSAGES.lt),
  eq: (value, arg) => (asString(value) === String(arg) ? null : MESSAGES.eq(arg)),
  ne: (value, arg) => (asString(value) !== String(arg) ? null : MESSAGES.ne(arg)),
  person_name: (value) => {
    const text = asString(value).trim();
    return PERSON_NAME_RE.test(text) && LETTER_RE.test(text) ? null : MESSAGES.personName;
  },
};

/** Checks one rule; returns the Russian message, or null when the value passes. */
export function validateRule(rule: string, value: RuleValue, arg?: RuleArg): string | null {
  const check = Object.hasOwn(RULES, rule) ? RULES[rule] : undefined;
  if (!check) return MESSAGES.unknown;
  if (rule !== 'required' && isEmpty(value)) return null;
  return check(value, arg);
}

export interface RuleSpec {
  rule: string;
  arg?: RuleArg;
}

/** Checks rules in order; returns the first message, or null. */
export function validateValue(value: RuleValue, rules: readonly RuleSpec[]): string | null {
  for (const { rule, arg } of rules) {
    const message = validateRule(rule, value, arg);
    if (message !== null) return message;
  }
  return null;
}
