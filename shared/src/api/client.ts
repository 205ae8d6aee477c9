import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { MESSAGES } from '@groundwork/shared/domain';
import { activeLanguage, LOCALES } from '@groundwork/shared/i18n';
import { browser, useSession } from '@groundwork/shared/session';

/** Paths whose 401 means "wrong credentials", not "session ended". */
const AUTH_PATHS = ['/auth/login'];

let unauthorizedHandled = false;

/** A 401 from the API ends the session once: storage is cleared and the page reloads to the sign-in screen. */
function handleUnauthorized(): void {
  if (unauthorizedHandled) return;
  unauthorizedHandled = true;
  useSession.getState().signOut();
  browser.reloadToSignIn();
}

/** For tests: forget that a 401 was already handled. */
export function resetUnauthorizedHandling(): void {
  unauthorizedHandled = false;
}

function create(): AxiosInstance {
  // Same origin: the backend serves the apps, /auth and /api on one URL.
  const instance = axios.create({ baseURL: '/', headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = useSession.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // The server answers a signed-in user in their own language, anyone else in the page's (the sign-in switch).
    config.headers.set('Accept-Language', LOCALES[activeLanguage()]);
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401) {
      const url = error.config?.url ?? '';
      if (!AUTH_PATHS.some((p) => url.endsWith(p))) handleUnauthorized();
    }
    return Promise.reject(error);
  });
  return instance;
}

/** The one HTTP client of the browser apps. */
export const apiClient = create();

/** The error body the API answers with: {statusCode, message, errors?: {field: message}}. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}

/** The API's error body of a failed request, when there is one. */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (error instanceof AxiosError && error.response && typeof error.response.data === 'object' && error.response.data) {
    return error.response.data as ApiErrorBody;
  }
  return null;
}

/** The HTTP status of a failed request, or null when no response arrived. */
export function apiStatus(error: unknown): number | null {
  return error instanceof AxiosError && error.response ? error.response.status : null;
}

/** The server's message when it refused a request (4xx with a message), else undefined (5xx, no answer). */
export function refusal(error: unknown): string | undefined {
  const status = apiStatus(error);
  const message = apiErrorBody(error)?.message;
  return status !== null && status >= 400 && status < 500 && message ? message : undefined;
}

/** A failed request's notification text: the server's message when it refused (4xx), else 'Something went wrong!'. */
export function failureText(error: unknown): string {
  return refusal(error) ?? MESSAGES.somethingWentWrongBang;
}

/** GET a spreadsheet import's template as a file (.xlsx; the request carries the token, so a plain link would not). */
export async function downloadImportTemplate(path: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob' });
  return data;
}

/** POST a spreadsheet import: multipart with the text `fields` given, then the file in the field `spreadsheet`. */
export async function postSpreadsheet<T>(path: string, file: File | Blob, fileName?: string, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fileName) form.append('spreadsheet', file, fileName);
  else form.append('spreadsheet', file);
  const { data } = await apiClient.post<T>(path, form);
  return data;
}
