import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { apiErrorBody, queryDefaults } from '@groundwork/shared/api';

/** mf-admin's one query cache: every page of this remote reads server state through it (shared `queryDefaults`). */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/**
 * Wraps a page in the query cache. The shell mounts each route's page on its own, so every page module
 * exports `withQueryClient(Page)` as its default.
 */
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

/** The per-field messages of a failed save (400 or 409 answers), or null when the server sent none. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const errors = apiErrorBody(error)?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}
