import { formatPrice } from '../../shared/format';
import { Panel } from '../../shared/ui/Panel';
import { eventDates, eventPlace, paramText, people } from './orderDisplay';
import type { OrderItem } from './types';
import styles from './Orders.module.css';

/** One ordered item as recorded at confirm time: name, what it is, params, count and amount. */
function ItemRow({ item }: { item: OrderItem }) {
  const isEvent = item.kind === 'event';
  const about = isEvent ? [eventDates(item.details), eventPlace(item.details)].filter(Boolean).join(' · ') : (item.details.category ?? '');
  return (
    <li className={styles.item}>
      <div>
        <div className={styles.kind}>{isEvent ? 'Мероприятие' : 'Услуга'}</div>
        <div className={styles.itemName}>{item.name}</div>
        {about && <div className={styles.muted}>{about}</div>}
      </div>
      <div className={styles.amount}>
        <div className={styles.amountMain}>{item.amount > 0 ? formatPrice(item.amount) : 'Бесплатно'}</div>
        {isEvent && item.price > 0 && (
          <div className={styles.muted}>
            {people(item.count)} × {formatPrice(item.price)}
          </div>
        )}
      </div>
      {item.params.length > 0 && (
        <dl className={styles.params}>
          {item.params.map((param) => (
            <div key={param.param_id} style={{ display: 'contents' }}>
              <dt>{param.label}</dt>
              <dd>{paramText(param)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The order's items and its total. */
export function OrderItems({ items, total }: { items: readonly OrderItem[]; total: number }) {
  return (
    <Panel title="Состав заказа" titleId="order-items">
      <ul className={styles.items}>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
      <div className={styles.sum}>
        <span>Итого</span>
        <span>{formatPrice(total)}</span>
      </div>
    </Panel>
  );
}
