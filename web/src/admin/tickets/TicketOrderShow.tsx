import { Show, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPhone } from '../../features/auth';
import { formatDateTime, formatPrice } from '../../shared/format';
import { ticketPdfUrl } from '../../features/tickets/api';
import { showMoment } from '../../features/tickets/rules';
import { TicketOrderActions } from './TicketOrderActions';
import { TicketOrderHistory } from './TicketOrderHistory';
import { TicketStatusChip } from './TicketOrderList';
import type { AdminTicketOrder } from './types';

/** A box-office payment's reference names the manager's account («box-office:8»); the history names them. */
const BOX_OFFICE_REF = 'box-office:';

function OrderTitle() {
  const order = useRecordContext<AdminTicketOrder>();
  return <span>{order ? `Заказ билетов ${order.number}` : 'Заказ билетов'}</span>;
}

function OrderBody() {
  const order = useRecordContext<AdminTicketOrder>();
  if (!order) return null;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 860 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2">
          Заказ {order.number}
        </Typography>
        <TicketStatusChip status={order.status} />
      </Stack>
      <Box>
        <Typography variant="subtitle1">{order.show.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {showMoment(order.show.starts_at)} · {order.show.place.name}, {order.show.place.city.name}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2">
          {order.buyer.name} · {order.buyer.email} · {formatPhone(order.buyer.phone)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Создан {formatDateTime(order.created_at)} · {order.payment_method === 'box_office' ? 'оплата в кассе' : 'оплата картой'}
          {order.paid_at ? ` · оплачен ${formatDateTime(order.paid_at)}` : ''}
          {order.payment_ref && !order.payment_ref.startsWith(BOX_OFFICE_REF) ? ` · платёж ${order.payment_ref}` : ''}
        </Typography>
        {order.cancel_reason && <Typography variant="body2">Причина: {order.cancel_reason}</Typography>}
      </Box>
      <Table size="small" aria-label="Состав заказа">
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.tier_id}>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              <TableCell align="right">
                {line.quantity} × {formatPrice(line.price)}
              </TableCell>
            </TableRow>
          ))}
          {order.discount > 0 && (
            <TableRow>
              <TableCell component="th" scope="row">
                Скидка по промокоду
              </TableCell>
              <TableCell align="right">−{formatPrice(order.discount)}</TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Итого
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPrice(order.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {order.tickets.length > 0 && (
        <Box component="section" aria-label="Билеты">
          <Typography variant="subtitle1" component="h3">
            Билеты
          </Typography>
          {order.tickets.map((ticket) => (
            <Stack key={ticket.code} direction="row" spacing={2} sx={{ py: 0.5, flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="body2">
                № {ticket.number} · {ticket.tier} · код {ticket.code}
                {ticket.checked_in_at ? ` · вход ${formatDateTime(ticket.checked_in_at)}` : ''}
              </Typography>
              {/* A refunded or cancelled order's tickets no longer exist as documents (the PDF is 404). */}
              {order.status === 'paid' ? (
                <Link href={ticketPdfUrl(ticket.code, undefined)} variant="body2" download>
                  PDF
                </Link>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  недействителен
                </Typography>
              )}
            </Stack>
          ))}
        </Box>
      )}
      <TicketOrderActions order={order} />
      <TicketOrderHistory order={order} />
    </Stack>
  );
}

/** A ticket order: show, buyer, lines and tickets, and its moves. */
export function TicketOrderShow() {
  return (
    <Show actions={false} title={<OrderTitle />}>
      <OrderBody />
    </Show>
  );
}
