import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@groundwork/shared/session';
import type { QueuedTimecard } from './queue';
import { timecardQueue } from './sync';

/** The signed-in user's queued timecards (waiting or refused), kept current as the queue changes. */
export function useQueuedTimecards(): { entries: QueuedTimecard[]; discard: (key: string) => Promise<void> } {
  const claims = useSession((s) => s.claims);
  const [entries, setEntries] = useState<QueuedTimecard[]>([]);
  const userId = claims?.id;
  const companyId = claims?.companyId;
  useEffect(() => {
    if (userId === undefined || companyId === undefined) return undefined;
    let live = true;
    const load = () => void timecardQueue.list(userId, companyId).then((list) => live && setEntries(list));
    load();
    const unsubscribe = timecardQueue.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId, companyId]);
  const discard = useCallback((key: string) => timecardQueue.remove(key), []);
  return { entries, discard };
}
