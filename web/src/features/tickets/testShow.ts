import type { ShowDetail, TicketOrder } from './types';

/** A show as `GET /api/afisha/{code}` answers it, for the feature's tests. */
export const SHOW: ShowDetail = {
  code: 'koncert-tanec',
  title: 'Концерт «Танцующий город»',
  kind: 'concert',
  summary: 'Отчётный концерт хореографических коллективов',
  photo: null,
  starts_at: '2026-12-15T19:00',
  duration_minutes: 140,
  age_rating: '6+',
  status: 'on_sale',
  place: {
    code: 'dk',
    name: 'Дворец культуры имени Ленсовета',
    address: 'Каменноостровский пр., 42',
    city: { slug: 'spb', name: 'Санкт-Петербург' },
  },
  hall: 'Большой зал',
  description: 'Восемь коллективов города.',
  photos: [],
  event_id: null,
  max_per_order: 10,
  tiers: [
    { id: 7, name: 'Партер', price: 1400, places_left: 400, on_sale: true, closed_reason: null },
    { id: 8, name: 'Балкон', price: 900, places_left: 1, on_sale: true, closed_reason: null },
    { id: 9, name: 'Ложа', price: 2500, places_left: 10, on_sale: false, closed_reason: 'Продажи начнутся 1 декабря' },
  ],
};

export function order(overrides: Partial<TicketOrder> = {}): TicketOrder {
  return {
    id: 5,
    number: 'T-AB12CD34',
    status: 'held',
    status_title: 'Забронирован',
    show: SHOW,
    buyer: { name: 'Анна Смирнова', email: 'anna@example.ru', phone: '+79161234567' },
    lines: [{ tier_id: 7, name: 'Партер', quantity: 2, price: 1400 }],
    total: 2800,
    discount: 0,
    payment_method: 'box_office',
    held_until: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    paid_at: null,
    cancel_reason: null,
    created_at: '2026-11-27T02:00:00Z',
    access_key: 'k3y',
    tickets: [],
    ...overrides,
  };
}
