import { createQueryCache } from '@groundwork/shared/query';

/**
 * mf-app's one query cache: every screen of the field app reads server state through it. Kept on the phone for the
 * signed-in user's next visit (My Schedule shows at once, then refreshes; shared/src/query/persist.ts).
 */
export const { queryClient, withQueryClient: cached, keepNow } = createQueryCache({ persistAs: 'mf-app' });
