import { useState } from 'react';
import { TagList } from '../../shared/events/TagList';
import { useBasket, type Service } from '../basket';
import { useNotifications } from '../notifications';
import { buttonClass } from '../../shared/ui/button';
import { paramsHint, priceView } from './catalogue';
import styles from './Services.module.css';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';

/**
 * A paid service: name, tags, description, price (the old one struck through) and add-to-basket.
 * Its params (video link, PDF...) are filled in the basket panel, so the card only says which.
 */
export function ServiceCard({ service }: { service: Service }) {
  const basket = useBasket();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);
  const price = priceView(service.price);
  const asks = paramsHint(service);
  const inBasket = basket.hasService(service.id);

  async function add() {
    setBusy(true);
    const ok = await basket.addService(service.id);
    setBusy(false);
    if (ok) {
      notify({
        type: 'success',
        text: asks ? `Добавлено в корзину: ${service.name}. Заполните в корзине: ${asks}` : `Добавлено в корзину: ${service.name}`,
        time: 5000,
        buttons: [{ label: 'Открыть корзину', onClick: () => basket.open() }],
      });
    }
  }

  return (
    <article className={styles.card} data-service={service.code}>
      {service.special && <p className={styles.special}>Специальное предложение</p>}
      <h3 className={styles.name}>{service.name}</h3>
      <TagList tags={service.tags} label="Метки услуги" />
      <p className={styles.description}>{service.description}</p>
      {asks && <p className={styles.asks}>Понадобится: {asks}</p>}
      <div className={styles.footer}>
        <p className={styles.price}>
          {price.old && (
            <s className={styles.old}>
              <VisuallyHidden>Цена без скидки: </VisuallyHidden>
              {price.old}
            </s>
          )}
          <span className={styles.final}>{price.main}</span>
        </p>
        {inBasket ? (
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => basket.open()}
            aria-label={`В корзине: ${service.name}. Открыть корзину`}
          >
            ✓ В корзине
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            onClick={() => void add()}
            disabled={busy}
            aria-label={`В корзину: ${service.name}`}
          >
            В корзину
          </button>
        )}
      </div>
    </article>
  );
}
