import { TextField, TextInput } from 'react-admin';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';

interface Region {
  id: number;
  code: string;
  name: string;
}

export function RegionList() {
  return (
    <CatalogList<Region>
      narrow={{ primary: (region) => region.name, secondary: (region) => region.code }}
      searchPlaceholder="Название или код"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="code" />
      <TextField source="name" />
    </CatalogList>
  );
}

function RegionInputs() {
  return (
    <>
      <TextInput source="code" validate={SLUG} helperText="Латинские строчные буквы, цифры и дефис" />
      <TextInput source="name" validate={requiredText(200)} />
    </>
  );
}

export const { Edit: RegionEdit, Create: RegionCreate } = catalogForms(RegionInputs);
