import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { RequestCalls } from './calls';
import type { AdminRequest, RequestManager } from './types';

const STALE_MS = 5 * 60 * 1000;

/** The people requests can be given to (GET /api/admin/request-managers). */
export function useRequestManagers() {
  const dataProvider = useDataProvider<DataProvider & RequestCalls>();
  return useQuery({
    queryKey: ['admin', 'requests', 'managers'],
    queryFn: () => dataProvider.getRequestManagers(),
    staleTime: STALE_MS,
  });
}

/**
 * The assignee's choices: the managers, and the request's own assignee when no longer among them
 * (a role taken away), so the form still shows who has it rather than an empty field.
 */
export function assigneeChoices(
  managers: readonly RequestManager[],
  request: Pick<AdminRequest, 'assignee_id' | 'assignee_name'> | undefined,
): { id: number; name: string }[] {
  const choices = managers.map((manager) => ({ id: manager.id, name: `${manager.name} (${manager.email})` }));
  const current = request?.assignee_id;
  if (current != null && !managers.some((manager) => manager.id === current)) {
    choices.push({ id: current, name: request?.assignee_name ?? `№ ${current}` });
  }
  return choices;
}
