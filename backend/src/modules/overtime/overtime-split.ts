/**
 * From the stored weeks to the splits to store: each employee's policy (the custom policy of their union, else the
 * company's), `splitOvertime` of shared/domain over the employee's records that are not declined (exported ones
 * fixed), and only the records whose split changed. Declined records count for nothing and are all regular.
 */
import type { HoursSplit } from './overtime-domain';
import type { CustomOvertimePolicyRow } from '@groundwork/shared/domain';
import { policyOf, splitOvertime, unionPolicyOf } from './overtime-domain';

export interface StoredRecord extends HoursSplit {
  id: number;
  userId: number;
  union: string | null;
  isSubcontractor: boolean;
  startsAt: string;
  endsAt: string;
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

/** The new splits of the records that are not exported and whose split changed. */
export function splitWeeks(weeks: WeeksOfCompany): (HoursSplit & { id: number })[] {
  const byEmployee = new Map<number, StoredRecord[]>();
  for (const r of weeks.records) {
    const records = byEmployee.get(r.userId);
    if (records) records.push(r);
    else byEmployee.set(r.userId, [r]);
  }
  const companyPolicy = policyOf(weeks.policy, weeks.customPolicies);
  const changed: (HoursSplit & { id: number })[] = [];
  for (const records of byEmployee.values()) {
    const policy = unionPolicyOf(records[0].union, weeks.customPolicies) ?? companyPolicy;
    const counted = records.filter((r) => !r.declined);
    const splits = new Map(splitOvertime(counted.map((r) => ({
      id: r.id, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt), hours: r.hours, isLeaveOfAbsence: r.isLeaveOfAbsence,
      isTravel: r.isTravel, isSubcontractor: r.isSubcontractor,
      ...(r.exported ? { fixed: { regularHours: r.regularHours, overtimeHours: r.overtimeHours, doubleTimeHours: r.doubleTimeHours } } : {}),
    })), policy, { timeZone: weeks.timeZone }).map((s) => [s.id, s]));
    for (const r of records) {
      if (r.exported) continue;
      const split = splits.get(r.id) ?? { regularHours: r.hours, overtimeHours: 0, doubleTimeHours: 0 };
      const next = { id: r.id, regularHours: split.regularHours, overtimeHours: split.overtimeHours, doubleTimeHours: split.doubleTimeHours };
      if (!same(next, r)) changed.push(next);
    }
  }
  return changed;
}
