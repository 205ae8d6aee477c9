/**
 * The overtime domain as the backend uses it (docs/overtime.md, shared/src/domain/overtime): the policy of a
 * company or of an employee's union, and the split with the statutory holidays of the policy's region.
 */
import {
  customOvertimePolicy, customPolicyId, OVERTIME_POLICIES, overtimePolicyOf, premiumGaps as gapsOf, splitOvertime as splitRecords,
  type CustomOvertimePolicyRow, type OvertimePolicy, type OvertimeRecordInput, type RecordSplit, type SplitOptions, type WeekPremiumGap,
} from '@groundwork/shared/domain';
import { statutoryHolidays } from './statutory-holidays';

export type { HoursSplit, RecordSplit, WeekPremiumGap } from '@groundwork/shared/domain';

/** The policy of a company's `overtimePolicy` id (a preset or `custom-<id>`); an unknown id pays all hours regular. */
export function policyOf(id: string, custom: readonly CustomOvertimePolicyRow[]): OvertimePolicy {
  return overtimePolicyOf(id, custom.map(customOvertimePolicy)) ?? OVERTIME_POLICIES[0];
}

/** The company's policy of the employee's union, if one names it (same letters, case and spaces aside). */
export function unionPolicyOf(union: string | null, custom: readonly CustomOvertimePolicyRow[]): OvertimePolicy | undefined {
  const key = union?.trim().toUpperCase();
  const row = key ? custom.find((p) => p.union?.trim().toUpperCase() === key) : undefined;
  return row ? policyOf(customPolicyId(row.id), custom) : undefined;
}

/** The zone and the statutory holidays of the policy's region in the records' years (and the next: a week may cross it). */
function optionsOf(records: readonly OvertimeRecordInput[], policy: OvertimePolicy, timeZone: string): SplitOptions {
  const years = [...new Set(records.flatMap((r) => [r.startsAt.getUTCFullYear() - 1, r.startsAt.getUTCFullYear(), r.startsAt.getUTCFullYear() + 1]))];
  const holidays = policy.holidayRegion ? statutoryHolidays(policy.holidayRegion, years) : undefined;
  return { timeZone, ...(holidays ? { holidays } : {}) };
}

/** splitOvertime with the statutory holidays of the policy's region. */
export function splitOvertime(records: readonly OvertimeRecordInput[], policy: OvertimePolicy, options: { timeZone: string }): RecordSplit[] {
  return splitRecords(records, policy, optionsOf(records, policy, options.timeZone));
}

/** premiumGaps with the statutory holidays of the policy's region. */
export function premiumGaps(records: readonly OvertimeRecordInput[], policy: OvertimePolicy, options: { timeZone: string }): WeekPremiumGap[] {
  return gapsOf(records, policy, optionsOf(records, policy, options.timeZone));
}
