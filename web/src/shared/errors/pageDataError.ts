import { createError, type PlatformError } from './platformError';

/**
 * A failed page call as the error page's error: 404 keeps the server's Russian message
 * («Фестиваль не найден»), a network failure (status 0) or a server error is a 500-like page.
 */
export function pageDataError(status: number, message: string): PlatformError {
  return createError({ statusCode: status >= 400 ? status : 500, statusMessage: message, message, fatal: true });
}
