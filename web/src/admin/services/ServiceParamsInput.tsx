import { ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { REQUIRED, requiredText } from '../catalog/shared/validators';
import { NEW_PARAM, PARAM_TYPE_CHOICES } from './paramTypes';

/**
 * The params editor: what the customer fills in for the service in the basket. A param keeps its
 * hidden `id` in the form, so the server keeps it and the values customers already entered; a
 * removed row is deleted (docs/api.md, "Services admin").
 */
export function ServiceParamsInput() {
  return (
    <ArrayInput source="params" label="Параметры (что заполняет покупатель)">
      <SimpleFormIterator fullWidth getItemLabel={(index) => `№ ${index + 1}`}>
        <SelectInput source="type" label="Тип" choices={[...PARAM_TYPE_CHOICES]} validate={REQUIRED} defaultValue={NEW_PARAM.type} />
        <TextInput source="label" label="Название поля" validate={requiredText(200)} fullWidth />
        <TextInput source="placeholder" label="Подсказка в поле" fullWidth />
        <TextInput source="capText" label="Подпись под полем" fullWidth />
        <TextInput source="capTextRight" label="Подпись справа" fullWidth />
        <BooleanInput source="required" label="Обязательный" defaultValue={NEW_PARAM.required} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
