import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { channelLabel, dateTimeOrDash, errorLines, finishedAt, outboxStatusLabel, OUTBOX_STATUS_CHOICES } from './outboxDisplay';
import { OutboxStatusChip } from './OutboxStatusChip';
import type { OutboxMessage } from './types';

export const OUTBOX_TITLE = 'Почта и SMS';
export const BODIES_HIDDEN = 'Тексты писем и SMS здесь не показываются: в них могут быть одноразовые коды входа.';

/** The filters the server takes (docs/api.md, "Mail and SMS"): status and a part of the recipient. */
const outboxFilters = [
  <SelectInput key="status" source="status" label="Статус" choices={OUTBOX_STATUS_CHOICES} emptyText="Все" alwaysOn />,
  <TextInput key="q" source="q" label="Получатель" alwaysOn sx={{ minWidth: 260 }} />,
];

/** The last error and, while queued, when the courier tries again; long errors wrap. */
function ErrorCell({ message }: { message: OutboxMessage }) {
  const lines = errorLines(message);
  if (lines.length === 0) return <>—</>;
  const [error, retry] = lines;
  return (
    <Box sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{error}</Typography>
      {retry && (
        <Typography variant="caption" color="text.secondary">
          {retry}
        </Typography>
      )}
    </Box>
  );
}

/** Shown instead of the table while nothing was ever queued (react-admin shows it only without filters). */
function Empty() {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      Писем и SMS пока не было
    </Typography>
  );
}

/**
 * Every email and SMS the platform queued, newest first (only the id sorts): sent, queued with the
 * last delivery error and the next attempt, or given up after a day. A list only: the server has
 * no page of a message, and the bodies stay out of the admin.
 */
export function OutboxList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {BODIES_HIDDEN}
      </Typography>
      <List
        filters={outboxFilters}
        actions={false}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        title={OUTBOX_TITLE}
        empty={<Empty />}
        exporter={false}
      >
        {small ? (
          <SimpleList<OutboxMessage>
            primaryText={(message) => message.recipient}
            secondaryText={(message) =>
              [channelLabel(message.channel), message.subject, outboxStatusLabel(message.status)].filter(Boolean).join(' · ')
            }
            tertiaryText={(message) => dateTimeOrDash(message.created_at)}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<OutboxMessage>
              source="created_at"
              sortBy="id"
              label="Создано"
              render={(message) => dateTimeOrDash(message.created_at)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <FunctionField<OutboxMessage>
              source="channel"
              label="Канал"
              sortable={false}
              render={(message) => channelLabel(message.channel)}
            />
            <TextField
              source="recipient"
              label="Получатель"
              sortable={false}
              sx={{ display: 'block', minWidth: 160, overflowWrap: 'anywhere' }}
            />
            <TextField source="subject" label="Тема" sortable={false} emptyText="—" sx={{ display: 'block', minWidth: 200 }} />
            <FunctionField<OutboxMessage>
              source="status"
              label="Статус"
              sortable={false}
              render={(message) => <OutboxStatusChip status={message.status} />}
            />
            <TextField source="attempts" label="Попытки" sortable={false} />
            <FunctionField<OutboxMessage>
              source="error"
              label="Ошибка"
              sortable={false}
              render={(message) => <ErrorCell message={message} />}
            />
            <FunctionField<OutboxMessage>
              label="Завершено"
              sortable={false}
              render={(message) => dateTimeOrDash(finishedAt(message))}
              sx={{ whiteSpace: 'nowrap' }}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
