/**
 * The rules a production or time record must satisfy before it is written (spec 01 §5, 02 §4-5), checked inside
 * the writing transaction with its own manager. Field formats are checked before, by the shared zod schemas.
 */
import type { EntityManager, QueryRunner } from 'typeorm';
import { checkRecordedHours, hasAnyPermission, INVOICE_STATUS_DEFAULT, isExported, isWithinShiftDays, MESSAGES, PERMISSIONS, recordedHoursErrors, resolveShift, type PermissionHolder } from '@groundwork/shared/domain';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import type { Production } from './production.entity';
import type { RecordInput, RecordStateInput } from './productions.schemas';
import { RECORD_MESSAGES } from './records.messages';

/** The columns a record is written with, after the rules (overnight end, hours and lunch flag from the times, negative hauling). */
export interface RecordColumns {
  type: RecordInput['type'];
  jobId: number;
  costCodeId: number;
  userId: number | null;
  workTypeId: number | null;
  productionRequestId: number | null;
  producedAt: Date;
  producedEndsAt: Date | null;
  quantity: number;
  description: string | null;
  isLunchbreakTaken: boolean | null;
  invoiceStatus?: RecordInput['invoiceStatus'];
}

/**
 * A time record with in and out times: its end (an out time earlier than the in time is the next day), its hours
 * from the times (shared/domain's checkRecordedHours: the given quantity must agree within HOURS_TOLERANCE) and the
 * lunch flag given or inferred. An empty span is refused on producedEndsAt, other hours on quantity (400).
 * Without an end time (LOA codes) the hours stay as given.
 */
export function hoursFromTimes(start: Date, end: string, quantity: number, lunchFlag: boolean | null | undefined) {
  const check = checkRecordedHours(start, end, quantity, lunchFlag);
  if (!check.ok) throw new ValidationFailed(recordedHoursErrors(check));
  return { end: resolveShift(start, end).end, hours: check.hours, lunchTaken: check.lunchTaken };
}

/** Applies the time rules of shared/domain/time.ts and the hauling sign; `enteredBy` is the default user. */
export function toColumns(input: RecordInput, enteredBy: number): RecordColumns {
  const producedAt = new Date(input.producedAt);
  const base = {
    type: input.type,
    jobId: input.jobId,
    costCodeId: input.costCodeId,
    description: input.description ?? null,
    invoiceStatus: input.invoiceStatus,
    producedAt,
  };
  if (input.type === 'Time Record') {
    const timed = input.producedEndsAt ? hoursFromTimes(producedAt, input.producedEndsAt, input.quantity, input.isLunchbreakTaken) : null;
    return {
      ...base,
      userId: input.userId,
      workTypeId: input.workTypeId,
      productionRequestId: input.productionRequestId ?? null,
      producedEndsAt: timed?.end ?? null,
      quantity: timed?.hours ?? input.quantity,
      isLunchbreakTaken: timed?.lunchTaken ?? input.isLunchbreakTaken ?? null,
    };
  }
  return {
    ...base,
    userId: input.type === 'Material Hauling' ? input.userId ?? enteredBy : enteredBy,
    workTypeId: null,
    productionRequestId: null,
    producedEndsAt: null,
    quantity: input.type === 'Material Hauling' ? -Math.abs(input.quantity) : input.quantity,
    isLunchbreakTaken: null,
  };
}

/**
 * A new record's invoice status other than the default (N/A) is set only by holders of productions.invoice, as a
 * change of it is (stateChanges): 403 otherwise, so a worker's own timecard or a hauler's entry cannot be filed as
 * Invoiced.
 */
export function checkNewInvoiceStatus(user: PermissionHolder, c: Pick<RecordColumns, 'invoiceStatus'>): void {
  const status = c.invoiceStatus ?? INVOICE_STATUS_DEFAULT;
  if (status !== INVOICE_STATUS_DEFAULT && !hasAnyPermission(user, PERMISSIONS.PRODUCTIONS_INVOICE)) throw new Forbidden(RECORD_MESSAGES.needsInvoice);
}

/** The end of a period: its end time, or its start plus its hours when it has none. */
export function periodEnd(start: Date, end: Date | null, hours: number): Date {
  return end ?? new Date(start.getTime() + hours * 3_600_000);
}

/**
 * Every reference of a record in one statement (a round trip each was most of a timecard write's time under load):
 * $1 job, $2 company, $3 cost code, $4 employee, $5 work type, $6 schedule entry, $7 equipment ids. Each sub-select
 * answers NULL when its row is missing or was not asked for (a NULL id). $8, when not NULL, is an employee whose
 * timecards lock (EMPLOYEE_TIMECARDS_LOCK_SQL) the statement takes too: a new timecard's write takes it here rather
 * than in a round trip of its own (the INSERT after it, a statement of its own, then sees every record committed by
 * the writer before). Exported for the bench's write floor.
 */
export const RECORD_REFERENCES_SQL =
  'SELECT ' +
  '(SELECT to_json(j) FROM (SELECT is_material_hauling_enabled AS "hauling" FROM job WHERE id = $1 AND company_id = $2) j) AS "job", ' +
  '(SELECT to_json(k) FROM (SELECT job_id AS "jobId", is_to_track_production AS "production", ' +
    'is_to_track_employee_and_equipment_time AS "time" FROM cost_code WHERE id = $3 AND company_id = $2) k) AS "costCode", ' +
  // On the job's crew, or answering the employee's own schedule entry on this job (a shift scheduled before the
  // employee left the crew still gets its timecard).
  '(SELECT to_json(u) FROM (SELECT EXISTS (SELECT 1 FROM job_assignment a WHERE a.job_id = $1 AND a.user_id = e.id) ' +
    'OR EXISTS (SELECT 1 FROM production_request r WHERE r.id = $6 AND r.company_id = $2 AND r.user_id = e.id AND r.job_id = $1) AS "onJob" ' +
    'FROM "user" e WHERE e.id = $4 AND e.company_id = $2) u) AS "employee", ' +
  'EXISTS (SELECT 1 FROM work_type WHERE id = $5 AND company_id = $2) AS "workType", ' +
  '(SELECT to_json(r) FROM (SELECT user_id AS "userId", job_id AS "jobId", production_id AS "productionId", request_at AS "requestAt", ' +
    'request_ends_at AS "requestEndsAt" FROM production_request WHERE id = $6 AND company_id = $2) r) AS "request", ' +
  'ARRAY(SELECT id FROM equipment WHERE company_id = $2 AND id = ANY($7::int[])) AS "equipmentIds", ' +
  '(SELECT count(*) FROM (SELECT pg_advisory_xact_lock(4711, $8::int) WHERE $8::int IS NOT NULL) l) > 0 AS "locked"';

/**
 * Job, cost code, employee, work type, schedule entry and equipment all belong to the company and fit the record:
 * the cost code is the job's and tracks production (Production, Material Hauling) or employee and equipment time
 * (Time Record); the employee is assigned to the job; hauling needs the job's material hauling switch.
 * The path's job missing answers 404; every other problem 400 on its field, except that a self-service caller
 * (web.timecards without productions.create) filing on a job they are neither assigned to nor scheduled on gets 403.
 * A record linked to a schedule entry is dated within the entry's start and end days, seen in the offset of
 * `options.producedAt` (the date as sent, with the sender's offset).
 */
export async function checkRecord(
  m: EntityManager,
  companyId: number,
  c: RecordColumns,
  equipmentIds: readonly number[],
  options: { jobFromPath: boolean; producedAt: string; recordId?: number | null; selfService?: boolean; lockTimecards?: boolean },
): Promise<void> {
  const lock = options.lockTimecards && isTimecard(c) ? c.userId : null;
  const [found] = (await m.query(
    RECORD_REFERENCES_SQL,
    [c.jobId, companyId, c.costCodeId, c.userId, c.workTypeId, c.productionRequestId, equipmentIds, lock],
  )) as {
    job: { hauling: boolean } | null;
    costCode: { jobId: number; production: boolean; time: boolean } | null;
    employee: { onJob: boolean } | null;
    workType: boolean;
    request: { userId: number; jobId: number; productionId: number | null; requestAt: string; requestEndsAt: string } | null;
    equipmentIds: number[];
    locked: boolean;
  }[];
  if (lock !== null && found.locked) timecardLocksHeld(m).add(lock);
  const { job, costCode: code, employee, request } = found;
  if (!job) {
    if (options.jobFromPath) throw new NotFound();
    throw new ValidationFailed({ jobId: RECORD_MESSAGES.unknownJob });
  }
  const errors: Record<string, string> = {};
  if (c.type === 'Material Hauling' && !job.hauling) errors.jobId = RECORD_MESSAGES.materialHaulingDisabled;
  if (!code) errors.costCodeId = RECORD_MESSAGES.unknownCostCode;
  else if (code.jobId !== c.jobId) errors.costCodeId = RECORD_MESSAGES.costCodeNotOnJob;
  else if (c.type === 'Time Record' ? !code.time : !code.production) {
    errors.costCodeId = c.type === 'Time Record' ? RECORD_MESSAGES.costCodeNotTime : RECORD_MESSAGES.costCodeNotProduction;
  }
  if (c.userId !== null) {
    if (!employee) errors.userId = RECORD_MESSAGES.unknownEmployee;
    else if (c.type === 'Time Record' && !employee.onJob) {
      if (options.selfService) throw new Forbidden(RECORD_MESSAGES.notOnJob);
      errors.userId = RECORD_MESSAGES.employeeNotAssigned;
    }
  }
  if (c.workTypeId !== null && !found.workType) errors.workTypeId = RECORD_MESSAGES.unknownWorkType;
  if (c.productionRequestId !== null) {
    if (!request) errors.productionRequestId = RECORD_MESSAGES.unknownRequest;
    else if (request.userId !== c.userId || request.jobId !== c.jobId) errors.productionRequestId = RECORD_MESSAGES.requestOfOther;
    else if (request.productionId !== null && request.productionId !== (options.recordId ?? null)) {
      errors.productionRequestId = RECORD_MESSAGES.requestAnswered;
    } else if (!isWithinShiftDays(options.producedAt, new Date(request.requestAt), new Date(request.requestEndsAt))) {
      errors.producedAt = RECORD_MESSAGES.outsideRequestDays;
    }
  }
  const known = new Set(found.equipmentIds);
  equipmentIds.forEach((id, i) => {
    if (!known.has(id)) errors[`productionEquipments.${i}.equipmentId`] = RECORD_MESSAGES.unknownEquipment;
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** The employee's time records overlapping [start, end) other than `exclude` (records without an end last their hours). */
const overlapping = (company: string, employee: string, start: string, end: string, exclude: string) =>
  `production o WHERE o.company_id = ${company} AND o.user_id = ${employee} AND o.type = 'Time Record' AND o.id <> ${exclude} ` +
  `AND o.produced_at < ${end} AND COALESCE(o.produced_ends_at, o.produced_at + o.quantity * interval '1 hour') > ${start}`;

/** $1 company, $2 employee, $3 start, $4 end, $5 the record to leave out (0: none). */
const OVERLAP_SQL = `SELECT o.id FROM ${overlapping('$1', '$2', '$3', '$4', '$5')} ORDER BY o.produced_at LIMIT 1`;

/**
 * A new record ($1 company, $2 type, $3 job, $4 cost code, $5 employee, $6 work type, $7 schedule entry, $8 start,
 * $9 end, $10 hours, $11 description, $12 lunch, $13 invoice status), inserted unless $14 (a time record of an
 * employee: true) and it overlaps $15 (the end of its period) another time record of the employee: then no row is
 * answered. Such a record is stored with its hours all regular, the split it keeps unless its week has overtime (the
 * split of the week, stored next in the same transaction, then updates it; no UPDATE in the common case). Exported
 * for the bench's write floor.
 */
export const INSERT_RECORD_SQL =
  'INSERT INTO production (company_id, type, job_id, cost_code_id, user_id, work_type_id, production_request_id, produced_at, ' +
  'produced_ends_at, quantity, description, is_lunchbreak_taken, invoice_status, regular_hours) ' +
  'SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14 THEN $10::numeric ELSE 0 END ' +
  `WHERE NOT $14 OR NOT EXISTS (SELECT 1 FROM ${overlapping('$1', '$5', '$8', '$15', '0')}) RETURNING id`;

/** $1 employee: held until the transaction ends. */
const EMPLOYEE_TIMECARDS_LOCK_SQL = 'SELECT pg_advisory_xact_lock(4711, $1::int)';

/** The employee's other time record overlapping [start, end), if any (records without an end last their hours). */
export async function findOverlap(
  m: EntityManager,
  companyId: number,
  userId: number,
  start: Date,
  end: Date,
  excludeId: number | null,
): Promise<number | null> {
  const [row] = await m.query(OVERLAP_SQL, [companyId, userId, start, end, excludeId ?? 0]);
  return row ? Number(row.id) : null;
}

/**
 * The employees whose timecards lock the transaction of a query runner holds (taken by lockEmployeesTimecards), kept
 * on the runner: TypeORM makes one per `transaction()`, and the lock lasts until that transaction ends.
 */
const TIMECARD_LOCKS_HELD = 'gwTimecardLocksHeld';

/** The employees whose timecards lock the transaction of `m` holds (an empty set outside a transaction). */
function timecardLocksHeld(m: EntityManager): Set<number> {
  const runner = m.queryRunner?.isTransactionActive ? m.queryRunner : undefined;
  return runner ? ((runner.data as Record<string, Set<number> | undefined>)[TIMECARD_LOCKS_HELD] ??= new Set()) : new Set<number>();
}

/**
 * Forgets the locks once the transaction that took them has ended (TimecardLocksSubscriber): a runner can run another
 * transaction after it (the job cost alerts' decision does), which holds none of them.
 */
export function forgetTimecardLocks(runner: QueryRunner): void {
  if (!runner.isTransactionActive) delete (runner.data as Record<string, unknown>)[TIMECARD_LOCKS_HELD];
}

/**
 * Serialises writes of the employees' timecards (the overlap check then cannot race, the week's overtime split is
 * read and stored by one writer), until the transaction ends: each lock in employee order (no deadlock), one
 * statement each, none for a lock this transaction holds already (the write of a record takes it before the INSERT,
 * the split of its week after: one round trip less while it is held).
 */
export async function lockEmployeesTimecards(m: EntityManager, userIds: readonly number[]): Promise<void> {
  const held = timecardLocksHeld(m);
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    if (held.has(userId)) continue;
    await m.query(EMPLOYEE_TIMECARDS_LOCK_SQL, [userId]);
    held.add(userId);
  }
}

/**
 * The timecards locks of the employees of the records ($1 company, $2 ids), in employee order, recorded as held (the
 * overlap check and the week's split after it take them no more). Taken before the records' rows are locked: a writer
 * holding an employee's lock updates the overtime split of that employee's week (overtime-recompute.ts), so rows first
 * and then the employee's lock could deadlock with it.
 */
export async function lockEmployeesOfRecords(m: EntityManager, companyId: number, ids: readonly number[]): Promise<void> {
  const [{ locked }] = (await m.query(
    `SELECT coalesce(array_agg(u.user_id), '{}') AS locked FROM (SELECT d.user_id, pg_advisory_xact_lock(4711, d.user_id) FROM ` +
    '(SELECT DISTINCT user_id FROM production ' +
    "WHERE company_id = $1 AND id = ANY($2::int[]) AND type = 'Time Record' AND user_id IS NOT NULL ORDER BY user_id) d) u",
    [companyId, ids],
  )) as { locked: number[] }[];
  const held = timecardLocksHeld(m);
  for (const userId of locked) held.add(userId);
}

/** A time record of an employee: the records the overlap rule and the employee's lock apply to. */
const isTimecard = (c: RecordColumns): c is RecordColumns & { userId: number } => c.type === 'Time Record' && c.userId !== null;

/** 409 with `{You|Employee} already have a timecard for the same period.` (on producedAt too). */
function overlapConflict(c: RecordColumns, callerId: number): Conflict {
  const message = MESSAGES.timecardOverlap(c.userId === callerId ? 'You' : 'Employee');
  return new Conflict(message, { producedAt: message });
}

/** 409 (overlapConflict) when the edited time record's period overlaps another of the employee's. */
export async function refuseOverlap(m: EntityManager, companyId: number, c: RecordColumns, excludeId: number, callerId: number) {
  if (!isTimecard(c)) return;
  await lockEmployeesTimecards(m, [c.userId]);
  const overlap = await findOverlap(m, companyId, c.userId, c.producedAt, periodEnd(c.producedAt, c.producedEndsAt, c.quantity), excludeId);
  if (overlap !== null) throw overlapConflict(c, callerId);
}

/**
 * Inserts a new record and answers its id; a time record of an employee under the employee's lock and only when it
 * overlaps none of theirs (409 otherwise), checked by the INSERT itself: one statement less while the lock is held.
 */
export async function insertRecord(m: EntityManager, companyId: number, c: RecordColumns, callerId: number): Promise<number> {
  const timecard = isTimecard(c);
  if (timecard) await lockEmployeesTimecards(m, [c.userId]);
  const [row] = (await m.query(INSERT_RECORD_SQL, [
    companyId, c.type, c.jobId, c.costCodeId, c.userId, c.workTypeId, c.productionRequestId, c.producedAt, c.producedEndsAt, c.quantity,
    c.description, c.isLunchbreakTaken, c.invoiceStatus ?? INVOICE_STATUS_DEFAULT, timecard, periodEnd(c.producedAt, c.producedEndsAt, c.quantity),
  ])) as { id: number }[];
  if (!row) throw overlapConflict(c, callerId);
  return row.id;
}

/**
 * Keeps both sides of the record <-> schedule entry link in step (production.production_request_id and
 * production_request.production_id): the entry the record leaves is pending again, the one it answers is linked.
 */
export async function linkRequest(
  m: EntityManager,
  companyId: number,
  productionId: number,
  previousRequestId: number | null,
  requestId: number | null,
): Promise<void> {
  if (previousRequestId === requestId) return;
  if (previousRequestId !== null) {
    await m.query('UPDATE production_request SET production_id = NULL WHERE id = $1 AND company_id = $2 AND production_id = $3', [previousRequestId, companyId, productionId]);
  }
  if (requestId !== null) {
    await m.query('UPDATE production_request SET production_id = $1 WHERE id = $2 AND company_id = $3', [productionId, requestId, companyId]);
  }
}

/**
 * The state changes (isApproved, invoiceStatus, exportedAt) that `body` (parsed as `state`) asks of `record`, checked:
 * each change needs its permission (403), and an exported record changes only by its reset: marked exported again,
 * approved, given another invoice status, or edited (`stateOnly` false) it answers 409 with the lock message (a body
 * that resets the export may carry other changes). A field counts as changed only when
 * its value differs from the stored one. One rule for the single PUT and the batches (approval, invoice status).
 */
export function stateChanges(
  user: PermissionHolder,
  record: Pick<Production, 'isApproved' | 'invoiceStatus' | 'exportedAt'>,
  body: Record<string, unknown>,
  state: RecordStateInput,
  stateOnly: boolean,
): Partial<Pick<Production, 'isApproved' | 'invoiceStatus' | 'exportedAt'>> {
  const changes: Partial<Pick<Production, 'isApproved' | 'invoiceStatus' | 'exportedAt'>> = {};
  const approval = 'isApproved' in body && state.isApproved !== undefined && state.isApproved !== record.isApproved;
  const invoice = state.invoiceStatus !== undefined && state.invoiceStatus !== record.invoiceStatus;
  const nextExportedAt = 'exportedAt' in body ? (state.exportedAt ? new Date(state.exportedAt) : null) : record.exportedAt;
  const exportChange = isExported(nextExportedAt) !== isExported(record.exportedAt)
    || (isExported(nextExportedAt) && nextExportedAt!.getTime() !== record.exportedAt!.getTime());
  if (approval && !hasAnyPermission(user, PERMISSIONS.PRODUCTIONS_APPROVE)) throw new Forbidden(RECORD_MESSAGES.needsApprove);
  if (invoice && !hasAnyPermission(user, PERMISSIONS.PRODUCTIONS_INVOICE)) throw new Forbidden(RECORD_MESSAGES.needsInvoice);
  if (exportChange && !hasAnyPermission(user, PERMISSIONS.PRODUCTIONS_EXPORT)) throw new Forbidden(RECORD_MESSAGES.needsExport);
  const resetsExport = isExported(record.exportedAt) && !isExported(nextExportedAt);
  const lockedByExport = isExported(record.exportedAt) && !resetsExport;
  if (lockedByExport && (approval || invoice || exportChange || !stateOnly)) throw new Conflict(MESSAGES.recordReadOnlyExported);
  if (approval) changes.isApproved = state.isApproved ?? null;
  if (invoice) changes.invoiceStatus = state.invoiceStatus!;
  // The spec's "not exported" placeholder (year 0001) is stored as NULL, so an export and its pending count see it.
  if (exportChange) changes.exportedAt = isExported(nextExportedAt) ? nextExportedAt : null;
  return changes;
}
