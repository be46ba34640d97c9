import type { CartEvent } from './types';

/** A CartEvent as the list answers it, for unit tests. */
export function cartEvent(overrides: Partial<CartEvent> = {}): CartEvent {
  return {
    event_id: 1,
    event_type: 'festival',
    status: 'new',
    code: 'zvezdnyy-put-moskva',
    name: 'Всероссийский фестиваль-конкурс «Звёздный путь»',
    photo: '/api/event/zvezdnyy-put-moskva/cover.svg',
    place: { city: 'Москва', address: 'ул. Профсоюзная, 61' },
    count: 1,
    date: { start: '2026-12-16', end: '2026-12-17' },
    place_count: 37,
    type: 'festival',
    package_trip: [],
    price_trip: null,
    price_participation: 4500,
    support: null,
    tags: [
      { id: 1, title: 'У моря', icon: 'wave', color: '#1E88E5' },
      { id: 2, title: 'Сломанный цвет', icon: 'nope', color: 'red' },
    ],
    ...overrides,
  };
}
