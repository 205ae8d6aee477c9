import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiStatus } from '@groundwork/shared/api';

/**
 * A read with nothing to show for want of a connection: waiting for it (paused offline), or failed without an answer
 * (a screen opened offline, whose query cache never saw the connection go).
 */
export function unloadedOffline(query: UseQueryResult<unknown>): boolean {
  return query.data === undefined && (query.fetchStatus === 'paused' || (query.isError && apiStatus(query.error) === null));
}

/**
 * Whether any of `queries` has nothing to show for want of a connection; those that failed are read again when the
 * connection returns (the paused ones go on by themselves), so the screen fills in place, without a reopen.
 */
export function useOfflineReads(...queries: UseQueryResult<unknown>[]): boolean {
  const unloaded = queries.filter(unloadedOffline);
  const latest = useRef(unloaded);
  latest.current = unloaded;
  const any = unloaded.length > 0;
  useEffect(() => {
    if (!any) return undefined;
    const readAgain = () => {
      for (const query of latest.current) if (query.isError) void query.refetch();
    };
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [any]);
  return any;
}
