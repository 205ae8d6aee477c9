import { createQueryCache } from '@groundwork/shared/query';

/** mf-reports' one query cache; every page module exports `withQueryClient(Page)` as its default. */
export const { queryClient, withQueryClient } = createQueryCache();
