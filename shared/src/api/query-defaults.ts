import { apiStatus } from './client';

/**
 * How long answers kept on the device are used: a week. The field app's cache kept on the phone
 * (shared/src/query/persist.ts), and the lists the time record form keeps in it for offline use.
 */
export const KEPT_ON_DEVICE_MS = 7 * 24 * 3_600_000;

/**
 * The query-cache defaults of every feature app (react-query's `defaultOptions`): failed reads are retried only
 * when the server did not answer or failed (a 403 or 404 stays one), data counts as fresh for 30 s, and a
 * mutation is never repeated by itself. A change is sent when the user asks, also offline, where it fails at once and
 * says that nothing was sent (`failureText`): react-query's default would hold it behind a spinner until the connection
 * returned, and a reload meanwhile lost it without a word. The field app's timecards have their own queue.
 */
export const queryDefaults = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: (failures: number, error: unknown): boolean => {
      const status = apiStatus(error);
      return failures < 2 && (status === null || status >= 500);
    },
  },
  mutations: { retry: false, networkMode: 'always' as const },
};
