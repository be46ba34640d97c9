import styles from './Results.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled up to `value` (halves rounded to the nearest whole star), named for a screen reader. */
export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  const filled = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${String(Math.round(value * 10) / 10).replace('.', ',')} из 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
          className={n <= filled ? styles.starOn : styles.starOff}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

export const STAR_PATH = STAR;
