import { addDays, daysFrom, weekDays, weekEnd, weekStart } from '@groundwork/shared/domain';

export type ScheduleView = 'daily' | 'weekly' | 'calendar';

/** The first day of the month `months` after (or before) the month of a 'YYYY-MM-DD' day. */
function monthStart(day: string, months = 0): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The days a view shows around `day`: the day; its week (Sunday to Saturday); its month's weeks, whole. */
export function periodDays(view: ScheduleView, day: string): string[] {
  if (view === 'daily') return [day];
  if (view === 'weekly') return weekDays(day);
  return daysFrom(weekStart(monthStart(day)), weekEnd(addDays(monthStart(day, 1), -1)));
}

/** The same view one period earlier (-1) or later (+1). */
export function movePeriod(view: ScheduleView, day: string, step: -1 | 1): string {
  if (view === 'daily') return addDays(day, step);
  if (view === 'weekly') return addDays(day, 7 * step);
  return monthStart(day, step);
}
