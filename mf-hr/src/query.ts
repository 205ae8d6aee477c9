import { createQueryCache } from '@groundwork/shared/query';

/** mf-hr's one query cache; every page module exports `withQueryClient(Page)` as its default. */
export const { queryClient, withQueryClient } = createQueryCache();
