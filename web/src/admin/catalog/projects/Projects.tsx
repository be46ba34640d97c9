import { ArrayInput, BooleanField, BooleanInput, SimpleFormIterator, TextField, TextInput } from 'react-admin';
import { CatalogList, type NarrowRow } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';

interface Project {
  id: number;
  slug: string;
  title: string;
  summary: string;
  fixed: boolean;
}

const narrow: NarrowRow<Project> = {
  primary: (project) => project.title,
  secondary: (project) => project.summary,
  tertiary: (project) => (project.fixed ? 'своя страница' : ''),
};

export function ProjectList() {
  return (
    <CatalogList<Project> narrow={narrow} searchPlaceholder="Адрес или название" sort={{ field: 'title', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="slug" />
      <TextField source="summary" sortable={false} />
      <BooleanField source="fixed" />
    </CatalogList>
  );
}

/** A project page: title, summary for the cards, and sections of heading and text. */
function ProjectInputs() {
  return (
    <>
      <TextInput source="title" validate={requiredText(300)} />
      <TextInput source="slug" validate={SLUG} helperText="Адрес страницы: /kreativnye-proekty/{slug}/" />
      <TextInput source="summary" validate={requiredText(1000)} multiline minRows={2} helperText="Короткий текст для карточки проекта" />
      <ArrayInput source="content">
        <SimpleFormIterator getItemLabel={(index) => `Раздел ${index + 1}`}>
          <TextInput source="heading" label="Заголовок раздела" validate={requiredText(200)} />
          <TextInput source="text" label="Текст раздела" validate={requiredText(10000)} multiline minRows={3} />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="fixed" helperText="У проекта своя страница сайта (например, «Имена России 2025»)" />
    </>
  );
}

export const { Edit: ProjectEdit, Create: ProjectCreate } = catalogForms(ProjectInputs, { content: [], fixed: false });
