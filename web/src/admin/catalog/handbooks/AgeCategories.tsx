import { NumberField, NumberInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { catalogForms } from '../shared/CatalogForms';
import { REQUIRED } from '../shared/validators';
import { HandbookInputs, HandbookList } from './Handbook';

export function AgeCategoryList() {
  return (
    <HandbookList code="slug">
      <NumberField source="min_age" />
      <NumberField source="max_age" emptyText="без ограничения" />
    </HandbookList>
  );
}

function AgeCategoryInputs() {
  return (
    <HandbookInputs code="slug" codeHint="Часть адреса фильтра: /festivals/vozrast-{slug}/">
      <Stack direction="row" sx={{ gap: 2 }}>
        <NumberInput source="min_age" step={1} min={0} validate={REQUIRED} />
        <NumberInput source="max_age" step={1} min={0} helperText="Пусто — без ограничения" />
      </Stack>
    </HandbookInputs>
  );
}

export const { Edit: AgeCategoryEdit, Create: AgeCategoryCreate } = catalogForms(AgeCategoryInputs, { sort: 0 });
