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
import { AUDIT_ACTIONS, auditChanges, type AuditEntry } from './audit';

interface AuditLogViewProps {
  queryKey: readonly unknown[];
  load: () => Promise<AuditEntry[]>;
  enabled: boolean;
  /** Russian names of the actions; the users' by default. */
  actions?: Record<string, string>;
  /** The lines under an entry; the users' profile changes by default. */
  changes?: (entry: AuditEntry) => string[];
  /** Who made the change; the actor's address, or «—» for none, by default. */
  actor?: (entry: AuditEntry) => string;
  /** Without the card and heading, for a page that gives its own (a tab). */
  bare?: boolean;
}

/** An audit log (who, when, what, before/after), newest first: a user's, or a catalogue record's. */
export function AuditLogView({
  queryKey,
  load,
  enabled,
  actions = AUDIT_ACTIONS,
  changes = auditChanges,
  actor = (entry) => entry.actor?.email ?? '—',
  bare = false,
}: AuditLogViewProps) {
  const { data, isPending, error } = useQuery({ queryKey, queryFn: load, enabled });
  const body = (
    <>
      {isPending && <Typography color="text.secondary">Загрузка…</Typography>}
      {error && <Typography color="error">{error.message}</Typography>}
      {data && data.length === 0 && <Typography color="text.secondary">Изменений пока не было.</Typography>}
      {data && data.length > 0 && (
        <List dense>
          {data.map((entry) => (
            <ListItem key={entry.id} divider alignItems="flex-start">
              <ListItemText
                primary={`${new Date(entry.created_at).toLocaleString('ru-RU')} · ${actions[entry.action] ?? entry.action} · ${actor(entry)}`}
                secondary={changes(entry).join('; ') || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
  if (bare) return body;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          История изменений
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

/** The user's audit log on their record page. */
export function AuditLog() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const id = record?.id;
  return <AuditLogView queryKey={adminKeys.userAudit(id ?? '')} load={() => dataProvider.getUserAudit(id!)} enabled={id !== undefined} />;
}
