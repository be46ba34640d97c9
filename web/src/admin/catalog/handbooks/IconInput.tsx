import { FormDataConsumer, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useHostContext } from '../../../app/AreaContext';
import { buildHref } from '../../../routes/href';
import { CatalogIcon } from '../../../shared/events/icons';
import { requiredText } from '../shared/validators';

/** Where to look the names up: main's /icon/ page, in a new tab (the form stays as it is). */
function IconHelp() {
  const host = useHostContext();
  return (
    <>
      Имя иконки — все иконки на странице{' '}
      <Link href={buildHref({ name: 'icon' }, host).href} target="_blank" rel="noopener">
        /icon/
      </Link>
    </>
  );
}

/** The icon name with the icon the site draws for it (an unknown name draws the tag icon). */
export function IconInput() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <TextInput source="icon" validate={requiredText(50)} helperText={<IconHelp />} />
      <Box aria-hidden sx={{ color: 'text.secondary', mb: 2.5 }}>
        <FormDataConsumer<{ icon?: string }>>
          {({ formData }) => <CatalogIcon name={(formData.icon ?? '').trim()} size={28} />}
        </FormDataConsumer>
      </Box>
    </Box>
  );
}
