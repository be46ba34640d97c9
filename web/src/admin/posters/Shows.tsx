import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  FunctionField,
  maxLength,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import { UploadInput } from '../content/UploadInput';
import { HALL_IMAGES_URL } from '../catalog/halls/Halls';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../catalog/shared/validators';
import { AGE_CHOICES, KIND_CHOICES, SHOW_STATUS_CHOICES, startsText } from './labels';

interface AdminShow {
  id: number;
  code: string;
  title: string;
  kind: string;
  starts_at: string;
  place_id: number;
  status: string;
  published: boolean;
}

const byQuery = (q: string) => ({ q });
const ROW = { direction: { xs: 'column', md: 'row' }, sx: { gap: { md: 2 } } } as const;
const MOMENT = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
    ? 'Дата и время: ГГГГ-ММ-ДДTЧЧ:ММ'
    : undefined;

const filters = [
  <SelectInput key="status" source="status" choices={SHOW_STATUS_CHOICES} emptyText="Все" alwaysOn />,
  <ReferenceInput key="place_id" source="place_id" reference="places" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={byQuery} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

export function ShowList() {
  return (
    <CatalogList<AdminShow>
      narrow={{
        primary: (show) => show.title,
        secondary: (show) => startsText(show.starts_at),
        tertiary: (show) => SHOW_STATUS_CHOICES.find((choice) => choice.id === show.status)?.name ?? '',
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'starts_at', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <FunctionField<AdminShow> source="starts_at" render={(show) => startsText(show.starts_at)} sx={{ whiteSpace: 'nowrap' }} />
      <ReferenceField source="place_id" reference="places" link={false} sortable={false} />
      <SelectField source="status" choices={SHOW_STATUS_CHOICES} />
      <BooleanField source="published" />
    </CatalogList>
  );
}

/** The hall list follows the chosen venue. */
function HallInput() {
  const record = useRecordContext<{ place_id?: number }>();
  return (
    <ReferenceInput source="hall_id" reference="halls" filter={record?.place_id ? { place_id: record.place_id } : {}}>
      <AutocompleteInput optionText="name" filterToQuery={byQuery} helperText="Пусто — зал не указан" sx={{ minWidth: 260 }} />
    </ReferenceInput>
  );
}

function ShowInputs() {
  return (
    <>
      <Stack {...ROW}>
        <TextInput source="title" validate={requiredText(200)} sx={{ minWidth: { md: 420 } }} />
        <TextInput source="code" validate={SLUG} helperText="Адрес страницы: /afisha/{код}/" />
      </Stack>
      <Stack {...ROW}>
        <SelectInput source="kind" choices={KIND_CHOICES} validate={REQUIRED} />
        <SelectInput source="age_rating" choices={AGE_CHOICES} validate={REQUIRED} />
        <SelectInput
          source="status"
          choices={SHOW_STATUS_CHOICES}
          validate={REQUIRED}
          helperText="Билеты продаются в статусе «В продаже»"
        />
      </Stack>
      <TextInput source="summary" validate={requiredText(300)} fullWidth helperText="Одна фраза для карточки в афише" />
      <TextInput
        source="description"
        multiline
        minRows={5}
        fullWidth
        validate={[REQUIRED, maxLength(5000, 'Не должно превышать 5000 символов')]}
        helperText="Абзацы разделяйте пустой строкой"
      />
      <Stack {...ROW}>
        <TextInput
          source="starts_at"
          type="datetime-local"
          validate={[REQUIRED, MOMENT]}
          helperText="Местное время площадки"
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 250 }}
        />
        <NumberInput source="duration_minutes" step={5} min={10} max={1440} validate={REQUIRED} />
      </Stack>
      <Stack {...ROW}>
        <ReferenceInput source="place_id" reference="places" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" filterToQuery={byQuery} validate={REQUIRED} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <HallInput />
      </Stack>
      <ReferenceInput source="event_id" reference="events" sort={{ field: 'date_start', order: 'DESC' }}>
        <AutocompleteInput
          optionText="name"
          filterToQuery={byQuery}
          helperText="Только для гала-концерта фестиваля"
          sx={{ maxWidth: 600 }}
          fullWidth
        />
      </ReferenceInput>
      <UploadInput
        kind="image"
        source="photo"
        label="Афиша (картинка)"
        validate={[]}
        uploadUrl={HALL_IMAGES_URL}
        helperText="JPEG, PNG или WebP до 15 МБ; без картинки покажем рисунок сцены"
      />
      <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
        <BooleanInput source="published" helperText="Событие видно в афише" />
        <NumberInput source="sort" step={1} helperText="При одном времени — меньше выше" sx={{ maxWidth: 240 }} />
      </Stack>
    </>
  );
}

export const { Edit: ShowEdit, Create: ShowCreate } = catalogForms(ShowInputs, {
  kind: 'concert',
  age_rating: '6+',
  status: 'draft',
  duration_minutes: 120,
  published: false,
  sort: 0,
  photos: [],
});
