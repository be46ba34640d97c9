import { useQuery } from '@tanstack/react-query';
import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, maxLength, regex } from 'react-admin';
import { REQUIRED } from '../catalog/shared/validators';
import { FieldInput } from './FieldInput';
import { useEditorEndpoints } from './editorEndpoints';
import { fetchBlockSpecs, type BlockSpec } from './schema';

const ANCHOR = [
  maxLength(60, 'Не должно превышать 60 символов'),
  regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'Латинская буква, затем латинские буквы, цифры, - или _'),
];

/** The block schemas the server checks with; kept for the editing session. */
export function useBlockSpecs() {
  const { blocks } = useEditorEndpoints();
  return useQuery({ queryKey: ['admin', 'block-specs', blocks], queryFn: () => fetchBlockSpecs(blocks), staleTime: Infinity });
}

function BlockFields({ spec }: { spec: BlockSpec | undefined }) {
  if (!spec) return null;
  return (
    <>
      {spec.fields.map((field) => (
        <FieldInput key={field.name} spec={field} source={field.name} />
      ))}
    </>
  );
}

/**
 * A page's blocks: add, remove and reorder them, pick each one's type, and fill the form drawn
 * from that type's schema. The anchor is the id a `#link` on the page scrolls to.
 */
export function BlocksInput({ label = 'Блоки страницы' }: { label?: string }) {
  const { data: specs, error } = useBlockSpecs();
  if (error) return <p role="alert">Не удалось загрузить типы блоков: {error.message}</p>;
  if (!specs) return <p role="status">Загружаем типы блоков…</p>;
  const choices = specs.map((spec) => ({ id: spec.type, name: spec.label }));
  return (
    <ArrayInput source="blocks" label={label}>
      <SimpleFormIterator fullWidth>
        <SelectInput source="type" label="Тип блока" choices={choices} validate={REQUIRED} />
        <TextInput source="anchor" label="Якорь (необязательно)" validate={ANCHOR} helperText="Для ссылок вида #pricing" />
        <FormDataConsumer>
          {({ scopedFormData }) => (
            <BlockFields spec={specs.find((spec) => spec.type === (scopedFormData as { type?: string } | undefined)?.type)} />
          )}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
