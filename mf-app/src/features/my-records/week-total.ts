import type { SplitHours } from '@groundwork/shared/domain';
import { formatNumber, i18n } from '@groundwork/shared/i18n';
import type { AppMessageId } from '../../i18n';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const hours2 = (hours: number) => formatNumber(hours, TWO_DECIMALS);

/**
 * The week total as My Records shows it: the hours ('40.00 h') and the worker's own split in words ('36.00 regular,
 * 4.00 overtime'), overtime and double time named only when there are some; no split for a week without hours.
 * In the page's language ('40,00 h', '36,00 h normales'): the app's catalogue must be ready (appCatalogueReady).
 */
export function weekTotalText(week: SplitHours): { hours: string; split: string } {
  const parts: [number, AppMessageId][] = [
    [week.regularHours, 'records.split.regular'],
    [week.overtimeHours, 'records.split.overtime'],
    [week.doubleTimeHours, 'records.split.doubleTime'],
  ];
  const split = week.hours === 0 ? [] : parts.filter(([hours], i) => i === 0 || hours !== 0);
  return {
    hours: i18n._('records.hours', { hours: hours2(week.hours) }),
    split: split.map(([hours, id]) => i18n._(id, { hours: hours2(hours) })).join(', '),
  };
}
