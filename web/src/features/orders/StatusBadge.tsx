import { statusLabel, statusTone } from './statuses';
import styles from './Orders.module.css';

/** The order's status as a coloured label: waiting, in progress, done or cancelled. */
export function StatusBadge({ status, title }: { status: string; title?: string | null }) {
  return <span className={`${styles.badge} ${styles[statusTone(status)]}`}>{statusLabel(status, title)}</span>;
}
