/**
 * The one format of a moment shown to the user (an export's time, a reset's time): Intl, in the user's locale (the
 * browser's, unless one is given), with the day as a medium date and the time to the minute, in the user's time zone.
 * en-US reads "Nov 25, 2026, 6:21 AM", en-GB "25 Nov 2026, 06:21", de-DE "25.11.2026, 06:21".
 */
export function formatDateTime(iso: string | null | undefined, locale?: string | readonly string[], timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale as string | string[] | undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
