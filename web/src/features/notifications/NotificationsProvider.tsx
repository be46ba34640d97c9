import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopModalDialog } from '../../shared/ui/modalDialog';
import { NotificationsContext, type NotificationsApi } from './context';
import { takeFlash } from './flash';
import { createNotification, type Notification } from './types';
import styles from './Notifications.module.css';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';

const TYPE_LABEL: Record<Notification['type'], string> = {
  success: 'Успешно',
  error: 'Ошибка',
  warning: 'Внимание',
  info: 'Сообщение',
};

function NotificationItem({ item, onClose }: { item: Notification; onClose: (id: string) => void }) {
  useEffect(() => {
    if (item.time <= 0) return undefined;
    const timer = window.setTimeout(() => onClose(item.id), item.time);
    return () => window.clearTimeout(timer);
  }, [item.id, item.time, onClose]);

  return (
    // A click anywhere closes a closeClick notice; its close button does the same from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      className={`${styles.item} ${styles[item.type]}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      onClick={item.closeClick ? () => onClose(item.id) : undefined}
      data-type={item.type}
    >
      <VisuallyHidden>{TYPE_LABEL[item.type]}: </VisuallyHidden>
      <p className={styles.text}>{item.text}</p>
      {item.buttons.length > 0 && (
        <div className={styles.buttons}>
          {item.buttons.map((button) => (
            <button
              key={button.label}
              type="button"
              className={styles.button}
              onClick={(event) => {
                event.stopPropagation();
                button.onClick();
                if (button.close !== false) onClose(item.id);
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      )}
      {item.closeIcon && (
        <button
          type="button"
          className={styles.close}
          aria-label="Закрыть уведомление"
          onClick={(event) => {
            event.stopPropagation();
            onClose(item.id);
          }}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const dismiss = useCallback((id: string) => {
    setItems((list) => list.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback((input: Parameters<NotificationsApi['notify']>[0]) => {
    const item = createNotification(input);
    setItems((list) => [...list.filter((n) => n.id !== item.id), item]);
    return item.id;
  }, []);

  const api = useMemo<NotificationsApi>(() => ({ notify, dismiss }), [notify, dismiss]);

  // A notification carried over a full page load (see flash.ts).
  useEffect(() => {
    const flash = takeFlash();
    if (flash) notify(flash);
  }, [notify]);

  // Over an open modal <dialog> the notices render inside it: outside they would be inert and
  // painted under the top layer (decision 0023).
  const dialog = useTopModalDialog();
  const stack = (
    <section className={styles.stack} aria-label="Уведомления" aria-live="polite">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onClose={dismiss} />
      ))}
    </section>
  );

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      {dialog ? createPortal(stack, dialog) : stack}
    </NotificationsContext.Provider>
  );
}
