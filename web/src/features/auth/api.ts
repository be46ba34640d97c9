import { api, type ApiClient, type ApiResponse } from '../../shared/api';
import type { User } from '../session';

/** Contact of the login and forgot calls: email or phone (docs/api.md). */
export type Contact = { email: string } | { phone: string };

export interface LoginPayload {
  email?: string;
  phone?: string;
  password: string;
  remember: boolean;
}

export interface RegisterPayload {
  first_name: string;
  last_name: string;
  second_name?: string;
  email: string;
  phone?: string;
  password: string;
  consent: boolean;
}

export interface ForgotAnswer {
  sent: boolean;
  resend_after: number;
}

/** The accounts calls of spec section 7 (paths and payloads of docs/api.md). */
export function createAuthApi(client: ApiClient = api) {
  return {
    login: (payload: LoginPayload): Promise<ApiResponse<User>> => client.post<User>('/api/auth/login', payload),
    forgot: (contact: Contact): Promise<ApiResponse<ForgotAnswer>> => client.post<ForgotAnswer>('/api/auth/forgot', contact),
    register: (payload: RegisterPayload): Promise<ApiResponse<User>> => client.post<User>('/api/auth/register', payload),
    logout: (): Promise<ApiResponse<null>> => client.post<null>('/api/auth/logout'),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

export const authApi: AuthApi = createAuthApi();
