import { useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';
import { FilledIcon } from './FilledIcon';
import { IconButton } from './IconButton';
import { keepTabInside } from './focusTrap';
import { useModalDialog } from './modalDialog';

export interface DialogProps {
  title: string;
  onClose: () => void;
  /** A cross beside the title that closes the dialog, named by this label. */
  closeLabel?: string;
  children: ReactNode;
}

const CROSS = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * A modal dialog (BRANDS.md) on the native <dialog> (decision 0023): showModal() makes the page
 * behind it inert and moves focus to its first control, Escape (the dialog's cancel) and a click
 * on the backdrop close it, and focus returns to the control that opened it. Tab and Shift+Tab
 * cycle inside. Notifications raised while it is open show inside it (modalDialog.ts).
 */
export function Dialog({ title, onClose, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);

  return (
    // The content fills the dialog, so a mouse-down on the dialog element itself is on its backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop click and Tab cycling of a modal dialog; Escape is its native cancel
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => keepTabInside(event, ref.current)}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={`${styles.title} ${closeLabel ? styles.titleBesideClose : ''}`}>
          {title}
        </h2>
        {children}
        {/* Last in the tab order: the dialog's first control (a form's first field) takes the focus. */}
        {closeLabel && (
          <IconButton label={closeLabel} tone="quiet" className={styles.close} onClick={onClose}>
            <FilledIcon size={20} path={CROSS} />
          </IconButton>
        )}
      </div>
    </dialog>
  );
}
