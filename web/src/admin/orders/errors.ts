import { HttpError } from 'react-admin';

/**
 * A refused call's messages: per field from a 422 (the admin's httpClient has already mapped the
 * envelope to {field: message}) and the general message for the notification.
 */
export function callError(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof HttpError)) return { message: error instanceof Error ? error.message : 'Ошибка сервера', fields: {} };
  const body: unknown = error.body;
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : null;
  const fields: Record<string, string> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) if (typeof value === 'string') fields[field] = value;
  }
  return { message: error.message, fields };
}
