import { TextField, TextInput } from 'react-admin';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText } from '../shared/validators';
import { HandbookInputs, HandbookList } from './Handbook';
import { IconInput } from './IconInput';

export function CreativeTypeList() {
  return (
    <HandbookList code="slug">
      <TextField source="adjective_plural" sortable={false} />
      <TextField source="icon" sortable={false} />
    </HandbookList>
  );
}

function CreativeTypeInputs() {
  return (
    <HandbookInputs code="slug" codeHint="Часть адреса фильтра: /festivals/tvorchestvo-{slug}/">
      <TextInput source="adjective_plural" validate={requiredText(200)} helperText="Для заголовков: «Вокальные конкурсы и фестивали»" />
      <IconInput />
    </HandbookInputs>
  );
}

export const { Edit: CreativeTypeEdit, Create: CreativeTypeCreate } = catalogForms(CreativeTypeInputs, { sort: 0 });
