import { AutocompleteInput, NumberField, NumberInput, ReferenceField, ReferenceInput, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../shared/CatalogList';
import { CatalogCreate, CatalogEdit } from '../shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';

const filters = [
  <ReferenceInput key="city_id" source="city_id" reference="cities" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export function PlaceList() {
  return (
    <CatalogList searchPlaceholder="Название или код" filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="code" />
      <ReferenceField source="city_id" reference="cities" link={false} />
      <TextField source="address" sortable={false} />
      <NumberField source="lat" options={{ maximumFractionDigits: 6 }} />
      <NumberField source="lon" options={{ maximumFractionDigits: 6 }} />
    </CatalogList>
  );
}

function PlaceInputs() {
  return (
    <>
      <TextInput source="name" validate={requiredText(200)} />
      <TextInput source="code" validate={SLUG} />
      <ReferenceInput source="city_id" reference="cities" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={REQUIRED} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <TextInput source="address" validate={requiredText(300)} fullWidth />
      <Stack direction="row" sx={{ gap: 2 }}>
        <NumberInput source="lat" step={0.000001} min={-90} max={90} helperText="Например, 55.7558" />
        <NumberInput source="lon" step={0.000001} min={-180} max={180} helperText="Например, 37.6173" />
      </Stack>
    </>
  );
}

export function PlaceEdit() {
  return (
    <CatalogEdit>
      <PlaceInputs />
    </CatalogEdit>
  );
}

export function PlaceCreate() {
  return (
    <CatalogCreate>
      <PlaceInputs />
    </CatalogCreate>
  );
}
