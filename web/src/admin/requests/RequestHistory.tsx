import { useDataProvider, type DataProvider } from 'react-admin';
import { AuditLogView } from '../users/AuditLog';
import type { RequestCalls } from './calls';
import { REQUEST_ACTIONS, requestChanges } from './history';
import type { AdminRequest } from './types';

/** The request's history, newest first; a save (a new `updated_at`) reloads it. */
export function RequestHistory({ request }: { request: Pick<AdminRequest, 'id' | 'updated_at'> }) {
  const dataProvider = useDataProvider<DataProvider & RequestCalls>();
  return (
    <AuditLogView
      queryKey={['admin', 'requests', String(request.id), 'audit', request.updated_at]}
      load={() => dataProvider.getRequestAudit(request.id)}
      enabled
      actions={REQUEST_ACTIONS}
      changes={requestChanges}
    />
  );
}
