import { useDataProvider, type DataProvider } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AuditLogView } from '../users/AuditLog';
import type { TicketCalls } from './calls';
import { TICKET_ORDER_ACTIONS, ticketOrderActor, ticketOrderChanges } from './history';
import type { AdminTicketOrder } from './types';

/** The order's history («История»), newest first; a move (a new `updated_at`) reloads it. */
export function TicketOrderHistory({ order }: { order: Pick<AdminTicketOrder, 'id' | 'updated_at'> }) {
  const dataProvider = useDataProvider<DataProvider & TicketCalls>();
  return (
    <Box component="section" aria-label="История">
      <Typography variant="subtitle1" component="h3">
        История
      </Typography>
      <AuditLogView
        queryKey={['admin', 'ticket-orders', String(order.id), 'audit', order.updated_at]}
        load={() => dataProvider.getTicketOrderAudit(order.id)}
        enabled
        actions={TICKET_ORDER_ACTIONS}
        changes={ticketOrderChanges}
        actor={ticketOrderActor}
        bare
      />
    </Box>
  );
}
