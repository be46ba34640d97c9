import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { pageDataError } from '../../../shared/errors/pageDataError';
import type { PlatformError } from '../../../shared/errors/platformError';
import { contentKeys } from '../api';
import type { ContentPage } from '../types';

/** `GET /api/admin/pages/{id}` (docs/api.md, «Admin: /api/admin/pages»): any page, draft included. */
export interface PreviewedPage extends ContentPage {
  id: number;
  status: 'draft' | 'published';
  updated_at: string;
}

/** `?page=12`: a page's id, or null for anything but a positive whole number. */
export function previewId(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The page as the admin API gives it, with the editor's session. Personal (decision 0034): the
 * server's renderer, which sends no cookie, neither asks it nor embeds it, so the first render is
 * the loading state on both sides. Asked again when the tab comes back into view, so a save in
 * the editor's tab shows on returning here.
 */
export function usePreviewedPage(id: number | null) {
  return useQuery<PreviewedPage, PlatformError>({
    queryKey: [...contentKeys.all, 'preview', id],
    queryFn: async ({ signal }) => {
      const response = await api.get<PreviewedPage>(`/api/admin/pages/${id ?? 0}`, { signal });
      if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
      return response.data;
    },
    enabled: id !== null,
    meta: { personal: true },
    refetchOnWindowFocus: true,
  });
}
