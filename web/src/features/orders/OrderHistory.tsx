import { formatDateTime } from './orderDisplay';
import { statusLabel } from './statuses';
import type { HistoryEntry } from './types';
import styles from './Orders.module.css';

/** Status changes, oldest first, with the reason of a cancellation. */
export function OrderHistory({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <section className={styles.section} aria-labelledby="order-history">
      <h2 id="order-history" className={styles.sectionTitle}>
        История заказа
      </h2>
      <ol className={styles.history}>
        {history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className={styles.historyEntry}>
            <strong>{statusLabel(entry.status, entry.status_title)}</strong>
            <span className={styles.muted}>{formatDateTime(entry.created_at)}</span>
            {entry.reason && <span>Причина: {entry.reason}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
