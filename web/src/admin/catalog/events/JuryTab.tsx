import { NumberInput, TextInput, type Identifier } from 'react-admin';
import { InlineRecords } from '../shared/InlineRecords';
import { requiredText } from '../shared/validators';

interface JuryMember {
  id: number;
  event_id: number;
  sort: number;
  name: string;
  regalia: string;
}

/** The event's jury, in the order the page lists them (`sort`, then as entered). */
export function JuryTab({ eventId }: { eventId: Identifier }) {
  return (
    <InlineRecords<JuryMember>
      resource="event-jury"
      parentField="event_id"
      parentId={eventId}
      describe={(member) => member.name}
      order={(a, b) => a.sort - b.sort || a.id - b.id}
      defaults={{ sort: 0 }}
      columns={[
        { label: 'Порядок', render: (member) => member.sort },
        { label: 'Имя', render: (member) => member.name },
        { label: 'Регалии', render: (member) => member.regalia },
      ]}
      inputs={
        <>
          <TextInput source="name" validate={requiredText(200)} fullWidth />
          <TextInput
            source="regalia"
            validate={requiredText(1000)}
            multiline
            minRows={2}
            fullWidth
            helperText="Например: «Заслуженный артист России, педагог по вокалу»"
          />
          <NumberInput source="sort" step={1} helperText="Меньше — выше в списке" />
        </>
      }
      texts={{
        add: 'Добавить члена жюри',
        edit: 'Член жюри',
        empty: 'Жюри пока не указано.',
        deleted: 'Член жюри удалён',
        deleteTitle: 'Удалить члена жюри?',
      }}
    />
  );
}
