import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../shared/CatalogList';
import type { Titled } from './titled';
import { catalogForms } from '../shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';

export function AgeCategoryList() {
  return (
    <CatalogList<Titled>
      narrow={{ primary: (entry) => entry.title, secondary: (entry) => entry.slug }}
      searchPlaceholder="Название или код"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="slug" />
      <NumberField source="min_age" />
      <NumberField source="max_age" emptyText="без ограничения" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function AgeCategoryInputs() {
  return (
    <>
      <TextInput source="title" validate={requiredText(200)} />
      <TextInput source="slug" validate={SLUG} helperText="Часть адреса фильтра: /festivals/vozrast-{slug}/" />
      <Stack direction="row" sx={{ gap: 2 }}>
        <NumberInput source="min_age" step={1} min={0} validate={REQUIRED} />
        <NumberInput source="max_age" step={1} min={0} helperText="Пусто — без ограничения" />
      </Stack>
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списках" />
    </>
  );
}

export const { Edit: AgeCategoryEdit, Create: AgeCategoryCreate } = catalogForms(AgeCategoryInputs, { sort: 0 });
