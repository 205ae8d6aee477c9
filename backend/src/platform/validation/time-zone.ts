/**
 * Wall-clock times of a named time zone (IANA, e.g. America/Toronto) as ISO instants with their offset, for files
 * whose dates and times carry no zone (the timecard spreadsheet). The browser sends its own zone with the file.
 */

export { isTimeZone } from '@groundwork/shared/domain';

/** The offset of `zone` from UTC at the instant `at`, in minutes (east positive). */
function offsetAt(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** 'YYYY-MM-DDTHH:mm:00±hh:mm': the wall-clock `day` and `time` ('HH:mm') in `zone`, with the offset in force then. */
export function zonedIso(day: string, time: string, zone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const offset = offsetAt(zone, wall - offsetAt(zone, wall) * 60_000);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${day}T${time}:00${offset >= 0 ? '+' : '-'}${hh}:${mm}`;
}
