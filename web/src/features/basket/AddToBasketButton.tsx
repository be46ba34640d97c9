import { useState } from 'react';
import type { CartEvent } from '../../shared/events/types';
import { useNotifications } from '../notifications';
import { eventAvailability } from './eventAvailability';
import { BASKET_TEXT } from './messages';
import { useBasket } from './useBasket';
import styles from './Basket.module.css';

export interface AddToBasketButtonProps {
  event: Pick<CartEvent, 'event_id' | 'code' | 'name' | 'place_count' | 'date'>;
  /** `wide` fills its card (the festival page). */
  variant?: 'compact' | 'wide';
}

/**
 * Add-to-basket for a festival (cards and the festival page), guests too (their local basket).
 * In the basket already: says so and opens the panel. Started, past or sold out: cannot be added.
 */
export function AddToBasketButton({ event, variant = 'compact' }: AddToBasketButtonProps) {
  const basket = useBasket();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);
  const availability = eventAvailability(event);
  const className = `${styles.add} ${variant === 'wide' ? styles.addWide : ''}`;

  if (basket.hasEvent(event.event_id)) {
    return (
      <button
        type="button"
        className={className}
        data-state="added"
        onClick={() => basket.open()}
        aria-label={`В корзине: ${event.name}. Открыть корзину`}
      >
        ✓ В корзине
      </button>
    );
  }
  if (availability !== 'open') {
    return (
      <button
        type="button"
        className={className}
        disabled
        data-state={availability}
        title={availability === 'sold-out' ? 'Свободных мест не осталось' : 'Мероприятие уже началось или прошло'}
      >
        Запись закрыта
      </button>
    );
  }

  async function add() {
    setBusy(true);
    const ok = await basket.addEvent(event);
    setBusy(false);
    if (ok)
      notify({
        type: 'success',
        text: `${BASKET_TEXT.added}: ${event.name}`,
        time: 5000,
        buttons: [{ label: 'Открыть корзину', onClick: () => basket.open() }],
      });
  }

  return (
    <button type="button" className={className} onClick={() => void add()} disabled={busy} aria-label={`В корзину: ${event.name}`}>
      В корзину
    </button>
  );
}
