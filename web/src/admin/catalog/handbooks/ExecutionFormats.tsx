import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { CatalogList } from '../shared/CatalogList';
import type { Titled } from './titled';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';

export function ExecutionFormatList() {
  return (
    <CatalogList<Titled>
      narrow={{ primary: (entry) => entry.title, secondary: (entry) => entry.code }}
      searchPlaceholder="Название или код"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="code" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function ExecutionFormatInputs() {
  return (
    <>
      <TextInput source="title" validate={requiredText(200)} />
      <TextInput source="code" validate={SLUG} />
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списках" />
    </>
  );
}

export const { Edit: ExecutionFormatEdit, Create: ExecutionFormatCreate } = catalogForms(ExecutionFormatInputs, {
  sort: 0,
});
