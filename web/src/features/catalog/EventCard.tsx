import { AppLink } from '../../routes/AppLink';
import { AddToBasketButton } from '../basket';
import { EVENT_TYPE_LABELS, formatDateRange, placesState, placesText, placeText, priceText } from '../../shared/events/eventDisplay';
import { CatalogIcon } from '../../shared/events/icons';
import { TagList } from '../../shared/events/TagList';
import type { CartEvent } from '../../shared/events/types';
import { EventPhoto } from './EventPhoto';
import styles from './EventCard.module.css';

export interface EventCardProps {
  event: CartEvent;
  /** Level of the card's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** Its poster is asked for at once (the first card of a page's main list). */
  priority?: boolean;
}

/**
 * A festival in a list: photo, type, name, dates, city or online, places left, price and tags.
 * The name links to the festival page (events area; from another area the link crosses over).
 */
export function EventCard({ event, headingLevel = 3, priority = false }: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state = placesState(event.place_count);
  const link = { to: 'events-festival-code', params: { code: event.code } };
  return (
    <article className={styles.card} data-places={state}>
      <div className={styles.media}>
        <EventPhoto photo={event.photo} name={event.name} size="card" priority={priority} />
        <span className={styles.type}>{EVENT_TYPE_LABELS[event.type] ?? event.type}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <AppLink className={styles.link} {...link}>
            {event.name}
          </AppLink>
        </Heading>
        <ul className={styles.facts}>
          <li>
            <CatalogIcon name="calendar" size={16} />
            <span>{formatDateRange(event.date.start, event.date.end)}</span>
          </li>
          <li>
            <CatalogIcon name={event.place.city ? 'location' : 'globe'} size={16} />
            <span>{placeText(event)}</span>
          </li>
        </ul>
        <TagList tags={event.tags} />
        <div className={styles.footer}>
          <p className={styles.price}>{priceText(event)}</p>
          <p className={styles.places}>{placesText(event.place_count)}</p>
        </div>
        <AddToBasketButton event={event} />
      </div>
    </article>
  );
}

/** A responsive grid of cards; `main`: the page's main list, whose first poster is asked for first. */
export function EventGrid({ events, headingLevel, main = false }: { events: readonly CartEvent[]; headingLevel?: 2 | 3; main?: boolean }) {
  return (
    <ul className={styles.grid}>
      {events.map((event, index) => (
        <li key={event.event_id}>
          <EventCard event={event} headingLevel={headingLevel} priority={main && index === 0} />
        </li>
      ))}
    </ul>
  );
}
