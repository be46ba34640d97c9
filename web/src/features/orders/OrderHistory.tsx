import { Panel } from '../../shared/ui/Panel';
import { formatDateTime } from '../../shared/format';
import { statusLabel } from './statuses';
import type { HistoryEntry } from './types';
import styles from './Orders.module.css';

/** Status changes, oldest first, with the reason of a cancellation. */
export function OrderHistory({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <Panel title="История заказа" titleId="order-history">
      <ol className={styles.history}>
        {history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className={styles.historyEntry}>
            <strong>{statusLabel(entry.status, entry.status_title)}</strong>
            <span className={styles.muted}>{formatDateTime(entry.created_at)}</span>
            {entry.reason && <span>Причина: {entry.reason}</span>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
