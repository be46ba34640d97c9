/** Orders as docs/api.md "Basket and orders" gives them (customer view). */

export type OrderStatus = 'new' | 'in_work' | 'confirmed' | 'completed' | 'cancelled';

export interface OrderFile {
  id: number;
  name: string;
  size: number;
  /** Only in the admin view: where a manager downloads it. */
  url?: string;
}

/** A service param as the order recorded it at confirm time. */
export interface OrderParam {
  param_id: number;
  type: 'file' | 'video' | 'creative_type' | 'execution-format';
  label: string;
  value: string | null;
  /** The handbook title of a creative type or execution format. */
  title?: string | null;
  file?: OrderFile | null;
}

export interface EventDetails {
  type?: string;
  date?: { start?: string | null; end?: string | null } | null;
  place?: { city?: string | null; address?: string | null } | null;
  price_trip?: number | null;
  package_trip?: string[] | null;
  photo?: string | null;
}

export interface ServiceDetails {
  description?: string | null;
  /** The category's title at confirm time. */
  category?: string | null;
}

export interface OrderItem {
  id: number;
  kind: 'event' | 'service';
  event_id: number | null;
  service_id: number | null;
  code: string;
  name: string;
  price: number;
  count: number;
  amount: number;
  details: EventDetails & ServiceDetails;
  params: OrderParam[];
}

export interface Person {
  id: number;
  name: string;
}

export interface HistoryEntry {
  status: OrderStatus;
  status_title: string;
  reason: string | null;
  created_at: string;
  /** Only in the admin view: who made the change (null: the customer or the system). */
  actor?: Person | null;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  status_title: string;
  total: number;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  can_cancel: boolean;
  items: OrderItem[];
  history: HistoryEntry[];
}
