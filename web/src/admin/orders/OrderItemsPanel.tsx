import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import { formatPrice } from '../../shared/format';
import { eventDates, eventPlace, fileSize, paramText, people } from '../../features/orders/orderDisplay';
import type { OrderItem, OrderParam } from '../../features/orders/types';

/** A param's value; an uploaded file is a download link (the admin path serves it to managers only). */
function ParamValue({ param }: { param: OrderParam }) {
  if (param.file?.url) {
    return (
      <Link href={param.file.url} download={param.file.name}>
        {param.file.name} ({fileSize(param.file.size)})
      </Link>
    );
  }
  if (param.type === 'video' && param.value) {
    return (
      <Link href={param.value} target="_blank" rel="noopener noreferrer">
        {param.value}
      </Link>
    );
  }
  return <>{paramText(param)}</>;
}

function ItemRow({ item }: { item: OrderItem }) {
  const isEvent = item.kind === 'event';
  const about = isEvent ? [eventDates(item.details), eventPlace(item.details)].filter(Boolean).join(' · ') : (item.details.category ?? '');
  return (
    <Stack spacing={0.5}>
      <Stack sx={{ justifyContent: 'space-between' }} direction="row" spacing={2}>
        <div>
          <Typography variant="caption" color="text.secondary">
            {isEvent ? 'Мероприятие' : 'Услуга'} · {item.code}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
          {about && (
            <Typography variant="body2" color="text.secondary">
              {about}
            </Typography>
          )}
          {isEvent && item.details.package_trip && item.details.package_trip.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Поездка ({item.details.price_trip ? formatPrice(item.details.price_trip) : 'цена не указана'}):{' '}
              {item.details.package_trip.join(', ')}
            </Typography>
          )}
        </div>
        <Stack sx={{ alignItems: 'flex-end', whiteSpace: 'nowrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(item.amount)}</Typography>
          {isEvent && (
            <Typography variant="body2" color="text.secondary">
              {people(item.count)} × {formatPrice(item.price)}
            </Typography>
          )}
        </Stack>
      </Stack>
      {item.params.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {item.params.map((param) => (
            <Box key={param.param_id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {param.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <ParamValue param={param} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The order's items as recorded at confirm time, with params and files, and the total. */
export function OrderItemsPanel({ items, total }: { items: readonly OrderItem[]; total: number }) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {items.map((item) => (
        <ItemRow key={item.id} item={item} />
      ))}
      <Stack sx={{ justifyContent: 'space-between' }} direction="row">
        <Typography sx={{ fontWeight: 700 }}>Итого</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPrice(total)}</Typography>
      </Stack>
    </Stack>
  );
}
