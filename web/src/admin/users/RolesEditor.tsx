import { CheckboxGroupInput, Form, SaveButton, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { User } from '../../features/session/types';
import type { AdminDataProvider } from '../dataProvider';
import { ROLE_CHOICES } from './UserList';

/** Assign roles (PUT /api/admin/users/{id}/roles): shown to Admin only. */
export function RolesEditor() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const initial = { roles: (record.roles ?? []).map((role) => role.code) };

  async function save(values: Record<string, unknown>) {
    const roles = Array.isArray(values['roles']) ? values['roles'].filter((r): r is string => typeof r === 'string') : [];
    try {
      await dataProvider.setUserRoles(record!.id, roles);
      notify('Роли сохранены', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Ошибка сервера', { type: 'error' });
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Роли
        </Typography>
        <Form record={initial} onSubmit={(values: Record<string, unknown>) => void save(values)}>
          <CheckboxGroupInput source="roles" label="" choices={ROLE_CHOICES} row={false} />
          <SaveButton label="Сохранить роли" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
