import { Datagrid, FunctionField, LinkBase, List, SimpleList, TopToolbar } from 'react-admin';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '../../shared/format';
import { PersonCell } from '../PersonCell';
import {
  hallLine,
  RENTAL_CALENDAR_PATH,
  RENTAL_CALENDAR_TITLE,
  RENTAL_LIST_TITLE,
  rentalPrice,
  rentalStatusLabel,
  rentalWhen,
} from './labels';
import { rentalFilters } from './RentalFilters';
import { RentalStatusChip } from './RentalStatusChip';
import type { AdminRental } from './types';

/** Every filter is always shown, so no «add a filter» button: the calendar is the one action. */
function Actions() {
  return (
    <TopToolbar>
      <Button
        component={LinkBase}
        to={RENTAL_CALENDAR_PATH}
        size="small"
        startIcon={<CalendarMonthIcon />}
        aria-label={RENTAL_CALENDAR_TITLE}
      >
        Календарь
      </Button>
    </TopToolbar>
  );
}

/** Shown while no request ever came (react-admin shows it only without filters). */
function Empty() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">Заявок на аренду пока не было</Typography>
      <Button component={LinkBase} to={RENTAL_CALENDAR_PATH} size="small" startIcon={<CalendarMonthIcon />} sx={{ mt: 1 }}>
        {RENTAL_CALENDAR_TITLE}
      </Button>
    </Box>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The venue rental requests, newest first; a row opens the request to confirm, decline or cancel. */
export function RentalList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={rentalFilters}
      actions={<Actions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      title={RENTAL_LIST_TITLE}
      empty={<Empty />}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminRental>
          primaryText={(rental) => `№ ${rental.id} — ${hallLine(rental)}`}
          secondaryText={(rental) => `${rentalWhen(rental)} · ${rental.name} · ${rentalPrice(rental.price)}`}
          tertiaryText={(rental) => rentalStatusLabel(rental.status)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {/* The number and, under it, when it came: one column, so the table fits 1366 px. */}
          <FunctionField<AdminRental>
            source="id"
            label="№"
            render={(rental) => (
              <Box sx={{ minWidth: 72 }}>
                <Typography variant="body2">{rental.id}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(rental.created_at)}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminRental>
            source="status"
            label="Статус"
            sortable={false}
            render={(rental) => <RentalStatusChip status={rental.status} />}
          />
          <FunctionField<AdminRental>
            source="hall_id"
            label="Зал и площадка"
            sortable={false}
            render={(rental) => (
              <Box sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">{rental.hall.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {rental.hall.venue}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminRental>
            source="day"
            label="Когда"
            sortable={false}
            render={(rental) => rentalWhen(rental)}
            sx={{ display: 'block', minWidth: 120 }}
          />
          <FunctionField<AdminRental>
            label="Арендатор"
            sortable={false}
            render={(rental) => (
              <PersonCell
                name={rental.organization ?? rental.name}
                contacts={[rental.organization ? rental.name : null, rental.phone, rental.email]}
              />
            )}
          />
          <FunctionField<AdminRental>
            source="purpose"
            label="Что планируется"
            sortable={false}
            render={(rental) => (
              <Box sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">{rental.purpose}</Typography>
                {rental.guests !== null && (
                  <Typography variant="caption" color="text.secondary">
                    Гостей: {rental.guests}
                  </Typography>
                )}
              </Box>
            )}
          />
          <FunctionField<AdminRental>
            source="price"
            label="Стоимость"
            sortable={false}
            render={(rental) => rentalPrice(rental.price)}
            sx={NOWRAP}
          />
        </Datagrid>
      )}
    </List>
  );
}
