import { Datagrid, FilterButton, FunctionField, List, SimpleList, TextField, TopToolbar } from 'react-admin';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '../../shared/format';
import { ExportButton } from '../ExportButton';
import { PersonCell } from '../PersonCell';
import { requestsExportUrl } from './calls';
import { areaLabel, REQUESTS_TITLE, requestFormLabel, requestStatusLabel } from './labels';
import { requestFilters } from './RequestFilters';
import { RequestStatusChip } from './RequestStatusChip';
import type { AdminRequest } from './types';

/** A long message is cut in the table: the request's page shows it whole. */
const EXCERPT = 140;
const excerpt = (text: string | null) => (!text ? '—' : text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);
const contacts = (request: AdminRequest) => [request.phone, request.email].filter(Boolean).join(', ');

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton urlOf={requestsExportUrl} />
    </TopToolbar>
  );
}

/** Shown while no request ever came (react-admin shows it only without filters). */
function Empty() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      Заявок пока не было
    </Typography>
  );
}

/** The inbox of the public forms, newest first; a row opens the request to process. */
export function RequestList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={requestFilters}
      actions={<Actions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      title={REQUESTS_TITLE}
      empty={<Empty />}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminRequest>
          primaryText={(request) => `№ ${request.id} — ${request.name}`}
          secondaryText={(request) => `${formatDateTime(request.created_at)} · ${requestFormLabel(request.form)} · ${contacts(request)}`}
          tertiaryText={(request) => requestStatusLabel(request.status)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" label="№" />
          <FunctionField<AdminRequest>
            source="created_at"
            label="Получена"
            render={(request) => formatDateTime(request.created_at)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <FunctionField<AdminRequest>
            source="status"
            label="Статус"
            sortable={false}
            render={(request) => <RequestStatusChip status={request.status} />}
          />
          {/* The form and, under it, the area it came from: one column, so the table fits 1366 px. */}
          <FunctionField<AdminRequest>
            source="form"
            label="Форма и раздел"
            sortable={false}
            render={(request) => <PersonCell name={requestFormLabel(request.form)} contacts={[areaLabel(request.area)]} />}
          />
          <FunctionField<AdminRequest>
            label="Посетитель"
            sortable={false}
            render={(request) => <PersonCell name={request.name} contacts={[request.phone, request.email]} />}
          />
          <FunctionField<AdminRequest>
            source="message"
            label="Сообщение"
            sortable={false}
            render={(request) => excerpt(request.message)}
            sx={{ display: 'block', minWidth: 180, overflowWrap: 'anywhere' }}
          />
          <TextField source="assignee_name" label="Ответственный" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
