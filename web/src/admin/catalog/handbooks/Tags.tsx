import { FormDataConsumer, FunctionField, NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import { CatalogIcon } from '../../../shared/events/icons';
import { toCssColor } from '../../../shared/format';
import { ColorSwatch } from '../shared/ColorSwatch';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';
import { IconInput } from './IconInput';

interface Tag {
  id: number;
  slug: string;
  title: string;
  icon: string;
  color: string;
}

/** The tag as the site's chips draw it: icon and title in the tag's colour. */
function TagChip({ title, icon, color }: { title: string; icon: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: toCssColor(color), fontWeight: 500 }}>
      <CatalogIcon name={icon} size={18} />
      <span>{title}</span>
    </Box>
  );
}

export function TagList() {
  return (
    <CatalogList<Tag>
      narrow={{ primary: (tag) => <TagChip {...tag} />, secondary: (tag) => tag.slug }}
      searchPlaceholder="Название или код"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <FunctionField<Tag> source="title" render={(tag) => <TagChip {...tag} />} />
      <TextField source="slug" />
      <FunctionField<Tag> source="color" sortable={false} render={(tag) => <ColorSwatch value={tag.color} />} />
      <TextField source="icon" sortable={false} />
      <NumberField source="sort" />
    </CatalogList>
  );
}

type TagForm = Partial<Record<'title' | 'icon' | 'color', string>>;

function Preview() {
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ fontSize: 12, color: 'text.secondary', mb: 0.5 }}>Так метка выглядит на сайте</Box>
      <FormDataConsumer<TagForm>>
        {({ formData }) => <TagChip title={formData.title || 'Метка'} icon={(formData.icon ?? '').trim()} color={formData.color ?? ''} />}
      </FormDataConsumer>
    </Box>
  );
}

function ColorInput() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <TextInput source="color" validate={requiredText(7)} helperText="#RGB или #RRGGBB, например #1E88E5" />
      <Box sx={{ mb: 2.5 }}>
        <FormDataConsumer<TagForm>>{({ formData }) => <ColorSwatch value={formData.color} />}</FormDataConsumer>
      </Box>
    </Box>
  );
}

function TagInputs() {
  return (
    <>
      <TextInput source="title" validate={requiredText(200)} />
      <TextInput source="slug" validate={SLUG} helperText="Часть адреса фильтра: /festivals/{slug}/" />
      <IconInput />
      <ColorInput />
      <Preview />
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списках" />
    </>
  );
}

export const { Edit: TagEdit, Create: TagCreate } = catalogForms(TagInputs, { sort: 0, color: '#5B3FD6' });
