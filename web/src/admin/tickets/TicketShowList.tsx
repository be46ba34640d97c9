import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ShowStatus } from '../../features/tickets/types';
import { formatPrice } from '../../shared/format';
import { TICKET_SHOWS_TITLE } from './labels';
import { SHOW_STATUS_NAMES, showVenue, showWhen, soldLine } from './showSales';
import type { AdminTicketShow } from './types';

/** A price stays on one line (its thousands are set apart by plain spaces, shared/format/price). */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const STATUS_CHOICES = (Object.entries(SHOW_STATUS_NAMES) as [ShowStatus, string][]).map(([id, name]) => ({ id, name }));

const filters = [
  <TextInput key="q" source="q" label="Название" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Статус" choices={STATUS_CHOICES} emptyText="Все" alwaysOn />,
];

const COLORS: Record<ShowStatus, 'default' | 'success' | 'error'> = { draft: 'default', on_sale: 'success', cancelled: 'error' };

export function ShowStatusChip({ status }: { status: ShowStatus }) {
  return <Chip size="small" color={COLORS[status]} label={SHOW_STATUS_NAMES[status]} />;
}

/** The shows' sales by start, the upcoming first: seats sold and held of the quota, and the revenue. */
export function TicketShowList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} perPage={25} title={TICKET_SHOWS_TITLE} exporter={false} actions={false}>
      {small ? (
        <SimpleList<AdminTicketShow>
          primaryText={(show) => show.title}
          secondaryText={(show) => (
            <>
              {showWhen(show.starts_at)} · {soldLine(show.sold, show.quota)} · <span style={NOWRAP}>{formatPrice(show.revenue)}</span>
            </>
          )}
          tertiaryText={(show) => SHOW_STATUS_NAMES[show.status]}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<AdminTicketShow>
            label="Показ"
            sortable={false}
            render={(show) => (
              <Box sx={{ minWidth: 200 }}>
                <Typography variant="body2">{show.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {showWhen(show.starts_at)} · {showVenue(show)}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminTicketShow> label="Статус" sortable={false} render={(show) => <ShowStatusChip status={show.status} />} />
          <FunctionField<AdminTicketShow>
            label="Продано"
            sortable={false}
            sx={{ whiteSpace: 'nowrap' }}
            render={(show) => soldLine(show.sold, show.quota)}
          />
          <FunctionField<AdminTicketShow> label="В брони" sortable={false} textAlign="right" render={(show) => show.held} />
          <FunctionField<AdminTicketShow>
            label="Выручка"
            sortable={false}
            textAlign="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(show) => formatPrice(show.revenue)}
          />
        </Datagrid>
      )}
    </List>
  );
}
