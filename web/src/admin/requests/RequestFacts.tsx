import Link from '@mui/material/Link';
import { useRecordContext } from 'react-admin';
import { formatFileSize } from '../../features/basket/paramText';
import { formatDateTime } from '../../shared/format';
import { FactList, type Fact } from '../FactList';
import { areaLabel, requestFormLabel } from './labels';
import type { AdminRequest } from './types';

/** The UTM tags the visitor came with, `source / medium / campaign`; null without any. */
export function utmLine(request: Pick<AdminRequest, 'utm_source' | 'utm_medium' | 'utm_campaign'>): string | null {
  const tags = [request.utm_source, request.utm_medium, request.utm_campaign];
  return tags.some(Boolean) ? tags.map((tag) => tag ?? '—').join(' / ') : null;
}

/** What the visitor sent and where from: read only, as it came. */
export function RequestFacts() {
  const request = useRecordContext<AdminRequest>();
  if (!request) return null;
  const file: Fact[] = request.file
    ? [
        {
          term: 'Файл',
          value: (
            <>
              <Link href={`/api/admin/requests/${request.id}/file`} download={request.file.name}>
                {request.file.name}
              </Link>{' '}
              · {formatFileSize(request.file.size)}
            </>
          ),
        },
      ]
    : [];
  return (
    <FactList
      facts={[
        { term: 'Получена', value: formatDateTime(request.created_at) },
        { term: 'Форма', value: requestFormLabel(request.form) },
        { term: 'Раздел сайта', value: areaLabel(request.area) },
        { term: 'Страница', value: request.page },
        { term: 'Метки UTM', value: utmLine(request) },
        { term: 'Имя', value: request.name },
        { term: 'Телефон', value: request.phone && <Link href={`tel:${request.phone}`}>{request.phone}</Link> },
        { term: 'Почта', value: request.email && <Link href={`mailto:${request.email}`}>{request.email}</Link> },
        ...(request.details ?? []).map((detail) => ({ term: detail.label, value: detail.value, key: detail.code })),
        { term: 'Сообщение', value: request.message },
        ...file,
        { term: 'Изменена', value: formatDateTime(request.updated_at) },
      ]}
    />
  );
}
