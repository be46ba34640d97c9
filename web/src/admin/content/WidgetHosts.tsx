import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { requiredText } from '../catalog/shared/validators';

/** The menu's and the list's name of the call-back widgets' servers. */
export const WIDGET_HOSTS_TITLE = 'Виджеты CRM';

interface WidgetHost {
  id: number;
  host: string;
  title: string;
  sort: number;
}

/**
 * The servers an area's call-back widget may come from (issue 31). The widget's script runs with
 * the visitor's session, so Admin alone keeps this list and chooses an area's widget from it.
 */
export function WidgetHostList() {
  return (
    <CatalogList<WidgetHost>
      narrow={{ primary: (h) => h.title, secondary: (h) => h.host }}
      searchPlaceholder="Сервис или сервер"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="title" label="Сервис" />
      <TextField source="host" label="Сервер скрипта" />
      <NumberField source="sort" label="Порядок" />
    </CatalogList>
  );
}

function WidgetHostInputs() {
  return (
    <>
      <TextInput source="title" label="Сервис" validate={requiredText(200)} helperText="Например, «Битрикс24»" />
      <TextInput
        source="host"
        label="Сервер скрипта"
        validate={requiredText(200)}
        helperText="Имя сервера из адреса скрипта виджета, без https:// и пути: cdn.envybox.io"
      />
      <NumberInput source="sort" label="Порядок" step={1} helperText="Меньше — выше в списке" />
    </>
  );
}

export const { Edit: WidgetHostEdit, Create: WidgetHostCreate } = catalogForms(WidgetHostInputs, { sort: 0 });
