import { useEffect, useState } from 'react';
import { formatCountdown, secondsLeft } from './rules';
import styles from './Afisha.module.css';

/** The time an order's hold has left, ticking each second; `onOver` once it reaches zero. */
export function Countdown({ until, onOver }: { until: string; onOver?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now) ?? 0;
  useEffect(() => {
    if (left === 0) {
      onOver?.();
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onOver]);
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {left > 0 ? (
        <>
          Бронь держится ещё <strong>{formatCountdown(left)}</strong>
        </>
      ) : (
        'Время брони вышло: места вернулись в продажу'
      )}
    </p>
  );
}
