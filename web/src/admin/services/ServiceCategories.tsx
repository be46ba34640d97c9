import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { requiredText, SLUG } from '../catalog/shared/validators';

interface Category {
  id: number;
  code: string;
  title: string;
}

export function ServiceCategoryList() {
  return (
    <CatalogList<Category>
      narrow={{ primary: (category) => category.title, secondary: (category) => category.code }}
      searchPlaceholder="Название или код"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" label="ID" />
      <TextField source="title" label="Название" />
      <TextField source="code" label="Код" />
      <NumberField source="sort" label="Порядок" />
    </CatalogList>
  );
}

function CategoryInputs() {
  return (
    <>
      <TextInput source="title" label="Название" validate={requiredText(200)} />
      <TextInput source="code" label="Код (slug)" validate={SLUG} helperText="Строчные латинские буквы, цифры и дефис" />
      <NumberInput source="sort" label="Порядок" step={1} helperText="Меньше — выше на странице услуг" />
    </>
  );
}

export const { Edit: ServiceCategoryEdit, Create: ServiceCategoryCreate } = catalogForms(CategoryInputs, { sort: 0 });
