/**
 * Why a shift cannot be scheduled (POST _match, create, the crew-builder batch, PATCH): the employee (unknown,
 * inactive, not on the job's crew; a shift being moved is checked for overlaps only), another shift of the same employee overlapping it on any job (overnight shifts
 * by their real end), or approved time off of the employee overlapping it (its days as the company's time zone has them). One statement checks every candidate.
 * Documented in docs/records.md, "Schedule".
 */
import type { EntityManager } from 'typeorm';
import { SCHEDULE_MESSAGES, type ProductionRequest as ProductionRequestView, type ScheduleConflict, type TimeOff as TimeOffView } from '@groundwork/shared/domain';
import { readTimeOffs, timeOffSpanIn } from '../time-offs/time-off-reads';
import { readRequests } from './production-request-reads';

/** A shift to check: its employee and real start and end (after the overnight rule), and the entry it replaces. */
export interface CandidateShift {
  userId: number;
  start: Date;
  end: Date;
  excludeId?: number | null;
}

interface ConflictRow {
  idx: number;
  known: boolean;
  active: boolean;
  assigned: boolean;
  requestId: number | null;
  timeOffId: number | null;
}

/** Serialises schedule writes of these employees until the transaction ends (so two overlapping shifts cannot race in). */
export async function lockEmployeeSchedules(m: EntityManager, userIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await m.query('SELECT pg_advisory_xact_lock(4712, $1::int)', [id]);
}

/**
 * The conflict of each candidate (null when it can be scheduled), in the order given. Candidates are also checked
 * against the earlier candidates of the same list that can be scheduled, so a batch never creates two overlapping
 * shifts of one employee.
 */
export async function scheduleConflicts(
  m: EntityManager,
  companyId: number,
  jobId: number,
  shifts: readonly CandidateShift[],
): Promise<(ScheduleConflict | null)[]> {
  if (shifts.length === 0) return [];
  const offSpan = timeOffSpanIn('t', '(SELECT time_zone FROM company WHERE id = $1)');
  const rows: ConflictRow[] = await m.query(
    `SELECT c.idx::int AS idx, u.id IS NOT NULL AS known, COALESCE(u.is_active, false) AS active,
       EXISTS (SELECT 1 FROM job_assignment a WHERE a.job_id = $2 AND a.user_id = c.user_id AND a.company_id = $1) AS assigned,
       (SELECT r.id FROM production_request r WHERE r.company_id = $1 AND r.user_id = c.user_id AND r.id <> c.exclude_id
          AND r.request_at < c.ends AND r.request_ends_at > c.starts ORDER BY r.request_at, r.id LIMIT 1) AS "requestId",
       (SELECT t.id FROM time_off t WHERE t.company_id = $1 AND t.user_id = c.user_id AND t.approved_at IS NOT NULL
          AND ${offSpan.start} < c.ends AND ${offSpan.end} > c.starts ORDER BY t.starts_at, t.id LIMIT 1) AS "timeOffId"
     FROM unnest($3::int[], $4::timestamptz[], $5::timestamptz[], $6::int[]) WITH ORDINALITY AS c(user_id, starts, ends, exclude_id, idx)
     LEFT JOIN "user" u ON u.id = c.user_id AND u.company_id = $1
     ORDER BY c.idx`,
    [
      companyId, jobId, shifts.map((s) => s.userId), shifts.map((s) => s.start.toISOString()),
      shifts.map((s) => s.end.toISOString()), shifts.map((s) => s.excludeId ?? 0),
    ],
  );
  const requestIds = rows.flatMap((r) => (r.requestId === null ? [] : [r.requestId]));
  const timeOffIds = rows.flatMap((r) => (r.timeOffId === null ? [] : [r.timeOffId]));
  const requests = new Map((requestIds.length > 0 ? await readRequests(m, { companyId, ids: requestIds }) : []).map((r) => [r.id, r]));
  const timeOffs = new Map((timeOffIds.length > 0 ? await readTimeOffs(m, { companyId, ids: timeOffIds }) : []).map((t) => [t.id, t]));

  const accepted: CandidateShift[] = [];
  return rows.map((row, i) => {
    const conflict = conflictOf(row, requests, timeOffs, !shifts[i].excludeId) ?? overlapInList(shifts[i], accepted);
    if (!conflict) accepted.push(shifts[i]);
    return conflict;
  });
}

/** `checkEmployee`: false for a shift being moved (it was checked when scheduled; the crew may have changed since). */
function conflictOf(
  row: ConflictRow, requests: Map<number, ProductionRequestView>, timeOffs: Map<number, TimeOffView>, checkEmployee: boolean,
): ScheduleConflict | null {
  if (!row.known) return { kind: 'employee', message: SCHEDULE_MESSAGES.unknownEmployee };
  if (checkEmployee && !row.active) return { kind: 'employee', message: SCHEDULE_MESSAGES.employeeInactive };
  if (checkEmployee && !row.assigned) return { kind: 'employee', message: SCHEDULE_MESSAGES.employeeNotAssigned };
  if (row.requestId !== null) {
    const productionRequest = requests.get(row.requestId)!;
    return { kind: 'productionRequest', message: SCHEDULE_MESSAGES.alreadyScheduled(productionRequest.job?.name ?? ''), productionRequest };
  }
  if (row.timeOffId !== null) {
    const timeOff = timeOffs.get(row.timeOffId)!;
    return { kind: 'timeOff', message: SCHEDULE_MESSAGES.onTimeOff(timeOff.type), timeOff };
  }
  return null;
}

/** The same employee's shift earlier in the same list overlapping this one (the batch's own conflicts). */
function overlapInList(shift: CandidateShift, accepted: readonly CandidateShift[]): ScheduleConflict | null {
  const other = accepted.find((a) => a.userId === shift.userId && a.start < shift.end && a.end > shift.start);
  return other ? { kind: 'productionRequest', message: SCHEDULE_MESSAGES.overlapsInBatch } : null;
}
