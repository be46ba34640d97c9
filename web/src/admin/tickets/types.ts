import type { TicketOrder } from '../../features/tickets/types';

/** A ticket order as `GET /api/admin/ticket-orders` answers it (docs/api.md, "Afisha and tickets"). */
export interface AdminTicketOrder extends Omit<TicketOrder, 'access_key'> {
  payment_ref: string | null;
  user_id: number | null;
}
