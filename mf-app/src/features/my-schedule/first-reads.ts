import { listTimeOffs, listUserProductionRequests, readEarly } from '@groundwork/shared/api';
import { localDay, localIso, PERMISSIONS } from '@groundwork/shared/domain';
import { canNow, useSession } from '@groundwork/shared/session';
import { periodDays, type ScheduleView } from './schedule-period';

/** Whoever may read time off or request their own sees their approved time off on My Schedule. */
export const READS_TIME_OFFS = [PERMISSIONS.TIME_OFFS_READ, PERMISSIONS.TIME_OFFS_CREATE] as const;

/** What My Schedule reads for a view around `anchor`: its days, the user's shifts (submitted ones too) and time off. */
export function scheduleReads(userId: number, view: ScheduleView, anchor: string) {
  const days = periodDays(view, anchor);
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  return {
    days,
    shifts: { startsAt: localIso(first, '00:00'), endsAt: localIso(last, '23:59'), includeSubmitted: true },
    timeOffs: { userId, startsAt: first, endsAt: last },
  };
}

/** Starts My Schedule's first requests (today's day view) as the page makes them: on a signed-in start (routes.ts). */
export function myScheduleFirstReads(): void {
  const userId = useSession.getState().claims?.id ?? 0;
  if (userId <= 0) return;
  const reads = scheduleReads(userId, 'daily', localDay());
  readEarly(() => listUserProductionRequests(userId, reads.shifts));
  if (canNow(...READS_TIME_OFFS)) readEarly(() => listTimeOffs(reads.timeOffs));
}
