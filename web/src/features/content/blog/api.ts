import { useQuery } from '@tanstack/react-query';
import { useApiDomain } from '../../../app/AreaContext';
import { api, type ApiResponse } from '../../../shared/api';
import type { PlatformError } from '../../../shared/errors/platformError';
import { pageDataError } from '../../../shared/errors/pageDataError';
import type { ContentBlock } from '../types';

/** The blog's answers (docs/api.md, "Blog"). */
export interface ArticleType {
  code: string;
  name: string;
}

export interface ArticleSummary {
  code: string;
  type: string;
  type_name: string;
  title: string;
  lead?: string;
  cover?: string;
  author?: string;
  tags: string[];
  published_at: string | null;
}

export interface ArticleList {
  items: ArticleSummary[];
  total: number;
  page: number;
  pages: number;
}

export interface Article extends ArticleSummary {
  blocks: ContentBlock[];
  seo_title?: string;
  seo_description?: string;
  updated_at: string;
}

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

/** An editor's change shows at the next visit; within one, a minute old is fresh enough. */
const STALE_MS = 60 * 1000;

export function useArticleTypes() {
  const domain = useApiDomain();
  return useQuery<ArticleType[], PlatformError>({
    queryKey: ['blog', 'types', domain ?? ''],
    queryFn: async ({ signal }) => unwrap(await api.get<{ items: ArticleType[] }>('/api/blog/types', { query: { domain }, signal })).items,
    staleTime: STALE_MS,
  });
}

export interface ArticleQuery {
  type?: string;
  page?: number;
  limit?: number;
}

export function useArticles({ type, page = 1, limit }: ArticleQuery) {
  const domain = useApiDomain();
  return useQuery<ArticleList, PlatformError>({
    queryKey: ['blog', 'articles', domain ?? '', type ?? '', page, limit ?? 0],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<ArticleList>('/api/blog/articles', { query: { domain, type, page: page > 1 ? page : undefined, limit }, signal }),
      ),
    staleTime: STALE_MS,
    // Turning a page keeps the cards until the next page's arrive; another section starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === (type ?? '') ? previous : undefined),
  });
}

export function useArticle(type: string, code: string) {
  const domain = useApiDomain();
  return useQuery<Article, PlatformError>({
    queryKey: ['blog', 'article', domain ?? '', type, code],
    queryFn: async ({ signal }) => unwrap(await api.get<Article>('/api/blog/article', { query: { domain, type, code }, signal })),
    staleTime: STALE_MS,
  });
}
