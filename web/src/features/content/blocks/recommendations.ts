import { useQuery } from '@tanstack/react-query';
import { useApiDomain } from '../../../app/AreaContext';
import { api } from '../../../shared/api';
import type { PlatformError } from '../../../shared/errors/platformError';
import { pageDataError } from '../../../shared/errors/pageDataError';
import type { CartEvent } from '../../../shared/events/types';
import type { ArticleSummary } from '../../content/blog/api';

/** `GET /api/recommendations` (docs/api.md, "Recommendations"): the area's picks, ready to draw. */
interface PickBase {
  id: number;
  /** A short note an editor wrote for the card («Выбор редакции»). */
  note?: string;
}

export interface EventPick extends PickBase {
  kind: 'event';
  event: CartEvent;
}

export interface ArticlePick extends PickBase {
  kind: 'article';
  article: ArticleSummary & { path: string };
}

export type Pick = EventPick | ArticlePick;

/** A change shows at the next visit; within one, a minute old is fresh enough. */
const STALE_MS = 60 * 1000;

/** The request's area's live picks in the editors' order, at most `limit` (1-12). */
export function useRecommendations(limit: number) {
  const domain = useApiDomain();
  return useQuery<Pick[], PlatformError>({
    queryKey: ['recommendations', domain ?? '', limit],
    queryFn: async ({ signal }) => {
      const response = await api.get<{ items: Pick[] }>('/api/recommendations', { query: { domain, limit }, signal });
      if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
      return response.data.items;
    },
    staleTime: STALE_MS,
  });
}
