import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { User } from '../../features/session/types';
import type { AdminDataProvider } from '../dataProvider';
import { adminKeys } from '../queryKeys';
import { AUDIT_ACTIONS, auditChanges } from './audit';

/** The user's audit log (who, when, what, before/after), newest first. */
export function AuditLog() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const id = record?.id;
  const { data, isPending, error } = useQuery({
    queryKey: adminKeys.userAudit(id ?? ''),
    queryFn: () => dataProvider.getUserAudit(id!),
    enabled: id !== undefined,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          История изменений
        </Typography>
        {isPending && <Typography color="text.secondary">Загрузка…</Typography>}
        {error && <Typography color="error">{error.message}</Typography>}
        {data && data.length === 0 && <Typography color="text.secondary">Изменений пока не было.</Typography>}
        {data && data.length > 0 && (
          <List dense>
            {data.map((entry) => (
              <ListItem key={entry.id} divider alignItems="flex-start">
                <ListItemText
                  primary={`${new Date(entry.created_at).toLocaleString('ru-RU')} · ${AUDIT_ACTIONS[entry.action] ?? entry.action} · ${entry.actor?.email ?? '—'}`}
                  secondary={auditChanges(entry).join('; ') || undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
