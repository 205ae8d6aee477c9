import { Popover, PopoverButton } from '@headlessui/react';
import { DayPicker, type Matcher } from 'react-day-picker';
// Month and weekday names, and the calendar's own labels (previous / next month, day buttons), in Canadian French.
import { frCA } from 'react-day-picker/locale/fr-CA';
import type { Language, SharedMessageId } from '@groundwork/shared/i18n';
import { useFieldControl, Button } from '@groundwork/shared/ui';
import { CalendarButton, CalendarPanel, PickerRow, Presets } from './calendarStyles';
import { useSharedLanguage, useSharedT } from '@groundwork/shared/i18n/react';
import { DayInput } from './DayInput';
import { formatDay, latestDay, parseDay, today, type DayLimits, type DayRange } from './dateStrings';

/** The calendar's locale by the page's language (react-day-picker's default is English). */
const CALENDAR_LOCALES: Partial<Record<Language, typeof frCA>> = { fr: frCA };

/** DayPicker matchers and month bounds for the limits. */
function calendarLimits(limits: DayLimits) {
  const latest = latestDay(limits);
  const last = latest ? parseDay(latest)! : undefined;
  const first = limits.min ? parseDay(limits.min)! : undefined;
  const disabled: Matcher[] = [];
  if (last) disabled.push({ after: last });
  if (first) disabled.push({ before: first });
  return { disabled, startMonth: first, endMonth: last };
}

/** The month to open on: the chosen day, else today kept within the limits. */
function openingMonth(value: string | null, limits: DayLimits): Date {
  const latest = latestDay(limits);
  let day = value ?? today();
  if (latest && day > latest) day = latest;
  if (limits.min && day < limits.min) day = limits.min;
  return parseDay(day)!;
}

const CalendarIcon = () => (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
    <path d="M4 0h1v2h6V0h1v2h3v14H1V2h3V0zm10 6H2v9h12V6zM2 5h12V3H2v2z" />
  </svg>
);

export interface DatePickerProps extends DayLimits {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Accessible name when not inside a Field. */
  'aria-label'?: string;
}

/** Type a day or pick it in a calendar popover (arrow keys move, Enter picks, Escape closes). */
export function DatePicker({ value, onChange, disableFuture, min, max, id, disabled, placeholder, ...aria }: DatePickerProps) {
  const t = useSharedT();
  const locale = CALENDAR_LOCALES[useSharedLanguage()];
  const control = useFieldControl(id);
  const limits: DayLimits = { disableFuture, min, max };
  const bounds = calendarLimits(limits);
  return (
    <Popover style={{ width: '100%' }}>
      <PickerRow>
        <DayInput {...control} aria-label={aria['aria-label']} value={value} onChange={onChange} limits={limits} disabled={disabled} placeholder={placeholder} />
        <PopoverButton as={CalendarButton} aria-label={t('ui.chooseDate')} disabled={disabled}>
          <CalendarIcon />
        </PopoverButton>
      </PickerRow>
      <CalendarPanel anchor="bottom start" aria-label={t('ui.calendar')}>
        {({ close }) => (
          <DayPicker
            mode="single"
            locale={locale}
            autoFocus
            weekStartsOn={0}
            selected={parseDay(value) ?? undefined}
            defaultMonth={openingMonth(value, limits)}
            disabled={bounds.disabled}
            startMonth={bounds.startMonth}
            endMonth={bounds.endMonth}
            onSelect={(day) => {
              if (day) onChange(formatDay(day));
              close();
            }}
          />
        )}
      </CalendarPanel>
    </Popover>
  );
}

export interface RangePreset {
  label: string;
  /** The label's id in the shared catalogue: the button then reads in the page's language. */
  labelId?: SharedMessageId;
  range: () => { start: string; end: string };
}

export interface DateRangePickerProps extends DayLimits {
  value: DayRange;
  onChange: (value: DayRange) => void;
  /** Buttons in the calendar that set a whole range, e.g. last 7 days. */
  presets?: ReadonlyArray<RangePreset>;
  id?: string;
  disabled?: boolean;
  /** Accessible name of the pair (default "Date range"). */
  'aria-label'?: string;
}

/**
 * Start and end days, typed or picked in a two-month calendar: the first click picks the start, the second the
 * end (either order), then the calendar closes. An end before the start is refused.
 */
export function DateRangePicker({ value, onChange, presets = [], disableFuture, min, max, id, disabled, ...aria }: DateRangePickerProps) {
  const t = useSharedT();
  const locale = CALENDAR_LOCALES[useSharedLanguage()];
  const control = useFieldControl(id);
  const limits: DayLimits = { disableFuture, min, max };
  const bounds = calendarLimits(limits);
  const name = aria['aria-label'] ?? t('ui.dateRange');
  const from = parseDay(value.start) ?? undefined;
  const to = parseDay(value.end) ?? undefined;
  return (
    <Popover style={{ width: '100%' }}>
      <PickerRow role="group" aria-label={name}>
        <DayInput
          {...control}
          aria-label={`${name}${t('ui.labelSeparator')}${t('ui.startDate')}`}
          value={value.start}
          limits={limits}
          disabled={disabled}
          check={(d) => (value.end && d > value.end ? t('ui.startAfterEnd') : null)}
          onChange={(start) => onChange({ ...value, start })}
        />
        <DayInput
          aria-label={`${name}${t('ui.labelSeparator')}${t('ui.endDate')}`}
          value={value.end}
          limits={limits}
          disabled={disabled}
          check={(d) => (value.start && d < value.start ? t('messages.endBeforeStart') : null)}
          onChange={(end) => onChange({ ...value, end })}
        />
        <PopoverButton as={CalendarButton} aria-label={t('ui.chooseDateRange')} disabled={disabled}>
          <CalendarIcon />
        </PopoverButton>
      </PickerRow>
      <CalendarPanel anchor="bottom start" aria-label={t('ui.calendar')}>
        {({ close }) => (
          <>
            <DayPicker
              mode="range"
              locale={locale}
              autoFocus
              numberOfMonths={2}
              weekStartsOn={0}
              selected={from ? { from, to } : undefined}
              defaultMonth={openingMonth(value.start, limits)}
              disabled={bounds.disabled}
              startMonth={bounds.startMonth}
              endMonth={bounds.endMonth}
              onSelect={(_range, clicked) => {
                const day = formatDay(clicked);
                if (!value.start || value.end) {
                  onChange({ start: day, end: null });
                  return;
                }
                onChange(day < value.start ? { start: day, end: value.start } : { start: value.start, end: day });
                close();
              }}
            />
            {presets.length > 0 ? (
              <Presets>
                {presets.map((p) => (
                  <Button
                    key={p.label}
                    size="sm"
                    onClick={() => {
                      onChange(p.range());
                      close();
                    }}
                  >
                    {p.labelId ? t(p.labelId) : p.label}
                  </Button>
                ))}
              </Presets>
            ) : null}
          </>
        )}
      </CalendarPanel>
    </Popover>
  );
}
