import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * The open modal <dialog>s, newest last (decision 0023). showModal() puts a dialog in the top layer
 * and makes everything outside it inert: measured in Chromium, a notice outside the dialog, even a
 * popover shown after it, can be neither clicked nor reached by keyboard or a screen reader. So
 * what must stay usable above any dialog (the notifications) renders into the topmost one
 * (`useTopModalDialog`).
 */
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function topDialog(): HTMLDialogElement | null {
  return openDialogs[openDialogs.length - 1] ?? null;
}

/**
 * Opens `ref`'s dialog as a modal for as long as the component is mounted: showModal() (inert page,
 * focus moved in, Escape fires its `cancel`), and on unmount close() and focus back on the control
 * that opened it. `onOpen` runs right after showModal() (to move focus elsewhere than the first
 * control, say).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onOpen?: (dialog: HTMLDialogElement) => void): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    openDialogs.push(dialog);
    changed();
    onOpen?.(dialog);
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      changed();
      dialog.close();
      opener?.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onOpen runs once per opening, as showModal() does
  }, [ref]);
}

/** The topmost open modal dialog, or null: where content that must stay usable over it renders. */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, () => null);
}
