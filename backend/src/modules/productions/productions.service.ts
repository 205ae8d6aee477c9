import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { hasAnyPermission, isExported, MESSAGES, PERMISSIONS, recordLocks, resolveShift, SCHEDULE_MESSAGES, type DeleteResult, type OvertimeSplit, type PayPeriod, type Production as ProductionView, type RecordBatchChange, type RecordBatchItem, type RecordBatchResult, type ProductionEquipment as ProductionEquipmentView } from '@groundwork/shared/domain';
import { productionEquipmentSchema, type OvertimePreviewInput, type ProductionEquipmentInput } from '@groundwork/shared/validation';
import { translateMessage } from '@groundwork/shared/i18n/server';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { ZodPipe } from '../../platform/validation/zod.pipe';
import { ProductionEquipment } from './production-equipment.entity';
import { Production } from './production.entity';
import { productionsQuery, readEquipmentLine, readProductions } from './production-reads';
import { queryJson, queryJsonOfRow, queryJsonOfRows } from '../../platform/database/json-sql';
import {
  RECORD_SCHEMAS, RECORD_STATE_KEYS, recordStateSchema, type JobProductionsQuery, type MatchInput, type RecordInput,
  type ProductionsQuery, type RecordStateInput, type RecordType, type TimeRecordsQuery,
} from './productions.schemas';
import { companyPayPeriod } from '../payroll/pay-period';
import { checkNewInvoiceStatus, checkRecord, findOverlap, insertRecord, linkRequest, lockEmployeesOfRecords, refuseOverlap, stateChanges, toColumns } from './record-rules';
import { RECORD_MESSAGES } from './records.messages';
import { draftSplit, overtimePartsOf } from './record-overtime';
import { recomputeWeeks, type TouchedWeek } from '../overtime/overtime-recompute';
import { raiseJobCostAlerts } from '../notifications/job-cost-alerts';
import { insertChunked } from '../../platform/database/insert-chunked';
import { checkedKey, submitOnce, type Submitted } from './submit-once';

const P = PERMISSIONS;

/** Managers of records (productions.create) act on anyone's; others (web.timecards) only on their own time records. */
const managesRecords = (user: SessionClaims) => hasAnyPermission(user, P.PRODUCTIONS_CREATE);
/** Those who read every employee's time records (the records list and the timecard and payroll reports). */
const RECORD_READERS = [P.PRODUCTIONS_CREATE, P.REPORTS_TIMECARDS, P.REPORTS_TIMECARDS_V2, P.REPORTS_PAYROLL, P.REPORTS_MANAGER] as const;
/**
 * GET /api/jobs/productions without managerId: those who read every employee's records of every job (the job
 * readers and the company-wide reports: spread, foreman, subcontractor). Holders of reports.manager_report alone
 * read their own team.
 */
export const COMPANY_RECORD_READERS = [
  P.PRODUCTIONS_CREATE, P.JOBS_ALL, P.JOBS_READ, P.REPORTS_SPREAD, P.REPORTS_FOREMAN, P.REPORTS_SUBCONTRACTOR, P.REPORTS_EVERYONE,
] as const;
/** Who may call GET /api/jobs/productions at all. */
export const PRODUCTION_LIST_READERS = [P.REPORTS_MANAGER, ...COMPANY_RECORD_READERS] as const;
/** The records a user may see: anyone's for managers of records, otherwise only their own (404 for the others). */
const mayRead = (user: SessionClaims, record: Pick<Production, 'userId'>) => managesRecords(user) || record.userId === user.id;

function parseRecord(type: unknown, body: Record<string, unknown>): RecordInput {
  const recordType = (type ?? 'Production') as RecordType;
  // Own keys only: "toString" or "__proto__" must read as an unknown type, not as an inherited member.
  const schema = typeof recordType === 'string' && Object.hasOwn(RECORD_SCHEMAS, recordType) ? RECORD_SCHEMAS[recordType] : undefined;
  if (!schema) throw new ValidationFailed({ type: RECORD_MESSAGES.productionType });
  return new ZodPipe(schema).transform({ ...body, type: recordType }) as RecordInput;
}

/** The employee and start of a time record, whose week's overtime split a write of it changes; null for other types. */
function timeRecordWeek(r: Pick<Production, 'type' | 'userId' | 'producedAt'>): TouchedWeek | null {
  return r.type === 'Time Record' ? { userId: r.userId, at: r.producedAt } : null;
}

@Injectable()
export class ProductionsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** May this user write a record of this type for this employee? */
  private checkMayWrite(user: SessionClaims, type: RecordType, userId: number | null): void {
    if (managesRecords(user)) return;
    if (type === 'Material Hauling' && hasAnyPermission(user, P.MATERIAL_HAULING_ALL)) return;
    if (type === 'Time Record' && hasAnyPermission(user, P.WEB_TIMECARDS) && userId === user.id) return;
    throw new Forbidden(type === 'Time Record' ? RECORD_MESSAGES.ownRecordsOnly : RECORD_MESSAGES.needsProductions);
  }

  /** The record (404 outside the company, or someone else's for a user who only keeps their own timecards). */
  /** The record, if the user may see it; `forUpdate` locks its row until the transaction ends (writes in one). */
  private async findVisible(m: EntityManager | DataSource, user: SessionClaims, id: number, forUpdate = false): Promise<Production> {
    const record = await m.getRepository(Production).findOne({ where: { id, companyId: user.companyId }, ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!record || !mayRead(user, record)) throw new NotFound();
    return record;
  }

  async get(user: SessionClaims, id: number, m: EntityManager | DataSource = this.ds): Promise<ProductionView> {
    const [record] = await readProductions(m, { companyId: user.companyId, ids: [id] }, { job: true, costCode: true, productionRequest: true });
    if (!record || !mayRead(user, record)) throw new NotFound();
    return record;
  }

  /** GET /api/jobs/productions/{id}: the record; a time record with the reasons of its overtime split (overtimeParts). */
  async detail(user: SessionClaims, id: number): Promise<ProductionView> {
    const record = await this.get(user, id);
    const overtimeParts = await overtimePartsOf(this.ds.manager, user.companyId, record);
    return overtimeParts ? { ...record, overtimeParts } : record;
  }

  /**
   * POST /api/jobs/productions/_overtime-preview: the split a time record's draft would take in its employee's week,
   * refused as its create (403 for another's record without productions.create) or its edit (`id`: 404 when not
   * visible, 409 exported, 403 approved and one's own) would be. Writes nothing.
   */
  async previewOvertime(user: SessionClaims, input: OvertimePreviewInput): Promise<OvertimeSplit> {
    this.checkMayWrite(user, 'Time Record', input.userId);
    let declined = false;
    if (input.id != null) {
      const record = await this.findVisible(this.ds, user, input.id);
      if (record.type !== 'Time Record') throw new NotFound();
      this.checkEditable(user, record);
      declined = record.isApproved === false;
    }
    return draftSplit(this.ds.manager, user.companyId, input, declined);
  }

  /** The job's records in the range, with the objects asked for, as JSON text (404 for another company's job); one statement. */
  async listForJobJson(companyId: number, jobId: number, query: JobProductionsQuery): Promise<string> {
    const { expression, params } = productionsQuery(
      this.ds,
      { companyId, jobIds: [jobId], from: query.producedStartsAt, to: query.producedEndsAt },
      { job: query.includeJob, costCode: query.includeCostCodes, productionRequest: query.includeProductionRequests },
    );
    const body = await queryJsonOfRow(this.ds, 'job', jobId, expression, params);
    if (body === null) throw new NotFound();
    return body;
  }

  /**
   * GET /api/jobs/productions/time-records: time records in the range, or in the pay period containing queryDate
   * (returned too, for the response headers), as JSON text, one statement. Without a reader's permission only one's
   * own (userId absent means oneself; another's id answers 403).
   */
  async listTimeRecordsJson(user: SessionClaims, query: TimeRecordsQuery): Promise<{ body: string; period?: PayPeriod }> {
    const reader = hasAnyPermission(user, ...RECORD_READERS);
    const userId = query.userId ?? (reader ? undefined : user.id);
    if (!reader && userId !== user.id) throw new Forbidden(SCHEDULE_MESSAGES.ownRecordsOnly);
    const period = query.queryDate ? await companyPayPeriod(this.ds, user.companyId, query.queryDate, query.timeZone) : undefined;
    const { expression, params } = productionsQuery(
      this.ds,
      {
        companyId: user.companyId, userId, type: 'Time Record', from: period?.from ?? query.startsAt, to: period?.to ?? query.endsAt,
        onPayroll: query.isForPayroll,
      },
      { job: query.includeJob, costCode: query.includeCostCodes, productionRequest: query.includeProductionRequests },
    );
    const body = (await queryJson(this.ds, `SELECT ${expression}::text AS body`, params))!;
    return { body, ...(period ? { period: { startsOn: period.startsOn, endsOn: period.endsOn } } : {}) };
  }

  /**
   * GET /api/jobs/productions: the records of every job in the range as JSON text, one statement (404 when the
   * jobId, userId or another's managerId is not of the company). `managerId` narrows to the employees that user
   * manages: one's own id always; another's only with reports.everyone (403 otherwise). Without it, the company's
   * readers (COMPANY_RECORD_READERS) see everyone and reports.manager_report alone sees one's own team.
   */
  async listProductionsJson(user: SessionClaims, query: ProductionsQuery): Promise<string> {
    let managerId = query.managerId;
    if (managerId !== undefined && managerId !== user.id && !hasAnyPermission(user, P.REPORTS_EVERYONE)) {
      throw new Forbidden(RECORD_MESSAGES.ownTeamOnly);
    }
    if (managerId === undefined && !hasAnyPermission(user, ...COMPANY_RECORD_READERS)) managerId = user.id;
    const { expression, params } = productionsQuery(
      this.ds,
      {
        companyId: user.companyId, jobIds: query.jobId === undefined ? undefined : [query.jobId], userId: query.userId,
        type: query.type, from: query.producedStartsAt, to: query.producedEndsAt, managerId, subcontractorsOnly: query.isForSubcontractor,
      },
      {
        job: query.includeJob, costCode: query.includeCostCodes, workType: query.includeWorkType,
        productionEquipments: query.includeProductionEquipment,
      },
    );
    const rows: { table: 'job' | 'user'; id: number }[] = [];
    if (query.jobId !== undefined) rows.push({ table: 'job', id: query.jobId });
    if (query.userId !== undefined) rows.push({ table: 'user', id: query.userId });
    if (managerId !== undefined && managerId !== user.id) rows.push({ table: 'user', id: managerId });
    const body = await queryJsonOfRows(this.ds, rows, expression, params);
    if (body === null) throw new NotFound();
    return body;
  }

  /**
   * POST /api/jobs/productions/_approve and _invoice: one state change for the selected records, in one
   * transaction for the rows that pass; each row is checked as the single PUT checks it (stateChanges: the
   * permission, the export lock) and answers {id, ok} or {id, ok: false, status, message} (404: not the company's or
   * not visible to the caller; the message in the caller's language, as the exception filter gives a refusal). The rows are locked in id order, so concurrent batches cannot deadlock.
   */
  async updateStates(user: SessionClaims, ids: readonly number[], change: RecordBatchChange): Promise<RecordBatchResult> {
    const unique = [...new Set(ids)];
    const state: RecordStateInput = change;
    return this.ds.transaction(async (m) => {
      await lockEmployeesOfRecords(m, user.companyId, unique);
      const records = await m.getRepository(Production).find({
        where: { id: In(unique), companyId: user.companyId },
        select: { id: true, type: true, userId: true, producedAt: true, isApproved: true, invoiceStatus: true, exportedAt: true },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const byId = new Map(records.map((r) => [r.id, r]));
      const results: RecordBatchItem[] = [];
      const changed = new Map<string, number[]>();
      for (const id of unique) {
        const record = byId.get(id);
        if (!record || !mayRead(user, record)) {
          results.push({ id, ok: false, status: 404, message: translateMessage(new NotFound().message, user.language) });
          continue;
        }
        try {
          const changes = stateChanges(user, record, change, state, true);
          if (Object.keys(changes).length > 0) {
            const key = JSON.stringify(changes);
            changed.set(key, [...(changed.get(key) ?? []), id]);
          }
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof Forbidden || error instanceof Conflict)) throw error;
          results.push({ id, ok: false, status: error.statusCode as 403 | 409, message: translateMessage(error.message, user.language) });
        }
      }
      for (const [key, changedIds] of changed) {
        await m.getRepository(Production).update({ id: In(changedIds), companyId: user.companyId }, JSON.parse(key) as Partial<Production>);
      }
      // Approving, declining or resetting the export changes what the week's overtime counts.
      await recomputeWeeks(m, user.companyId, [...changed.values()].flat().map((id) => timeRecordWeek(byId.get(id)!)).filter((w) => w !== null));
      return { updated: results.filter((r) => r.ok).length, results };
    });
  }

  /**
   * POST /api/jobs/{jobId}/productions: one record and its equipment lines in one transaction. With an
   * Idempotency-Key a repeated submission answers the first answer and stores nothing (submit-once.ts).
   */
  async create(user: SessionClaims, jobId: number, body: Record<string, unknown>, idempotencyKey?: string): Promise<Submitted<ProductionView>> {
    checkedKey(idempotencyKey);
    const input = parseRecord(body.type, { ...body, jobId });
    const columns = toColumns(input, user.id);
    this.checkMayWrite(user, input.type, columns.userId);
    checkNewInvoiceStatus(user, columns);
    const lines = input.type === 'Time Record' ? input.productionEquipments : [];
    const key = { companyId: user.companyId, userId: user.id, key: idempotencyKey, method: 'POST', path: `/api/jobs/${jobId}/productions`, body };
    return this.ds.transaction((m) => submitOnce(m, key, async () => {
      await checkRecord(m, user.companyId, columns, lines.map((l) => l.equipmentId), {
        jobFromPath: true, producedAt: input.producedAt, selfService: !managesRecords(user), lockTimecards: true,
      });
      const id = await insertRecord(m, user.companyId, columns, user.id);
      await this.insertLines(m, user.companyId, id, lines);
      await linkRequest(m, user.companyId, id, null, columns.productionRequestId);
      await recomputeWeeks(m, user.companyId, [timeRecordWeek(columns)].filter((w) => w !== null));
      return this.get(user, id, m);
    }));
  }

  private async insertLines(m: EntityManager, companyId: number, productionId: number, lines: readonly ProductionEquipmentInput[]) {
    await insertChunked(m, ProductionEquipment, lines.map((l) => ({
      companyId, productionId, equipmentId: l.equipmentId, hoursUsed: l.hoursUsed, litersOfFuel: l.litersOfFuel ?? null, notes: l.notes ?? null,
    })));
  }

  /**
   * PUT /api/jobs/productions/{id}: the full record and/or its state (isApproved, exportedAt, invoiceStatus).
   * A state field counts as changed only when its value differs, so echoing the record back needs no permission.
   * With an Idempotency-Key (the field app's edit) a repeat answers the first answer.
   */
  async update(user: SessionClaims, id: number, body: Record<string, unknown>, idempotencyKey?: string): Promise<Submitted<ProductionView>> {
    checkedKey(idempotencyKey);
    const state: RecordStateInput = new ZodPipe(recordStateSchema).transform(body);
    const stateOnly = Object.keys(body).every((k) => (RECORD_STATE_KEYS as readonly string[]).includes(k) || k === 'id');
    const key = { companyId: user.companyId, userId: user.id, key: idempotencyKey, method: 'PUT', path: `/api/jobs/productions/${id}`, body };
    return this.ds.transaction((m) => submitOnce(m, key, async () => {
      // Locked: two clerks (or two instances) marking one record exported at once mark it once; the second is refused.
      await lockEmployeesOfRecords(m, user.companyId, [id]);
      const record = await this.findVisible(m, user, id, true);
      const changes: Partial<Production> = stateChanges(user, record, body, state, stateOnly);
      if (!stateOnly) {
        this.checkOwnerMayEdit(user, record);
        // A body without productionRequestId keeps the record's schedule entry.
        const input = parseRecord(record.type, { jobId: record.jobId, productionRequestId: record.productionRequestId, ...body, type: record.type });
        const columns = toColumns(input, record.userId ?? user.id);
        this.checkMayWrite(user, record.type, columns.userId);
        const lines = input.type === 'Time Record' ? input.productionEquipments : [];
        await checkRecord(m, user.companyId, columns, lines.map((l) => l.equipmentId), { jobFromPath: false, producedAt: input.producedAt, recordId: id, selfService: !managesRecords(user) });
        await refuseOverlap(m, user.companyId, columns, id, user.id);
        const { invoiceStatus: _ignored, type: _type, ...rest } = columns;
        Object.assign(changes, rest);
        if (input.type === 'Time Record') await this.replaceLines(m, user.companyId, id, lines);
        await linkRequest(m, user.companyId, id, record.productionRequestId, columns.productionRequestId);
      }
      if (Object.keys(changes).length > 0) {
        await m.getRepository(Production).update({ id, companyId: user.companyId }, changes);
        // The week it left (another day or employee) and the week it is in now.
        await recomputeWeeks(m, user.companyId, [timeRecordWeek(record), timeRecordWeek({ ...record, ...changes })].filter((w) => w !== null));
      }
      return this.get(user, id, m);
    }));
  }

  /** An approved record cannot be edited or deleted by its owner. */
  private checkOwnerMayEdit(user: SessionClaims, record: Production): void {
    if (recordLocks(record, user.id).ownApproved) throw new Forbidden(MESSAGES.recordReadOnlyApproved);
  }

  /** Exported records are read-only; approved ones are closed to their owner. */
  private checkEditable(user: SessionClaims, record: Production): void {
    if (isExported(record.exportedAt)) throw new Conflict(MESSAGES.recordReadOnlyExported);
    this.checkOwnerMayEdit(user, record);
  }

  /** Lines with an id (of this record) are updated, new ones inserted, the others removed. */
  private async replaceLines(m: EntityManager, companyId: number, productionId: number, lines: readonly ProductionEquipmentInput[]) {
    const repo = m.getRepository(ProductionEquipment);
    const current = await repo.find({ where: { productionId }, select: { id: true } });
    const currentIds = new Set(current.map((l) => l.id));
    const kept = new Set<number>();
    for (const [i, line] of lines.entries()) {
      if (line.id == null) continue;
      if (!currentIds.has(line.id)) throw new ValidationFailed({ [`productionEquipments.${i}.id`]: RECORD_MESSAGES.unknownEquipment });
      kept.add(line.id);
      await repo.update({ id: line.id }, { equipmentId: line.equipmentId, hoursUsed: line.hoursUsed, litersOfFuel: line.litersOfFuel ?? null, notes: line.notes ?? null });
    }
    const removed = [...currentIds].filter((lineId) => !kept.has(lineId));
    if (removed.length > 0) await m.query('DELETE FROM production_equipment WHERE id = ANY($1::int[])', [removed]);
    await this.insertLines(m, companyId, productionId, lines.filter((l) => l.id == null));
  }

  async remove(user: SessionClaims, id: number): Promise<DeleteResult> {
    await this.ds.transaction(async (m) => {
      // Locked like an update: a delete waits for an export marking the record, then sees it exported (409).
      await lockEmployeesOfRecords(m, user.companyId, [id]);
      const record = await this.findVisible(m, user, id, true);
      this.checkEditable(user, record);
      await m.getRepository(Production).delete({ id, companyId: user.companyId });
      await recomputeWeeks(m, user.companyId, [timeRecordWeek(record)].filter((w) => w !== null));
    });
    return { isSuccessful: true };
  }

  /** PUT /api/jobs/production-equipments/{id}: one equipment line, under its record's locks. */
  async updateLine(user: SessionClaims, lineId: number, body: unknown): Promise<ProductionEquipmentView> {
    const input = new ZodPipe(productionEquipmentSchema).transform(body) as ProductionEquipmentInput;
    await this.ds.transaction(async (m) => {
      const line = await m.getRepository(ProductionEquipment).findOne({ where: { id: lineId, companyId: user.companyId } });
      if (!line) throw new NotFound();
      const record = await this.findVisible(m, user, line.productionId, true);
      this.checkEditable(user, record);
      const [equipment] = await m.query('SELECT 1 FROM equipment WHERE id = $1 AND company_id = $2', [input.equipmentId, user.companyId]);
      if (!equipment) throw new ValidationFailed({ equipmentId: RECORD_MESSAGES.unknownEquipment });
      await m.getRepository(ProductionEquipment).update(
        { id: lineId },
        { equipmentId: input.equipmentId, hoursUsed: input.hoursUsed, litersOfFuel: input.litersOfFuel ?? null, notes: input.notes ?? null },
      );
      // The equipment's hours or rate count in the cost code's cost (no overtime involved: no week to split again).
      await raiseJobCostAlerts(m, user.companyId, [record.costCodeId]);
    });
    const line = await readEquipmentLine(this.ds, user.companyId, lineId);
    return line!;
  }

  /** The employee's time record overlapping the period (other than the one edited), or null. */
  async match(user: SessionClaims, input: MatchInput): Promise<ProductionView | null> {
    if (!managesRecords(user) && input.userId !== user.id) throw new Forbidden(RECORD_MESSAGES.ownRecordsOnly);
    const shift = resolveShift(input.producedAt, input.producedEndsAt);
    const overlap = await findOverlap(this.ds.manager, user.companyId, input.userId, shift.start, shift.end, input.excludeId ?? input.id ?? null);
    if (overlap === null) return null;
    const [record] = await readProductions(this.ds, { companyId: user.companyId, ids: [overlap] }, { job: true, costCode: true });
    return record ?? null;
  }
}
