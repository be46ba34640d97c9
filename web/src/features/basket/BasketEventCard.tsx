import { useId, useState } from 'react';
import { AppLink } from '../../routes/AppLink';
import { formatPrice } from '../../shared/format';
import { EVENT_TYPE_LABELS, formatDateRange, placeText } from '../../shared/events/eventDisplay';
import { useNotifications } from '../notifications';
import { basket as appBasket, type BasketStore, type ChangeResult } from './basketStore';
import { Counter } from './Counter';
import type { CartEventItem } from './types';
import styles from './Basket.module.css';
import { BasketError, RemoveButton } from './parts';

export interface BasketEventCardProps {
  event: CartEventItem;
  errors: Readonly<Record<string, string[]>>;
  store?: BasketStore;
}

/** A festival in the basket (spec section 4): people counter, amount, included-items toggle, remove. */
export function BasketEventCard({ event, errors, store = appBasket }: BasketEventCardProps) {
  const titleId = useId();
  const listId = useId();
  const [showIncluded, setShowIncluded] = useState(false);
  const { notify } = useNotifications();
  const messages = errors[`event:${event.event_id}`] ?? [];

  function report(result: ChangeResult) {
    if (!result.ok && result.message) notify({ type: 'error', text: result.message, time: 5000 });
  }

  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.eventHead}>
        {event.photo && <img className={styles.thumb} src={event.photo} alt="" width="96" height="64" loading="lazy" />}
        <div className={styles.eventInfo}>
          <p className={styles.kicker}>{EVENT_TYPE_LABELS[event.type] ?? event.type}</p>
          <h4 id={titleId} className={styles.itemTitle}>
            <AppLink to="events-festival-code" params={{ code: event.code }} className={styles.itemLink} onClick={() => store.close()}>
              {event.name}
            </AppLink>
          </h4>
          <p className={styles.muted}>
            {formatDateRange(event.date.start, event.date.end)} · {placeText(event)}
          </p>
        </div>
      </div>
      {messages.map((message) => (
        <BasketError key={message}>{message}</BasketError>
      ))}
      <div className={styles.eventRow}>
        <Counter
          value={event.count}
          max={event.place_count > 0 ? event.place_count : undefined}
          label={`Участников: ${event.name}`}
          onCommit={(count) => void store.change({ events: [{ id: event.event_id, count }] }).then(report)}
        />
        {event.price_participation > 0 ? (
          <p className={styles.amount}>
            <small className={styles.muted}>
              {formatPrice(event.price_participation)} × {event.count}
            </small>
            <span className="nowrap">{formatPrice(event.amount)}</span>
          </p>
        ) : (
          <p className={styles.amount}>Участие бесплатно</p>
        )}
      </div>
      {event.package_trip.length > 0 && (
        <div>
          <button
            type="button"
            className={styles.linkButton}
            aria-expanded={showIncluded}
            aria-controls={listId}
            onClick={() => setShowIncluded((v) => !v)}
          >
            {showIncluded ? 'Скрыть, что входит' : 'Что входит в пакет поездки'}
            {event.price_trip !== null && ` · ${formatPrice(event.price_trip)}`}
          </button>
          <ul id={listId} className={styles.included} hidden={!showIncluded}>
            {event.package_trip.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <RemoveButton
        name={event.name}
        onRemove={() => void store.change({ events: [{ id: event.event_id, to_remove: true }] }).then(report)}
      />
    </article>
  );
}
