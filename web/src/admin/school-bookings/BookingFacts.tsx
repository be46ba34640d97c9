import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { WEEKDAY_DISCOUNT } from '../../features/bravo-bookings/discount';
import { formatDateTime } from '../../features/orders/orderDisplay';
import { areaLabel } from '../publicAreas';
import { BookingStatusChip } from './BookingStatusChip';
import { bookingKindLabel, bookingPrice, childAge, dayText, weekdayText } from './labels';
import type { AdminBooking } from './types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: { xs: 14, sm: '1rem' }, mt: { xs: 0.5, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children ?? '—'}
      </Typography>
    </>
  );
}

/** `2 240 ₽ −20 % (скидка в будни с 11:00 до 14:00)`. */
function priceFact(booking: AdminBooking): string {
  const price = bookingPrice(booking);
  if (booking.kind !== 'individual_lesson' || booking.discount_percent <= 0) return price;
  return `${price} (скидка в будни с ${WEEKDAY_DISCOUNT.from} до ${WEEKDAY_DISCOUNT.until})`;
}

/** `3 мая 2017 (на день занятия — 9 лет)`. */
function birthFact(booking: AdminBooking): string {
  const age = childAge(booking);
  return age ? `${dayText(booking.child.birth_date)} (на день занятия — ${age})` : dayText(booking.child.birth_date);
}

/** What the parent booked and who they are, read only as it came; the date, start and price as the last move left them. */
export function BookingFacts() {
  const booking = useRecordContext<AdminBooking>();
  if (!booking) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        mb: 2,
      }}
    >
      <Fact label="Статус">
        <BookingStatusChip status={booking.status} />
      </Fact>
      <Fact label="Вид записи">{bookingKindLabel(booking.kind)}</Fact>
      <Fact label="Занятие">{booking.class.name}</Fact>
      <Fact label="Школа">{booking.class.school.name}</Fact>
      <Fact label="Дата занятия">{`${dayText(booking.date)}, ${weekdayText(booking.date)}`}</Fact>
      <Fact label="Начало">{booking.time}</Fact>
      <Fact label="Стоимость">{priceFact(booking)}</Fact>
      <Fact label="Ребёнок">{booking.child.name}</Fact>
      <Fact label="Дата рождения">{birthFact(booking)}</Fact>
      <Fact label="Комментарий для педагога">{booking.comment}</Fact>
      <Fact label="Родитель">{booking.name}</Fact>
      <Fact label="Телефон">{booking.phone && <Link href={`tel:${booking.phone}`}>{booking.phone}</Link>}</Fact>
      <Fact label="Почта">{booking.email && <Link href={`mailto:${booking.email}`}>{booking.email}</Link>}</Fact>
      <Fact label="Раздел сайта">{areaLabel(booking.area)}</Fact>
      <Fact label="Получена">{formatDateTime(booking.created_at)}</Fact>
      <Fact label="Изменена">{formatDateTime(booking.updated_at)}</Fact>
    </Box>
  );
}
