import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { KEPT_ON_DEVICE_MS } from '@groundwork/shared/api';
import type { SessionClaims } from '@groundwork/shared/domain';

/**
 * An app's query cache kept on the device between visits (issue 21: the worker's second visit shows My Schedule from
 * it at once, then the screen refreshes it in place: a restored answer is marked stale, so it is asked again when shown).
 *
 * One localStorage entry per app, `groundwork.queries.<app>`, tagged with the user and company it was read for: it is
 * restored only for that same user of that same company, and replaced (not added to) when someone else signs in on
 * the device. Signing out, or an expired session, clears localStorage altogether (shared/src/session/store.ts).
 */
export const PERSIST_PREFIX = 'groundwork.queries.';
/** Older answers are not shown: a week. */
export const PERSIST_MAX_AGE_MS = KEPT_ON_DEVICE_MS;
/** Writes wait for the cache to settle for this long (a screen's answers arrive together). */
const WRITE_DELAY_MS = 300;

interface Persisted {
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

type Owner = Pick<SessionClaims, 'id' | 'companyId'> | null;
const ownerKey = (owner: NonNullable<Owner>) => `${owner.companyId}:${owner.id}`;

/** The kept answers of `app` for `owner`, or null (none, someone else's, too old or unreadable). */
export function readPersisted(storage: Storage, app: string, owner: Owner, now = Date.now()): DehydratedState | null {
  if (!owner) return null;
  try {
    const raw = storage.getItem(PERSIST_PREFIX + app);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Persisted;
    if (kept.owner !== ownerKey(owner) || !(now - kept.savedAt < PERSIST_MAX_AGE_MS)) return null;
    return kept.state;
  } catch {
    return null;
  }
}

/**
 * The cache's answers to keep: each query's last answer, also one whose refresh failed since (offline at the site):
 * kept as that answer, not as the failure, so a failed refresh does not drop from the phone what it still shows.
 */
function lastAnswers(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.data !== undefined });
  const queries = state.queries.map((q) =>
    q.state.status === 'error' ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } } : q,
  );
  return { ...state, queries };
}

/**
 * Restores `app`'s kept answers into `client` for the signed-in `owner()`, then keeps the cache's answers (lastAnswers)
 * on every change. Returns `stop` (stops keeping them) and `writeNow` (keeps them now, without waiting for the cache
 * to settle: once what the phone needs offline has been read).
 */
export function persistQueries(
  client: QueryClient, app: string, owner: () => Owner, storage: Storage = window.localStorage,
): { stop: () => void; writeNow: () => void } {
  const kept = readPersisted(storage, app, owner());
  if (kept) {
    hydrate(client, kept);
    // Shown at once, and always asked again when a screen shows it (also when kept a few seconds ago).
    void client.invalidateQueries({ refetchType: 'none' });
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const who = owner();
    try {
      if (!who) {
        storage.removeItem(PERSIST_PREFIX + app);
        return;
      }
      const value: Persisted = { owner: ownerKey(who), savedAt: Date.now(), state: lastAnswers(client) };
      storage.setItem(PERSIST_PREFIX + app, JSON.stringify(value));
    } catch {
      // Storage full or unavailable: the screens still work, from the network.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer === null) timer = setTimeout(write, WRITE_DELAY_MS);
  });
  const cancelWrite = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    stop: () => {
      unsubscribe();
      cancelWrite();
    },
    writeNow: () => {
      cancelWrite();
      write();
    },
  };
}
