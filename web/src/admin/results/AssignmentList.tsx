import {
  AutocompleteInput,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleList,
  TopToolbar,
  useListContext,
  useNotify,
  useRedirect,
} from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { RESOURCES } from './calls';
import { EventInput } from './EventInput';
import { ASSIGNS_TITLE, ROLE_CHOICES, roleLabel } from './labels';
import type { AdminAssignment, JuryCandidate } from './types';

const filters = [<EventInput key="event_id" alwaysOn />, <SelectInput key="role" source="role" label="Роль" choices={ROLE_CHOICES} />];

function Actions() {
  const { filterValues } = useListContext();
  const eventId = (filterValues as { event_id?: unknown }).event_id;
  return (
    <TopToolbar>
      <FilterButton />
      {/* A new assignment starts with the event the list is showing. */}
      <CreateButton label="Назначить" state={{ record: eventId ? { event_id: eventId } : {} }} />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography color="text.secondary">
        Жюри ещё никому не назначено. Назначьте председателя и членов жюри: они получат письмо и будут оценивать выступления в личном
        кабинете.
      </Typography>
      <CreateButton label="Назначить" />
    </Box>
  );
}

const deleteQuestion = (a: AdminAssignment | undefined) =>
  a ? `Снять «${a.user.name}» с мероприятия «${a.event.name}»? Оценки этого члена жюри перестанут учитываться.` : 'Снять назначение?';

function RemoveButton({ assignment }: { assignment: AdminAssignment }) {
  return (
    <DeleteButton
      record={assignment}
      label="Снять"
      mutationMode="pessimistic"
      confirmTitle="Снять назначение"
      confirmContent={deleteQuestion(assignment)}
      redirect={false}
    />
  );
}

/**
 * events/assigns: who judges or manages each event, by event; a row is removed with its
 * confirmation, «Назначить» adds one. Jurors score in their account, never in the admin
 * (decision 0045).
 */
export function AssignmentList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={ASSIGNS_TITLE}
      filters={filters}
      actions={<Actions />}
      perPage={50}
      sort={{ field: 'id', order: 'ASC' }}
      empty={<Empty />}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminAssignment>
          primaryText={(a) => `${a.user.name} — ${roleLabel(a.role)}`}
          secondaryText={(a) => `${a.event.name} · ${a.user.email}`}
          rightIcon={(a) => <RemoveButton assignment={a} />}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<AdminAssignment> label="Мероприятие" render={(a) => a.event.name} />
          <FunctionField<AdminAssignment>
            label="Кто"
            render={(a) => (
              <Box>
                <Typography variant="body2">{a.user.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {a.user.email}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminAssignment> label="Роль" render={(a) => roleLabel(a.role)} />
          <FunctionField<AdminAssignment> label="Наставник" render={(a) => a.mentor?.name ?? '—'} />
          <DateField source="created_at" label="Назначен" locales="ru-RU" />
          <FunctionField<AdminAssignment> label="" render={(a) => <RemoveButton assignment={a} />} />
        </Datagrid>
      )}
    </List>
  );
}

const byQuery = (q: string) => ({ q });

/** After assigning: the list of that event's assignments. */
const assignedRedirect = (_resource?: string, _id?: unknown, data?: Record<string, unknown>) =>
  `/${RESOURCES.assignments}?filter=${encodeURIComponent(JSON.stringify(data?.['event_id'] ? { event_id: data['event_id'] } : {}))}`;

const candidateText = (c: JuryCandidate) =>
  c.mentor?.name ? `${c.name} (${c.email}) — наставник «${c.mentor.name}»` : `${c.name} (${c.email})`;

/**
 * A new assignment: the event, the account found by its name or email (a mentor's account
 * prints the mentor's name on the results), and the part. The server mails the invitation.
 */
export function AssignmentCreate() {
  const location = useLocation();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = (location.state as { record?: Record<string, unknown> } | null)?.record ?? {};
  const onSuccess = (data: AdminAssignment) => {
    notify(`${data.user.name} назначен(а): ${roleLabel(data.role).toLowerCase()}. Приглашение отправлено на ${data.user.email}`, {
      type: 'success',
    });
    redirect(assignedRedirect(RESOURCES.assignments, data.id, { event_id: data.event_id }));
  };
  return (
    <Create title="Новое назначение" mutationOptions={{ onSuccess }}>
      <SimpleForm defaultValues={{ role: 'juror', ...record }}>
        <EventInput form />
        <ReferenceInput source="user_id" reference={RESOURCES.candidates} perPage={20}>
          <AutocompleteInput
            label="Пользователь"
            optionText={candidateText}
            inputText={(c: JuryCandidate) => c.name}
            filterToQuery={byQuery}
            validate={required('Найдите пользователя по имени или почте')}
            helperText="Начните вводить имя, фамилию или почту"
            noOptionsText="Никого не нашли"
            fullWidth
          />
        </ReferenceInput>
        <SelectInput source="role" label="Роль" choices={ROLE_CHOICES} validate={required()} />
        <Typography variant="body2" color="text.secondary">
          Пользователь получит письмо-приглашение, а в личном кабинете появится раздел «Судейство». Прав в администрировании назначение не
          даёт.
        </Typography>
      </SimpleForm>
    </Create>
  );
}
