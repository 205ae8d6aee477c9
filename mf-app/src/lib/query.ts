import { createQueryCache } from '@groundwork/shared/query';

/** mf-app's one query cache: every screen of the field app reads server state through it. */
export const { queryClient, withQueryClient: cached } = createQueryCache();
