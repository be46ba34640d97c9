import { BooleanField, BooleanInput, NumberField, NumberInput, SelectInput, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { UploadInput } from '../../content/UploadInput';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';
import { teacherPayload } from './payload';
import { Group, RecordTitle, ROW } from './SchoolInputs';
import { PUBLISHED_CHOICES, SORT_HINT, SORT_RANGE } from './Schools';

/** A teacher as `GET /api/admin/bravo-teachers` answers it. */
export interface AdminTeacher {
  id: number;
  code: string;
  name: string;
  role: string;
  bio: string;
  photo: string | null;
  published: boolean;
  sort: number;
}

/** Where a teacher's photo is uploaded: the school section's own address. */
export const SCHOOL_IMAGES_URL = '/api/admin/school/images';

const filters = [
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" alwaysOn />,
];

export function TeacherList() {
  return (
    <CatalogList<AdminTeacher>
      narrow={{
        primary: (teacher) => teacher.name,
        secondary: (teacher) => teacher.role,
        tertiary: (teacher) => (teacher.published ? '' : 'Скрыт'),
      }}
      searchPlaceholder="Имя или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="name" />
      <TextField source="role" sortable={false} />
      <BooleanField source="published" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function TeacherInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 320 } }} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы педагога" />
        </Stack>
        <TextInput
          source="role"
          validate={requiredText(200)}
          fullWidth
          helperText="«Хореограф, руководитель школы танцев»"
          sx={{ maxWidth: 720 }}
        />
        <TextInput source="bio" validate={requiredText(5000)} multiline minRows={4} fullWidth />
        <UploadInput
          kind="image"
          source="photo"
          label="Фото"
          validate={[]}
          uploadUrl={SCHOOL_IMAGES_URL}
          helperText="JPEG, PNG или WebP до 15 МБ; без фото на сайте будут инициалы"
        />
      </Group>
      <Group title="Публикация">
        <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
          <BooleanInput source="published" helperText="Педагог виден на сайте" />
          <NumberInput source="sort" step={1} min={0} validate={SORT_RANGE} helperText={SORT_HINT} sx={{ maxWidth: 240 }} />
        </Stack>
      </Group>
    </>
  );
}

export const { Edit: TeacherEdit, Create: TeacherCreate } = catalogForms(
  TeacherInputs,
  { published: false, sort: 0 },
  teacherPayload,
  <RecordTitle label="Педагог" />,
);
