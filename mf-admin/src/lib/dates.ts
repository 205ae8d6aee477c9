import { formatDate } from '@groundwork/shared/i18n';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' };

/**
 * A stored day ('YYYY-MM-DD') as the user reads it, by Intl in the page's locale: "Nov 23, 2026", "23 nov. 2026".
 * Empty for no day; a text that is not a day as it is. Tables keep the stored day for sorting and exports. (Not
 * parseDay of shared/ui/dates: the job list's chunk goes without the date pickers.)
 */
export function formatStoredDay(day: string | null | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), DAY) : day;
}

/**
 * A stored month ('YYYY-MM', e.g. an equipment's End of Term) named as the month input of the form names it, by Intl
 * in the page's locale: "June 2027", "juin 2027". Empty for no month; a text that is not a month as it is.
 */
export function formatStoredMonth(month: string | null | undefined): string {
  if (!month) return '';
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? formatDate(new Date(Number(match[1]), Number(match[2]) - 1, 1), MONTH) : month;
}
