import { BooleanInput, NumberInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import { Group, ROW, wholeIn } from '../catalog/school/SchoolInputs';
import { PublicPageLink } from './PublicPageLink';

/**
 * «Публикация» of a structure's, mentor's or participant's form: the published flag (what it
 * shows, in `shown`), the place in the lists, and the public page once there is one.
 */
export function PublicationGroup({
  shown,
  sortHint,
  route,
}: {
  shown: string;
  sortHint: string;
  route?: 'main-nastavnik-code' | 'main-uchastnik-code';
}) {
  return (
    <Group title="Публикация">
      <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
        <BooleanInput source="published" helperText={shown} />
        <NumberInput source="sort" step={1} min={0} validate={wholeIn(0, 100000)} helperText={sortHint} sx={{ maxWidth: 240 }} />
      </Stack>
      {route && <PublicPageLink route={route} />}
    </Group>
  );
}
