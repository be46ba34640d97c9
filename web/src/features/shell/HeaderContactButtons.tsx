import { lazy, Suspense, useState } from 'react';
import { FilledIcon } from '../../shared/ui/FilledIcon';
import { IconButton } from '../../shared/ui/IconButton';
import styles from './Header.module.css';

const ContactDialog = lazy(() => import('./ContactDialog'));

const CALLBACK_ICON =
  'M20 15.5c-1.25 0-2.45-.2-3.57-.57a1 1 0 00-1.02.24l-2.2 2.2a15.07 15.07 0 01-6.59-6.59l2.2-2.21a.96.96 0 00.25-1A11.36 11.36 0 018.5 4a1 1 0 00-1-1H4a1 1 0 00-1 1 17 17 0 0017 17 1 1 0 001-1v-3.5a1 1 0 00-1-1zM19 12h2a9 9 0 00-9-9v2a7 7 0 017 7zm-4 0h2a5 5 0 00-5-5v2a3 3 0 013 3z';
const REVIEW_ICON = 'M20 2H4a2 2 0 00-2 2v18l4-4h14a2 2 0 002-2V4a2 2 0 00-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z';

export const CALLBACK_LABEL = 'Заказать обратный звонок';
export const REVIEW_LABEL = 'Оставить отзыв';

/** Loads the CRM's call-back widget once: its script draws and opens the widget itself. */
function loadWidget(url: string): void {
  if (document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.body.append(script);
}

/**
 * The header's call-back and review buttons (spec section 2, Header): each opens our form of the
 * requests inbox in a dialog; the call-back button loads the area's CRM widget instead when the
 * area's settings name one (the page's CSP allows that origin alone, decision 0026).
 */
export function HeaderContactButtons({
  widgetUrl,
  phone,
  variant,
}: {
  widgetUrl?: string;
  /** The area's support phone: the call-back dialog offers it too. */
  phone?: string;
  variant: 'icons' | 'text';
}) {
  const [open, setOpen] = useState<'callback' | 'feedback' | null>(null);
  const callback = () => (widgetUrl ? loadWidget(widgetUrl) : setOpen('callback'));
  return (
    <>
      {variant === 'icons' ? (
        <span className={styles.contactIcons}>
          <IconButton label={CALLBACK_LABEL} title={CALLBACK_LABEL} onClick={callback}>
            <FilledIcon size={20} path={CALLBACK_ICON} />
          </IconButton>
          <IconButton label={REVIEW_LABEL} title={REVIEW_LABEL} onClick={() => setOpen('feedback')}>
            <FilledIcon size={20} path={REVIEW_ICON} />
          </IconButton>
        </span>
      ) : (
        <span className={styles.contactText}>
          <button type="button" className={styles.contactTextButton} onClick={callback}>
            <FilledIcon size={20} path={CALLBACK_ICON} />
            {CALLBACK_LABEL}
          </button>
          <button type="button" className={styles.contactTextButton} onClick={() => setOpen('feedback')}>
            <FilledIcon size={20} path={REVIEW_ICON} />
            {REVIEW_LABEL}
          </button>
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <ContactDialog form={open} phone={phone} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
