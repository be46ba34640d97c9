import {
  AutocompleteInput,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  TextField,
  TextInput,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import { formatPrice } from '../../shared/format';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { REQUIRED, requiredText } from '../catalog/shared/validators';
import { startsText } from './labels';

interface AdminTier {
  id: number;
  show_id: number;
  name: string;
  price: number;
  quota: number;
}

const byQuery = (q: string) => ({ q });
const ROW = { direction: { xs: 'column', md: 'row' }, sx: { gap: { md: 2 } } } as const;

const filters = [
  <ReferenceInput key="show_id" source="show_id" reference="shows" sort={{ field: 'starts_at', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="title" filterToQuery={byQuery} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
];

export function TierList() {
  return (
    <CatalogList<AdminTier>
      narrow={{
        primary: (tier) => tier.name,
        secondary: (tier) => `${formatPrice(tier.price)} · мест ${tier.quota}`,
      }}
      searchPlaceholder="Название"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <ReferenceField source="show_id" reference="shows" link={false} sortable={false} />
      <TextField source="name" />
      <FunctionField<AdminTier> source="price" render={(tier) => formatPrice(tier.price)} textAlign="right" sx={{ whiteSpace: 'nowrap' }} />
      <NumberField source="quota" />
    </CatalogList>
  );
}

const MOMENT = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
    ? 'Дата и время: ГГГГ-ММ-ДДTЧЧ:ММ'
    : undefined;

function TierInputs() {
  return (
    <>
      <ReferenceInput source="show_id" reference="shows" sort={{ field: 'starts_at', order: 'ASC' }}>
        <AutocompleteInput
          optionText={(show: { title: string; starts_at: string }) => `${show.title}, ${startsText(show.starts_at)}`}
          filterToQuery={byQuery}
          validate={REQUIRED}
          sx={{ maxWidth: 600 }}
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="name" validate={requiredText(100)} helperText="«Партер», «Балкон», «Детский»" />
      <Stack {...ROW}>
        <NumberInput source="price" step={50} min={0} validate={REQUIRED} />
        <NumberInput source="quota" step={1} min={1} validate={REQUIRED} helperText="Сколько билетов этой категории продаём" />
      </Stack>
      <Stack {...ROW}>
        <TextInput
          source="sale_starts_at"
          type="datetime-local"
          validate={MOMENT}
          helperText="Пусто — продаём сразу"
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 250 }}
        />
        <TextInput
          source="sale_ends_at"
          type="datetime-local"
          validate={MOMENT}
          helperText="Пусто — до начала события"
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 250 }}
        />
      </Stack>
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списке билетов" sx={{ maxWidth: 240 }} />
    </>
  );
}

/** Empty sale moments are sent as null (no window), not as ''. */
const tierPayload = (data: Record<string, unknown>) => ({
  ...data,
  sale_starts_at: data['sale_starts_at'] || null,
  sale_ends_at: data['sale_ends_at'] || null,
});

export const { Edit: TierEdit, Create: TierCreate } = catalogForms(TierInputs, { sort: 0 }, tierPayload);
