import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { CatalogList } from '../shared/CatalogList';
import type { Titled } from './titled';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';
import { IconInput } from './IconInput';

export function CreativeTypeList() {
  return (
    <CatalogList<Titled>
      narrow={{ primary: (entry) => entry.title, secondary: (entry) => entry.slug }}
      searchPlaceholder="Название или код"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="slug" />
      <TextField source="adjective_plural" sortable={false} />
      <TextField source="icon" sortable={false} />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function CreativeTypeInputs() {
  return (
    <>
      <TextInput source="title" validate={requiredText(200)} />
      <TextInput source="slug" validate={SLUG} helperText="Часть адреса фильтра: /festivals/tvorchestvo-{slug}/" />
      <TextInput source="adjective_plural" validate={requiredText(200)} helperText="Для заголовков: «Вокальные конкурсы и фестивали»" />
      <IconInput />
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списках" />
    </>
  );
}

export const { Edit: CreativeTypeEdit, Create: CreativeTypeCreate } = catalogForms(CreativeTypeInputs, { sort: 0 });
