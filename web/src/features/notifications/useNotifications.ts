import { useContext } from 'react';
import { NotificationsContext, type NotificationsApi } from './context';

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside NotificationsProvider');
  return api;
}
