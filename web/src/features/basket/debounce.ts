/**
 * The last call wins after a quiet period: the basket counter sends one request 500 ms after the
 * last change (spec sections 5 and 7), not one per click.
 */
export const COUNT_DEBOUNCE_MS = 500;

export interface Debounced<T> {
  call: (value: T) => void;
  /** Run a pending call now (the panel closes, the card unmounts). */
  flush: () => void;
  cancel: () => void;
  pending: () => boolean;
}

export function debounce<T>(run: (value: T) => void, ms: number = COUNT_DEBOUNCE_MS): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: { value: T } | null = null;
  const fire = () => {
    timer = null;
    const pendingValue = last;
    last = null;
    if (pendingValue) run(pendingValue.value);
  };
  return {
    call(value: T) {
      last = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, ms);
    },
    flush() {
      if (timer === null) return;
      clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      last = null;
    },
    pending: () => timer !== null,
  };
}
