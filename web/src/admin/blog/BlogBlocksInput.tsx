import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../shared/api';
import { BlocksInput } from '../content/BlocksInput';
import type { BlockSpec } from '../content/schema';

/** The blog's block schemas: `GET /api/admin/blog/blocks`, the same answer as the content pages' (docs/api.md, "Blog"). */
export async function fetchBlogBlockSpecs(): Promise<BlockSpec[]> {
  const response = await api.get<{ blocks: BlockSpec[] }>('/api/admin/blog/blocks');
  if (response.error || !response.data) throw new Error(response.error?.message ?? 'Не удалось загрузить типы блоков');
  return response.data.blocks;
}

export const blogKeys = {
  blockSpecs: ['admin', 'blog', 'block-specs'] as const,
};

/**
 * Where content/BlocksInput reads its schemas (its `useBlockSpecs`). That editor loads them from
 * the content section's URL, which the news managers cannot open; it is given the blog's
 * schemas under this key in a query cache of its own (see BlogBlocksInput).
 */
const CONTENT_BLOCK_SPECS_KEY = ['content', 'block-specs'];

/** A query cache holding only these schemas, for the one block editor under it. */
function specsCache(specs: BlockSpec[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } } });
  client.setQueryData(CONTENT_BLOCK_SPECS_KEY, specs);
  return client;
}

/**
 * An article's body: the pages' block editor (content/BlocksInput) drawn from the blog's block
 * schemas. The schemas come from the blog's own URL (the blogs section's, decision 0027), so a
 * news manager without the content section can write articles; the pages' editor never sees
 * them, as it is given them in a query cache of its own.
 */
export function BlogBlocksInput() {
  const { data: specs, error } = useQuery({ queryKey: blogKeys.blockSpecs, queryFn: fetchBlogBlockSpecs, staleTime: Infinity });
  const cache = useMemo(() => (specs ? specsCache(specs) : null), [specs]);
  if (error) return <p role="alert">Не удалось загрузить типы блоков: {error.message}</p>;
  if (!cache) return <p role="status">Загружаем типы блоков…</p>;
  return (
    <QueryClientProvider client={cache}>
      <BlocksInput />
    </QueryClientProvider>
  );
}
