import type { ShowStatus, TicketOrder } from '../../features/tickets/types';

/** A ticket order as `GET /api/admin/ticket-orders` answers it (docs/api.md, "Afisha and tickets"). */
export interface AdminTicketOrder extends Omit<TicketOrder, 'access_key'> {
  payment_ref: string | null;
  user_id: number | null;
  /** When the order last changed (the history reloads on it). */
  updated_at: string;
}

/** A show's tier in the sales: `sold` seats in paid orders, `held` in held or awaiting orders. */
export interface ShowSalesTier {
  id: number;
  name: string;
  price: number;
  quota: number;
  sold: number;
  held: number;
}

/**
 * A show's sales as `GET /api/admin/ticket-shows` answers them: its tiers and their sums, the
 * revenue of its paid orders (roubles), and its live orders (held, awaiting payment or paid).
 */
export interface AdminTicketShow {
  id: number;
  code: string;
  title: string;
  /** The venue's local start, YYYY-MM-DDTHH:MM. */
  starts_at: string;
  status: ShowStatus;
  published: boolean;
  place: { name: string; city: { name: string } };
  hall: string | null;
  tiers: ShowSalesTier[];
  quota: number;
  sold: number;
  held: number;
  revenue: number;
  live_orders: number;
}

/** The answer of `POST /api/admin/ticket-shows/{id}/cancel`. */
export interface ShowCancelResult {
  show: AdminTicketShow;
  cancelled: number;
  refunded: number;
}
