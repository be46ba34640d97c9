import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';
import { EVENT_TYPE_CHOICES } from './eventTypes';

const byQuery = (q: string) => ({ q });
const WHOLE = { step: 1, min: 0 };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 960, mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const ROW = { direction: { xs: 'column', md: 'row' }, sx: { gap: { md: 2 } } } as const;

/** An optional record picked by its name (searched), with what leaving it empty means. */
function PickOne({
  source,
  reference,
  optionText,
  emptyHint,
}: {
  source: string;
  reference: string;
  optionText: string;
  emptyHint: string;
}) {
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: optionText, order: 'ASC' }}>
      <AutocompleteInput optionText={optionText} filterToQuery={byQuery} helperText={emptyHint} sx={{ maxWidth: 600 }} fullWidth />
    </ReferenceInput>
  );
}

/** A handbook's entries picked by title, offered in the handbook's order. */
function PickHandbookEntries({ source, reference }: { source: string; reference: string }) {
  return (
    <ReferenceArrayInput source={source} reference={reference} sort={{ field: 'sort', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput optionText="title" filterToQuery={byQuery} />
    </ReferenceArrayInput>
  );
}

/** Every editable field of an event (docs/api.md), grouped as an organiser thinks of them. */
export function EventFields() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <SelectInput source="type" choices={EVENT_TYPE_CHOICES} validate={REQUIRED} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы: /festival/{код}/" />
        </Stack>
        <TextInput source="name" validate={requiredText(300)} fullWidth />
      </Group>
      <Group title="Даты и место">
        <Stack {...ROW}>
          <DateInput source="date_start" validate={REQUIRED} />
          <DateInput source="date_end" validate={REQUIRED} />
        </Stack>
        <PickOne source="place_id" reference="places" optionText="name" emptyHint="Пусто — мероприятие проходит онлайн" />
      </Group>
      <Group title="Места и цены">
        <Stack {...ROW}>
          <NumberInput source="place_count" {...WHOLE} validate={REQUIRED} />
          <NumberInput source="places_left" {...WHOLE} validate={REQUIRED} />
          <NumberInput source="price_participation" {...WHOLE} validate={REQUIRED} />
          <NumberInput source="price_trip" {...WHOLE} helperText="Пусто — без пакета поездки" />
        </Stack>
        <ArrayInput source="package_trip">
          <SimpleFormIterator inline disableReordering={false} getItemLabel={(index) => `${index + 1}.`}>
            <TextInput source="" label="Пункт" fullWidth sx={{ minWidth: { md: 480 } }} />
          </SimpleFormIterator>
        </ArrayInput>
      </Group>
      <Group title="Описание">
        <ArrayInput source="description" validate={REQUIRED}>
          <SimpleFormIterator getItemLabel={(index) => `Абзац ${index + 1}`}>
            <TextInput source="" label="Текст абзаца" multiline minRows={3} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="support" multiline minRows={2} fullWidth helperText="Например: «При поддержке Министерства культуры»" />
      </Group>
      <Group title="Подборки">
        <PickOne source="project_id" reference="projects" optionText="title" emptyHint="Пусто — мероприятие вне проектов" />
        <PickHandbookEntries source="creative_type_ids" reference="creative-types" />
        <PickHandbookEntries source="age_category_ids" reference="age-categories" />
        <PickHandbookEntries source="tag_ids" reference="tags" />
      </Group>
    </>
  );
}
