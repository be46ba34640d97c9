import { createContext } from 'react';
import type { NotificationInput } from './types';

export interface NotificationsApi {
  /** Shows a notification; returns its id. A notification with the id of a shown one replaces it. */
  notify: (input: NotificationInput) => string;
  dismiss: (id: string) => void;
}

export const NotificationsContext = createContext<NotificationsApi | null>(null);
