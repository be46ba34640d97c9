import type { CartEvent } from '../../shared/events/types';

export type Availability = 'open' | 'sold-out' | 'closed';

/**
 * Whether a festival can go into the basket: not once it has started (start date before today,
 * the server's rule, UTC) and not without places left. The server decides; this only spares a
 * refused click.
 */
export function eventAvailability(event: Pick<CartEvent, 'place_count' | 'date'>, today: Date = new Date()): Availability {
  if (event.date.start < today.toISOString().slice(0, 10)) return 'closed';
  if (event.place_count <= 0) return 'sold-out';
  return 'open';
}
