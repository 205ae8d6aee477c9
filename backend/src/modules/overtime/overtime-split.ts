/**
 * From the stored weeks to the splits to store: each employee's policy (the custom policy of their union, else the
 * company's), `splitOvertime` of shared/domain over the employee's records that are not declined (exported ones
 * fixed), and only the records whose split changed. Declined records count for nothing and are all regular. The
 * same split, with its parts, answers a record's detail and the form's preview (overtime-recompute.ts `splitOfWeek`).
 */
import type { CustomOvertimePolicyRow } from '@groundwork/shared/domain';
import type { OvertimePolicy, OvertimeRecordInput } from '@groundwork/shared/domain';
import type { HoursSplit, RecordSplit, WeekPremiumGap } from './overtime-domain';
import { policyOf, premiumGaps, splitOvertime, unionPolicyOf } from './overtime-domain';

export interface StoredRecord extends HoursSplit {
  id: number;
  userId: number;
  union: string | null;
  isSubcontractor: boolean;
  startsAt: string;
  endsAt: string;
  /** The local day it starts on in the company's zone, by PostgreSQL (split.ts OvertimeRecordInput.day). */
  day: string;
  hours: number;
  isLeaveOfAbsence: boolean;
  isTravel: boolean;
  declined: boolean;
  exported: boolean;
}

export interface WeeksOfCompany {
  timeZone: string;
  policy: string;
  customPolicies: CustomOvertimePolicyRow[];
  records: StoredRecord[];
}

const same = (a: HoursSplit, b: HoursSplit) =>
  a.regularHours === b.regularHours && a.overtimeHours === b.overtimeHours && a.doubleTimeHours === b.doubleTimeHours;

/** Each employee's records as the split takes them (exported ones fixed, declined ones left out) and their policy. */
function* employeesOf(weeks: WeeksOfCompany): Generator<{ records: StoredRecord[]; policy: OvertimePolicy; input: (keepExported: boolean) => OvertimeRecordInput[] }> {
  const byEmployee = new Map<number, StoredRecord[]>();
  for (const r of weeks.records) {
    const records = byEmployee.get(r.userId);
    if (records) records.push(r);
    else byEmployee.set(r.userId, [r]);
  }
  const companyPolicy = policyOf(weeks.policy, weeks.customPolicies);
  for (const records of byEmployee.values()) {
    const counted = records.filter((r) => !r.declined);
    yield {
      records,
      policy: unionPolicyOf(records[0].union, weeks.customPolicies) ?? companyPolicy,
      input: (keepExported) => counted.map((r) => ({
        id: r.id, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt), day: r.day, hours: r.hours, isLeaveOfAbsence: r.isLeaveOfAbsence,
        isTravel: r.isTravel, isSubcontractor: r.isSubcontractor,
        ...(r.exported && keepExported ? { fixed: { regularHours: r.regularHours, overtimeHours: r.overtimeHours, doubleTimeHours: r.doubleTimeHours } } : {}),
      })),
    };
  }
}

/**
 * Each record's split with its parts, by `splitOvertime` under the employee's policy: exported records keep theirs
 * (parts "as exported"), declined ones are all regular. With `explainExported` (a record's words), an exported record
 * whose kept split is what the policy gives its week today is explained by that split's reasons instead.
 */
export function splitRecords(weeks: WeeksOfCompany, explainExported = false): RecordSplit[] {
  const out: RecordSplit[] = [];
  for (const { records, policy, input } of employeesOf(weeks)) {
    const split = (keepExported: boolean) => new Map(splitOvertime(input(keepExported), policy, { timeZone: weeks.timeZone }).map((s) => [s.id, s]));
    const splits = split(true);
    const today = explainExported && records.some((r) => r.exported && !r.declined) ? split(false) : null;
    for (const r of records) {
      const reasons = r.exported ? today?.get(r.id) : undefined;
      if (reasons && same(reasons, r)) {
        out.push(reasons);
        continue;
      }
      out.push(splits.get(r.id) ?? {
        id: r.id, regularHours: r.hours, overtimeHours: 0, doubleTimeHours: 0,
        parts: r.hours > 0 ? [{ rate: 'regular', hours: r.hours, rule: 'regular' }] : [],
      });
    }
  }
  return out;
}

/** Each employee's weeks whose exported records leave premium hours unpaid or paid beyond the policy (premiumGaps). */
export function gapsOfWeeks(weeks: WeeksOfCompany): (WeekPremiumGap & { userId: number })[] {
  const out: (WeekPremiumGap & { userId: number })[] = [];
  for (const { records, policy, input } of employeesOf(weeks)) {
    for (const gap of premiumGaps(input(true), policy, { timeZone: weeks.timeZone })) out.push({ userId: records[0].userId, ...gap });
  }
  return out;
}

/** The new splits of the records that are not exported and whose split changed. */
export function splitWeeks(weeks: WeeksOfCompany): (HoursSplit & { id: number })[] {
  const stored = new Map(weeks.records.map((r) => [r.id, r]));
  return splitRecords(weeks)
    .filter((s) => !stored.get(s.id)!.exported && !same(s, stored.get(s.id)!))
    .map((s) => ({ id: s.id, regularHours: s.regularHours, overtimeHours: s.overtimeHours, doubleTimeHours: s.doubleTimeHours }));
}
