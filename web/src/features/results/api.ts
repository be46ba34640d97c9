import { useQuery } from '@tanstack/react-query';
import { api, queryClient as appQueryClient, writeResult, type ApiClient, type ApiResponse, type WriteResult } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type {
  DiplomaFacts,
  EventReviews,
  JuryAssignment,
  JuryEventDetail,
  JuryPerformance,
  MyDiploma,
  MyReview,
  PublishedResult,
  ReviewStanding,
  ReviewValues,
} from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || response.data === null) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

/** A list answered bare (`[...]`) or as `{items: [...]}`. */
function listOf<T>(response: ApiResponse<T[] | { items: T[] }>): T[] {
  const data = unwrap(response);
  return Array.isArray(data) ? data : Array.isArray(data.items) ? data.items : [];
}

/** The forms' own words when the server is out of reach or answers without its message. */
const TEXTS = {
  offline: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  failed: 'Не получилось сохранить. Попробуйте ещё раз через минуту.',
};

const segment = encodeURIComponent;

/** What a juror reads when the results were published while the sheet was open (409). */
export const SCORES_LOCKED = 'Результаты уже опубликованы — оценки изменить нельзя';

/** The contest results' calls of docs/api.md, "Contest results", that the public app makes. */
export function createResultsApi(client: ApiClient = api) {
  return {
    juryEvents: async (signal?: AbortSignal): Promise<JuryAssignment[]> =>
      listOf(await client.get<JuryAssignment[] | { items: JuryAssignment[] }>('/api/jury/events', { signal })),
    juryEvent: async (id: number, signal?: AbortSignal): Promise<JuryEventDetail> =>
      unwrap(await client.get<JuryEventDetail>(`/api/jury/events/${id}`, { signal })),
    saveScores: async (performanceId: number, body: { values: Record<string, number> }): Promise<WriteResult<JuryPerformance>> => {
      const response = await client.put<JuryPerformance>(`/api/jury/performances/${performanceId}/scores`, body);
      return response.status === 409 ? { kind: 'refused', message: SCORES_LOCKED } : writeResult(response, TEXTS);
    },
    myDiplomas: async (signal?: AbortSignal): Promise<MyDiploma[]> =>
      listOf(await client.get<MyDiploma[] | { items: MyDiploma[] }>('/api/user/diplomas', { signal })),
    diploma: async (code: string, signal?: AbortSignal): Promise<DiplomaFacts> =>
      unwrap(await client.get<DiplomaFacts>(`/api/diplomas/${segment(code)}`, { signal })),
    eventResults: async (code: string, signal?: AbortSignal): Promise<PublishedResult[]> =>
      listOf(await client.get<PublishedResult[] | { items: PublishedResult[] }>(`/api/events/${segment(code)}/results`, { signal })),
    eventReviews: async (code: string, signal?: AbortSignal): Promise<EventReviews> => {
      const data = unwrap(await client.get<EventReviews>(`/api/events/${segment(code)}/reviews`, { signal }));
      return { average: data.average ?? null, count: data.count ?? 0, items: Array.isArray(data.items) ? data.items : [] };
    },
    reviewStanding: async (code: string, signal?: AbortSignal): Promise<ReviewStanding> =>
      unwrap(await client.get<ReviewStanding>(`/api/events/${segment(code)}/reviews/mine`, { signal })),
    sendReview: async (code: string, body: ReviewValues) =>
      writeResult(await client.post<MyReview>(`/api/events/${segment(code)}/reviews`, body), TEXTS),
    editReview: async (id: number, body: ReviewValues) => writeResult(await client.put<MyReview>(`/api/user/reviews/${id}`, body), TEXTS),
  };
}

export type ResultsApi = ReturnType<typeof createResultsApi>;
export const resultsApi = createResultsApi();

export const resultsKeys = {
  all: ['results'] as const,
  jury: () => [...resultsKeys.all, 'jury'] as const,
  juryEvent: (id: number) => [...resultsKeys.all, 'jury', id] as const,
  myDiplomas: () => [...resultsKeys.all, 'my-diplomas'] as const,
  reviewStanding: (code: string) => [...resultsKeys.all, 'event', code, 'my-review'] as const,
  diploma: (code: string) => [...resultsKeys.all, 'diploma', code] as const,
  eventResults: (code: string) => [...resultsKeys.all, 'event', code, 'results'] as const,
  eventReviews: (code: string) => [...resultsKeys.all, 'event', code, 'reviews'] as const,
};

/** The account's menu asks it on every page: a few minutes old is fresh enough for a menu line. */
const MENU_STALE_MS = 5 * 60 * 1000;
/** Published results change rarely (a publication, a moderated review). */
const PUBLIC_STALE_MS = 5 * 60 * 1000;

/** The events I am assigned to (an empty list for anyone else). */
export function useJuryEvents(enabled = true, client: ResultsApi = resultsApi) {
  return useQuery<JuryAssignment[], PlatformError>({
    queryKey: resultsKeys.jury(),
    queryFn: ({ signal }) => client.juryEvents(signal),
    staleTime: MENU_STALE_MS,
    enabled,
    meta: { personal: true },
  });
}

/**
 * Whether the user judges an event: the account menu's «Судейство» line. It reads the app's query
 * cache itself, so a page drawn without the app's providers (a page's test) still has its menu.
 */
export function useIsJuror(): boolean {
  const { data } = useQuery<JuryAssignment[], PlatformError>(
    {
      queryKey: resultsKeys.jury(),
      queryFn: ({ signal }) => resultsApi.juryEvents(signal),
      staleTime: MENU_STALE_MS,
      meta: { personal: true },
    },
    appQueryClient,
  );
  return (data?.length ?? 0) > 0;
}

/** An assigned event's performances with my scores: asked each time the page opens. */
export function useJuryEvent(id: number, client: ResultsApi = resultsApi) {
  return useQuery<JuryEventDetail, PlatformError>({
    queryKey: resultsKeys.juryEvent(id),
    queryFn: ({ signal }) => client.juryEvent(id, signal),
    staleTime: 0,
    meta: { personal: true },
  });
}

export function useMyDiplomas(client: ResultsApi = resultsApi) {
  return useQuery<MyDiploma[], PlatformError>({
    queryKey: resultsKeys.myDiplomas(),
    queryFn: ({ signal }) => client.myDiplomas(signal),
    staleTime: 0,
    meta: { personal: true },
  });
}

/** Whether I may review the event and my review of it (the festival page's review part). */
export function useReviewStanding(code: string, enabled: boolean, client: ResultsApi = resultsApi) {
  return useQuery<ReviewStanding, PlatformError>({
    queryKey: resultsKeys.reviewStanding(code),
    queryFn: ({ signal }) => client.reviewStanding(code, signal),
    staleTime: 0,
    enabled,
    meta: { personal: true },
  });
}

/** The verification page's diploma: a 404 is the page's «Диплом не найден». */
export function useDiploma(code: string, client: ResultsApi = resultsApi) {
  return useQuery<DiplomaFacts, PlatformError>({
    queryKey: resultsKeys.diploma(code),
    queryFn: ({ signal }) => client.diploma(code, signal),
    staleTime: PUBLIC_STALE_MS,
  });
}

export function useEventResults(code: string, client: ResultsApi = resultsApi) {
  return useQuery<PublishedResult[], PlatformError>({
    queryKey: resultsKeys.eventResults(code),
    queryFn: ({ signal }) => client.eventResults(code, signal),
    staleTime: PUBLIC_STALE_MS,
  });
}

export function useEventReviews(code: string, client: ResultsApi = resultsApi) {
  return useQuery<EventReviews, PlatformError>({
    queryKey: resultsKeys.eventReviews(code),
    queryFn: ({ signal }) => client.eventReviews(code, signal),
    staleTime: PUBLIC_STALE_MS,
  });
}
