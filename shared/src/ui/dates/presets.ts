import { CONSTANTS } from '@groundwork/shared/domain';
import { lastNDays } from './dateStrings';
import type { RangePreset } from './DatePicker';

/** Preset of the report forms: the last 7 days up to today (spec 02 §2, §5). */
export const LAST_7_DAYS: RangePreset = { label: 'Last 7 days', labelId: 'ui.last7Days', range: () => lastNDays(CONSTANTS.defaultReportRangeDays) };
/** Preset of the stockpile filter: the last 30 days, inclusive. */
export const LAST_30_DAYS: RangePreset = { label: 'Last 30 days', labelId: 'ui.last30Days', range: () => lastNDays(CONSTANTS.stockpileRangeDays) };
