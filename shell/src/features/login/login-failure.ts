import { MESSAGES } from '@groundwork/shared/domain';
import { apiErrorBody, apiStatus } from '@groundwork/shared/api';

/**
 * The text under the "Login Failed" banner: wrong credentials (401) get the spec's message; any other answer of
 * the server says what happened in its own message (429: wait N seconds; 503: the database is down); no answer at
 * all gives the generic one.
 */
export function loginFailureText(error: unknown): string {
  if (apiStatus(error) === 401) return MESSAGES.incorrectCredentials;
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : MESSAGES.somethingWentWrong;
}
