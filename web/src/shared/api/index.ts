export { api, createApiClient, RETRY_STATUSES, UNKNOWN_ERROR, CACHE_BUST_PARAM } from './client';
export type { ApiClient, ApiError, ApiResponse, HttpMethod, RequestOptions } from './client';
export { toFormData, type FormValue } from './formData';
export { encodeQuery, type QueryParams, type QueryValue } from './query';
export { createQueryClient, queryClient } from './queryClient';
export { writeResult, type WriteResult } from './writeResult';
