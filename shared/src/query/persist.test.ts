import { QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS, PERSIST_PREFIX, persistQueries } from './persist';

const worker = { id: 5, companyId: 1 };
const otherUser = { id: 6, companyId: 1 };
const sameIdOtherCompany = { id: 5, companyId: 2 };
const KEY = ['production-requests', 'user', 5];
const shifts = [{ id: 1, job: 'Highway 7' }];

async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 400));
}

/** A first visit of `owner` that read the shifts, kept in `storage`. */
async function firstVisit(owner: typeof worker): Promise<void> {
  const client = new QueryClient();
  const { stop } = persistQueries(client, 'mf-app', () => owner, localStorage);
  await client.fetchQuery({ queryKey: KEY, queryFn: async () => shifts });
  await settle();
  stop();
}

describe('the query cache kept on the device between visits', () => {
  beforeEach(() => localStorage.clear());

  it('shows the same user their answers of the last visit, marked to be asked again', async () => {
    await firstVisit(worker);
    const next = new QueryClient();
    persistQueries(next, 'mf-app', () => worker, localStorage);
    expect(next.getQueryData(KEY)).toEqual(shifts);
    expect(next.getQueryCache().find({ queryKey: KEY })?.isStale()).toBe(true);
  });

  it('never shows them to another user, nor to the same id in another company, and the next write replaces them', async () => {
    await firstVisit(worker);
    for (const someoneElse of [otherUser, sameIdOtherCompany]) {
      const client = new QueryClient();
      persistQueries(client, 'mf-app', () => someoneElse, localStorage);
      expect(client.getQueryData(KEY)).toBeUndefined();
    }
    const client = new QueryClient();
    persistQueries(client, 'mf-app', () => otherUser, localStorage);
    await client.fetchQuery({ queryKey: ['time-offs'], queryFn: async () => [] });
    await settle();
    expect(localStorage.getItem(PERSIST_PREFIX + 'mf-app')).not.toContain('Highway 7');
  });

  it('keeps the last answer of a query whose refresh failed (offline), restored as that answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { stop } = persistQueries(client, 'mf-app', () => worker, localStorage);
    await client.fetchQuery({ queryKey: KEY, queryFn: async () => shifts });
    await client.fetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryState(KEY)?.status).toBe('error');
    await settle();
    stop();
    const next = new QueryClient();
    persistQueries(next, 'mf-app', () => worker, localStorage);
    expect(next.getQueryData(KEY)).toEqual(shifts);
    expect(next.getQueryState(KEY)?.status).toBe('success');
  });

  it('writes the answers at once when asked (writeNow), without waiting for the cache to settle', async () => {
    const client = new QueryClient();
    const { writeNow } = persistQueries(client, 'mf-app', () => worker, localStorage);
    await client.fetchQuery({ queryKey: KEY, queryFn: async () => shifts });
    expect(localStorage.getItem(PERSIST_PREFIX + 'mf-app')).toBeNull();
    writeNow();
    expect(localStorage.getItem(PERSIST_PREFIX + 'mf-app')).toContain('Highway 7');
  });

  it('keeps nothing signed out, and drops answers older than a week', async () => {
    await firstVisit(worker);
    const stored = JSON.parse(localStorage.getItem(PERSIST_PREFIX + 'mf-app') as string) as { savedAt: number };
    localStorage.setItem(PERSIST_PREFIX + 'mf-app', JSON.stringify({ ...stored, savedAt: Date.now() - PERSIST_MAX_AGE_MS - 1 }));
    const late = new QueryClient();
    persistQueries(late, 'mf-app', () => worker, localStorage);
    expect(late.getQueryData(KEY)).toBeUndefined();

    const signedOut = new QueryClient();
    persistQueries(signedOut, 'mf-app', () => null, localStorage);
    await signedOut.fetchQuery({ queryKey: KEY, queryFn: async () => shifts });
    await settle();
    expect(localStorage.getItem(PERSIST_PREFIX + 'mf-app')).toBeNull();
  });
});
