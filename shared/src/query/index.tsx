import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { apiStatus, queryDefaults } from '@groundwork/shared/api';
import { useSession } from '@groundwork/shared/session';
import { persistQueries } from './persist';

export { anyUnloadedOffline, unloadedOffline } from './offline-reads';

/**
 * Reads that failed for want of a connection are read again when the connection returns, on every screen: a screen
 * opened offline fills in place. (react-query's online state starts as online, so such a read fails rather than
 * waits, and no change of that state ever comes to resume it.) Returns the listener's removal.
 */
export function readAgainWhenOnline(queryClient: QueryClient): () => void {
  const readAgain = () => {
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' && apiStatus(query.state.error) === null });
  };
  window.addEventListener('online', readAgain);
  return () => window.removeEventListener('online', readAgain);
}

/**
 * @groundwork/shared/query. Not a federated singleton (scripts/webpack-app.cjs): it uses @tanstack/react-query, which
 * each app bundles, so the cache and the hooks of an app's pages come from the same copy.
 *
 * A feature app's one query cache (shared `queryDefaults`) and the wrapper its pages are exported through: the shell
 * mounts each route's page on its own, so every page module exports `withQueryClient(Page)` as its default.
 * Each remote calls this once, in its own `query.ts`.
 */
export function createQueryCache(options: { persistAs?: string } = {}): {
  queryClient: QueryClient;
  withQueryClient: <P extends object>(Page: ComponentType<P>) => ComponentType<P>;
  /** With `persistAs`: writes the answers to the device now (persist.ts `writeNow`); without, does nothing. */
  keepNow: () => void;
} {
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  readAgainWhenOnline(queryClient);
  // `persistAs`: the answers are kept on the device for the signed-in user's next visit (persist.ts).
  const kept = options.persistAs ? persistQueries(queryClient, options.persistAs, () => useSession.getState().claims) : null;
  function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
    function WithQueryClient(props: P) {
      return (
        <QueryClientProvider client={queryClient}>
          <Page {...props} />
        </QueryClientProvider>
      );
    }
    WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name ?? 'Page'})`;
    return WithQueryClient;
  }
  return { queryClient, withQueryClient, keepNow: () => kept?.writeNow() };
}
