import type { SplitHours } from '@groundwork/shared/domain';
import { formatHours, i18n } from '@groundwork/shared/i18n';
import type { AppMessageId } from '../../i18n';

/**
 * The week total as My Records shows it: the hours ('40.00 h') and the worker's own split in words ('36.00 h regular,
 * 4.00 h overtime'), overtime and double time named only when there are some; no split for a week without hours.
 * In the page's language, a no-break space before each h ('40,00 h', '36,00 h normales'): the app's catalogue must be
 * ready (appCatalogueReady).
 */
export function weekTotalText(week: SplitHours): { hours: string; split: string } {
  const parts: [number, AppMessageId][] = [
    [week.regularHours, 'records.split.regular'],
    [week.overtimeHours, 'records.split.overtime'],
    [week.doubleTimeHours, 'records.split.doubleTime'],
  ];
  const split = week.hours === 0 ? [] : parts.filter(([hours], i) => i === 0 || hours !== 0);
  return {
    hours: formatHours(week.hours),
    split: split.map(([hours, id]) => i18n._(id, { hours: formatHours(hours) })).join(', '),
  };
}
