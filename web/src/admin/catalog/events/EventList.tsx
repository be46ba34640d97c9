import {
  AutocompleteInput,
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { formatDate } from '../../../shared/format';
import { CatalogList, type NarrowRow } from '../shared/CatalogList';
import { EVENT_TYPE_CHOICES, eventTypeName } from './eventTypes';
import type { AdminEvent } from './types';

const filters = [
  <SelectInput key="type" source="type" choices={EVENT_TYPE_CHOICES} />,
  // By venue: the admin API filters by the event's own fields, and the city is its place's.
  <ReferenceInput key="place_id" source="place_id" reference="places" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="published" source="published" nullLabel="Все" trueLabel="Опубликовано" falseLabel="Черновик" />,
];

/** `12.03.2026 – 14.03.2026`, one date when the event lasts a day. */
export function eventDates(event: Pick<AdminEvent, 'date_start' | 'date_end'>): string {
  const start = formatDate(event.date_start, 'only-date');
  const end = formatDate(event.date_end, 'only-date');
  return !end || end === start ? start : `${start} – ${end}`;
}

const narrow: NarrowRow<AdminEvent> = {
  primary: (event) => event.name,
  secondary: (event) => `${eventTypeName(event.type)} · ${eventDates(event)} · мест ${event.places_left} / ${event.place_count}`,
  tertiary: (event) => (event.published ? '' : 'черновик'),
};

export function EventList() {
  return (
    <CatalogList<AdminEvent>
      narrow={narrow}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'date_start', order: 'DESC' }}
    >
      <TextField source="code" />
      <TextField source="name" />
      <FunctionField<AdminEvent> source="type" render={(event) => eventTypeName(event.type)} />
      <FunctionField<AdminEvent> source="date_start" label="Даты" render={eventDates} />
      <ReferenceField<AdminEvent> source="place_id" reference="places" label="Город" link={false} sortable={false} emptyText="Онлайн">
        <ReferenceField source="city_id" reference="cities" link={false} />
      </ReferenceField>
      <FunctionField<AdminEvent>
        source="places_left"
        label="Свободно / всего"
        render={(event) => `${event.places_left} / ${event.place_count}`}
      />
      <BooleanField source="published" />
    </CatalogList>
  );
}
