import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateInput,
  FunctionField,
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
import { requiredText } from '../catalog/shared/validators';

interface AdminPromo {
  id: number;
  code: string;
  show_id: number | null;
  percent: number | null;
  amount: number | null;
  max_uses: number | null;
  active: boolean;
}

const byQuery = (q: string) => ({ q });
const ROW = { direction: { xs: 'column', md: 'row' }, sx: { gap: { md: 2 } } } as const;

/** «10 %» or «300 ₽». */
export function discountText(promo: Pick<AdminPromo, 'percent' | 'amount'>): string {
  if (promo.percent) return `${promo.percent} %`;
  if (promo.amount) return formatPrice(promo.amount);
  return '';
}

export function PromoList() {
  return (
    <CatalogList<AdminPromo>
      narrow={{
        primary: (promo) => promo.code,
        secondary: (promo) => `${discountText(promo)}${promo.max_uses ? ` · до ${promo.max_uses} раз` : ''}`,
        tertiary: (promo) => (promo.active ? '' : 'Не действует'),
      }}
      searchPlaceholder="Промокод"
      sort={{ field: 'id', order: 'DESC' }}
    >
      <TextField source="id" />
      <TextField source="code" />
      <ReferenceField source="show_id" reference="shows" label="Событие" link={false} sortable={false} emptyText="Все события" />
      <FunctionField<AdminPromo> label="Скидка" render={(promo) => discountText(promo)} sx={{ whiteSpace: 'nowrap' }} />
      <BooleanField source="active" />
    </CatalogList>
  );
}

const CODE = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[A-Za-z0-9-]+$/.test(value) ? 'Латинские буквы, цифры и дефис' : undefined;
const ONE_KIND = (_: unknown, values: Record<string, unknown>) => {
  const percent = values['percent'];
  const amount = values['amount'];
  if ((percent === null || percent === undefined || percent === '') && (amount === null || amount === undefined || amount === ''))
    return 'Укажите скидку в процентах или в рублях';
  if (percent && amount) return 'Только одно: проценты или рубли';
  return undefined;
};

function PromoInputs() {
  return (
    <>
      <TextInput
        source="code"
        validate={[...requiredText(30), CODE]}
        helperText="Покупатель вводит его при заказе; регистр не важен"
        parse={(value: string) => value.toUpperCase()}
      />
      <ReferenceInput source="show_id" reference="shows" sort={{ field: 'starts_at', order: 'ASC' }}>
        <AutocompleteInput
          optionText="title"
          filterToQuery={byQuery}
          helperText="Пусто — на все события"
          sx={{ maxWidth: 600 }}
          fullWidth
        />
      </ReferenceInput>
      <Stack {...ROW}>
        <NumberInput source="percent" step={1} min={1} max={100} validate={ONE_KIND} />
        <NumberInput source="amount" step={50} min={1} validate={ONE_KIND} />
      </Stack>
      <Stack {...ROW}>
        <NumberInput source="max_uses" step={1} min={1} helperText="Пусто — без ограничения" />
        <DateInput source="valid_until" helperText="Пусто — бессрочно" />
      </Stack>
      <BooleanInput source="active" />
    </>
  );
}

export const { Edit: PromoEdit, Create: PromoCreate } = catalogForms(PromoInputs, { active: true });
