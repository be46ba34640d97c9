import {
  Create,
  maxLength,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  regex,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { CatalogList } from '../catalog/shared/CatalogList';
import { REQUIRED, requiredText } from '../catalog/shared/validators';
import { SimpleEditScreen } from '../EditToolbar';
import type { ArticleType } from './types';

const CODE = [
  REQUIRED,
  maxLength(40, 'Не должно превышать 40 символов'),
  regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Код: латинские буквы, цифры и дефисы внутри'),
];
const POSITION = [minValue(0, 'Должно быть целым числом от 0 до 1000'), maxValue(1000, 'Должно быть целым числом от 0 до 1000')];

export function ArticleTypeList() {
  return (
    <CatalogList<ArticleType>
      searchPlaceholder="Название или код"
      sort={{ field: 'position', order: 'ASC' }}
      narrow={{ primary: (type) => type.name, secondary: (type) => `/blog/${type.code}/` }}
    >
      <TextField source="name" label="Название" />
      <TextField source="code" label="Код" />
      <NumberField source="position" label="Порядок" />
    </CatalogList>
  );
}

function ArticleTypeInputs() {
  return (
    <>
      <TextInput source="name" label="Название" validate={requiredText(60)} helperText="Например, «Новости»" />
      <TextInput
        source="code"
        label="Код"
        validate={CODE}
        helperText="Часть адреса /blog/{код}/: строчные латинские буквы, цифры и дефисы между ними, до 40 символов. Смена кода меняет адреса статей раздела"
        fullWidth
      />
      <NumberInput source="position" label="Порядок" step={1} validate={POSITION} helperText="Меньше — выше в списках разделов" />
    </>
  );
}

const DELETE = { title: 'Удалить раздел блога?', content: 'Удалить можно только раздел без статей.' };

function ArticleTypeTitle() {
  const record = useRecordContext<ArticleType>();
  return <>{record ? `Раздел блога «${record.name}»` : 'Раздел блога'}</>;
}

/** A section's editor; `id` for a test (react-admin's route gives it otherwise). */
export function ArticleTypeEdit({ id }: { id?: Identifier }) {
  return (
    <SimpleEditScreen id={id} title={<ArticleTypeTitle />} remove={DELETE}>
      <ArticleTypeInputs />
    </SimpleEditScreen>
  );
}

export function ArticleTypeCreate() {
  return (
    <Create redirect="list" title="Новый раздел блога">
      <SimpleForm defaultValues={{ position: 0 }}>
        <ArticleTypeInputs />
      </SimpleForm>
    </Create>
  );
}
