import type { UseQueryResult } from '@tanstack/react-query';
import { apiStatus } from '@groundwork/shared/api';

/**
 * A read with nothing to show for want of a connection: waiting for it (paused offline), or failed without an answer
 * (a screen opened offline). The app's query cache reads such a failed one again when the connection returns
 * (shared/src/query), so the screen fills in place.
 */
export function unloadedOffline(query: UseQueryResult<unknown>): boolean {
  return query.data === undefined && (query.fetchStatus === 'paused' || (query.isError && apiStatus(query.error) === null));
}

/** Whether any of `queries` has nothing to show for want of a connection (see unloadedOffline). */
export function anyUnloadedOffline(...queries: UseQueryResult<unknown>[]): boolean {
  return queries.some(unloadedOffline);
}
