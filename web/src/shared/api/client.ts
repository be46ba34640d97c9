import { encodeQuery, type QueryParams } from './query';

/**
 * The one HTTP client of the web app (spec section 7).
 * - every call adds a cache-busting timestamp `_t`; arrays in the query are repeated keys;
 * - cookies are sent (the session cookie `access_token`);
 * - a response is {status, data, headers, error}; it never throws;
 * - a network failure is status 0 with the failure's message or 'Unknown error';
 * - the body's own `status` field overrides the HTTP status; 400 and above is an error;
 * - GET and HEAD are retried once on 408, 409, 425, 429, 500, 502, 503, 504; other methods are not.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiError {
  status: number;
  message: string;
  /** Field errors: field name -> messages. */
  errors: Record<string, string[]>;
}

export interface ApiResponse<T> {
  status: number;
  data: T | null;
  headers: Headers;
  error: ApiError | null;
}

export interface RequestOptions {
  query?: QueryParams;
  /** JSON-serialisable body, or FormData (see toFormData) sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Retries on the retry statuses; default 1 for GET/HEAD, 0 for the others. */
  retry?: number;
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const CACHE_BUST_PARAM = '_t';
export const UNKNOWN_ERROR = 'Unknown error';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

type Envelope = { status?: unknown; data?: unknown; message?: unknown; errors?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    result[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const now = options.now ?? Date.now;

  function buildUrl(path: string, query: QueryParams | undefined): string {
    const search = encodeQuery(query ?? {});
    search.set(CACHE_BUST_PARAM, String(now()));
    const separator = path.includes('?') ? '&' : '?';
    return `${baseUrl}${path}${separator}${search.toString()}`;
  }

  async function once<T>(method: HttpMethod, path: string, opts: RequestOptions): Promise<ApiResponse<T>> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await doFetch(buildUrl(path, opts.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: opts.signal,
      });
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : UNKNOWN_ERROR;
      return { status: 0, data: null, headers: new Headers(), error: { status: 0, message, errors: {} } };
    }
    let payload: unknown = null;
    try {
      payload = await readBody(response);
    } catch {
      payload = null;
    }
    const envelope: Envelope = isRecord(payload) ? payload : {};
    const status = typeof envelope.status === 'number' && Number.isInteger(envelope.status) ? envelope.status : response.status;
    const data = (isRecord(payload) && 'data' in payload ? payload.data : payload) as T | null;
    if (status >= 400) {
      const message =
        typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : response.statusText || UNKNOWN_ERROR;
      return {
        status,
        data: null,
        headers: response.headers,
        error: { status, message, errors: fieldErrors(envelope.errors) },
      };
    }
    return { status, data: data ?? null, headers: response.headers, error: null };
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    let retries = opts.retry ?? (method === 'GET' || method === 'HEAD' ? 1 : 0);
    for (;;) {
      const result = await once<T>(method, path, opts);
      if (retries <= 0 || !RETRY_STATUSES.has(result.status) || opts.signal?.aborted) return result;
      retries -= 1;
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    head: <T>(path: string, opts?: RequestOptions) => request<T>('HEAD', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same origin, the server's /api. */
export const api: ApiClient = createApiClient();
