import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@groundwork/shared/session';
import type { QueuedTimecard } from './queue';

/**
 * The queue, from the chunk the route table already loads to send it (routes.ts): a static import would copy the
 * queue and its IndexedDB library into every screen that shows queued timecards (My Schedule's first load among them).
 */
const queue = () => import('./sync').then((m) => m.timecardQueue);

/** The signed-in user's queued timecards (waiting or refused), kept current as the queue changes. */
export function useQueuedTimecards(): { entries: QueuedTimecard[]; discard: (key: string) => Promise<void> } {
  const claims = useSession((s) => s.claims);
  const [entries, setEntries] = useState<QueuedTimecard[]>([]);
  const userId = claims?.id;
  const companyId = claims?.companyId;
  useEffect(() => {
    if (userId === undefined || companyId === undefined) return undefined;
    let live = true;
    let unsubscribe = () => {};
    void queue().then((timecardQueue) => {
      if (!live) return;
      const load = () => void timecardQueue.list(userId, companyId).then((list) => live && setEntries(list));
      load();
      unsubscribe = timecardQueue.subscribe(load);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId, companyId]);
  // Held first: a waiting entry being sent right now is not discarded as it reaches the server (gone then: it was sent).
  const discard = useCallback(
    (key: string) =>
      queue().then(async (timecardQueue) => {
        if (await timecardQueue.hold(key)) await timecardQueue.remove(key);
        timecardQueue.release(key);
      }),
    [],
  );
  return { entries, discard };
}
