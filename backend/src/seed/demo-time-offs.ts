/**
 * The demo's time off requests (docs/records.md "Time off"): one row per day, as the API stores them, the day at
 * UTC midnight. Who: the worker login (a pending holiday in three weeks, an approved day off in about two weeks, a
 * sick day in the past) and the manager's team (pending requests this month for the Time Offs Report's My Team,
 * approved ones, a No Show). Each approved by the employee's manager. Past requests lie before the seeded
 * schedule's weeks, so no approved day off has a time record; upcoming approved days lie after next week (the
 * crew builder's week), and the upcoming schedule skips approved days anyway (covers()).
 */
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { addDays, type TimeOffType } from '@groundwork/shared/domain';
import { TimeOff } from '../modules/time-offs/time-off.entity';
import { insertChunked } from '../platform/database/insert-chunked';

interface Person {
  id: number;
  username: string;
  workClass: string;
  managers: readonly string[];
  isActive?: boolean;
}

interface Plan {
  who: Person | undefined;
  /** Days from today of the first day (negative: past) and how many days in a row. */
  from: number;
  days: number;
  type: TimeOffType;
  comments: string | null;
  approved: boolean;
}

export interface DemoTimeOffs {
  /** Whether the employee has approved time off on the company's day of this instant. */
  covers(userId: number, day: Date): boolean;
}

/** The next Monday to Friday at least `from` days ahead (a day off on a working day). */
function weekday(today: string, from: number): number {
  let n = from;
  for (;;) {
    const dow = new Date(`${addDays(today, n)}T00:00:00Z`).getUTCDay();
    if (dow !== 0 && dow !== 6) return n;
    n += 1;
  }
}

/** Inserts the plans below, their days counted from `today` (the company's); `dayOf` is an instant's day there. */
export async function seedDemoTimeOffs(
  m: EntityManager, companyId: number, people: readonly Person[], today: string, dayOf: (instant: Date) => string,
): Promise<DemoTimeOffs> {
  const byName = new Map(people.map((p) => [p.username, p]));
  const field = people.filter((p) => (p.isActive ?? true) && !['ADMIN', 'PM'].includes(p.workClass));
  const worker = byName.get('worker');
  const team = field.filter((p) => p.managers.includes('manager') && p !== worker);
  const crew = team.length > 0 ? team : field.filter((p) => p !== worker);
  const plans: Plan[] = [
    { who: worker, from: weekday(today, 21), days: 3, type: 'Holiday', comments: 'Family trip to Kelowna', approved: false },
    { who: worker, from: weekday(today, 16), days: 1, type: 'Holiday', comments: "Daughter's graduation", approved: true },
    { who: worker, from: weekday(today, -40), days: 1, type: 'Sick', comments: 'Flu', approved: true },
    { who: crew[0], from: weekday(today, 2), days: 1, type: 'Sick', comments: 'Dentist, back after lunch next day', approved: false },
    { who: crew[1], from: weekday(today, 3), days: 2, type: 'Holiday', comments: 'Moving house', approved: false },
    { who: crew[2], from: weekday(today, 17), days: 1, type: 'Holiday', comments: null, approved: true },
    { who: crew[3], from: weekday(today, 10), days: 5, type: 'Holiday', comments: 'Hunting season', approved: false },
    { who: crew[4], from: weekday(today, -30), days: 1, type: 'No Show', comments: 'Did not call in', approved: true },
    { who: crew[5], from: weekday(today, -26), days: 2, type: 'Sick', comments: 'Back strain', approved: true },
    { who: crew[6], from: weekday(today, -24), days: 1, type: 'Holiday', comments: null, approved: false },
  ];
  const approverOf = (p: Person) => {
    const names = p.managers.includes('manager') ? ['manager', ...p.managers] : p.managers;
    return names.map((n) => byName.get(n)).find((a) => a && a !== p) ?? people.find((a) => a.workClass === 'PM' && a !== p);
  };
  const rows: QueryDeepPartialEntity<TimeOff>[] = plans.flatMap((plan) => {
    const { who } = plan;
    if (!who) return [];
    const approver = plan.approved ? approverOf(who) : undefined;
    return Array.from({ length: plan.days }, (_, i) => {
      const at = new Date(`${addDays(today, plan.from + i)}T00:00:00Z`);
      return {
        companyId, userId: who.id, startsAt: at, endsAt: at, type: plan.type, comments: plan.comments,
        approvedAt: approver ? new Date(at.getTime() - 5 * 86_400_000 + 9 * 3_600_000) : null, approvedByUserId: approver?.id ?? null,
      };
    });
  });
  await insertChunked(m, TimeOff, rows);
  const approvedDays = new Set(rows.filter((r) => r.approvedAt).map((r) => `${String(r.userId)}|${(r.startsAt as Date).toISOString().slice(0, 10)}`));
  return { covers: (userId, day) => approvedDays.has(`${userId}|${dayOf(day)}`) };
}
