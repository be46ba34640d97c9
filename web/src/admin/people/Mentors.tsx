import { ArrayInput, BooleanField, NumberField, ReferenceField, SelectInput, SimpleFormIterator, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { requiredText, SLUG } from '../catalog/shared/validators';
import { Group, RecordTitle, ROW } from '../catalog/school/SchoolInputs';
import { PublicationGroup } from './PublicationGroup';
import { PUBLISHED_CHOICES } from './labels';
import { mentorPayload } from './payload';
import { PhotosInput, PickCreativeTypes, PickOne, PickOwner, PortraitInput, VideosInput } from './PeopleInputs';

/** A mentor as `GET /api/admin/mentors` answers it. */
export interface AdminMentor {
  id: number;
  code: string;
  name: string;
  position: string | null;
  published: boolean;
  sort: number;
}

const optional = (max: number) => requiredText(max).slice(1);

const filters = [
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" alwaysOn />,
];

export function MentorList() {
  return (
    <CatalogList<AdminMentor>
      narrow={{
        primary: (mentor) => mentor.name,
        secondary: (mentor) => mentor.position ?? '',
        tertiary: (mentor) => (mentor.published ? '' : 'Скрыт'),
      }}
      searchPlaceholder="Имя или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="name" />
      <TextField source="position" sortable={false} emptyText="—" />
      <ReferenceField source="city_id" reference="cities" link={false} sortable={false} emptyText="—" />
      <BooleanField source="published" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function MentorInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(120)} sx={{ minWidth: { md: 320 } }} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы: /nastavnik/{код}/" />
        </Stack>
        <TextInput
          source="position"
          validate={optional(160)}
          helperText="«Хореограф, руководитель ансамбля «Улыбка»»"
          fullWidth
          sx={{ maxWidth: 720 }}
        />
        <TextInput source="bio" validate={optional(3000)} multiline minRows={4} fullWidth />
        <PickOne source="city_id" reference="cities" hint="Пусто — город не указан" />
        <PickOne source="structure_id" reference="structures" hint="Коллектив, школа или организация, где работает наставник" />
        <PickCreativeTypes />
        <PickOwner />
      </Group>
      <Group title="Достижения">
        <ArrayInput source="achievements">
          <SimpleFormIterator inline getItemLabel={(index) => `${index + 1}.`}>
            <TextInput source="" label="Достижение" validate={optional(300)} fullWidth sx={{ minWidth: { md: 560 } }} />
          </SimpleFormIterator>
        </ArrayInput>
      </Group>
      <Group title="Фото и видео">
        <PortraitInput />
        <PhotosInput />
        <VideosInput />
      </Group>
      <PublicationGroup shown="Страница наставника видна на сайте" sortHint="Меньше — выше в каталоге" route="main-nastavnik-code" />
    </>
  );
}

export const { Edit: MentorEdit, Create: MentorCreate } = catalogForms(
  MentorInputs,
  { published: false, sort: 0, achievements: [], photos: [], videos: [], creative_type_ids: [] },
  mentorPayload,
  <RecordTitle label="Наставник" />,
);
