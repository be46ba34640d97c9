import type { ApiResponse } from './client';

/** How a form's write ended: done with the server's answer, refused field by field (422), or refused whole. */
export type WriteResult<T> =
  { kind: 'done'; data: T } | { kind: 'invalid'; message: string; errors: Record<string, string[]> } | { kind: 'refused'; message: string };

const RUSSIAN = /[А-Яа-яЁё]/;

/**
 * A write's answer as a form reads it. A lost connection, and a refusal without the server's
 * Russian message (a proxy's page), read as the form's own `texts`.
 */
export function writeResult<T>(response: ApiResponse<T>, texts: { offline: string; failed: string }): WriteResult<T> {
  const { error } = response;
  if (!error) return { kind: 'done', data: response.data as T };
  if (error.status === 0) return { kind: 'refused', message: texts.offline };
  if (error.status === 422 && Object.keys(error.errors).length > 0)
    return { kind: 'invalid', message: error.message, errors: error.errors };
  return { kind: 'refused', message: RUSSIAN.test(error.message) ? error.message : texts.failed };
}
