/**
 * Multipart rule of spec section 3: dates become ISO strings, files pass through,
 * arrays use indexed keys (`a[0]`), nested objects use bracketed keys (`a[b]`).
 * null and undefined are left out; booleans are sent as "1" / "0" (what form handlers expect).
 */
export type FormValue =
  string | number | boolean | Date | Blob | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };

function append(form: FormData, key: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    form.append(key, value);
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (Array.isArray(value)) {
    value.forEach((item: FormValue, index: number) => append(form, `${key}[${index}]`, item));
  } else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) append(form, `${key}[${child}]`, item);
  } else if (typeof value === 'boolean') {
    form.append(key, value ? '1' : '0');
  } else {
    form.append(key, String(value));
  }
}

export function toFormData(values: { readonly [key: string]: FormValue }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) append(form, key, value);
  return form;
}
