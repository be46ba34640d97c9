import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api';
import { useNotifications } from '../notifications';
import { isBuildVersion, runningVersion, VERSION_POLL_MS, VERSION_URL } from './version';

export const UPDATE_TEXT = 'Вышла новая версия сайта. Обновите страницу, чтобы продолжить без ошибок.';
export const UPDATE_BUTTON = 'Обновить';

/**
 * Polls /version.json every 5 minutes and when the window regains focus (not on load: the page
 * came with the version it runs); when the deployed version differs from the running one, offers
 * a reload through a notification (once per version).
 */
export function useAppUpdate(current: string = runningVersion()): void {
  const enabled = isBuildVersion(current);
  const { data } = useQuery({
    queryKey: ['app', 'version'],
    queryFn: async () => {
      const response = await api.get<{ version?: unknown }>(VERSION_URL, { retry: 0 });
      return typeof response.data?.version === 'string' ? response.data.version : null;
    },
    enabled,
    // The page came with the version it runs: the first check is due at the first poll or focus,
    // not in the busy moment the page is taken over.
    initialData: current,
    refetchOnMount: false,
    refetchInterval: VERSION_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });
  const { notify } = useNotifications();
  const offered = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !data || !isBuildVersion(data) || data === current || offered.current === data) return;
    offered.current = data;
    notify({
      type: 'info',
      text: UPDATE_TEXT,
      time: 0,
      buttons: [{ label: UPDATE_BUTTON, onClick: () => window.location.reload() }],
    });
  }, [enabled, data, current, notify]);
}
