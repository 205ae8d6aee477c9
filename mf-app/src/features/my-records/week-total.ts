import { formatCents, RATE_WORDS, toCents, type SplitHours } from '@groundwork/shared/domain';

/**
 * The week total as My Records shows it: the hours ('40.00 h') and the worker's own split in words ('36.00 regular,
 * 4.00 overtime'), overtime and double time named only when there are some; no split for a week without hours.
 */
export function weekTotalText(week: SplitHours): { hours: string; split: string } {
  const parts: [number, string][] = [
    [week.regularHours, RATE_WORDS.regular],
    [week.overtimeHours, RATE_WORDS.overtime],
    [week.doubleTimeHours, RATE_WORDS.doubleTime],
  ];
  const split = week.hours === 0 ? [] : parts.filter(([hours], i) => i === 0 || hours !== 0);
  return { hours: `${formatCents(toCents(week.hours))} h`, split: split.map(([hours, word]) => `${formatCents(toCents(hours))} ${word}`).join(', ') };
}
