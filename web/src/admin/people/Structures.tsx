import { BooleanField, NumberField, ReferenceField, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../catalog/shared/validators';
import { Group, RecordTitle, ROW } from '../catalog/school/SchoolInputs';
import { PublicationGroup } from './PublicationGroup';
import { PUBLISHED_CHOICES, STRUCTURE_KINDS } from './labels';
import { structurePayload } from './payload';
import { PickOne } from './PeopleInputs';

/** A collective, school or organisation as `GET /api/admin/structures` answers it. */
export interface AdminStructure {
  id: number;
  code: string;
  name: string;
  kind: string;
  city_id: number | null;
  head: string | null;
  published: boolean;
  sort: number;
}

const kindName = (kind: string) => STRUCTURE_KINDS.find((choice) => choice.id === kind)?.name ?? kind;

const filters = [
  <SelectInput key="kind" source="kind" choices={STRUCTURE_KINDS} emptyText="Все" alwaysOn />,
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" alwaysOn />,
];

export function StructureList() {
  return (
    <CatalogList<AdminStructure>
      narrow={{
        primary: (structure) => structure.name,
        secondary: (structure) => kindName(structure.kind),
        tertiary: (structure) => (structure.published ? '' : 'Скрыто'),
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="name" />
      <SelectField source="kind" choices={STRUCTURE_KINDS} sortable={false} />
      <ReferenceField source="city_id" reference="cities" link={false} sortable={false} emptyText="—" />
      <TextField source="head" sortable={false} emptyText="—" />
      <BooleanField source="published" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function StructureInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 360 } }} />
          <TextInput source="code" validate={SLUG} />
          <SelectInput source="kind" choices={STRUCTURE_KINDS} validate={REQUIRED} />
        </Stack>
        <PickOne source="city_id" reference="cities" hint="Пусто — город не указан" />
        <TextInput
          source="head"
          validate={requiredText(200).slice(1)}
          helperText="Имя руководителя или директора"
          sx={{ maxWidth: 600 }}
          fullWidth
        />
        <TextInput source="description" validate={requiredText(3000).slice(1)} multiline minRows={3} fullWidth />
      </Group>
      <PublicationGroup shown="Название видно на страницах наставников и участников" sortHint="Меньше — выше в списке" />
    </>
  );
}

export const { Edit: StructureEdit, Create: StructureCreate } = catalogForms(
  StructureInputs,
  { kind: 'collective', published: false, sort: 0 },
  structurePayload,
  <RecordTitle label="Структура" />,
);
