import { api, toFormData, type ApiClient, type ApiResponse } from '../../shared/api';
import type { User } from '../session/types';

export interface EditPayload {
  first_name: string;
  second_name: string | null;
  last_name: string;
  phone: string | null;
  email: string;
  current_password?: string;
  new_password?: string;
}

/** The account calls of docs/api.md (all need a session). */
export function createAccountApi(client: ApiClient = api) {
  return {
    edit: (payload: EditPayload): Promise<ApiResponse<User>> => client.put<User>('/api/user/edit', payload),
    uploadPhoto: (photo: File): Promise<ApiResponse<User>> => client.post<User>('/api/user/file', toFormData({ photo })),
    remove: (): Promise<ApiResponse<null>> => client.post<null>('/api/user/del'),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

export const accountApi: AccountApi = createAccountApi();
