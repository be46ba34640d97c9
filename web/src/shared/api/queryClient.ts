import { QueryClient } from '@tanstack/react-query';

/** A query cache with the app's defaults: no automatic retries, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * The app's one query cache (decision 0023): every answer of the server the pages keep lives here,
 * also what code outside React reads and writes (the route guards' session, the basket's flows).
 */
export const queryClient: QueryClient = createQueryClient();
