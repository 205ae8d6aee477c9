/**
 * Overtime policies (issue 17, docs/overtime.md): the statutory presets, each named after its source, and the
 * company-defined policies of union agreements. A policy only describes thresholds and rates; split.ts applies them.
 */
import type { OvertimeRateName } from '../enums';

export type OvertimeRate = OvertimeRateName;

/** How a weekly threshold and the daily ones combine. */
export type OvertimeCombination =
  /** Daily and weekly both apply; the weekly threshold counts only the hours that stayed regular (BC, California). */
  | 'sum'
  /** Daily overtime or weekly overtime, whichever gives more overtime hours in the week (Alberta, Canada Labour Code). */
  | 'greater';

export interface OvertimePolicy {
  id: string;
  name: string;
  /** The statute and section, or the company's own words for a company-defined policy. */
  source: string;
  /** The short form of the source used in a split's words ("BC ESA s. 40"). */
  shortSource: string;
  /** The short source of its statutory holiday rule when another section sets it ("BC ESA s. 46"); else shortSource. */
  holidayShortSource?: string;
  /** Where statutory holidays come from (date-holidays' country and state), when the policy has a holiday rule. */
  holidayRegion: { country: string; state?: string } | null;
  /** Hours worked in a local day after which an hour is overtime / double time (null: no such rule). */
  dailyOvertimeAfter: number | null;
  dailyDoubleTimeAfter: number | null;
  /** Hours in a Sunday-to-Saturday week after which an hour is overtime (null: no weekly rule). */
  weeklyOvertimeAfter: number | null;
  combination: OvertimeCombination;
  /**
   * Which hours count toward the weekly threshold: only the hours paid regular (California: daily, seventh-day and
   * holiday premium hours are not counted again), or the hours up to the daily threshold of each day whatever their rate
   * (BC ESA s. 40(3): "only the first 8 hours worked in each day", so hours on a statutory holiday count too).
   */
  weeklyCounts: 'regularHours' | 'firstDailyHours';
  /** California: on the seventh consecutive day of work in the workweek, the first 8 h are overtime, then double time. */
  seventhDay: boolean;
  /** The least rate of every hour worked on each day of the week, Sunday first (null: regular every day). */
  weekdayRates: readonly OvertimeRate[] | null;
  /**
   * Work on a statutory holiday: overtime for the first `overtimeHours` hours and double time after (BC ESA s. 46:
   * 12), or one rate for every hour (a union agreement's holiday rate). Null: holidays are ordinary days.
   */
  holiday: { rate: OvertimeRate; doubleTimeAfter: number | null } | null;
}

const NO_RULES = {
  holidayRegion: null, dailyOvertimeAfter: null, dailyDoubleTimeAfter: null, weeklyOvertimeAfter: null,
  combination: 'sum', weeklyCounts: 'regularHours', seventhDay: false, weekdayRates: null, holiday: null,
} as const satisfies Partial<OvertimePolicy>;

/** The presets, `none` first. */
export const OVERTIME_POLICIES: readonly OvertimePolicy[] = [
  { ...NO_RULES, id: 'none', name: 'None (every hour regular)', source: 'No overtime rule', shortSource: '' },
  {
    ...NO_RULES, id: 'CA-BC', name: 'British Columbia',
    source: 'BC Employment Standards Act, s. 40 (overtime) and s. 46 (statutory holidays)', shortSource: 'BC ESA s. 40',
    holidayShortSource: 'BC ESA s. 46',
    holidayRegion: { country: 'CA', state: 'BC' }, dailyOvertimeAfter: 8, dailyDoubleTimeAfter: 12, weeklyOvertimeAfter: 40,
    weeklyCounts: 'firstDailyHours', holiday: { rate: 'overtime', doubleTimeAfter: 12 },
  },
  {
    ...NO_RULES, id: 'CA-AB', name: 'Alberta', source: 'Alberta Employment Standards Code, s. 21 and 22',
    shortSource: 'Alberta ESC s. 21', dailyOvertimeAfter: 8, weeklyOvertimeAfter: 44, combination: 'greater',
  },
  {
    ...NO_RULES, id: 'CA-ON', name: 'Ontario', source: 'Ontario Employment Standards Act, 2000, s. 22',
    shortSource: 'Ontario ESA s. 22', weeklyOvertimeAfter: 44,
  },
  {
    ...NO_RULES, id: 'CA-FED', name: 'Canada (federal)', source: 'Canada Labour Code, s. 169 and 174',
    shortSource: 'Canada Labour Code s. 174', dailyOvertimeAfter: 8, weeklyOvertimeAfter: 40, combination: 'greater',
  },
  {
    ...NO_RULES, id: 'US-FLSA', name: 'United States (FLSA)', source: 'Fair Labor Standards Act, 29 U.S.C. § 207',
    shortSource: 'FLSA § 207', weeklyOvertimeAfter: 40,
  },
  {
    ...NO_RULES, id: 'US-CA', name: 'California', source: 'California Labor Code, § 510', shortSource: 'Cal. Lab. Code § 510',
    dailyOvertimeAfter: 8, dailyDoubleTimeAfter: 12, weeklyOvertimeAfter: 40, seventhDay: true,
  },
];

/** A company-defined policy as the overtime_policy table holds it (OVERTIME-CONTRACT.md). */
export interface CustomOvertimePolicyRow {
  id: number;
  name: string;
  dailyOvertimeAfter: number | null;
  dailyDoubleTimeAfter: number | null;
  weeklyOvertimeAfter: number | null;
  /** Seven rates, Sunday first. */
  weekdayRates: readonly OvertimeRate[];
  holidayRate: OvertimeRate | null;
  /** 'CA-BC', 'US-CA', 'CA': where its holidays come from. */
  holidayRegion: string | null;
  union: string | null;
}

/** The policy of a company-defined row: daily and weekly thresholds like BC's (weekly counts regular hours only). */
export function customOvertimePolicy(row: CustomOvertimePolicyRow): OvertimePolicy {
  const [country, state] = (row.holidayRegion ?? '').split('-');
  const premiumDays = row.weekdayRates.some((r) => r !== 'regular');
  return {
    ...NO_RULES,
    id: `custom-${row.id}`,
    name: row.name,
    source: row.union ? `Company policy for union ${row.union}` : 'Company policy',
    shortSource: row.name,
    holidayRegion: row.holidayRate && country ? { country, ...(state ? { state } : {}) } : null,
    dailyOvertimeAfter: row.dailyOvertimeAfter,
    dailyDoubleTimeAfter: row.dailyDoubleTimeAfter,
    weeklyOvertimeAfter: row.weeklyOvertimeAfter,
    weekdayRates: premiumDays ? [...row.weekdayRates] : null,
    holiday: row.holidayRate && row.holidayRate !== 'regular' ? { rate: row.holidayRate, doubleTimeAfter: null } : null,
  };
}

/** The preset or company-defined policy of an id; undefined for an unknown id. */
export function overtimePolicyOf(id: string, custom: readonly OvertimePolicy[] = []): OvertimePolicy | undefined {
  return OVERTIME_POLICIES.find((p) => p.id === id) ?? custom.find((p) => p.id === id);
}
