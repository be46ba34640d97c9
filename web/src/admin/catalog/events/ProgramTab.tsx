import type { Identifier } from 'react-admin';
import { InlineRecords } from '../shared/InlineRecords';
import { ProgramInputs } from '../programs/ProgramInputs';
import { compareProgram, programWhen, type ProgramItem } from '../programs/programItems';

/** The event's schedule: event-programs of this event, in day and time order. */
export function ProgramTab({ eventId }: { eventId: Identifier }) {
  return (
    <InlineRecords<ProgramItem>
      resource="event-programs"
      parentField="event_id"
      parentId={eventId}
      describe={(item) => `${programWhen(item)}, ${item.title}`}
      order={compareProgram}
      defaults={{ day: 1 }}
      columns={[
        { label: 'День', render: (item) => item.day },
        { label: 'Время', render: (item) => item.time },
        { label: 'Что происходит', render: (item) => item.title },
      ]}
      inputs={<ProgramInputs />}
      texts={{
        add: 'Добавить пункт программы',
        edit: 'Пункт программы',
        empty: 'В программе пока нет пунктов.',
        deleted: 'Пункт программы удалён',
        deleteTitle: 'Удалить пункт программы?',
      }}
    />
  );
}
