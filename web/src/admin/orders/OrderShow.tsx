import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime, formatPrice } from '../../shared/format';
import { statusLabel } from '../../features/orders/statuses';
import { AssignManager } from './AssignManager';
import { OrderComments } from './OrderComments';
import { OrderItemsPanel } from './OrderItemsPanel';
import { StatusActions } from './StatusActions';
import { StatusChip } from './StatusChip';
import type { AdminOrder } from './types';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderTitle() {
  const order = useRecordContext<AdminOrder>();
  return <span>{order ? `Заказ № ${order.number}` : 'Заказ'}</span>;
}

function OrderContent() {
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  const { user } = order;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
        p: { xs: 1, sm: 2 },
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Panel title={`Заказ № ${order.number}`}>
          <Stack spacing={1.5}>
            <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
              <StatusChip status={order.status} title={order.status_title} />
              <Typography color="text.secondary">Создан {formatDateTime(order.created_at)}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.total)}</Typography>
            </Stack>
            {order.cancel_reason && <Typography>Причина отмены: {order.cancel_reason}</Typography>}
            <Typography>
              Покупатель: {`${user.last_name} ${user.first_name}`.trim()} · {user.email}
              {user.phone ? ` · ${user.phone}` : ''}
            </Typography>
            {order.cities && order.cities.length > 0 && <Typography>Города: {order.cities.join(', ')}</Typography>}
            <AssignManager key={`${order.id}-${order.manager_id ?? 'none'}`} order={order} />
            <StatusActions order={order} />
          </Stack>
        </Panel>
        <Panel title="Состав заказа">
          <OrderItemsPanel items={order.items} total={order.total} />
        </Panel>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Panel title="Комментарии менеджеров">
          <OrderComments order={order} />
        </Panel>
        <Panel title="История">
          <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
            {order.history.map((entry, index) => (
              <li key={`${entry.created_at}-${index}`}>
                <Typography sx={{ fontWeight: 600 }}>{statusLabel(entry.status, entry.status_title)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(entry.created_at)}
                  {entry.actor ? ` · ${entry.actor.name}` : ''}
                </Typography>
                {entry.reason && <Typography variant="body2">Причина: {entry.reason}</Typography>}
              </li>
            ))}
          </Stack>
        </Panel>
      </Stack>
    </Box>
  );
}

/** The order page of the admin: customer, status moves, manager, items with files, comments, history. */
export function OrderShow() {
  return (
    <Show
      title={<OrderTitle />}
      actions={
        <TopToolbar>
          <ListButton label="Все заказы" />
        </TopToolbar>
      }
      component="div"
    >
      <OrderContent />
    </Show>
  );
}
