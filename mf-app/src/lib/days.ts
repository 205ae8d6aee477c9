import { format, parseISO } from 'date-fns';

/** 'Tue, Nov 24' */
export function shortDay(day: string): string {
  return format(parseISO(day), 'EEE, MMM d');
}

/** 'Tuesday, November 24, 2026' */
export function longDay(day: string): string {
  return format(parseISO(day), 'EEEE, MMMM d, yyyy');
}

/** 'Nov 22 – Nov 28, 2026' for a week (its first and last day). */
export function weekLabel(first: string, last: string): string {
  return `${format(parseISO(first), 'MMM d')} – ${format(parseISO(last), 'MMM d, yyyy')}`;
}

/** 'November 2026' */
export function monthLabel(day: string): string {
  return format(parseISO(day), 'MMMM yyyy');
}
