import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { formatFileSize } from '../../features/basket/paramText';
import { formatDateTime } from '../../features/orders/orderDisplay';
import { areaLabel, requestFormLabel } from './labels';
import type { AdminRequest } from './types';

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

/** The UTM tags the visitor came with, `source / medium / campaign`; null without any. */
export function utmLine(request: Pick<AdminRequest, 'utm_source' | 'utm_medium' | 'utm_campaign'>): string | null {
  const tags = [request.utm_source, request.utm_medium, request.utm_campaign];
  return tags.some(Boolean) ? tags.map((tag) => tag ?? '—').join(' / ') : null;
}

/** What the visitor sent and where from: read only, as it came. */
export function RequestFacts() {
  const request = useRecordContext<AdminRequest>();
  if (!request) return null;
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
      <Fact label="Получена">{formatDateTime(request.created_at)}</Fact>
      <Fact label="Форма">{requestFormLabel(request.form)}</Fact>
      <Fact label="Раздел сайта">{areaLabel(request.area)}</Fact>
      <Fact label="Страница">{request.page}</Fact>
      <Fact label="Метки UTM">{utmLine(request)}</Fact>
      <Fact label="Имя">{request.name}</Fact>
      <Fact label="Телефон">{request.phone && <Link href={`tel:${request.phone}`}>{request.phone}</Link>}</Fact>
      <Fact label="Почта">{request.email && <Link href={`mailto:${request.email}`}>{request.email}</Link>}</Fact>
      {(request.details ?? []).map((detail) => (
        <Fact key={detail.code} label={detail.label}>
          {detail.value}
        </Fact>
      ))}
      <Fact label="Сообщение">{request.message}</Fact>
      {request.file && (
        <Fact label="Файл">
          <Link href={`/api/admin/requests/${request.id}/file`} download={request.file.name}>
            {request.file.name}
          </Link>{' '}
          · {formatFileSize(request.file.size)}
        </Fact>
      )}
      <Fact label="Изменена">{formatDateTime(request.updated_at)}</Fact>
    </Box>
  );
}
