import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../features/orders/orderDisplay';
import { useAdminAccess } from '../AccessContext';
import { canOpen } from '../catalog/sections';
import { areaLabel } from '../publicAreas';
import { dayText, hoursText, rentalPrice } from './labels';
import { RentalStatusChip } from './RentalStatusChip';
import type { AdminRental } from './types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children ?? '—'}
      </Typography>
    </>
  );
}

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
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        mb: 2,
      }}
    >
      <Fact label="Статус">
        <RentalStatusChip status={rental.status} />
      </Fact>
      <Fact label="Зал">
        <HallName rental={rental} />
      </Fact>
      <Fact label="Площадка">{rental.hall.venue}</Fact>
      <Fact label="Дата">{dayText(rental.day)}</Fact>
      <Fact label="Время">{`${hoursText(rental)} (${duration(rental)})`}</Fact>
      <Fact label="Стоимость">{rentalPrice(rental.price)}</Fact>
      <Fact label="Что планируется">{rental.purpose}</Fact>
      <Fact label="Гостей">{rental.guests}</Fact>
      <Fact label="Имя">{rental.name}</Fact>
      <Fact label="Организация">{rental.organization}</Fact>
      <Fact label="Телефон">{rental.phone && <Link href={`tel:${rental.phone}`}>{rental.phone}</Link>}</Fact>
      <Fact label="Почта">{rental.email && <Link href={`mailto:${rental.email}`}>{rental.email}</Link>}</Fact>
      <Fact label="Сообщение">{rental.message}</Fact>
      <Fact label="Раздел сайта">{areaLabel(rental.area)}</Fact>
      <Fact label="Получена">{formatDateTime(rental.created_at)}</Fact>
      <Fact label="Изменена">{formatDateTime(rental.updated_at)}</Fact>
    </Box>
  );
}
