import { ADMIN_API, httpClient, type AdminDataProvider } from '../dataProvider';
import type { OrderStatus } from '../../features/orders/types';
import type { AdminOrder, OrderManager } from './types';

/** The orders section's calls beyond simple REST (docs/api.md, "Orders admin"). */
export interface OrderCalls {
  changeOrderStatus: (id: number | string, status: OrderStatus, reason?: string) => Promise<{ data: AdminOrder }>;
  /** null unassigns. */
  assignOrder: (id: number | string, managerId: number | null) => Promise<{ data: AdminOrder }>;
  addOrderComment: (id: number | string, text: string) => Promise<{ data: AdminOrder }>;
  getOrderManagers: () => Promise<OrderManager[]>;
}

export type OrdersDataProvider = AdminDataProvider & OrderCalls;

const FILTER_KEYS = ['q', 'status', 'event_id', 'city_id', 'date_from', 'date_to', 'manager_id'] as const;

/**
 * The list's filter as the server takes it: only its known keys, without empty values (a cleared
 * react-admin input leaves '' or null behind, which the server would refuse as a bad filter).
 */
export function orderFilter(values: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** The server's CSV of the filtered list (`GET /api/admin/orders-export`), a plain download link. */
export function exportUrl(values: Record<string, unknown>, apiUrl: string = ADMIN_API): string {
  return `${apiUrl}/orders-export?${new URLSearchParams({ filter: JSON.stringify(orderFilter(values)) }).toString()}`;
}

export function createOrderCalls(apiUrl: string = ADMIN_API, client = httpClient): OrderCalls {
  const order = (id: number | string) => `${apiUrl}/orders/${encodeURIComponent(String(id))}`;
  const post = async (url: string, body: unknown) => {
    const { json } = await client(url, { method: 'POST', body: JSON.stringify(body) });
    return { data: json as AdminOrder };
  };
  return {
    // The reason goes only with a cancel: the server keeps it in the history entry.
    changeOrderStatus: (id, status, reason) =>
      post(`${order(id)}/status`, status === 'cancelled' ? { status, reason: reason ?? '' } : { status }),
    assignOrder: (id, managerId) => post(`${order(id)}/assign`, { manager_id: managerId }),
    addOrderComment: (id, text) => post(`${order(id)}/comments`, { text }),
    getOrderManagers: async () => {
      const { json } = await client(`${apiUrl}/order-managers`);
      return Array.isArray(json) ? (json as OrderManager[]) : [];
    },
  };
}
