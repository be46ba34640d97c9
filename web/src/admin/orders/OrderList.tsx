import { Datagrid, FilterButton, FunctionField, List, SimpleList, TextField, TopToolbar, type RaRecord } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime, formatPrice } from '../../shared/format';
import { itemsSummary } from '../../features/orders/orderDisplay';
import { PersonCell } from '../PersonCell';
import { ExportButton } from '../ExportButton';
import { exportUrl } from './calls';
import { orderFilters } from './OrderFilters';
import { StatusChip } from './StatusChip';
import type { AdminOrder } from './types';

const customer = (order: AdminOrder) => `${order.user.last_name} ${order.user.first_name}`.trim();

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton urlOf={exportUrl} />
    </TopToolbar>
  );
}

/**
 * Orders, newest first, as the server lets this manager see them (ManagerOrders: their own and
 * unassigned ones). A row opens the order page.
 */
export function OrderList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={orderFilters} actions={<Actions />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} title="Заказы">
      {small ? (
        <SimpleList<AdminOrder>
          primaryText={(order) => `№ ${order.number} — ${customer(order)}`}
          secondaryText={(order) => `${formatDateTime(order.created_at)} · ${formatPrice(order.total)}`}
          tertiaryText={(order) => order.status_title}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" label="Номер" sx={{ whiteSpace: 'nowrap' }} />
          <FunctionField<AdminOrder> source="created_at" label="Создан" render={(order) => formatDateTime(order.created_at)} />
          <FunctionField<AdminOrder>
            source="status"
            label="Статус"
            render={(order) => <StatusChip status={order.status} title={order.status_title} />}
          />
          <FunctionField<AdminOrder>
            label="Покупатель"
            sortable={false}
            render={(order) => <PersonCell name={customer(order)} contacts={[order.user.email, order.user.phone]} />}
          />
          <FunctionField<AdminOrder>
            label="Состав"
            sortable={false}
            render={(order) => itemsSummary(order.items)}
            sx={{ display: 'block', minWidth: 200 }}
          />
          <FunctionField<AdminOrder>
            source="total"
            label="Сумма"
            render={(order) => formatPrice(order.total)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <FunctionField<AdminOrder> label="Менеджер" sortable={false} render={(order) => order.manager?.name ?? '—'} />
        </Datagrid>
      )}
    </List>
  );
}

export const orderRepresentation = (record: RaRecord) => `Заказ № ${String(record['number'] ?? record.id)}`;
