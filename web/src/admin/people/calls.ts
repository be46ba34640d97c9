import { withLifecycleCallbacks, type DataProvider, type GetListParams } from 'react-admin';
import { ADMIN_API, httpClient } from '../dataProvider';
import { PORTFOLIOS_RESOURCE } from './labels';
import type { AdminPortfolio } from './types';

/** The moderation's calls beyond simple REST (docs/api.md, "Admin: portfolios"). */
export function createPortfolioCalls(apiUrl: string = ADMIN_API, client = httpClient) {
  const path = (id: number) => `${apiUrl}/${PORTFOLIOS_RESOURCE}/${encodeURIComponent(String(id))}`;
  return {
    approve: async (id: number): Promise<AdminPortfolio> => {
      const { json } = await client(`${path(id)}/approve`, { method: 'POST' });
      return json as AdminPortfolio;
    },
    reject: async (id: number, note: string): Promise<AdminPortfolio> => {
      const { json } = await client(`${path(id)}/reject`, { method: 'POST', body: JSON.stringify({ note }) });
      return json as AdminPortfolio;
    },
    /** The live page as a visitor sees it (`/api/people/mentors/{code}`), or null when it is hidden. */
    live: async (kind: AdminPortfolio['kind'], code: string): Promise<Record<string, unknown> | null> => {
      try {
        const { json } = await client(`/api/people/${kind === 'mentor' ? 'mentors' : 'participants'}/${encodeURIComponent(code)}`);
        const data = (json as { data?: unknown } | null)?.data;
        return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}

export type PortfolioCalls = ReturnType<typeof createPortfolioCalls>;
export const portfolioCalls = createPortfolioCalls();

/** The list's filter as the server takes it: status and kind, without empty values. */
export function portfolioFilter(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['status', 'kind']) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** The queue's list query: its filter without empty values, sorted by the sending (the server's two sorts). */
export function portfolioListParams(params: GetListParams): GetListParams {
  const field = params.sort?.field === 'id' ? 'id' : 'submitted_at';
  return {
    ...params,
    filter: portfolioFilter(params.filter ?? {}),
    sort: { field, order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' },
  };
}

/** The admin's data provider with the portfolio queue's list query. */
export function withPortfolioQueue<T extends DataProvider>(provider: T): T {
  return withLifecycleCallbacks(provider, [
    { resource: PORTFOLIOS_RESOURCE, beforeGetList: async (params: GetListParams) => portfolioListParams(params) },
  ]) as T;
}
