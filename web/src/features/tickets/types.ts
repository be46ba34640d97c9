/** The afisha's and ticket orders' answers (docs/api.md, "Afisha and tickets"; decision 0046). */
export type ShowKind = 'concert' | 'performance' | 'gala';
export type AgeRating = '0+' | '6+' | '12+' | '16+' | '18+';
export type ShowStatus = 'draft' | 'on_sale' | 'cancelled';

export interface ShowPlace {
  code: string;
  name: string;
  address: string;
  city: { slug: string; name: string };
}

/** A show in the afisha's list. `starts_at`: the venue's local date and time, YYYY-MM-DDTHH:MM. */
export interface ShowCard {
  code: string;
  title: string;
  kind: ShowKind;
  summary: string;
  photo: string | null;
  starts_at: string;
  duration_minutes: number;
  age_rating: AgeRating;
  status: ShowStatus;
  place: ShowPlace;
  hall: string | null;
}

/** A show of the afisha's list: with the lowest tier price (null: no tiers yet) and the seats left. */
export interface AfishaShow extends ShowCard {
  price_from: number | null;
  places_left: number;
}

/** `GET /api/afisha`: the upcoming shows by the filters, and the cities of every upcoming show. */
export interface AfishaPage {
  items: AfishaShow[];
  cities: { slug: string; name: string }[];
}

export interface TicketTier {
  id: number;
  name: string;
  price: number;
  places_left: number;
  /** Sold now: inside its sale window, seats left and the show on sale. */
  on_sale: boolean;
  /** Why it is not sold now (the sale window, the show cancelled), or null. */
  closed_reason: string | null;
}

export interface ShowDetail extends ShowCard {
  description: string;
  photos: string[];
  event_id: number | null;
  tiers: TicketTier[];
  max_per_order: number;
}

export interface AfishaFilters {
  from?: string;
  to?: string;
  city?: string;
  age?: AgeRating;
}

export type PaymentMethod = 'box_office' | 'test_provider';
export type TicketOrderStatus = 'held' | 'awaiting_payment' | 'paid' | 'cancelled' | 'expired' | 'refunded';

export interface OrderLine {
  tier_id: number;
  name: string;
  quantity: number;
  price: number;
}

/** An e-ticket: its code, its number in the order, its tier; `qr` the signed code its QR carries. */
export interface Ticket {
  id: number;
  code: string;
  number: number;
  tier: string;
  qr: string;
  checked_in_at: string | null;
}

/** A ticket order as its buyer sees it (`held_until`: UTC, ISO). */
export interface TicketOrder {
  id: number;
  number: string;
  status: TicketOrderStatus;
  status_title: string;
  show: ShowCard;
  buyer: { name: string; email: string; phone: string };
  lines: OrderLine[];
  total: number;
  discount: number;
  payment_method: PaymentMethod;
  held_until: string;
  paid_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  access_key?: string;
  tickets: Ticket[];
}

/** The answer to a payment's start: the order, and the provider's page to go to or the box office's wait. */
export interface PaymentStart extends TicketOrder {
  next: { action: 'redirect' | 'box_office'; url: string };
}

export type BuyerField = 'lines' | 'buyer_name' | 'email' | 'phone' | 'promo_code' | 'consent';

export interface BuyerValues {
  buyer_name: string;
  email: string;
  phone: string;
  promo_code: string;
  consent: boolean;
}

/** Quantities by tier id. */
export type Quantities = Record<number, number>;
