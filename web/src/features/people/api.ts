import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiResponse } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type { DirectoryFilters, Mentor, MentorCard, Participant, ParticipantCard, PeopleFilterValues, PeoplePage } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

const segment = encodeURIComponent;

/** A directory's query: its filters and the page size (the block's limit). */
export interface DirectoryQuery extends DirectoryFilters {
  per_page: number;
}

/** The people's public calls (docs/api.md, "People"). */
export function createPeopleApi(client: ApiClient = api) {
  return {
    filters: async (signal?: AbortSignal): Promise<PeopleFilterValues> =>
      unwrap(await client.get<PeopleFilterValues>('/api/people/filters', { signal })),
    mentors: async (query: DirectoryQuery, signal?: AbortSignal): Promise<PeoplePage<MentorCard>> =>
      unwrap(
        await client.get<PeoplePage<MentorCard>>('/api/people/mentors', {
          query: { creative_type: query.creative_type, city: query.city, page: query.page, per_page: query.per_page },
          signal,
        }),
      ),
    participants: async (query: DirectoryQuery, signal?: AbortSignal): Promise<PeoplePage<ParticipantCard>> =>
      unwrap(
        await client.get<PeoplePage<ParticipantCard>>('/api/people/participants', {
          query: { creative_type: query.creative_type, city: query.city, kind: query.kind, page: query.page, per_page: query.per_page },
          signal,
        }),
      ),
    mentor: async (code: string, signal?: AbortSignal): Promise<Mentor> =>
      unwrap(await client.get<Mentor>(`/api/people/mentors/${segment(code)}`, { signal })),
    participant: async (code: string, signal?: AbortSignal): Promise<Participant> =>
      unwrap(await client.get<Participant>(`/api/people/participants/${segment(code)}`, { signal })),
  };
}

export type PeopleApi = ReturnType<typeof createPeopleApi>;

export const peopleApi = createPeopleApi();

export const peopleKeys = {
  all: ['people'] as const,
  filters: () => [...peopleKeys.all, 'filters'] as const,
  mentors: (query: DirectoryQuery) => [...peopleKeys.all, 'mentors', query] as const,
  participants: (query: DirectoryQuery) => [...peopleKeys.all, 'participants', query] as const,
  mentor: (code: string) => [...peopleKeys.all, 'mentor', code] as const,
  participant: (code: string) => [...peopleKeys.all, 'participant', code] as const,
};

/** Portfolios change when a manager approves one: a few minutes old is fresh enough for a visitor. */
const PEOPLE_STALE_MS = 5 * 60 * 1000;

export function usePeopleFilters() {
  return useQuery<PeopleFilterValues, PlatformError>({
    queryKey: peopleKeys.filters(),
    queryFn: ({ signal }) => peopleApi.filters(signal),
    staleTime: PEOPLE_STALE_MS,
  });
}

export function useMentors(query: DirectoryQuery, enabled = true) {
  return useQuery<PeoplePage<MentorCard>, PlatformError>({
    queryKey: peopleKeys.mentors(query),
    queryFn: ({ signal }) => peopleApi.mentors(query, signal),
    staleTime: PEOPLE_STALE_MS,
    enabled,
    // Another filter or page keeps the last cards on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useParticipants(query: DirectoryQuery, enabled = true) {
  return useQuery<PeoplePage<ParticipantCard>, PlatformError>({
    queryKey: peopleKeys.participants(query),
    queryFn: ({ signal }) => peopleApi.participants(query, signal),
    staleTime: PEOPLE_STALE_MS,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMentor(code: string) {
  return useQuery<Mentor, PlatformError>({
    queryKey: peopleKeys.mentor(code),
    queryFn: ({ signal }) => peopleApi.mentor(code, signal),
    staleTime: PEOPLE_STALE_MS,
  });
}

export function useParticipant(code: string) {
  return useQuery<Participant, PlatformError>({
    queryKey: peopleKeys.participant(code),
    queryFn: ({ signal }) => peopleApi.participant(code, signal),
    staleTime: PEOPLE_STALE_MS,
  });
}
