import { vi } from 'vitest';

export interface AdminReply {
  status: number;
  body: unknown;
  /** A react-admin list's total: answered as `Content-Range`. */
  total?: number;
  headers?: Record<string, string>;
}
export type AdminRoute = (body: unknown) => AdminReply;
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The admin API behind the real data provider, for a test: answers by "METHOD path" (404 «Не
 * найдено» otherwise) and records every call with its JSON body, in order.
 */
export function serveAdminApi(routes: Record<string, AdminRoute>): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path, body });
    const route = routes[`${request.method} ${path}`];
    const reply = route ? route(body) : { status: 404, body: { status: 404, message: 'Не найдено' } };
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...reply.headers };
    if (reply.total !== undefined) headers['Content-Range'] = `items 0-${Math.max(reply.total - 1, 0)}/${reply.total}`;
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers });
  });
  return sent;
}
