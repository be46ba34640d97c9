import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'accent' | 'warning' | 'success' | 'danger';

/** A short coloured label in a pill. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
