import Link from '@mui/material/Link';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../shared/format';
import { useAdminAccess } from '../AccessContext';
import { FactList } from '../FactList';
import { canOpen } from '../catalog/sections';
import { areaLabel } from '../publicAreas';
import { dayText, hoursText, rentalPrice } from './labels';
import { RentalStatusChip } from './RentalStatusChip';
import type { AdminRental } from './types';

/** `4 ч` — the hours rented. */
const duration = (rental: Pick<AdminRental, 'start_hour' | 'end_hour'>) => `${rental.end_hour - rental.start_hour} ч`;

/** The hall, a link to its card for those who keep the halls. */
function HallName({ rental }: { rental: AdminRental }) {
  const access = useAdminAccess();
  const createPath = useCreatePath();
  if (!canOpen('halls', access.sections)) return <>{rental.hall.name}</>;
  return (
    <Link component={LinkBase} to={createPath({ resource: 'halls', id: rental.hall_id, type: 'edit' })}>
      {rental.hall.name}
    </Link>
  );
}

/** What the applicant asked for and who they are: read only, as it came. */
export function RentalFacts() {
  const rental = useRecordContext<AdminRental>();
  if (!rental) return null;
  return (
    <FactList
      facts={[
        { term: 'Статус', value: <RentalStatusChip status={rental.status} /> },
        { term: 'Зал', value: <HallName rental={rental} /> },
        { term: 'Площадка', value: rental.hall.venue },
        { term: 'Дата', value: dayText(rental.day) },
        { term: 'Время', value: `${hoursText(rental)} (${duration(rental)})` },
        { term: 'Стоимость', value: rentalPrice(rental.price) },
        { term: 'Что планируется', value: rental.purpose },
        { term: 'Гостей', value: rental.guests },
        { term: 'Имя', value: rental.name },
        { term: 'Организация', value: rental.organization },
        { term: 'Телефон', value: rental.phone && <Link href={`tel:${rental.phone}`}>{rental.phone}</Link> },
        { term: 'Почта', value: rental.email && <Link href={`mailto:${rental.email}`}>{rental.email}</Link> },
        { term: 'Сообщение', value: rental.message },
        { term: 'Раздел сайта', value: areaLabel(rental.area) },
        { term: 'Получена', value: formatDateTime(rental.created_at) },
        { term: 'Изменена', value: formatDateTime(rental.updated_at) },
      ]}
    />
  );
}
