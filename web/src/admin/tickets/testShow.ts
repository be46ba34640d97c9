import type { AdminTicketShow } from './types';

/** A show's sales as the server answers them, for tests. */
export function adminShow(over: Partial<AdminTicketShow> = {}): AdminTicketShow {
  return {
    id: 7,
    code: 'yubileynyy-kontsert',
    title: 'Юбилейный концерт',
    starts_at: '2026-12-12T19:00',
    status: 'on_sale',
    published: true,
    place: { name: 'Культурный центр «Меридиан»', city: { name: 'Москва' } },
    hall: 'Большой зал',
    tiers: [
      { id: 1, name: 'Партер', price: 1500, quota: 50, sold: 10, held: 3 },
      { id: 2, name: 'Балкон', price: 800, quota: 30, sold: 2, held: 0 },
    ],
    quota: 80,
    sold: 12,
    held: 3,
    revenue: 16600,
    live_orders: 6,
    ...over,
  };
}
