/**
 * The overtime split (issue 17, docs/overtime.md): for one employee, each hour of each time record takes the highest
 * rate its policy gives it, never counted twice (no pyramiding). Computed in integer hundredths of an hour.
 *
 * Decisions (docs/overtime.md, "Decisions"):
 * - Days and weeks are the company's local days; weeks run Sunday to Saturday.
 * - A record's hours belong to the local day it starts on (an overnight shift counts on its first day).
 * - Records are taken in start order (then id), so the same records give the same split whatever order they came in.
 * - Leave-of-absence hours and subcontractors' hours are paid regular and count toward no threshold: leave is not time
 *   worked, and a subcontractor is not the company's employee. Travel the employer requires is time worked: it counts.
 * - An exported record keeps the split it was paid with; the other records of its week take the premium hours that
 *   are left of what the policy gives the whole week.
 */
import type { OvertimePolicy, OvertimeRate } from './policies';
import { zonedDay } from './zoned';

/** The three parts of a record's hours, 2-decimal numbers that sum to its hours. */
export interface HoursSplit { regularHours: number; overtimeHours: number; doubleTimeHours: number }

export interface OvertimeRecordInput {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** The record's hours (quantity), 2 decimals. */
  hours: number;
  isLeaveOfAbsence: boolean;
  isTravel: boolean;
  isSubcontractor: boolean;
  /**
   * The local 'YYYY-MM-DD' day the record starts on, as the database reads it (the server passes PostgreSQL's `AT TIME
   * ZONE` day, the one the screens' reads and the payroll file's work dates use: the runtime's Intl time zone data may
   * be older or newer than the database's). Absent: computed with Intl in `options.timeZone`.
   */
  day?: string;
  /** Already exported: keeps exactly this split. */
  fixed?: HoursSplit;
}

export type SplitRule = 'regular' | 'daily' | 'dailyDouble' | 'weekly' | 'holiday' | 'seventhDay' | 'weekday' | 'exported' | 'notCounted';

/** One reason of a record's split, for its words (describe.ts). */
export interface SplitPart {
  rate: OvertimeRate;
  hours: number;
  rule: SplitRule;
  /** Hours after which the rule applies (8, 12, 40 ...). */
  threshold?: number;
  /** The policy's short source ("BC ESA s. 40"). */
  source?: string;
  /** The day of the week a weekday rate applies to, 0 = Sunday. */
  weekday?: number;
  /** Why hours count toward no threshold, or that premium hours are what an export left of the week's. */
  reason?: 'leaveOfAbsence' | 'subcontractor' | 'leftAfterExport';
}

/** A split with its reasons: a record's detail (`overtimeParts`) and the time record form's preview. */
export interface OvertimeSplit extends HoursSplit { parts: SplitPart[] }

export interface RecordSplit extends OvertimeSplit { id: number }

export interface SplitOptions {
  /** The company's IANA time zone. */
  timeZone: string;
  /** Statutory holidays as local 'YYYY-MM-DD' days (statutoryHolidays of the backend, from date-holidays). */
  holidays?: ReadonlySet<string>;
}

const RANK: Record<OvertimeRate, number> = { regular: 0, overtime: 1, doubleTime: 2 };

/** A run of hundredths at one rate for one reason. */
interface Segment { rate: OvertimeRate; h: number; rule: SplitRule; threshold?: number; weekday?: number; reason?: SplitPart['reason'] }

interface Item {
  input: OvertimeRecordInput;
  h: number;
  day: string;
  weekday: number;
  counted: boolean;
}

const hundredths = (hours: number) => Math.round(hours * 100);
const toHours = (h: number) => h / 100;

/** A rate the next hundredth of a day may take, and the rule that gives it. */
interface Candidate { rate: OvertimeRate; rule: SplitRule; threshold?: number; weekday?: number }

function candidates(policy: OvertimePolicy, item: Item, dayCount: number, weekCount: number, holiday: boolean, seventh: boolean): Candidate[] {
  const out: Candidate[] = [];
  const day = (after: number | null) => (after === null ? Infinity : hundredths(after));
  if (holiday && policy.holiday) {
    const dt = day(policy.holiday.doubleTimeAfter);
    out.push(dayCount < dt
      ? { rate: policy.holiday.rate, rule: 'holiday' }
      : { rate: 'doubleTime', rule: 'holiday', threshold: policy.holiday.doubleTimeAfter ?? undefined });
  }
  if (seventh) {
    out.push(dayCount < 800
      ? { rate: 'overtime', rule: 'seventhDay' }
      : { rate: 'doubleTime', rule: 'seventhDay', threshold: 8 });
  }
  const weekdayRate = policy.weekdayRates?.[item.weekday];
  if (weekdayRate && weekdayRate !== 'regular') out.push({ rate: weekdayRate, rule: 'weekday', weekday: item.weekday });
  const ot = day(policy.dailyOvertimeAfter);
  const dt = day(policy.dailyDoubleTimeAfter);
  if (dayCount >= dt) out.push({ rate: 'doubleTime', rule: 'dailyDouble', threshold: policy.dailyDoubleTimeAfter! });
  else if (dayCount >= ot) out.push({ rate: 'overtime', rule: 'daily', threshold: policy.dailyOvertimeAfter! });
  const weekly = policy.weeklyOvertimeAfter === null ? Infinity : hundredths(policy.weeklyOvertimeAfter);
  if (weekCount >= weekly) out.push({ rate: 'overtime', rule: 'weekly', threshold: policy.weeklyOvertimeAfter! });
  out.push({ rate: 'regular', rule: 'regular' });
  return out;
}

/** The day's thresholds (in hundredths of the day's hours) that apply: daily, holiday and seventh-day ones. */
function thresholds(policy: OvertimePolicy, holiday: boolean, seventh: boolean): number[] {
  const hours = [policy.dailyOvertimeAfter, policy.dailyDoubleTimeAfter, holiday ? policy.holiday?.doubleTimeAfter : null, seventh ? 8 : null];
  return hours.filter((h): h is number => typeof h === 'number').map(hundredths);
}

/** The policy's split of one week's records (daily and weekly thresholds applied together, 'sum'). */
function splitSum(policy: OvertimePolicy, items: readonly Item[], holidays: ReadonlySet<string>): Map<Item, Segment[]> {
  const out = new Map<Item, Segment[]>();
  const workedDays = new Set(items.filter((i) => i.counted && i.h > 0).map((i) => i.day));
  const dayCounts = new Map<string, number>();
  const dailyThreshold = policy.dailyOvertimeAfter === null ? Infinity : hundredths(policy.dailyOvertimeAfter);
  const weekly = policy.weeklyOvertimeAfter === null ? Infinity : hundredths(policy.weeklyOvertimeAfter);
  let weekCount = 0;
  for (const item of items) {
    const segments: Segment[] = [];
    out.set(item, segments);
    if (!item.counted) {
      segments.push({ rate: 'regular', h: item.h, rule: 'notCounted', reason: item.input.isSubcontractor ? 'subcontractor' : 'leaveOfAbsence' });
      continue;
    }
    const holiday = holidays.has(item.day);
    const seventh = policy.seventhDay && workedDays.size === 7 && item.weekday === 6;
    let left = item.h;
    while (left > 0) {
      const dayCount = dayCounts.get(item.day) ?? 0;
      const options = candidates(policy, item, dayCount, weekCount, holiday, seventh);
      // The highest rate wins; among equals, the first listed (the most specific reason).
      const best = options.reduce((a, b) => (RANK[b.rate] > RANK[a.rate] ? b : a));
      // The run ends at the next threshold of any rule, whichever rule wins now, so that none is ever skipped.
      const step = Math.min(left, ...thresholds(policy, holiday, seventh).map((t) => t - dayCount).filter((u) => u > 0),
        ...(weekly - weekCount > 0 ? [weekly - weekCount] : []));
      segments.push({ rate: best.rate, h: step, rule: best.rule, threshold: best.threshold, weekday: best.weekday });
      dayCounts.set(item.day, dayCount + step);
      if (policy.weeklyCounts === 'firstDailyHours') weekCount += Math.min(step, Math.max(0, dailyThreshold - dayCount));
      else if (best.rate === 'regular') weekCount += step;
      left -= step;
    }
  }
  return out;
}

/** Alberta and the Canada Labour Code: daily overtime or weekly overtime, whichever gives more hours in the week. */
function splitGreater(policy: OvertimePolicy, items: readonly Item[], holidays: ReadonlySet<string>): Map<Item, Segment[]> {
  const daily = splitSum({ ...policy, weeklyOvertimeAfter: null }, items, holidays);
  const dailyPremium = [...daily.values()].flat().filter((s) => s.rate !== 'regular').reduce((n, s) => n + s.h, 0);
  const counted = items.filter((i) => i.counted);
  const threshold = policy.weeklyOvertimeAfter === null ? Infinity : hundredths(policy.weeklyOvertimeAfter);
  const weeklyPremium = Math.max(0, counted.reduce((n, i) => n + i.h, 0) - threshold);
  if (weeklyPremium <= dailyPremium) return daily;
  // The week's last hours past the threshold are overtime.
  const out = new Map<Item, Segment[]>();
  let total = 0;
  for (const item of items) {
    if (!item.counted) {
      out.set(item, daily.get(item)!);
      continue;
    }
    const regular = Math.max(0, Math.min(item.h, threshold - total));
    total += item.h;
    out.set(item, [
      { rate: 'regular', h: regular, rule: 'regular' },
      { rate: 'overtime', h: item.h - regular, rule: 'weekly', threshold: policy.weeklyOvertimeAfter! },
    ]);
  }
  return out;
}

function totals(segments: readonly Segment[]): Record<OvertimeRate, number> {
  const t = { regular: 0, overtime: 0, doubleTime: 0 };
  for (const s of segments) t[s.rate] += s.h;
  return t;
}

/**
 * A week whose exported records leave its premium hours other than what the policy gives it (docs/overtime.md,
 * "Exported records keep their split"): the payroll clerk is told, and resetting the week's export pays it exactly.
 */
export interface WeekPremiumGap {
  /** The week's Sunday, local 'YYYY-MM-DD'. */
  weekStartsOn: string;
  /** Premium hours the policy gives the week that no record carries: the open records' hours were too few. */
  overtimeNotPaid: number;
  doubleTimeNotPaid: number;
  /** Premium hours the exported records were paid beyond what the policy gives the week now. */
  overtimePaidBeyond: number;
  doubleTimePaidBeyond: number;
}

/** An employee's week with a gap, as GET /api/payroll-exports/overtime-gaps answers it. */
export interface EmployeeWeekGap extends WeekPremiumGap {
  userId: number;
  name: string;
}

type Gap = Omit<WeekPremiumGap, 'weekStartsOn'>;

/**
 * With exported records in the week: they keep their split, and the week's other counted records share the premium
 * hours the policy gives the whole week less those already paid (latest records first). Never twice; when
 * the exported records already hold more premium than the week now gives (a record of theirs' week was declined or
 * deleted after the export), nothing is taken back: the others are all regular. The premium left is carried by the
 * open records' hours and no more (docs/overtime.md: a late holiday record under CA-BC). Answers the week's gap, in
 * hundredths, when there is one.
 */
function keepExported(week: Map<Item, Segment[]>, items: readonly Item[]): Gap | null {
  const fixed = items.filter((i) => i.input.fixed);
  if (fixed.length === 0) return null;
  const policy = totals([...week.values()].flat());
  const paid = { regular: 0, overtime: 0, doubleTime: 0 };
  for (const item of fixed) {
    const f = item.input.fixed!;
    const split = { regular: hundredths(f.regularHours), overtime: hundredths(f.overtimeHours), doubleTime: hundredths(f.doubleTimeHours) };
    paid.regular += split.regular;
    paid.overtime += split.overtime;
    paid.doubleTime += split.doubleTime;
    week.set(item, (['regular', 'overtime', 'doubleTime'] as const).filter((r) => split[r] > 0)
      .map((rate) => ({ rate, h: split[rate], rule: 'exported' as const })));
  }
  const open = items.filter((i) => !i.input.fixed && i.counted);
  const openHours = open.reduce((n, i) => n + i.h, 0);
  const doubleTimeLeft = Math.max(0, policy.doubleTime - paid.doubleTime);
  const overtimeLeft = Math.max(0, policy.overtime - paid.overtime);
  const doubleTime = Math.min(openHours, doubleTimeLeft);
  const overtime = Math.min(openHours - doubleTime, overtimeLeft);
  const gap: Gap = {
    overtimeNotPaid: overtimeLeft - overtime, doubleTimeNotPaid: doubleTimeLeft - doubleTime,
    overtimePaidBeyond: Math.max(0, paid.overtime - policy.overtime), doubleTimePaidBeyond: Math.max(0, paid.doubleTime - policy.doubleTime),
  };
  const current = totals(open.flatMap((i) => week.get(i)!));
  if (current.doubleTime !== doubleTime || current.overtime !== overtime) {
    let leftDouble = doubleTime;
    let leftOver = overtime;
    for (const item of [...open].reverse()) {
      const dt = Math.min(item.h, leftDouble);
      const ot = Math.min(item.h - dt, leftOver);
      leftDouble -= dt;
      leftOver -= ot;
      week.set(item, [
        { rate: 'regular', h: item.h - dt - ot, rule: 'regular' },
        { rate: 'overtime', h: ot, rule: 'exported', reason: 'leftAfterExport' },
        { rate: 'doubleTime', h: dt, rule: 'exported', reason: 'leftAfterExport' },
      ]);
    }
  }
  return Object.values(gap).some((h) => h > 0) ? gap : null;
}

/** The short source of a premium part: the holiday rule's own section where the policy names one (BC ESA s. 46). */
const sourceOf = (rule: Segment['rule'], policy: OvertimePolicy): string =>
  (rule === 'holiday' ? policy.holidayShortSource : undefined) ?? policy.shortSource;

/** Adjacent runs of the same rate and reason as one part, in hours; empty runs left out. */
function partsOf(segments: readonly Segment[], policy: OvertimePolicy): SplitPart[] {
  const parts: SplitPart[] = [];
  let run: (Segment & { h: number }) | null = null;
  const flush = () => {
    if (run && run.h > 0) {
      parts.push({
        rate: run.rate, hours: toHours(run.h), rule: run.rule,
        ...(run.threshold !== undefined ? { threshold: run.threshold } : {}),
        ...(run.weekday !== undefined ? { weekday: run.weekday } : {}),
        ...(run.reason ? { reason: run.reason } : {}),
        ...(run.rate !== 'regular' && run.rule !== 'exported' && policy.shortSource ? { source: sourceOf(run.rule, policy) } : {}),
      });
    }
  };
  for (const s of segments) {
    if (run && run.rate === s.rate && run.rule === s.rule && run.threshold === s.threshold && run.weekday === s.weekday && run.reason === s.reason) run.h += s.h;
    else {
      flush();
      run = { ...s };
    }
  }
  flush();
  return parts;
}

/** The day of the week of a 'YYYY-MM-DD' day, 0 = Sunday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Days since a fixed Sunday: the week's key. */
const weekKey = (day: string) => Math.floor((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 4) / 7);

/** The Sunday of a week key, 'YYYY-MM-DD'. */
const sundayOf = (key: number) => new Date((key * 7 - 4) * 86_400_000).toISOString().slice(0, 10);

/** Each record's segments and each week's gap (keepExported), for one employee's records. */
function splitByWeek(records: readonly OvertimeRecordInput[], policy: OvertimePolicy, options: SplitOptions) {
  const holidays = options.holidays ?? new Set<string>();
  const items: Item[] = records.map((input) => {
    const day = input.day ?? zonedDay(input.startsAt, options.timeZone);
    return { input, h: hundredths(input.hours), day, weekday: weekdayOf(day), counted: !input.isLeaveOfAbsence && !input.isSubcontractor };
  });
  const weeks = new Map<number, Item[]>();
  for (const item of items) {
    const key = weekKey(item.day);
    const week = weeks.get(key);
    if (week) week.push(item);
    else weeks.set(key, [item]);
  }
  const segments = new Map<Item, Segment[]>();
  const gaps: WeekPremiumGap[] = [];
  for (const [key, week] of weeks) {
    week.sort((a, b) => a.input.startsAt.getTime() - b.input.startsAt.getTime() || a.input.id - b.input.id);
    const split = policy.combination === 'greater' ? splitGreater(policy, week, holidays) : splitSum(policy, week, holidays);
    const gap = keepExported(split, week);
    if (gap) {
      gaps.push({
        weekStartsOn: sundayOf(key), overtimeNotPaid: toHours(gap.overtimeNotPaid), doubleTimeNotPaid: toHours(gap.doubleTimeNotPaid),
        overtimePaidBeyond: toHours(gap.overtimePaidBeyond), doubleTimePaidBeyond: toHours(gap.doubleTimePaidBeyond),
      });
    }
    for (const [item, s] of split) segments.set(item, s);
  }
  return { items, segments, gaps };
}

/**
 * Splits the records of ONE employee, grouped into Sunday-to-Saturday weeks of local days in `options.timeZone`.
 * One entry per record, in the order given; the values do not depend on that order. Declined records must not be
 * passed in.
 */
export function splitOvertime(records: readonly OvertimeRecordInput[], policy: OvertimePolicy, options: SplitOptions): RecordSplit[] {
  const { items, segments } = splitByWeek(records, policy, options);
  return items.map((item) => {
    const s = segments.get(item)!;
    const t = totals(s);
    return { id: item.input.id, regularHours: toHours(t.regular), overtimeHours: toHours(t.overtime), doubleTimeHours: toHours(t.doubleTime), parts: partsOf(s, policy) };
  });
}

/**
 * The weeks of ONE employee's records (as `splitOvertime` takes them) whose exported records leave the premium hours
 * paid other than what the policy gives the week, oldest first. None when nothing is exported.
 */
export function premiumGaps(records: readonly OvertimeRecordInput[], policy: OvertimePolicy, options: SplitOptions): WeekPremiumGap[] {
  return splitByWeek(records, policy, options).gaps.sort((a, b) => a.weekStartsOn.localeCompare(b.weekStartsOn));
}
