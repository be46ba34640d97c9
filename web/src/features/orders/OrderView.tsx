import { AppLink } from '../../routes/AppLink';
import { formatDateTime, formatPrice } from '../../shared/format';
import { Panel } from '../../shared/ui/Panel';
import { CancelOrder } from './CancelOrder';
import { OrderHistory } from './OrderHistory';
import { OrderItems } from './OrderItems';
import { StatusBadge } from './StatusBadge';
import type { Order } from './types';
import styles from './Orders.module.css';

/** One order of the account (the page's title names it): status, items with their params, total, history; cancel while new. */
export function OrderView({ order }: { order: Order }) {
  return (
    <>
      <AppLink to="id-orders" className={styles.back}>
        ← Все заказы
      </AppLink>
      <Panel as="div" dense>
        <div className={styles.head}>
          <span className={styles.meta}>Оформлен {formatDateTime(order.created_at)}</span>
          <StatusBadge status={order.status} title={order.status_title} />
        </div>
        <div className={styles.meta}>
          <span>
            Сумма: <span className={styles.total}>{formatPrice(order.total)}</span>
          </span>
        </div>
        {order.status === 'cancelled' && order.cancel_reason && <p>Причина отмены: {order.cancel_reason}</p>}
        {order.status === 'new' && (
          <p className={styles.muted}>Менеджер свяжется с вами, чтобы подтвердить заказ. Пока заказ новый, его можно отменить.</p>
        )}
        {order.can_cancel && <CancelOrder number={order.number} />}
      </Panel>
      <OrderItems items={order.items} total={order.total} />
      <OrderHistory history={order.history} />
    </>
  );
}
