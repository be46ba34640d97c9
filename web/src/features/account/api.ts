import { api, toFormData, type ApiClient, type ApiResponse } from '../../shared/api';
import type { User } from '../session';

export interface EditPayload {
  first_name: string;
  second_name: string | null;
  last_name: string;
  phone: string | null;
  email: string;
  current_password?: string;
  new_password?: string;
}

/** The contact a change waits on: a new email or a new phone. */
export type ContactKind = 'email' | 'phone';

export interface ContactResendAnswer {
  sent: boolean;
  resend_after: number;
}

/**
 * The account calls of docs/api.md (all need a session). A new email or phone is not applied by
 * `edit`: it waits as `pending_email` / `pending_phone` until `confirmContact` with the code sent
 * to it (issue 10).
 */
export function createAccountApi(client: ApiClient = api) {
  return {
    edit: (payload: EditPayload): Promise<ApiResponse<User>> => client.put<User>('/api/user/edit', payload),
    confirmContact: (kind: ContactKind, code: string): Promise<ApiResponse<User>> =>
      client.post<User>('/api/user/contact/confirm', { kind, code }),
    resendContact: (kind: ContactKind): Promise<ApiResponse<ContactResendAnswer>> =>
      client.post<ContactResendAnswer>('/api/user/contact/resend', { kind }),
    cancelContact: (kind: ContactKind): Promise<ApiResponse<User>> => client.post<User>('/api/user/contact/cancel', { kind }),
    uploadPhoto: (photo: File): Promise<ApiResponse<User>> => client.post<User>('/api/user/file', toFormData({ photo })),
    remove: (): Promise<ApiResponse<null>> => client.post<null>('/api/user/del'),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

export const accountApi: AccountApi = createAccountApi();
