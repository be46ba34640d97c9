import { useDataProvider, useRefresh } from 'react-admin';
import { StaffComments } from '../StaffComments';
import type { OrdersDataProvider } from './calls';
import type { AdminOrder } from './types';

const MAX_LENGTH = 5000;

/** Managers' internal notes on the order (never shown to the customer), newest last, and a form to add one. */
export function OrderComments({ order }: { order: AdminOrder }) {
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const refresh = useRefresh();
  return (
    <StaffComments
      comments={order.comments ?? []}
      maxLength={MAX_LENGTH}
      add={async (text) => {
        await dataProvider.addOrderComment(order.id, text);
        refresh();
      }}
    />
  );
}
