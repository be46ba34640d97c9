import { AutocompleteInput, NumberField, ReferenceField, ReferenceInput, TextField } from 'react-admin';
import { CatalogList, type NarrowRow } from '../shared/CatalogList';
import { CatalogCreate, CatalogEdit } from '../shared/CatalogForms';
import { REQUIRED } from '../shared/validators';
import { ProgramInputs } from './ProgramInputs';
import { programWhen, type ProgramItem } from './programItems';

const byQuery = (q: string) => ({ q });

const filters = [
  <ReferenceInput key="event_id" source="event_id" reference="events" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={byQuery} sx={{ minWidth: 360 }} />
  </ReferenceInput>,
];

const narrow: NarrowRow<ProgramItem> = {
  primary: (item) => item.title,
  secondary: (item) => programWhen(item),
  tertiary: () => <ReferenceField source="event_id" reference="events" link={false} />,
};

export function ProgramList() {
  return (
    <CatalogList<ProgramItem>
      narrow={narrow}
      searchPlaceholder="Название пункта"
      filters={filters}
      sort={{ field: 'event_id', order: 'ASC' }}
    >
      <ReferenceField source="event_id" reference="events" link={false} />
      <NumberField source="day" />
      <TextField source="time" />
      <TextField source="title" />
    </CatalogList>
  );
}

function EventInput() {
  return (
    <ReferenceInput source="event_id" reference="events" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" filterToQuery={byQuery} validate={REQUIRED} fullWidth />
    </ReferenceInput>
  );
}

export function ProgramEdit() {
  return (
    <CatalogEdit>
      <EventInput />
      <ProgramInputs />
    </CatalogEdit>
  );
}

export function ProgramCreate() {
  return (
    <CatalogCreate defaults={{ day: 1 }}>
      <EventInput />
      <ProgramInputs />
    </CatalogCreate>
  );
}
