import type { HistoryEntry, Order, OrderStatus, Person } from '../../features/orders/types';

/** An order as `GET /api/admin/orders/{id}` answers it (docs/api.md, "Orders admin"). */
export interface AdminOrder extends Order {
  user: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
  manager_id: number | null;
  manager: Person | null;
  comments?: OrderComment[];
  next_statuses?: OrderStatus[];
  cities?: string[];
  history: HistoryEntry[];
}

export interface OrderComment {
  id: number;
  author: Person | null;
  text: string;
  created_at: string;
}

export interface OrderManager {
  id: number;
  name: string;
  email: string;
  roles: string[];
}
