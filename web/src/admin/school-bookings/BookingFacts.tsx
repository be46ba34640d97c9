import Link from '@mui/material/Link';
import { useRecordContext } from 'react-admin';
import { WEEKDAY_DISCOUNT } from '../../features/bravo-bookings/discount';
import { formatDateTime } from '../../shared/format';
import { FactList } from '../FactList';
import { areaLabel } from '../publicAreas';
import { BookingStatusChip } from './BookingStatusChip';
import { bookingKindLabel, bookingPrice, childAge, dayText, verifiedText, weekdayText } from './labels';
import type { AdminBooking } from './types';

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
    <FactList
      termWidth={160}
      termSx={{ fontSize: { xs: 14, sm: '1rem' }, mt: { xs: 0.5, sm: 0 } }}
      facts={[
        { term: 'Статус', value: <BookingStatusChip status={booking.status} /> },
        { term: 'Вид записи', value: bookingKindLabel(booking.kind) },
        { term: 'Занятие', value: booking.class.name },
        { term: 'Школа', value: booking.class.school.name },
        { term: 'Дата занятия', value: `${dayText(booking.date)}, ${weekdayText(booking.date)}` },
        { term: 'Начало', value: booking.time },
        { term: 'Стоимость', value: priceFact(booking) },
        { term: 'Ребёнок', value: booking.child.name },
        { term: 'Дата рождения', value: birthFact(booking) },
        { term: 'Комментарий для педагога', value: booking.comment },
        { term: 'Родитель', value: booking.name },
        { term: 'Телефон', value: booking.phone && <Link href={`tel:${booking.phone}`}>{booking.phone}</Link> },
        { term: 'Почта', value: booking.email && <Link href={`mailto:${booking.email}`}>{booking.email}</Link> },
        { term: 'Контакт', value: verifiedText(booking) },
        { term: 'Раздел сайта', value: areaLabel(booking.area) },
        { term: 'Получена', value: formatDateTime(booking.created_at) },
        { term: 'Изменена', value: formatDateTime(booking.updated_at) },
      ]}
    />
  );
}
