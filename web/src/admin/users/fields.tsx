import { FunctionField, useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { roleName } from '../../features/session/roles';
import type { User } from '../../features/session/types';

// `label` and `source` are read by Datagrid and SimpleShowLayout for the column header and label.
export function RolesField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<User>();
  if (!record) return null;
  if (!record.roles?.length) return <span>—</span>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {record.roles.map((role) => (
        <Chip key={role.code} size="small" label={roleName(role.code)} />
      ))}
    </Stack>
  );
}

/** Да/нет (with the date) for the *_at fields. */
export function StateField({ source, label }: { source: 'verified_at' | 'blocked_at' | 'deleted_at'; label: string }) {
  return (
    <FunctionField<User>
      source={source}
      label={label}
      render={(record) => (record[source] ? `Да, ${new Date(record[source]).toLocaleDateString('ru-RU')}` : 'Нет')}
    />
  );
}
