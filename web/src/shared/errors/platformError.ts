/**
 * The error object of spec section 3: statusCode (default 500), statusMessage, message, data
 * (a JSON string with title, description and image, used with code 200), fatal and unhandled flags.
 */
export interface PlatformErrorInit {
  statusCode?: number;
  statusMessage?: string;
  message?: string;
  data?: string;
  fatal?: boolean;
  unhandled?: boolean;
}

export class PlatformError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: string | undefined;
  readonly fatal: boolean;
  readonly unhandled: boolean;

  constructor(init: PlatformErrorInit = {}) {
    super(init.message ?? init.statusMessage ?? '');
    this.name = 'PlatformError';
    this.statusCode = init.statusCode ?? 500;
    this.statusMessage = init.statusMessage ?? '';
    this.data = init.data;
    this.fatal = init.fatal ?? false;
    this.unhandled = init.unhandled ?? false;
  }
}

export function createError(init: PlatformErrorInit | string): PlatformError {
  return new PlatformError(typeof init === 'string' ? { message: init, statusMessage: init } : init);
}

/** Unmatched page (spec section 8): 404 'Page not found'. */
export function pageNotFound(): PlatformError {
  return createError({ statusCode: 404, statusMessage: 'Page not found', fatal: true });
}

/** Page failing validation (spec sections 2 and 8): 404 'Page Not Found: {path}'. */
export function validationNotFound(path: string): PlatformError {
  return createError({ statusCode: 404, statusMessage: `Page Not Found: ${path}`, fatal: true });
}

interface RouteErrorLike {
  status: number;
  statusText: string;
  data: unknown;
}

function isRouteErrorLike(value: unknown): value is RouteErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteErrorLike).status === 'number' &&
    typeof (value as RouteErrorLike).statusText === 'string' &&
    'data' in value
  );
}

/** Whatever was thrown, as a PlatformError (unknown errors are unhandled 500s). */
export function toPlatformError(value: unknown): PlatformError {
  if (value instanceof PlatformError) return value;
  if (isRouteErrorLike(value)) {
    return createError({
      statusCode: value.status,
      statusMessage: value.statusText,
      message: typeof value.data === 'string' ? value.data : value.statusText,
      fatal: true,
    });
  }
  if (value instanceof Error) {
    return createError({ statusCode: 500, message: value.message, fatal: true, unhandled: true });
  }
  return createError({
    statusCode: 500,
    message: typeof value === 'string' ? value : '',
    fatal: true,
    unhandled: true,
  });
}
