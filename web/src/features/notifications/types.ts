/** Notification of spec section 3. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationButton {
  label: string;
  onClick: () => void;
  /** Close the notification after the click (default true). */
  close?: boolean;
}

export interface Notification {
  id: string;
  type: NotificationType;
  text: string;
  /** Show the close (×) button. */
  closeIcon: boolean;
  /** Close when the notification itself is clicked. */
  closeClick: boolean;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  time: number;
  buttons: NotificationButton[];
}

export type NotificationInput = Partial<Omit<Notification, 'text'>> & { text: string };

export const DEFAULT_NOTIFICATION_TIME = 5000;

let counter = 0;

export function createNotification(input: NotificationInput): Notification {
  counter += 1;
  return {
    id: input.id ?? `n${Date.now().toString(36)}${counter}`,
    type: input.type ?? 'info',
    text: input.text,
    closeIcon: input.closeIcon ?? true,
    closeClick: input.closeClick ?? false,
    time: input.time ?? DEFAULT_NOTIFICATION_TIME,
    buttons: input.buttons ?? [],
  };
}
