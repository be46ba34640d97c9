import { api, type ApiClient, type ApiResponse } from '../../shared/api';

/** One result of GET /api/search (docs/api.md): `title_html` and `snippet` carry <mark> highlights. */
export interface SearchResult {
  type: string;
  id: number;
  code: string;
  url: string;
  title: string;
  title_html: string;
  snippet: string;
  date: { start: string; end: string } | null;
  photo: string | null;
  city: string | null;
}

export interface SearchAnswer {
  items: SearchResult[];
  total: number;
  page: number;
  per_page: number;
}

/** One page or article of GET /api/search/content: `url` is a path of `area`. */
export interface ContentResult {
  type: 'page' | 'article';
  area: string;
  url: string;
  title: string;
  title_html: string;
  snippet: string;
}

export interface SearchQuery {
  text: string;
  page: number;
  perPage: number;
}

export function createSearchApi(client: ApiClient = api) {
  return {
    search: (query: SearchQuery, signal?: AbortSignal): Promise<ApiResponse<SearchAnswer>> =>
      client.get<SearchAnswer>('/api/search', {
        query: { text: query.text, page: query.page, per_page: query.perPage },
        signal,
      }),
    content: (text: string, signal?: AbortSignal): Promise<ApiResponse<{ items: ContentResult[] }>> =>
      client.get<{ items: ContentResult[] }>('/api/search/content', { query: { text }, signal }),
  };
}

export const searchApi = createSearchApi();

/** Query keys of the search (one factory, never ad-hoc strings). */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: SearchQuery) => [...searchKeys.all, query.text, query.page, query.perPage] as const,
  content: (text: string) => [...searchKeys.all, 'content', text] as const,
};
