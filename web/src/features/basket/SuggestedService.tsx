import { useId } from 'react';
import { formatPrice } from '../../shared/format';
import { useNotifications } from '../notifications';
import { basket as appBasket, type BasketStore } from './basketStore';
import type { Service } from './types';
import styles from './Basket.module.css';

/**
 * A special service not in the basket yet, unchecked: checking it adds it to the basket, checked,
 * where its params show (spec section 4, Service card).
 */
export function SuggestedService({ service, store = appBasket }: { service: Service; store?: BasketStore }) {
  const titleId = useId();
  const { notify } = useNotifications();

  async function add() {
    const result = await store.change({ services: [{ id: service.id, checked: true }] });
    if (!result.ok && result.message) notify({ type: 'error', text: result.message, time: 5000 });
  }

  return (
    <article className={`${styles.item} ${styles.suggested}`} aria-labelledby={titleId} data-checked="false" title={service.description}>
      <div className={styles.serviceHead}>
        <label className={styles.serviceCheck}>
          <input type="checkbox" checked={false} onChange={() => void add()} />
          <span id={titleId} className={styles.itemTitle}>
            {service.name}
          </span>
        </label>
        <p className={styles.servicePrice}>
          {service.price.old !== null && service.price.old > service.price.final && (
            <s className={styles.oldPrice}>{formatPrice(service.price.old)}</s>
          )}
          <span className="nowrap">{service.price.preview ?? formatPrice(service.price.final)}</span>
        </p>
      </div>
    </article>
  );
}
