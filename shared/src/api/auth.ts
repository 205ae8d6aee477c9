import { WEB_CLIENT_KEY, type Language } from '@groundwork/shared/domain';
import { apiClient } from './client';

export interface TokenResponse {
  token: string;
}

/** POST /auth/login with the web dashboard's client key. */
export async function login(username: string, password: string): Promise<TokenResponse> {
  const { data } = await apiClient.post<TokenResponse>('/auth/login', { username, password, clientKey: WEB_CLIENT_KEY });
  return data;
}

/** POST /auth/switch-company: the server checks the permission and issues a token for the chosen company. */
export async function switchCompany(companyId: number): Promise<TokenResponse> {
  const { data } = await apiClient.post<TokenResponse>('/auth/switch-company', { companyId });
  return data;
}

/**
 * GET /auth/session: the session as the server sees it now, as a token with the user's current role and permissions
 * and the same expiry. A deactivated user's 401 ends the session through the client's 401 handling.
 */
export async function currentSession(): Promise<TokenResponse> {
  const { data } = await apiClient.get<TokenResponse>('/auth/session');
  return data;
}

/** PUT /auth/language: the signed-in user's own language, kept; the same session as a token that carries it. */
export async function setLanguage(language: Language): Promise<TokenResponse> {
  const { data } = await apiClient.put<TokenResponse>('/auth/language', { language });
  return data;
}
