/**
 * @groundwork/shared/ui/dates: DatePicker and DateRangePicker (react-day-picker in a Headless UI popover).
 * Values are 'YYYY-MM-DD' strings; typing a day works too, and days outside the limits are refused.
 *
 * Usage:
 *   <Field label="Date" required error={e.date}>
 *     <DatePicker value={date} onChange={setDate} disableFuture />          // also min="2024-01-01" max=...
 *   </Field>
 *   const [range, setRange] = useState<DayRange>(lastNDays(CONSTANTS.defaultReportRangeDays));
 *   <DateRangePicker value={range} onChange={setRange} disableFuture presets={[LAST_7_DAYS]} />
 *   // stockpile: useState(lastNDays(CONSTANTS.stockpileRangeDays)); holiday: max={addDays(today(), 365)}
 *   <Field label="Month"><MonthInput value={month} onChange={setMonth} /></Field>  // 'YYYY-MM', months in the user's language
 *   formatDateTime(export.createdAt)  // a moment shown to the user: Intl, the user's locale ("Nov 25, 2026, 6:21 AM")
 */
export { DatePicker, DateRangePicker } from './DatePicker';
export { MonthInput } from './MonthInput';
export type { MonthInputProps } from './MonthInput';
export type { DatePickerProps, DateRangePickerProps, RangePreset } from './DatePicker';
export { parseDay, localDayBounds, openDayBounds, formatDay, today, addDays, latestDay, lastNDays } from './dateStrings';
export type { DayLimits, DayRange } from './dateStrings';
export { LAST_7_DAYS, LAST_30_DAYS } from './presets';
export { formatDateTime } from './dateTime';
