import {
  Edit,
  ListButton,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { assigneeChoices, useRequestManagers } from './managers';
import { RequestComments } from './RequestComments';
import { RequestFacts } from './RequestFacts';
import { RequestHistory } from './RequestHistory';
import { REQUESTS_TITLE, STATUS_CHOICES } from './labels';
import type { AdminRequest } from './types';

const NOTE_MAX = 2000;

function RequestTitle() {
  const request = useRecordContext<AdminRequest>();
  return <span>{request ? `Заявка № ${request.id}` : 'Заявка'}</span>;
}

/** The assignee: the people who work with requests, or nobody (the empty choice, sent as null). */
function AssigneeInput() {
  const request = useRecordContext<AdminRequest>();
  const { data, isPending } = useRequestManagers();
  return (
    <SelectInput
      source="assignee_id"
      label="Ответственный"
      choices={assigneeChoices(data ?? [], request)}
      emptyText="Не назначен"
      isPending={isPending}
      sx={{ minWidth: 320 }}
    />
  );
}

function History() {
  const request = useRecordContext<AdminRequest>();
  return request ? <RequestHistory request={request} /> : null;
}

function Comments() {
  const request = useRecordContext<AdminRequest>();
  if (!request) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Комментарии
      </Typography>
      <RequestComments request={request} />
    </Box>
  );
}

/**
 * A request's page: what the visitor sent, read only; the manager's status, assignee and note,
 * saved pessimistically so a 422 shows under its field; then the history of those changes. The
 * route gives the request's id; `id` shows one without a route.
 */
export function RequestEdit({ id }: { id?: Identifier }) {
  return (
    <Edit
      id={id}
      title={<RequestTitle />}
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton label={`Все ${REQUESTS_TITLE.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      {/* No delete: the admin API has none for requests; spam is a status. */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <RequestFacts />
        <SelectInput source="status" label="Статус" choices={STATUS_CHOICES} validate={required('Обязательное поле для заполнения')} />
        <AssigneeInput />
        <TextInput
          source="manager_note"
          label="Заметка менеджера"
          multiline
          minRows={3}
          fullWidth
          validate={maxLength(NOTE_MAX, `Не должно превышать ${NOTE_MAX} символов`)}
        />
      </SimpleForm>
      <Comments />
      <History />
    </Edit>
  );
}
