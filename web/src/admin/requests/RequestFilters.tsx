import { SearchInput, SelectInput } from 'react-admin';
import { AREA_CHOICES, FORM_CHOICES, STATUS_CHOICES } from './labels';

/** The list's filters (docs/api.md, "Requests admin"): search, status and form always shown, the area on demand. */
export const requestFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Имя, телефон, почта или текст" sx={{ minWidth: 300 }} />,
  <SelectInput key="status" source="status" label="Статус" choices={STATUS_CHOICES} emptyText="Все" alwaysOn />,
  <SelectInput key="form" source="form" label="Форма" choices={FORM_CHOICES} emptyText="Все" alwaysOn />,
  <SelectInput key="area" source="area" label="Раздел сайта" choices={AREA_CHOICES} emptyText="Все" />,
];
