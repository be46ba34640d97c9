import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';
import { PlaceCityField, PlaceCityInput } from './PlaceCity';

interface Place {
  id: number;
  name: string;
  address: string;
}

const filters = [<PlaceCityInput key="city_id" source="city_id" filter />];

export function PlaceList() {
  return (
    <CatalogList<Place>
      narrow={{ primary: (place) => place.name, secondary: (place) => place.address }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="code" />
      <PlaceCityField source="city_id" label="Город" sortable={false} />
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
      <PlaceCityInput />
      <TextInput source="address" validate={requiredText(300)} fullWidth />
      <Stack direction="row" sx={{ gap: 2 }}>
        <NumberInput source="lat" step={0.000001} min={-90} max={90} helperText="Например, 55.7558" />
        <NumberInput source="lon" step={0.000001} min={-180} max={180} helperText="Например, 37.6173" />
      </Stack>
    </>
  );
}

export const { Edit: PlaceEdit, Create: PlaceCreate } = catalogForms(PlaceInputs);
