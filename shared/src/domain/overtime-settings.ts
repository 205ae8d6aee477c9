/**
 * A company's overtime settings (issue 17, docs/overtime.md): its IANA time zone and the id of its overtime policy
 * (a preset, or `custom-<id>` of a company-defined policy). The rules themselves are in ./overtime/.
 */
import { OVERTIME_POLICIES, type CustomOvertimePolicyRow } from './overtime/policies';

/** A zone's name ('UTC', 'America/Vancouver'), not an offset ('+05:00'), which PostgreSQL reads with the sign reversed. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+/-]*$/;

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones a company may choose: UTC (every company's first zone), then every IANA zone this runtime knows. */
export function timeZoneNames(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** A policy as GET /api/overtime-policies lists it: a preset (`custom` null) or one of the company's own. */
export interface OvertimePolicyView {
  /** A preset's id or `custom-<id>`: the company's `overtimePolicy`. */
  id: string;
  name: string;
  /** The statute and section, or 'Company policy (for union ...)'. */
  source: string;
  custom: CustomOvertimePolicyRow | null;
}

/** The id of a company-defined policy as the API and the domain see it. */
export const customPolicyId = (id: number): string => `custom-${id}`;

/** The row id of a `custom-<id>` policy id; null for a preset's id. */
export function customPolicyRowId(policyId: string): number | null {
  const match = /^custom-([1-9][0-9]{0,8})$/.exec(policyId);
  return match ? Number(match[1]) : null;
}

/** A preset's id or a `custom-<id>` (whether that custom policy is the company's is the server's check). */
export function isOvertimePolicyId(id: string): boolean {
  return OVERTIME_POLICIES.some((p) => p.id === id) || customPolicyRowId(id) !== null;
}

export const OVERTIME_SETTINGS_MESSAGES = {
  timeZone: 'Please choose a time zone such as America/Vancouver.',
  overtimePolicy: 'Please choose one of the overtime policies.',
  threshold: 'Please enter hours between 0.25 and 24 (a week: up to 168), or leave it empty.',
  doubleAfterOvertime: 'Double time must start after overtime.',
  weekdayRates: 'Please choose a rate for each day of the week.',
  holidayRegion: 'Please choose a province or state such as CA-BC, or leave it empty.',
  unionTaken: 'Another overtime policy already applies to this union.',
  nameTaken: 'Another overtime policy already has this name.',
  inUse: 'This overtime policy is the company\'s policy; choose another one on the company form first.',
} as const;
