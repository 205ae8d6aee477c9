/**
 * The overtime split of one time record with its reasons (docs/overtime.md), by the recompute's own read and split
 * (overtime-recompute.ts `splitOfWeek`): a stored record's, for its detail, and a draft's, for the form's preview.
 */
import type { EntityManager } from 'typeorm';
import { isTravelCostCode, type OvertimeSplit, type Production as ProductionView, type SplitPart } from '@groundwork/shared/domain';
import type { OvertimePreviewInput } from '@groundwork/shared/validation';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { splitOfWeek } from '../overtime/overtime-recompute';
import { hoursFromTimes, periodEnd } from './record-rules';
import { RECORD_MESSAGES } from './records.messages';

/** A draft of a new record sorts after the week's stored records that start at the same instant, as it will once written. */
const NEW_RECORD_ID = Number.MAX_SAFE_INTEGER;

/**
 * $1 company, $2 employee, $3 cost code, $4 start: what the split needs of them, each null when not the company's, and
 * the start's local day in the company's zone as the stored records' (PostgreSQL's time zone data).
 */
const DRAFT_FACTS_SQL =
  'SELECT (SELECT to_json(e) FROM (SELECT "union", is_subcontractor AS "isSubcontractor" FROM "user" WHERE id = $2 AND company_id = $1) e) AS "employee", ' +
  '(SELECT to_json(k) FROM (SELECT is_loa AS "isLeaveOfAbsence", name FROM cost_code WHERE id = $3 AND company_id = $1) k) AS "costCode", ' +
  `(SELECT to_char($4::timestamptz AT TIME ZONE time_zone, 'YYYY-MM-DD') FROM company WHERE id = $1) AS "day"`;

/** The parts of a time record's split, as its week splits now; undefined for other records. */
export async function overtimePartsOf(
  m: EntityManager, companyId: number, record: Pick<ProductionView, 'id' | 'type' | 'userId' | 'producedAt'>,
): Promise<SplitPart[] | undefined> {
  if (record.type !== 'Time Record' || record.userId === null) return undefined;
  const splits = await splitOfWeek(m, companyId, { userId: record.userId, at: new Date(record.producedAt) });
  return splits.find((s) => s.id === record.id)?.parts;
}

/**
 * The split the draft would take in its employee's week, the stored record it edits (`input.id`) replaced; hours from
 * the in and out times as a write takes them (400 when they disagree). 400 on userId or costCodeId not of the company.
 */
export async function draftSplit(m: EntityManager, companyId: number, input: OvertimePreviewInput, declined: boolean): Promise<OvertimeSplit> {
  const startsAt = new Date(input.producedAt);
  const [facts] = (await m.query(DRAFT_FACTS_SQL, [companyId, input.userId, input.costCodeId, startsAt])) as {
    employee: { union: string | null; isSubcontractor: boolean } | null;
    costCode: { isLeaveOfAbsence: boolean; name: string } | null;
    day: string;
  }[];
  const errors: Record<string, string> = {};
  if (!facts.employee) errors.userId = RECORD_MESSAGES.unknownEmployee;
  if (!facts.costCode) errors.costCodeId = RECORD_MESSAGES.unknownCostCode;
  if (!facts.employee || !facts.costCode) throw new ValidationFailed(errors);
  const timed = input.producedEndsAt ? hoursFromTimes(startsAt, input.producedEndsAt, input.quantity, input.isLunchbreakTaken) : null;
  const hours = timed?.hours ?? input.quantity;
  const id = input.id ?? NEW_RECORD_ID;
  const splits = await splitOfWeek(m, companyId, { userId: input.userId, at: startsAt }, {
    id, userId: input.userId, union: facts.employee.union, isSubcontractor: facts.employee.isSubcontractor,
    startsAt: startsAt.toISOString(), endsAt: periodEnd(startsAt, timed?.end ?? null, hours).toISOString(), day: facts.day, hours,
    isLeaveOfAbsence: facts.costCode.isLeaveOfAbsence, isTravel: isTravelCostCode(facts.costCode.name), declined, exported: false,
    regularHours: hours, overtimeHours: 0, doubleTimeHours: 0,
  });
  const { regularHours, overtimeHours, doubleTimeHours, parts } = splits.find((s) => s.id === id)!;
  return { regularHours, overtimeHours, doubleTimeHours, parts };
}
