/** Calendar days as the screens and the API write them ('YYYY-MM-DD', local), for preparing a story's dates. */
const pad = (n: number) => String(n).padStart(2, '0');

export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() + n);
  return isoDay(date);
}

/** The Sunday that starts the week of `day` (weeks run Sunday to Saturday). */
export function sundayOf(day: string): string {
  return addDays(day, -new Date(`${day}T12:00:00`).getDay());
}

/** A local wall-clock time as an ISO string with this machine's offset (what the browser sends). */
export function localIso(day: string, time: string): string {
  const offset = -new Date(`${day}T${time}:00`).getTimezoneOffset();
  const abs = Math.abs(offset);
  return `${day}T${time}:00${offset >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
