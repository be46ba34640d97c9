import { useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';
import { keepTabInside } from './focusTrap';
import { useModalDialog } from './modalDialog';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog (BRANDS.md) on the native <dialog> (decision 0023): showModal() makes the page
 * behind it inert and moves focus to its first control, Escape (the dialog's cancel) and a click
 * on the backdrop close it, and focus returns to the control that opened it. Tab and Shift+Tab
 * cycle inside. Notifications raised while it is open show inside it (modalDialog.ts).
 */
export function Dialog({ title, onClose, children }: DialogProps) {
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
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
