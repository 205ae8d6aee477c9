import { MESSAGES } from '@groundwork/shared/domain';
import { activeLanguage, i18n, LOCALES } from '@groundwork/shared/i18n';
import { browser, useSession } from '@groundwork/shared/session';

/** Paths whose 401 means "wrong credentials", not "session ended". */
const AUTH_PATHS = ['/auth/login'];

let unauthorizedHandled = false;

/**
 * A 401 from the API ends the session once: storage is cleared and the page reloads to the sign-in screen, which says
 * the session ended.
 */
function handleUnauthorized(): void {
  if (unauthorizedHandled) return;
  unauthorizedHandled = true;
  useSession.getState().endSession();
  browser.reloadToSignIn();
}

/** For tests: forget that a 401 was already handled. */
export function resetUnauthorizedHandling(): void {
  unauthorizedHandled = false;
}

/**
 * A request the server refused (`status`, with its answer's body as `data`: the API's JSON error body, else its text),
 * or, with `status` null, one that got no answer (offline, the connection dropped).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly data: unknown = null,
    readonly url = '',
  ) {
    super(status === null ? `No answer from ${url}` : `${url} answered ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** The query: an object of scalars (strings, numbers, booleans); undefined and null ones are left out. */
  params?: object;
  headers?: Record<string, string>;
  /** How a successful answer's body is read: JSON (the default; an empty body is ''), text or a Blob. */
  responseType?: 'json' | 'text' | 'blob';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** An answer's body as text parsed as JSON when it is JSON; '' when empty. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How long a GET started early waits to be taken by its screen: after that the screen asks again (fresh data). */
const EARLY_READ_MS = 30_000;
/** The answers of GETs started early (readEarly), by URL, each taken once by the first identical GET. */
const earlyReads = new Map<string, Promise<ApiResponse<unknown>>>();
let startingEarly = false;

/**
 * Starts the GETs `read` makes now, before the screen that needs them exists (a signed-in start at a screen, while its
 * files load): the first identical GET after that (same URL, within 30 s) takes their answer instead of asking the
 * server again. `read` calls the API's usual functions (listJobs, ...), which build the URL before their first await.
 */
export function readEarly(read: () => Promise<unknown>): void {
  startingEarly = true;
  try {
    read().catch(() => undefined);
  } finally {
    startingEarly = false;
  }
}

/** A JSON GET: an early GET's answer for `target`, once; else the request is sent now (and kept for its screen when started early). */
function sendOrTakeEarly<T>(readsJson: boolean, target: string, send: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  if (!readsJson) return send();
  if (startingEarly) {
    const started = send();
    earlyReads.set(target, started);
    setTimeout(() => {
      if (earlyReads.get(target) === started) earlyReads.delete(target);
    }, EARLY_READ_MS);
    return started;
  }
  const early = earlyReads.get(target) as Promise<ApiResponse<T>> | undefined;
  earlyReads.delete(target);
  return early ?? send();
}

/**
 * One request through the platform's fetch: same origin (the backend serves the apps, /auth and /api on one URL), the
 * stored token as a bearer token, the page's language, a JSON body (FormData as it is: the browser sets the multipart
 * boundary). An answer outside 2xx rejects with an ApiError; a 401 outside the sign-in ends the session.
 */
function request<T>(method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.params ?? {})) if (value !== undefined && value !== null) query.append(name, String(value as string | number | boolean));
  const target = query.toString() ? `${url}?${query.toString()}` : url;
  const readsJson = method === 'GET' && (options.responseType ?? 'json') === 'json';
  return sendOrTakeEarly(readsJson, target, () => send<T>(method, url, target, body, options));
}

async function send<T>(method: string, url: string, target: string, body: unknown, options: RequestOptions): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = useSession.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The server answers a signed-in user in their own language, anyone else in the page's (the sign-in switch).
  headers.set('Accept-Language', LOCALES[activeLanguage()]);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(target, { method, headers, body: payload });
  } catch {
    throw new ApiError(null, null, url);
  }
  if (!response.ok) {
    const data = await readJson(response).catch(() => null);
    if (response.status === 401 && !AUTH_PATHS.some((p) => url.endsWith(p))) handleUnauthorized();
    throw new ApiError(response.status, data, url);
  }
  const type = options.responseType ?? 'json';
  const data = type === 'blob' ? await response.blob() : type === 'text' ? await response.text() : await readJson(response);
  return { data: data as T, status: response.status, headers: response.headers };
}

/** The one HTTP client of the browser apps. */
export const apiClient = {
  get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
  patch: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', url, body, options),
};

/** The error body the API answers with: {statusCode, message, errors?: {field: message}}. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}

/** The API's error body of a failed request, when there is one. */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  return error instanceof ApiError && typeof error.data === 'object' && error.data ? (error.data as ApiErrorBody) : null;
}

/** The HTTP status of a failed request, or null when no response arrived. */
export function apiStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's message when it refused a request (4xx with a message), else undefined (5xx, no answer). */
export function refusal(error: unknown): string | undefined {
  const status = apiStatus(error);
  const message = apiErrorBody(error)?.message;
  return status !== null && status >= 400 && status < 500 && message ? message : undefined;
}

/** Whether a request got no answer because the device has no connection (not a server that did not answer). */
function unsentOffline(error: unknown): boolean {
  return apiStatus(error) === null && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Which fields of a refused request the screen shows a message under: none (a screen without a form). */
export type ShownFields = (field: string) => boolean;
const NO_FIELD: ShownFields = () => false;
/** A form that shows every field message of a refusal itself (an inline editor shows them all in its cell). */
export const EVERY_FIELD: ShownFields = () => true;

/**
 * A failed request's notification text: the server's message when it refused (4xx); without a connection, that nothing
 * was sent (in the page's language); else 'Something went wrong!'. A refusal's field messages (`errors`) that no field
 * of the screen shows (`shown`: a form's fields; a screen without a form shows none) are said too, in place of its
 * message when none of its fields is on the screen: Download Filtered's record list would otherwise say only "Please
 * correct the highlighted fields.", with nothing highlighted.
 */
export function failureText(error: unknown, shown: ShownFields = NO_FIELD): string {
  const message = refusal(error);
  if (message === undefined) return unsentOffline(error) ? i18n._('messages.noConnection') : MESSAGES.somethingWentWrongBang;
  const fields = Object.entries(apiErrorBody(error)?.errors ?? {});
  const unshown = fields.filter(([field]) => !shown(field)).map(([, text]) => text);
  if (unshown.length === 0) return message;
  return [...new Set(unshown.length < fields.length ? [message, ...unshown] : unshown)].join(' ');
}

/** GET a spreadsheet import's template as a file (.xlsx; the request carries the token, so a plain link would not). */
export async function downloadImportTemplate(path: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob' });
  return data;
}

/** The multipart field of a spreadsheet import's file; a refusal of the whole file names it in `errors`. */
export const SPREADSHEET_FIELD = 'spreadsheet';

/** POST a spreadsheet import: multipart with the text `fields` given, then the file in the field `spreadsheet`. */
export async function postSpreadsheet<T>(path: string, file: File | Blob, fileName?: string, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fileName) form.append(SPREADSHEET_FIELD, file, fileName);
  else form.append(SPREADSHEET_FIELD, file);
  const { data } = await apiClient.post<T>(path, form);
  return data;
}
