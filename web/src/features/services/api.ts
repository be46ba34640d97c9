import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from '../../shared/api';
import type { PlatformError } from '../../shared/errors/platformError';
import type { ServicesAnswer } from '../basket';
import { pageDataError } from '../../shared/errors/pageDataError';

export function createServicesApi(client: ApiClient = api) {
  return {
    /** The whole public catalogue of paid services (a few dozen): the pages group it themselves. */
    list: async (signal?: AbortSignal): Promise<ServicesAnswer> => {
      const response = await client.get<ServicesAnswer>('/api/services', { signal });
      if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Не удалось загрузить услуги');
      return response.data;
    },
  };
}

export const servicesApi = createServicesApi();

export const servicesKeys = { all: ['services'] as const };

/** Services change only in the admin: five minutes old is fresh enough. */
const STALE_MS = 5 * 60 * 1000;

export function useServices() {
  return useQuery<ServicesAnswer, PlatformError>({
    queryKey: servicesKeys.all,
    queryFn: ({ signal }) => servicesApi.list(signal),
    staleTime: STALE_MS,
  });
}
