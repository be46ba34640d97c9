// The public entry of the notifications feature: what other features may use (decision 0023).
export { NotificationsProvider } from './NotificationsProvider';
export { useNotifications } from './useNotifications';
