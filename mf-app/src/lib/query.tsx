import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryDefaults } from '@groundwork/shared/api';

/** mf-app's one query cache: every screen of the field app reads server state through it. */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/** A screen rendered inside the query cache (the shell mounts each route's page on its own). */
export function cached(Page: ComponentType): ComponentType {
  return () => (
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>
  );
}
