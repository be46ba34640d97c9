import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no modal <dialog>: what the browser does, in brief. showModal opens the dialog and
// focuses its first control; Escape inside an open modal fires its `cancel` event; close() ends it.
if (typeof window !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FIRST_CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [autofocus]';
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FIRST_CONTROL))?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const dialog = (event.target as Element | null)?.closest?.('dialog[open]');
    if (event.key !== 'Escape' || !dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    if (!cancel.defaultPrevented) (dialog as HTMLDialogElement).close();
  });
}
