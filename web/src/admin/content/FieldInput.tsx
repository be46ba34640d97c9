import {
  ArrayInput,
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { REQUIRED } from '../catalog/shared/validators';
import { UploadInput } from './UploadInput';
import { choiceOptions, type FieldSpec } from './schema';

/** The server's own checks of a field, run before saving (the server checks again). */
function validatorsOf(spec: FieldSpec): Validator[] {
  const out: Validator[] = spec.required ? [REQUIRED] : [];
  if (spec.max !== undefined && spec.type === 'integer') {
    out.push(minValue(0, 'Не меньше 0'), maxValue(spec.max, `Не больше ${spec.max}`));
  } else if (spec.max !== undefined && ['text', 'multiline', 'markdown', 'link', 'image', 'document'].includes(spec.type)) {
    out.push(maxLength(spec.max, `Не должно превышать ${spec.max} символов`));
  }
  return out;
}

const HELP: Partial<Record<FieldSpec['type'], string>> = {
  markdown: '## и ### — заголовки, пустая строка — новый абзац, «- » и «1. » — списки, **жирный**, [текст](/адрес/)',
  link: '/адрес/ этого раздела, events:/адрес/ другого, #якорь блока, https://…, mailto:… или tel:…',
  image: 'Загрузите картинку (JPEG, PNG или WebP до 15 МБ) или укажите путь /storage/… или /img/…',
  document: 'Загрузите PDF до 20 МБ или укажите путь /storage/documents/… или /dokumenty/…',
};

/** One input for one typed field; a list is a repeatable group of its item's fields. */
export function FieldInput({ spec, source }: { spec: FieldSpec; source: string }) {
  const common = { source, label: spec.label, validate: validatorsOf(spec), helperText: HELP[spec.type] ?? false };
  switch (spec.type) {
    case 'text':
    case 'link':
      return <TextInput {...common} fullWidth />;
    case 'image':
    case 'document':
      return (
        <UploadInput kind={spec.type} source={source} label={spec.label} validate={common.validate} helperText={HELP[spec.type] ?? ''} />
      );
    case 'multiline':
    case 'markdown':
      return <TextInput {...common} multiline minRows={spec.type === 'markdown' ? 6 : 3} fullWidth />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'flag':
      return <BooleanInput source={source} label={spec.label} />;
    case 'choice':
      return <SelectInput {...common} choices={choiceOptions(spec)} emptyText="—" />;
    case 'strings':
      // One chip per text: Enter adds one (the server checks each text's length and the count).
      return <TextArrayInput source={source} label={spec.label} helperText={`До ${spec.max ?? ''} значений, Enter добавляет`} fullWidth />;
    case 'list':
      return (
        <ArrayInput source={source} label={spec.label}>
          <SimpleFormIterator fullWidth>
            {(spec.item ?? []).map((item) => (
              <FieldInput key={item.name} spec={item} source={item.name} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
}
