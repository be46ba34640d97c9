import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime, formatPrice } from '../../shared/format';
import { bookingFilters } from './BookingFilters';
import { BookingStatusChip } from './BookingStatusChip';
import {
  bookingKindLabel,
  bookingPrice,
  bookingStatusLabel,
  bookingWhen,
  childAge,
  classLine,
  dayText,
  discountMark,
  SCHOOL_BOOKINGS_TITLE,
  UNVERIFIED_MARK,
  weekdayText,
} from './labels';
import type { AdminBooking } from './types';

/** Shown while no booking ever came (react-admin shows it only without filters). */
function Empty() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">Записей на занятия пока не было</Typography>
    </Box>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Two lines in a cell: the main one, and a smaller grey one under it. Words break only when one
 * is wider than its column could ever be, so «Индивидуальное» stays whole.
 */
function TwoLines({ main, under, minWidth = 100 }: { main: string; under?: string; minWidth?: number }) {
  return (
    <Box sx={{ minWidth, overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
      <Typography variant="body2">{main}</Typography>
      {under && (
        <Typography variant="caption" color="text.secondary">
          {under}
        </Typography>
      )}
    </Box>
  );
}

/** `бесплатно`; `6 400 ₽` and `в месяц` under it; `2 560 ₽ −20 %`, the discount in green. */
function PriceCell({ booking }: { booking: AdminBooking }) {
  if (booking.kind === 'enrolment') return <TwoLines main={formatPrice(booking.price)} under="в месяц" minWidth={0} />;
  if (booking.kind !== 'individual_lesson' || booking.discount_percent <= 0) return <Box sx={NOWRAP}>{bookingPrice(booking)}</Box>;
  return (
    <Box sx={NOWRAP}>
      {formatPrice(booking.price)}{' '}
      <Box component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
        {discountMark(booking.discount_percent)}
      </Box>
    </Box>
  );
}

/** The status and, under it, «Без кода» when the parent never entered the code: such a booking holds no place. */
function StatusCell({ booking }: { booking: AdminBooking }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <BookingStatusChip status={booking.status} />
      {!booking.verified && (
        <Chip size="small" variant="outlined" label={UNVERIFIED_MARK} title="Родитель не ввёл код из письма или СМС: место не занято" />
      )}
    </Box>
  );
}

/** `Новая · без кода` on a phone's list. */
const statusLine = (booking: AdminBooking) =>
  [bookingStatusLabel(booking.status), booking.verified ? '' : UNVERIFIED_MARK.toLowerCase()].filter(Boolean).join(' · ');

/** `Миша Орлов, 9 лет`: the child and its age on the lesson's day. */
const childLine = (booking: AdminBooking) => [booking.child.name, childAge(booking)].filter(Boolean).join(', ');

/**
 * The school's bookings (trial lessons, enrolments, individual lessons), newest first; a row opens
 * the booking to confirm, move or cancel it.
 */
export function BookingList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={bookingFilters}
      actions={false}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      title={SCHOOL_BOOKINGS_TITLE}
      empty={<Empty />}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminBooking>
          primaryText={(booking) => `№ ${booking.id} — ${bookingKindLabel(booking.kind)}: ${booking.class.name}`}
          secondaryText={(booking) =>
            `${bookingWhen(booking)} · ${childLine(booking)} · ${booking.name}, ${booking.phone} · ${bookingPrice(booking)}`
          }
          tertiaryText={statusLine}
          linkType="edit"
        />
      ) : (
        // Eight columns beside the menu at 1280 px: narrower cell padding than the default 16 px.
        <Datagrid
          rowClick="edit"
          bulkActionButtons={false}
          sx={{ '& .MuiTableCell-root': { px: 0.75 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
        >
          {/* The number and, under it, when it came: one column, so the table fits 1280 px. */}
          <FunctionField<AdminBooking>
            source="id"
            label="№"
            sortable={false}
            render={(booking) => (
              <TwoLines main={String(booking.id)} under={formatDateTime(booking.created_at).replace(', ', '\n')} minWidth={72} />
            )}
          />
          <FunctionField<AdminBooking>
            source="kind"
            label="Вид"
            sortable={false}
            render={(booking) => <TwoLines main={bookingKindLabel(booking.kind)} minWidth={100} />}
          />
          <FunctionField<AdminBooking>
            label="Занятие"
            sortable={false}
            render={(booking) => <TwoLines main={booking.class.name} under={booking.class.school.name} />}
          />
          <FunctionField<AdminBooking>
            source="date"
            label="Когда"
            sortable={false}
            render={(booking) => <TwoLines main={`${dayText(booking.date)}, ${booking.time}`} under={weekdayText(booking.date)} />}
          />
          <FunctionField<AdminBooking>
            label="Ребёнок"
            sortable={false}
            render={(booking) => <TwoLines main={booking.child.name} under={childAge(booking)} />}
          />
          <FunctionField<AdminBooking>
            label="Родитель"
            sortable={false}
            render={(booking) => <TwoLines main={booking.name} under={booking.phone} />}
          />
          <FunctionField<AdminBooking>
            source="price"
            label="Стоимость"
            sortable={false}
            render={(booking) => <PriceCell booking={booking} />}
          />
          <FunctionField<AdminBooking>
            source="status"
            label="Статус"
            sortable={false}
            render={(booking) => <StatusCell booking={booking} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

/** For the menu and the record's title: `Запись № 12: Гитара · Музыкальная школа`. */
export function bookingRepresentation(booking: AdminBooking): string {
  return `Запись № ${booking.id}: ${classLine(booking)}`;
}
