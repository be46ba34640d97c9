import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatPrice } from '../../shared/format';
import { countRu } from '../../shared/format/plural';
import { showMoment, STATUS_NAMES } from '../../features/tickets/rules';
import type { TicketOrderStatus } from '../../features/tickets/types';
import { ExportButton } from '../ExportButton';
import { SALES_EXPORT_URL, TICKET_ORDERS_TITLE, TICKET_SHOWS_RESOURCE } from './labels';
import type { AdminTicketOrder } from './types';

/** A price stays on one line (its thousands are set apart by plain spaces, shared/format/price). */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const STATUS_CHOICES = (Object.entries(STATUS_NAMES) as [TicketOrderStatus, string][]).map(([id, name]) => ({ id, name }));

const byTitle = (q: string) => ({ q });

const filters = [
  <TextInput key="q" source="q" label="Номер, имя, почта или телефон" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Статус" choices={STATUS_CHOICES} emptyText="Все" alwaysOn />,
  // A show's «Заказы показа» opens the list with this filter set; the picker names the show.
  <ReferenceInput key="show_id" source="show_id" reference={TICKET_SHOWS_RESOURCE} sort={{ field: 'starts_at', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Показ" optionText="title" filterToQuery={byTitle} sx={{ minWidth: 320 }} />
  </ReferenceInput>,
];

const COLORS: Record<TicketOrderStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  held: 'warning',
  awaiting_payment: 'info',
  paid: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'error',
};

export function TicketStatusChip({ status }: { status: TicketOrderStatus }) {
  return <Chip size="small" color={COLORS[status]} label={STATUS_NAMES[status]} />;
}

/** The sales report: every order's line with its show, tier, seats, sum and status, Excel-ready. */
const salesUrl = (values: Record<string, unknown>) => {
  const show = values['show_id'];
  return typeof show === 'number' || (typeof show === 'string' && /^\d+$/.test(show))
    ? `${SALES_EXPORT_URL}?show_id=${String(show)}`
    : SALES_EXPORT_URL;
};

function Actions() {
  return (
    <TopToolbar>
      <ExportButton urlOf={salesUrl} />
    </TopToolbar>
  );
}

const TICKETS: readonly [string, string, string] = ['билет', 'билета', 'билетов'];
const seats = (order: AdminTicketOrder) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The ticket orders, newest first; a row opens the order to mark it paid, cancel or refund it. */
export function TicketOrderList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      title={TICKET_ORDERS_TITLE}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminTicketOrder>
          primaryText={(order) => `№ ${order.number} — ${order.show.title}`}
          secondaryText={(order) => (
            <>
              {order.buyer.name} · {countRu(seats(order), TICKETS)} · <span style={NOWRAP}>{formatPrice(order.total)}</span>
            </>
          )}
          tertiaryText={(order) => STATUS_NAMES[order.status]}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<AdminTicketOrder> source="id" label="Заказ" sx={{ whiteSpace: 'nowrap' }} render={(order) => order.number} />
          <FunctionField<AdminTicketOrder>
            source="status"
            label="Статус"
            sortable={false}
            render={(order) => <TicketStatusChip status={order.status} />}
          />
          <FunctionField<AdminTicketOrder>
            label="Событие"
            sortable={false}
            render={(order) => (
              <Box sx={{ minWidth: 160 }}>
                <Typography variant="body2">{order.show.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {showMoment(order.show.starts_at, false)}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminTicketOrder>
            label="Покупатель"
            sortable={false}
            render={(order) => (
              <Box sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2">{order.buyer.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {order.buyer.email}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminTicketOrder> label="Билетов" sortable={false} textAlign="right" render={(order) => seats(order)} />
          <FunctionField<AdminTicketOrder>
            label="Сумма"
            sortable={false}
            textAlign="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(order) => formatPrice(order.total)}
          />
          <FunctionField<AdminTicketOrder>
            label="Оплата"
            sortable={false}
            render={(order) => (order.payment_method === 'box_office' ? 'В кассе' : 'Картой')}
          />
        </Datagrid>
      )}
    </List>
  );
}
