import { AutocompleteInput, NumberInput, ReferenceField, ReferenceInput, type Identifier } from 'react-admin';
import Typography from '@mui/material/Typography';
import { InlineRecords } from '../shared/InlineRecords';
import { REQUIRED } from '../shared/validators';

interface Requirement {
  id: number;
  event_id: number;
  project_id: number;
  count: number;
}

/**
 * A final's requirements: N participations in a named project before one may register (the
 * basket's "final-of-event hint", spec section 3).
 */
export function RequirementsTab({ eventId }: { eventId: Identifier }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Чтобы зарегистрироваться на финал, участник должен до этого поучаствовать в мероприятиях этих проектов указанное число раз.
      </Typography>
      <InlineRecords<Requirement>
        resource="event-requirements"
        parentField="event_id"
        parentId={eventId}
        describe={(requirement) => `требование №${requirement.id}`}
        order={(a, b) => a.id - b.id}
        defaults={{ count: 1 }}
        columns={[
          {
            label: 'Творческий проект',
            render: () => <ReferenceField source="project_id" reference="projects" link={false} />,
          },
          { label: 'Участий', render: (requirement) => requirement.count },
        ]}
        inputs={
          <>
            <ReferenceInput source="project_id" reference="projects" sort={{ field: 'title', order: 'ASC' }}>
              <AutocompleteInput optionText="title" validate={REQUIRED} filterToQuery={(q: string) => ({ q })} fullWidth />
            </ReferenceInput>
            <NumberInput source="count" step={1} min={1} validate={REQUIRED} />
          </>
        }
        texts={{
          add: 'Добавить требование',
          edit: 'Требование финала',
          empty: 'У финала пока нет требований.',
          deleted: 'Требование удалено',
          deleteTitle: 'Удалить требование?',
        }}
      />
    </>
  );
}
