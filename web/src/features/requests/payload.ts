import { charLength } from '../../shared/validation';
import { isEmptyPhone, normalizePhone } from '../auth';
import { REQUEST_FORMS } from './formSpecs';
import type { DetailValues, RequestBody, RequestFormKind, RequestValues } from './types';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const UTM_MAX = 100;
const PAGE_MAX = 200;
/** A page address as the server keeps it: lower-case slugs between slashes, at most five (docs/api.md). */
const PAGE_PATH = /^\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\/){0,5}$/;

/** The page the form was sent from, when it is an address the server takes (else left out). */
export function pageOf(pathname: string): string | undefined {
  return pathname.length <= PAGE_MAX && PAGE_PATH.test(pathname) ? pathname : undefined;
}

/**
 * The UTM tags of the page's address. A tag longer than the server keeps is cut to its length:
 * an ad's odd link must not cost the visitor their request.
 */
export function utmOf(search: string): Pick<RequestBody, (typeof UTM_KEYS)[number]> {
  const query = new URLSearchParams(search);
  const out: Pick<RequestBody, (typeof UTM_KEYS)[number]> = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim();
    if (value) out[key] = charLength(value) > UTM_MAX ? Array.from(value).slice(0, UTM_MAX).join('') : value;
  }
  return out;
}

/**
 * The body of `POST /api/requests`: trimmed fields, empty ones left out, the phone as +7 and 10
 * digits, the form's own fields as flat keys beside the others.
 */
export function requestBody(form: RequestFormKind, values: RequestValues, location: { pathname: string; search: string }): RequestBody {
  const spec = REQUEST_FORMS[form];
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const phone = spec.phone === 'absent' || isEmptyPhone(values.phone) ? undefined : normalizePhone(values.phone);
  const details: DetailValues = {};
  for (const { code } of spec.details) {
    const value = text(values[code] ?? '');
    if (value !== undefined) details[code] = value;
  }
  // An undefined field is left out of the JSON.
  return {
    form,
    name: values.name.trim(),
    phone,
    email: text(values.email),
    message: text(values.message),
    ...details,
    consent: true,
    page: pageOf(location.pathname),
    ...utmOf(location.search),
  };
}
