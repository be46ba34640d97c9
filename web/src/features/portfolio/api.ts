import { useQuery } from '@tanstack/react-query';
import { api, toFormData, writeResult, type ApiClient, type ApiResponse } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type { Portfolio, PortfolioData, PortfolioKind, UploadedPhoto } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

/** The forms' own words when the server is out of reach or answers without its message. */
const TEXTS = {
  offline: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  failed: 'Не получилось сохранить. Попробуйте ещё раз через минуту.',
};

const UPLOAD_TEXTS = {
  offline: TEXTS.offline,
  failed: 'Не получилось загрузить фото. Попробуйте ещё раз через минуту.',
};

const draftPath = (id: number) => `/api/user/portfolios/${id}`;

/** The account's portfolio calls (docs/api.md, "People: the account's portfolios"). */
export function createPortfolioApi(client: ApiClient = api) {
  return {
    list: async (signal?: AbortSignal): Promise<Portfolio[]> => {
      const data = unwrap(await client.get<Portfolio[] | { items: Portfolio[] }>('/api/user/portfolios', { signal }));
      return Array.isArray(data) ? data : data.items;
    },
    create: async (kind: PortfolioKind, data: PortfolioData) =>
      writeResult(await client.post<Portfolio>('/api/user/portfolios', { kind, data }), TEXTS),
    save: async (id: number, data: PortfolioData) => writeResult(await client.put<Portfolio>(draftPath(id), { data }), TEXTS),
    submit: async (id: number) => writeResult(await client.post<Portfolio>(`${draftPath(id)}/submit`), TEXTS),
    remove: async (id: number) => writeResult(await client.delete<unknown>(draftPath(id)), TEXTS),
    uploadPhoto: async (file: File) =>
      writeResult(await client.post<UploadedPhoto>('/api/user/portfolios/photos', toFormData({ file })), UPLOAD_TEXTS),
  };
}

export type PortfolioApi = ReturnType<typeof createPortfolioApi>;
export const portfolioApi = createPortfolioApi();

export const portfolioKeys = {
  all: ['portfolios'] as const,
  mine: () => [...portfolioKeys.all, 'mine'] as const,
};

/** The owner's own drafts: asked each time the page opens, never part of a page the server draws. */
export function useMyPortfolios(client: PortfolioApi = portfolioApi) {
  return useQuery<Portfolio[], PlatformError>({
    queryKey: portfolioKeys.mine(),
    queryFn: ({ signal }) => client.list(signal),
    staleTime: 0,
    meta: { personal: true },
  });
}
