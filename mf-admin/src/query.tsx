import { apiErrorBody } from '@groundwork/shared/api';
import { createQueryCache } from '@groundwork/shared/query';

/** mf-admin's one query cache: every page of this remote reads server state through it (shared `queryDefaults`). */
export const { queryClient, withQueryClient } = createQueryCache();

/** The per-field messages of a failed save (400 or 409 answers), or null when the server sent none. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const errors = apiErrorBody(error)?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}
