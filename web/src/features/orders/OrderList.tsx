import { AppLink } from '../../routes/AppLink';
import { formatDateTime, formatPrice } from '../../shared/format';
import { panelClass } from '../../shared/ui/Panel';
import { itemsSummary } from './orderDisplay';
import { StatusBadge } from './StatusBadge';
import type { Order } from './types';
import styles from './Orders.module.css';

/** The account's orders, newest first: number, date, status, what was ordered and the total. */
export function OrderList({ orders }: { orders: readonly Order[] }) {
  return (
    <ul className={styles.list} aria-label="Заказы">
      {orders.map((order) => (
        <li key={order.id}>
          <AppLink
            to="id-orders-number"
            params={{ number: order.number }}
            className={`${panelClass({ dense: true })} ${styles.cardLink}`}
            data-order={order.number}
          >
            <div className={styles.head}>
              <span className={styles.number}>Заказ № {order.number}</span>
              <StatusBadge status={order.status} title={order.status_title} />
            </div>
            <div>{itemsSummary(order.items)}</div>
            <div className={styles.meta}>
              <span>от {formatDateTime(order.created_at)}</span>
              <span>
                Сумма: <span className={styles.total}>{formatPrice(order.total)}</span>
              </span>
            </div>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
