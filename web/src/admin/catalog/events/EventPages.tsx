import { BooleanInput, Create, Edit, ListButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { eventPayload } from './eventPayload';
import { EventFields } from './EventFields';
import { EventTabs } from './EventTabs';
import { PublishButton } from './PublishButton';
import type { AdminEvent } from './types';

/** Cut with an ellipsis: a long name must not widen the app bar (and the page) on a phone. */
const TITLE_STYLE = {
  display: 'block',
  maxWidth: 'calc(100vw - 140px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

function EventTitle() {
  const record = useRecordContext<AdminEvent>();
  return <span style={TITLE_STYLE}>{record ? `Мероприятие «${record.name}»${record.published ? '' : ' (черновик)'}` : 'Мероприятие'}</span>;
}

function Actions() {
  return (
    <TopToolbar>
      <PublishButton />
      <ListButton />
    </TopToolbar>
  );
}

/** Pessimistic, so a 422 shows under its fields and the page stays on the saved event. */
export function EventEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      title={<EventTitle />}
      actions={<Actions />}
      transform={(data: Record<string, unknown>) => eventPayload(data)}
      component="div"
    >
      <EventTabs />
    </Edit>
  );
}

/** After creating, the edit page opens: the program, photo and history live there. */
export function EventCreate() {
  return (
    <Create redirect="edit" title="Новое мероприятие" transform={(data: Record<string, unknown>) => eventPayload(data, { create: true })}>
      <SimpleForm
        defaultValues={{
          type: 'festival',
          description: [''],
          package_trip: [],
          published: false,
          places_left: 0,
          place_count: 0,
          price_participation: 0,
        }}
      >
        <EventFields />
        <BooleanInput source="published" helperText="Неопубликованное мероприятие видно только в администрировании" />
      </SimpleForm>
    </Create>
  );
}
