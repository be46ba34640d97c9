import { useId, useState } from 'react';
import { formatPrice } from '../../shared/format';
import styles from './Festival.module.css';

/** The trip package: its price and the included-items list that the button shows and hides (spec section 4). */
export function PackageTrip({ price, items }: { price: number; items: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={styles.priceRow}>
      <div className={styles.priceLine}>
        <span className={styles.priceLabel}>Пакет поездки</span>
        <span className={styles.priceValue}>{formatPrice(price)}</span>
      </div>
      {items.length > 0 && (
        <>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
            {open ? 'Скрыть, что входит' : 'Что входит в пакет'}
            <span className={styles.chevron} data-open={open} aria-hidden="true" />
          </button>
          <ul id={listId} className={styles.included} hidden={!open}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
