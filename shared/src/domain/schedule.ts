/**
 * Schedule entries (production requests) as the crew builder and My Schedule build and show them: a shift from a
 * day and 'HH:mm' in and out times (an out time earlier than the in time is the next day), the crew build's shifts,
 * the days of a range or week, and requests grouped by the local day they start.
 */
import { addDays, localDay, localIso, weekEnd, weekStart } from './time';

export interface ShiftTimes {
  requestAt: string;
  requestEndsAt: string;
}

/**
 * A shift on `day` from 'HH:mm' times, as local wall-clock ISO strings with their offset. An out time earlier than
 * the in time is the next day (overnight); equal times give an empty shift, which the schemas refuse.
 */
export function shiftOn(day: string, startTime: string, endTime: string): ShiftTimes {
  return { requestAt: localIso(day, startTime), requestEndsAt: localIso(endTime < startTime ? addDays(day, 1) : day, endTime) };
}

/** Every day from `start` to `end`, both included ('YYYY-MM-DD'); none when `end` is before `start`. */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The seven days, Sunday to Saturday, of the week of `day`. */
export function weekDays(day: string): string[] {
  return daysFrom(weekStart(day), weekEnd(day));
}

export interface CrewBuild {
  startDay: string;
  endDay: string;
  userIds: readonly number[];
  startTime: string;
  endTime: string;
}

/** The crew build: one shift per day of the range and crew member, day by day, in the order the members were chosen. */
export function crewShifts(build: CrewBuild): Array<ShiftTimes & { userId: number }> {
  return daysFrom(build.startDay, build.endDay).flatMap((day) =>
    build.userIds.map((userId) => ({ userId, ...shiftOn(day, build.startTime, build.endTime) })),
  );
}

/** The local calendar day an ISO instant falls on. */
export function dayOf(iso: string): string {
  return localDay(new Date(iso));
}

/** The local 'HH:mm' of an ISO instant. */
export function timeOf(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** True when a shift ends on a later local day than it starts. */
export function isOvernight(shift: ShiftTimes): boolean {
  return dayOf(shift.requestEndsAt) > dayOf(shift.requestAt);
}

/** Requests by the local day they start, each day's in start order. */
export function requestsByDay<T extends { requestAt: string }>(requests: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const request of [...requests].sort((a, b) => Date.parse(a.requestAt) - Date.parse(b.requestAt))) {
    const day = dayOf(request.requestAt);
    byDay.set(day, [...(byDay.get(day) ?? []), request]);
  }
  return byDay;
}

/**
 * A shift's in and out times as a worker reads them: '07:00 – 15:30', '22:00 – 06:00 (next day)' overnight, the
 * suffix `nextDay` in the page's language (the shared catalogue's `timeRecord.nextDay`: '(le lendemain)').
 */
export function shiftLabel(shift: ShiftTimes, nextDay: string): string {
  return `${timeOf(shift.requestAt)} – ${timeOf(shift.requestEndsAt)}${isOvernight(shift) ? ` ${nextDay}` : ''}`;
}

/** 'HH:mm' in and out times of a shift as the crew builder asks for them. */
export interface ShiftClock {
  startTime: string;
  endTime: string;
}

/** The day shift to go by when a job has none scheduled: 07:00 to 15:30 (eight hours and the half-hour lunch). */
export const USUAL_SHIFT: ShiftClock = { startTime: '07:00', endTime: '15:30' };

/**
 * The crew's usual shift: the in and out times most of `shifts` have (on a tie, the earliest start), or USUAL_SHIFT
 * when there are none. Build Crew starts from it.
 */
export function usualShift(shifts: readonly ShiftTimes[]): ShiftClock {
  const counts = new Map<string, number>();
  for (const s of shifts) {
    const key = `${timeOf(s.requestAt)}|${timeOf(s.requestEndsAt)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [best] = [...counts].sort(([a, n], [b, m]) => m - n || a.localeCompare(b));
  if (!best) return USUAL_SHIFT;
  const [startTime, endTime] = best[0].split('|') as [string, string];
  return { startTime, endTime };
}
