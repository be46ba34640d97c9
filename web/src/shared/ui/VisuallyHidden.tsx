import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers alone: where a link leads, what a figure means, a loading status. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
