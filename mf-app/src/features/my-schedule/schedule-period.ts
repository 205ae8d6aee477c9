import { addMonths, endOfMonth, format, parseISO, startOfMonth } from 'date-fns';
import { addDays, daysFrom, weekDays, weekEnd, weekStart } from '@groundwork/shared/domain';

export type ScheduleView = 'daily' | 'weekly' | 'calendar';

const ISO = 'yyyy-MM-dd';

/** The days a view shows around `day`: the day; its week (Sunday to Saturday); its month's weeks, whole. */
export function periodDays(view: ScheduleView, day: string): string[] {
  if (view === 'daily') return [day];
  if (view === 'weekly') return weekDays(day);
  const month = parseISO(day);
  return daysFrom(weekStart(format(startOfMonth(month), ISO)), weekEnd(format(endOfMonth(month), ISO)));
}

/** The same view one period earlier (-1) or later (+1). */
export function movePeriod(view: ScheduleView, day: string, step: -1 | 1): string {
  if (view === 'daily') return addDays(day, step);
  if (view === 'weekly') return addDays(day, 7 * step);
  return format(addMonths(startOfMonth(parseISO(day)), step), ISO);
}
