import { BooleanField, BooleanInput, NumberField, NumberInput, SelectInput, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';
import { schoolPayload } from './payload';
import { Group, RecordTitle, ROW, wholeIn } from './SchoolInputs';

/** A school as `GET /api/admin/bravo-schools` answers it. */
export interface AdminSchool {
  id: number;
  code: string;
  name: string;
  summary: string;
  description: string;
  published: boolean;
  sort: number;
}

export const PUBLISHED_CHOICES = [
  { id: 'true', name: 'Опубликованы' },
  { id: 'false', name: 'Скрыты' },
];

export const SORT_HINT = 'Меньше — выше в списке';
export const SORT_RANGE = wholeIn(0, 100000);

const filters = [
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" alwaysOn />,
];

export function SchoolList() {
  return (
    <CatalogList<AdminSchool>
      narrow={{
        primary: (school) => school.name,
        secondary: (school) => school.summary,
        tertiary: (school) => (school.published ? '' : 'Скрыта'),
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="summary" sortable={false} />
      <BooleanField source="published" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function SchoolInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 360 } }} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы школы: /код/ на сайте «Браво»" />
        </Stack>
        <TextInput source="summary" validate={requiredText(300)} fullWidth helperText="Одна строка под названием в списке школ" />
        <TextInput source="description" validate={requiredText(5000)} multiline minRows={4} fullWidth />
      </Group>
      <Group title="Публикация">
        <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
          <BooleanInput source="published" helperText="Школа и её занятия видны на сайте" />
          <NumberInput source="sort" step={1} min={0} validate={SORT_RANGE} helperText={SORT_HINT} sx={{ maxWidth: 240 }} />
        </Stack>
      </Group>
    </>
  );
}

export const { Edit: SchoolEdit, Create: SchoolCreate } = catalogForms(
  SchoolInputs,
  { published: false, sort: 0 },
  schoolPayload,
  <RecordTitle label="Школа" />,
);
