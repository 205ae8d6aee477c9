import { addDays, localDay, localIso } from '@groundwork/shared/domain';
import { formatDate } from '@groundwork/shared/i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's day from `?date=`: a valid 'YYYY-MM-DD' not after today, else today (future dates are not allowed). */
export function reportDay(param: string | null, today: string = localDay()): string {
  if (!param || !DAY.test(param) || Number.isNaN(new Date(`${param}T12:00:00`).getTime())) return today;
  return param > today ? today : param;
}

/** The local day as the range the API filters on: its first and last instant (inclusive), with this browser's offset. */
export function dayRange(day: string): { from: string; to: string } {
  const next = new Date(localIso(addDays(day, 1), '00:00'));
  return { from: localIso(day, '00:00'), to: new Date(next.getTime() - 1).toISOString() };
}

/** /reports/foreman-report/{jobId}?date={day} */
export function foremanReportPath(jobId: number, day: string): string {
  return `/reports/foreman-report/${jobId}?date=${day}`;
}

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/** 'Sunday, November 22, 2026'; 'dimanche 22 novembre 2026' in French. */
export function dayLabel(day: string): string {
  return formatDate(new Date(`${day}T12:00:00`), LONG_DAY);
}
