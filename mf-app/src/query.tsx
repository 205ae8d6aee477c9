import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { apiStatus } from '@groundwork/shared/api';

/**
 * mf-app's one query cache. Reads are not retried against 4xx answers and count as fresh for 30 s; what was read
 * stays shown while the phone is offline (offlineFirst: a read is tried, and a failed one keeps the cached data).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60_000,
      networkMode: 'offlineFirst',
      refetchOnWindowFocus: false,
      retry: (failures, error) => {
        const status = apiStatus(error);
        return failures < 2 && status !== null && status >= 500;
      },
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** Wraps a page in the query cache: the shell mounts each route's page on its own. */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
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
