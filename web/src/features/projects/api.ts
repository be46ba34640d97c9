import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiResponse } from '../../shared/api';
import type { PlatformError } from '../../shared/errors/platformError';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { Project, ProjectSummary } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

export function createProjectsApi(client: ApiClient = api) {
  return {
    list: async (signal?: AbortSignal): Promise<ProjectSummary[]> =>
      unwrap(await client.get<{ items: ProjectSummary[] }>('/api/project/list', { signal })).items,
    project: async (slug: string, signal?: AbortSignal): Promise<Project> =>
      unwrap(await client.get<Project>(`/api/project/${encodeURIComponent(slug)}`, { signal })),
  };
}

export const projectsApi = createProjectsApi();

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (slug: string) => [...projectKeys.all, 'detail', slug] as const,
};

/** Projects change only with admin edits: five minutes old is fresh enough for a visit. */
const PROJECTS_STALE_MS = 5 * 60 * 1000;

export function useProjects() {
  return useQuery<ProjectSummary[], PlatformError>({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => projectsApi.list(signal),
    staleTime: PROJECTS_STALE_MS,
  });
}

export function useProject(slug: string) {
  return useQuery<Project, PlatformError>({
    queryKey: projectKeys.detail(slug),
    queryFn: ({ signal }) => projectsApi.project(slug, signal),
    staleTime: PROJECTS_STALE_MS,
  });
}
