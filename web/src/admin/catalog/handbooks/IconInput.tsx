import { FormDataConsumer, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import { CatalogIcon } from '../../../shared/events/icons';
import { requiredText } from '../shared/validators';

/** The icon name with the icon the site draws for it (an unknown name draws the tag icon). */
export function IconInput() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <TextInput source="icon" validate={requiredText(50)} helperText="Имя иконки: mic, dance, wave, sun, star…" />
      <Box aria-hidden sx={{ color: 'text.secondary', mb: 2.5 }}>
        <FormDataConsumer<{ icon?: string }>>
          {({ formData }) => <CatalogIcon name={(formData.icon ?? '').trim()} size={28} />}
        </FormDataConsumer>
      </Box>
    </Box>
  );
}
