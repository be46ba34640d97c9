import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  FunctionField,
  maxLength,
  minValue,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  type Validator,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../shared/format';
import { UploadInput } from '../../content/UploadInput';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';
import { hallPayload } from './hallPayload';

/** A hall as `GET /api/admin/halls` answers it (docs/api.md, "Venue rental"). */
export interface AdminHall {
  id: number;
  code: string;
  name: string;
  place_id: number;
  capacity: number;
  area: number | null;
  equipment: string[];
  price_hour: number;
  price_day: number | null;
  photo: string | null;
  description: string | null;
  published: boolean;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** Where a hall's picture is uploaded: the places section's, which the posters managers open. */
export const HALL_IMAGES_URL = '/api/admin/places/images';

const EQUIPMENT_ITEM_MAX = 200;
const DESCRIPTION_MAX = 3000;
const byQuery = (q: string) => ({ q });
const WHOLE = { step: 1, min: 0 };
const ROW = { direction: { xs: 'column', md: 'row' }, sx: { gap: { md: 2 } } } as const;
const NOT_NEGATIVE = minValue(0, 'Должно быть больше или равно 0');

const PUBLISHED_CHOICES = [
  { id: 'true', name: 'Опубликованы' },
  { id: 'false', name: 'Скрыты' },
];

const filters = [
  <ReferenceInput key="place_id" source="place_id" reference="places" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={byQuery} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" alwaysOn />,
];

export function HallList() {
  return (
    <CatalogList<AdminHall>
      narrow={{
        primary: (hall) => hall.name,
        secondary: (hall) => `до ${hall.capacity} чел. · ${formatPrice(hall.price_hour)} в час`,
        tertiary: (hall) => (hall.published ? '' : 'Скрыт'),
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="name" />
      <ReferenceField source="place_id" reference="places" link={false} sortable={false} />
      <NumberField source="capacity" locales="ru-RU" />
      <FunctionField<AdminHall>
        source="price_hour"
        render={(hall) => formatPrice(hall.price_hour)}
        sx={{ whiteSpace: 'nowrap' }}
        textAlign="right"
      />
      <BooleanField source="published" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

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

/** The equipment is kept as the text box's lines while typing; the payload drops the empty ones. */
const equipmentText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '');
const equipmentList = (text: string) => text.split('\n');
const EQUIPMENT_LINES: Validator = (value: unknown) => {
  const lines = Array.isArray(value) ? value : [];
  return lines.some((line) => typeof line === 'string' && line.trim().length > EQUIPMENT_ITEM_MAX)
    ? `Каждая строка — не длиннее ${EQUIPMENT_ITEM_MAX} символов`
    : undefined;
};

/** Every editable field of a hall (docs/api.md), grouped as a manager thinks of them. */
function HallInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 360 } }} />
          <TextInput source="code" validate={SLUG} helperText="Латиница, цифры и дефис" />
        </Stack>
        <ReferenceInput source="place_id" reference="places" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" filterToQuery={byQuery} validate={REQUIRED} sx={{ maxWidth: 600 }} fullWidth />
        </ReferenceInput>
        <Stack {...ROW}>
          <NumberInput source="capacity" {...WHOLE} validate={[REQUIRED, NOT_NEGATIVE]} helperText="Сколько гостей помещается" />
          <NumberInput source="area" {...WHOLE} validate={NOT_NEGATIVE} helperText="Пусто — не указана" />
        </Stack>
      </Group>
      <Group title="Цены">
        <Stack {...ROW}>
          <NumberInput source="price_hour" {...WHOLE} validate={[REQUIRED, NOT_NEGATIVE]} />
          <NumberInput
            source="price_day"
            {...WHOLE}
            validate={NOT_NEGATIVE}
            helperText="Аренда по часам не дороже дня; пусто — только почасовая"
          />
        </Stack>
      </Group>
      <Group title="Описание">
        <TextInput
          source="equipment"
          multiline
          minRows={3}
          fullWidth
          format={equipmentText}
          parse={equipmentList}
          validate={EQUIPMENT_LINES}
          helperText="Каждый пункт с новой строки: «Рояль Steinway», «Проектор и экран»"
        />
        <TextInput
          source="description"
          multiline
          minRows={4}
          fullWidth
          validate={maxLength(DESCRIPTION_MAX, `Не должно превышать ${DESCRIPTION_MAX} символов`)}
        />
        <UploadInput
          kind="image"
          source="photo"
          label="Фото"
          validate={[]}
          uploadUrl={HALL_IMAGES_URL}
          helperText="JPEG, PNG или WebP до 15 МБ; путь от /storage/ или /img/"
        />
      </Group>
      <Group title="Публикация">
        <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
          <BooleanInput source="published" helperText="Зал виден в каталоге аренды" />
          <NumberInput source="sort" step={1} helperText="Меньше — выше в списке площадки" sx={{ maxWidth: 240 }} />
        </Stack>
      </Group>
    </>
  );
}

export const { Edit: HallEdit, Create: HallCreate } = catalogForms(HallInputs, { published: false, sort: 0, equipment: [] }, hallPayload);
