import { MESSAGES, validateValue, type RuleSpec } from '../../shared/validation';
import { validatePdf } from '../../shared/validation/files';
import { isCompletePhone, isEmptyPhone, type FieldErrors } from '../auth';
import { REQUEST_FORMS, type DetailSpec, type Need } from './formSpecs';
import { REQUEST_TEXT } from './messages';
import type { RequestField, RequestFormKind, RequestValues } from './types';

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 2000;

const DIGITS = /^\d+$/;

/**
 * A field's rules in the server's order: the length first (a megabyte of text is refused by its
 * size before anything reads it), then whether it is required, then its format.
 */
function rules(max: number, need: Need, format: RuleSpec[] = []): RuleSpec[] {
  return [{ rule: 'max', arg: max }, ...(need === 'required' ? [{ rule: 'required' }] : []), ...format];
}

function phoneError(phone: string, need: Need): string | null {
  if (need === 'absent') return null;
  if (isEmptyPhone(phone)) return need === 'required' ? MESSAGES.required : null;
  return isCompletePhone(phone) ? null : REQUEST_TEXT.badPhone;
}

/**
 * A form's own field as the server checks it: its length, whether it is required, then a list's
 * value must be one of the list and a number whole digits within its range.
 */
export function detailError(detail: DetailSpec, raw: string): string | null {
  const value = raw.trim();
  const found = validateValue(value, rules(detail.max, detail.required ? 'required' : 'optional'));
  if (found || value === '') return found;
  if (detail.kind === 'choice') return detail.choices.includes(value) ? null : REQUEST_TEXT.notInList;
  if (detail.kind === 'number') {
    const { min, max } = detail.range;
    const n = DIGITS.test(value) ? Number(value) : NaN;
    return n >= min && n <= max ? null : REQUEST_TEXT.wholeNumber(min, max);
  }
  return null;
}

/** A form's PDF: required, then of the type and size the server takes. */
function fileError(file: File | null | undefined): string | null {
  return file ? validatePdf(file) : MESSAGES.required;
}

/** The form's checks before any call, with the server's Russian messages; empty when all is well. */
export function validateRequest(form: RequestFormKind, values: RequestValues): FieldErrors<RequestField> {
  const spec = REQUEST_FORMS[form];
  const found: [RequestField, string | null][] = [
    ['name', validateValue(values.name.trim(), rules(NAME_MAX, 'required'))],
    ['phone', phoneError(values.phone, spec.phone)],
    ['email', validateValue(values.email.trim(), rules(EMAIL_MAX, spec.email, [{ rule: 'email' }]))],
    ['message', validateValue(values.message.trim(), rules(MESSAGE_MAX, spec.message))],
    ['project', spec.file ? fileError(values.project) : null],
    ...spec.details.map((detail): [RequestField, string | null] => [detail.code, detailError(detail, values[detail.code] ?? '')]),
    ['consent', values.consent ? null : REQUEST_TEXT.consentRequired],
  ];
  const errors: FieldErrors<RequestField> = {};
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

/** The fields a form shows: a 422 message of any other (the page, a tag) has nowhere to go under. */
export function shownFields(form: RequestFormKind): RequestField[] {
  const spec = REQUEST_FORMS[form];
  return [
    'name',
    ...(spec.phone === 'absent' ? [] : (['phone'] as const)),
    'email',
    ...spec.details.map((detail) => detail.code),
    'message',
    ...(spec.file ? (['project'] as const) : []),
    'consent',
  ];
}

/** The form's field that shows a server error of `field`; another form's field (a hidden one) is told above the button. */
export function shownField(form: RequestFormKind, field: string): RequestField | null {
  return (shownFields(form) as readonly string[]).includes(field) ? (field as RequestField) : null;
}
