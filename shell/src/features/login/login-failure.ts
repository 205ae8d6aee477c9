import { apiErrorBody, apiStatus } from '@groundwork/shared/api';
import { i18n } from '@groundwork/shared/i18n';

/**
 * The text under the "Login Failed" banner: wrong credentials (401) get the spec's message; any other answer of
 * the server says what happened in its own message (429: wait N seconds; 503: the database is down); no answer at
 * all gives the generic one. In the page's language (the server answers in the language the request asked for).
 */
export function loginFailureText(error: unknown): string {
  if (apiStatus(error) === 401) return i18n._('messages.incorrectCredentials');
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : i18n._('messages.somethingWentWrong');
}
