import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchApi, searchKeys, type ContentResult, type SearchAnswer, type SearchQuery } from './api';

/** A failed search call, with the server's Russian message (or the network failure's). */
export class SearchError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }
}

/** Results of one phrase and page; no call while the phrase is empty. */
export function useSearchResults(query: SearchQuery) {
  return useQuery<SearchAnswer, SearchError>({
    queryKey: searchKeys.results(query),
    queryFn: async ({ signal }) => {
      const response = await searchApi.search(query, signal);
      if (response.error || !response.data) {
        throw new SearchError(response.error?.errors['text']?.[0] ?? response.error?.message ?? 'Пустой ответ сервера', response.status);
      }
      return response.data;
    },
    enabled: query.text !== '',
    placeholderData: keepPreviousData,
  });
}

/** The pages and articles a phrase finds (shown above the events on the first page). */
export function useContentResults(text: string, enabled: boolean) {
  return useQuery<ContentResult[], SearchError>({
    queryKey: searchKeys.content(text),
    queryFn: async ({ signal }) => {
      const response = await searchApi.content(text, signal);
      if (response.error || !response.data) throw new SearchError(response.error?.message ?? 'Пустой ответ сервера', response.status);
      return response.data.items;
    },
    enabled: enabled && text !== '',
  });
}
