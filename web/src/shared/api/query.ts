export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function queryString(value: QueryValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Query string with arrays as repeated keys (`tags=a&tags=b`); null and undefined are left out. */
export function encodeQuery(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const list: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const item of list) {
      const text = queryString(item);
      if (text !== null) search.append(key, text);
    }
  }
  return search;
}
