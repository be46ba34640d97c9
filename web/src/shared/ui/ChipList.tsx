import type { ReactNode } from 'react';
import styles from './ChipList.module.css';

export interface ChipListProps {
  /** The list's accessible name. */
  label?: string;
  /** Centre items of unequal height (a chip beside a text link). */
  centered?: boolean;
  /** The `li` items; each feature styles its own chips. */
  children: ReactNode;
}

/** A wrapping row of chips as an unstyled list. */
export function ChipList({ label, centered = false, children }: ChipListProps) {
  return (
    <ul className={centered ? `${styles.chipList} ${styles.centered}` : styles.chipList} aria-label={label}>
      {children}
    </ul>
  );
}
