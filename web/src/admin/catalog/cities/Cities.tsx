import { AutocompleteInput, NumberField, NumberInput, ReferenceField, ReferenceInput, TextField, TextInput } from 'react-admin';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';

interface City {
  id: number;
  name: string;
  slug: string;
}

const filters = [
  <ReferenceInput key="region_id" source="region_id" reference="regions" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export function CityList() {
  return (
    <CatalogList<City>
      narrow={{ primary: (city) => city.name, secondary: (city) => city.slug }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="slug" />
      <TextField source="name_in" sortable={false} />
      <ReferenceField source="region_id" reference="regions" link={false} />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function CityInputs() {
  return (
    <>
      <TextInput source="name" validate={requiredText(200)} />
      <TextInput source="slug" validate={SLUG} helperText="Часть адреса фильтра: /festivals/gorod-{slug}/" />
      <TextInput source="name_in" validate={requiredText(200)} helperText="Для заголовков: «Фестивали в Москве»" />
      <ReferenceInput source="region_id" reference="regions" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={REQUIRED} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списках" />
    </>
  );
}

export const { Edit: CityEdit, Create: CityCreate } = catalogForms(CityInputs, { sort: 0 });
