import { useEffect, useMemo, useRef, useState } from 'react';
import { COUNT_MIN, normalizeCount } from './cartMerge';
import { debounce } from './debounce';
import styles from './Basket.module.css';

export interface CounterProps {
  value: number;
  /** Upper bound (places left), if known. */
  max?: number;
  label: string;
  /** Called once, 500 ms after the last change (spec sections 5 and 7). */
  onCommit: (value: number) => void;
}

/** The people counter: minimum 1, invalid input falls back to 1, one debounced request per burst of clicks. */
export function Counter({ value, max, label, onCommit }: CounterProps) {
  const [shown, setShown] = useState(String(value));
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  const debounced = useMemo(() => debounce<number>((next) => commitRef.current(next)), []);

  // The server's answer wins once nothing is pending.
  useEffect(() => {
    if (!debounced.pending()) setShown(String(value));
  }, [value, debounced]);

  // A change still waiting when the card goes away is sent, not lost.
  useEffect(() => () => debounced.flush(), [debounced]);

  function change(next: number) {
    const bounded = max !== undefined && max >= COUNT_MIN ? Math.min(next, max) : next;
    const count = normalizeCount(bounded);
    setShown(String(count));
    debounced.call(count);
  }

  const current = normalizeCount(shown);
  return (
    <div className={styles.counter} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.counterButton}
        onClick={() => change(current - 1)}
        disabled={current <= COUNT_MIN}
        aria-label="Меньше"
      >
        −
      </button>
      <input
        className={styles.counterInput}
        inputMode="numeric"
        value={shown}
        aria-label="Количество человек"
        onChange={(event) => {
          setShown(event.target.value);
          if (event.target.value.trim() !== '') change(Number(event.target.value));
        }}
        onBlur={() => setShown(String(normalizeCount(shown)))}
      />
      <button
        type="button"
        className={styles.counterButton}
        onClick={() => change(current + 1)}
        disabled={max !== undefined && current >= max}
        aria-label="Больше"
      >
        +
      </button>
    </div>
  );
}
