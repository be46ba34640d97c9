import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  FunctionField,
  NumberInput,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  TextField,
  TextInput,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../shared/format';
import { CatalogList } from '../catalog/shared/CatalogList';
import { CatalogCreate, CatalogEdit } from '../catalog/shared/CatalogForms';
import { RecordHistory } from '../catalog/shared/RecordHistory';
import { REQUIRED, requiredText, SLUG } from '../catalog/shared/validators';
import { oldPriceError } from './paramTypes';
import { ServiceParamsInput } from './ServiceParamsInput';

interface Service extends RaRecord {
  code: string;
  name: string;
  price_final: number;
  price_old: number | null;
  published: boolean;
  special: boolean;
  updated_at: string;
}

/** The names of a service's fields in its history. */
const FIELD_NAMES: Record<string, string> = {
  code: 'Код',
  name: 'Название',
  description: 'Описание',
  category_id: 'Категория',
  price_final: 'Итоговая цена',
  price_old: 'Цена до скидки',
  price_preview: 'Текст цены',
  tag_ids: 'Метки',
  special: 'Специальная',
  published: 'Опубликована',
  sort: 'Порядок',
  params: 'Поля заявки',
};

const PRICE = [REQUIRED];
const oldPrice = (value: unknown, values: Record<string, unknown>) => oldPriceError(value, values['price_final']);

const filters = [
  <ReferenceInput key="category_id" source="category_id" reference="service-categories" sort={{ field: 'sort', order: 'ASC' }}>
    <AutocompleteInput label="Категория" optionText="title" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/** The list of services (all, or the special ones on services/special). */
function ServiceListOf() {
  return (
    <CatalogList<Service>
      narrow={{
        primary: (service) => service.name,
        secondary: (service) => `${formatPrice(service.price_final)}${service.published ? '' : ' · снята с публикации'}`,
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="name" label="Название" />
      <TextField source="code" label="Код" />
      <ReferenceField source="category_id" reference="service-categories" link={false} label="Категория" />
      <FunctionField<Service>
        source="price_final"
        label="Цена"
        render={(service) => formatPrice(service.price_final)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <BooleanField source="special" label="Специальная" />
      <BooleanField source="published" label="Опубликована" />
      <TextField source="sort" label="Порядок" />
    </CatalogList>
  );
}

function ServiceInputs() {
  return (
    <>
      <TextInput source="name" label="Название" validate={requiredText(200)} fullWidth />
      <TextInput source="code" label="Код (slug)" validate={SLUG} helperText="Строчные латинские буквы, цифры и дефис" />
      <TextInput source="description" label="Описание" validate={REQUIRED} multiline minRows={3} fullWidth />
      <ReferenceInput source="category_id" reference="service-categories" sort={{ field: 'sort', order: 'ASC' }}>
        <AutocompleteInput label="Категория" optionText="title" validate={REQUIRED} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <NumberInput
        source="price_final"
        label="Итоговая цена, ₽"
        validate={PRICE}
        min={0}
        step={1}
        helperText="Столько стоит услуга в корзине"
      />
      <NumberInput
        source="price_old"
        label="Цена до скидки, ₽"
        validate={oldPrice}
        min={0}
        step={1}
        helperText="Показывается зачёркнутой; пусто — без скидки"
      />
      <TextInput source="price_preview" label="Текст цены" helperText="Например, «от 2 500 ₽»; пусто — показывается итоговая цена" />
      <ReferenceArrayInput source="tag_ids" reference="tags" sort={{ field: 'sort', order: 'ASC' }}>
        <AutocompleteArrayInput label="Метки" optionText="title" filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
      <BooleanInput source="special" label="Специальная услуга" />
      <BooleanInput source="published" label="Опубликована" />
      <NumberInput source="sort" label="Порядок" step={1} helperText="Меньше — выше в списках" />
      <ServiceParamsInput />
    </>
  );
}

export const ServiceList = ServiceListOf;
export const SpecialServiceList = ServiceListOf;

/** A service's editor, with who changed what under the form; `id` for a test. */
export function ServiceEdit({ id }: { id?: Identifier }) {
  return (
    <CatalogEdit id={id}>
      <ServiceInputs />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        История изменений
      </Typography>
      <FunctionField<Service>
        render={(service) => <RecordHistory entity="service" id={service.id} fieldNames={FIELD_NAMES} version={service.updated_at} />}
      />
    </CatalogEdit>
  );
}

export function ServiceCreate() {
  return (
    <CatalogCreate defaults={{ sort: 0, published: true, special: false, params: [], tag_ids: [] }}>
      <ServiceInputs />
    </CatalogCreate>
  );
}

/** Created on services/special: the server makes it special whatever the switch says. */
export function SpecialServiceCreate() {
  return (
    <CatalogCreate defaults={{ sort: 0, published: true, special: true, params: [], tag_ids: [] }}>
      <ServiceInputs />
    </CatalogCreate>
  );
}
