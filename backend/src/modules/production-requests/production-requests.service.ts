import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  hasAnyPermission, PERMISSIONS, resolveShift, SCHEDULE_MESSAGES, type DeleteResult, type ProductionRequest as ProductionRequestView,
  type ProductionRequestBatchItem, type ProductionRequestBatchResult, type ScheduleConflict,
} from '@groundwork/shared/domain';
import type {
  ProductionRequestBatchInput, ProductionRequestInput, ProductionRequestMatchInput, ProductionRequestUpdateInput,
} from '@groundwork/shared/validation';
import { translateMessage } from '@groundwork/shared/i18n/server';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { queryJsonOfRow } from '../../platform/database/json-sql';
import { insertChunked } from '../../platform/database/insert-chunked';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { ProductionRequest } from './production-request.entity';
import { readRequests, readRequestsJson, requestsQuery } from './production-request-reads';
import type { RequestsQuery, UserRequestsQuery } from './production-requests.schemas';
import { lockEmployeeSchedules, scheduleConflicts, type CandidateShift } from './schedule-conflicts';

const P = PERMISSIONS;

/** Those who read and change every employee's schedule; web.timecards alone keeps to one's own (docs/permissions.md). */
const SCHEDULE_READERS = [P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.REPORTS_MISSING_TIMECARDS] as const;
const SCHEDULE_REMOVERS = [P.WEB_CREW_BUILDER, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL] as const;

const candidate = (input: { userId: number; requestAt: string; requestEndsAt: string }, excludeId: number | null = null): CandidateShift => {
  const shift = resolveShift(input.requestAt, input.requestEndsAt);
  return { userId: input.userId, start: shift.start, end: shift.end, excludeId };
};

/** A conflict in the caller's language: a 200 answer (preview, batch) does not pass the exception filter that translates refusals. */
const inLanguageOf = (user: SessionClaims, conflict: ScheduleConflict): ScheduleConflict => ({
  ...conflict, message: translateMessage(conflict.message, user.language),
});

/** A single shift's conflict as an error: the employee on userId (400), an overlap on requestAt (409). */
function refuse(conflict: ScheduleConflict): never {
  if (conflict.kind === 'employee') throw new ValidationFailed({ userId: conflict.message });
  throw new Conflict(conflict.message, { requestAt: conflict.message });
}

/** Schedule entries (spec 02 §7): the crew builder's writes, the lists, and the checks of docs/records.md "Schedule". */
@Injectable()
export class ProductionRequestsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** A job's entries as JSON text (404 for another company's job). */
  async listForJobJson(companyId: number, jobId: number, query: RequestsQuery): Promise<string> {
    const { expression, params } = requestsQuery(this.ds, {
      companyId, jobId, pendingOnly: query.isPending, from: query.requestAt, to: query.requestEndsAt, excludeTimeOff: query.excludeTimeOff,
    });
    const body = await queryJsonOfRow(this.ds, 'job', jobId, expression, params);
    if (body === null) throw new NotFound();
    return body;
  }

  /** The company's entries as JSON text. */
  listJson(companyId: number, query: RequestsQuery): Promise<string> {
    return readRequestsJson(this.ds, { companyId, pendingOnly: query.isPending, from: query.requestAt, to: query.requestEndsAt, excludeTimeOff: query.excludeTimeOff });
  }

  /**
   * One employee's entries as JSON text: pending ones, with includeSubmitted also those with a time record (and
   * that record with includeProduction). 404 outside the company; 403 for another employee's without a reader's permission.
   */
  async listForUserJson(user: SessionClaims, userId: number, query: UserRequestsQuery): Promise<string> {
    if (userId !== user.id && !hasAnyPermission(user, ...SCHEDULE_READERS)) {
      const [target] = await this.ds.query('SELECT 1 FROM "user" WHERE id = $1 AND company_id = $2', [userId, user.companyId]);
      throw target ? new Forbidden(SCHEDULE_MESSAGES.ownScheduleOnly) : new NotFound();
    }
    const { expression, params } = requestsQuery(
      this.ds,
      { companyId: user.companyId, userId, pendingOnly: !query.includeSubmitted, from: query.startsAt, to: query.endsAt },
      { production: query.includeProduction },
    );
    const body = await queryJsonOfRow(this.ds, 'user', userId, expression, params);
    if (body === null) throw new NotFound();
    return body;
  }

  /** The conflict of a shift in the caller's language, or null (the job must be the company's: 400 on jobId otherwise). */
  async match(user: SessionClaims, input: ProductionRequestMatchInput): Promise<ScheduleConflict | null> {
    const [job] = await this.ds.query('SELECT 1 FROM job WHERE id = $1 AND company_id = $2', [input.jobId, user.companyId]);
    if (!job) throw new ValidationFailed({ jobId: RECORD_MESSAGES.unknownJob });
    const [conflict] = await scheduleConflicts(this.ds.manager, user.companyId, input.jobId, [candidate(input, input.excludeId ?? input.id ?? null)]);
    return conflict && inLanguageOf(user, conflict);
  }

  /** One shift on the job, requested by the caller. */
  async create(user: SessionClaims, jobId: number, input: ProductionRequestInput): Promise<ProductionRequestView> {
    const result = await this.createMany(user, jobId, [input]);
    const [item] = result.items;
    if (item.status === 'conflict') refuse(item.conflict);
    return item.request;
  }

  /** The crew build: the shifts that can be scheduled are created in one transaction; the others say why not, in the caller's language. */
  async createBatch(user: SessionClaims, jobId: number, input: ProductionRequestBatchInput): Promise<ProductionRequestBatchResult> {
    const result = await this.createMany(user, jobId, input.requests);
    return { ...result, items: result.items.map((item) => (item.status === 'conflict' ? { ...item, conflict: inLanguageOf(user, item.conflict) } : item)) };
  }

  private async createMany(user: SessionClaims, jobId: number, inputs: readonly ProductionRequestInput[]): Promise<ProductionRequestBatchResult> {
    return this.ds.transaction(async (m) => {
      await this.jobOf(m, user.companyId, jobId);
      const shifts = inputs.map((input) => candidate(input));
      await lockEmployeeSchedules(m, shifts.map((s) => s.userId));
      const conflicts = await scheduleConflicts(m, user.companyId, jobId, shifts);
      const valid = shifts.flatMap((s, index) => (conflicts[index] ? [] : [{ s, index }]));
      const ids = await insertChunked(m, ProductionRequest, valid.map(({ s }) => ({
        companyId: user.companyId, jobId, userId: s.userId, requestAt: s.start, requestEndsAt: s.end, requestedById: user.id, productionId: null,
      })));
      const created = new Map((await readRequests(m, { companyId: user.companyId, ids })).map((r) => [r.id, r]));
      const idOf = new Map(valid.map(({ index }, i) => [index, ids[i]]));
      const items = shifts.map((_s, index): ProductionRequestBatchItem => {
        const conflict = conflicts[index];
        return conflict ? { index, status: 'conflict', conflict } : { index, status: 'created', request: created.get(idOf.get(index)!)! };
      });
      return { created: ids.length, conflicts: items.length - ids.length, items };
    });
  }

  /** New times of a pending shift (one with a time record is changed through the record: 409). */
  async update(user: SessionClaims, id: number, input: ProductionRequestUpdateInput): Promise<ProductionRequestView> {
    return this.ds.transaction(async (m) => {
      const request = await this.findEntry(m, user.companyId, id);
      if (request.productionId !== null) throw new Conflict(SCHEDULE_MESSAGES.requestHasRecordNoChange);
      const shift = candidate({ userId: request.userId, ...input }, id);
      await lockEmployeeSchedules(m, [request.userId]);
      const [conflict] = await scheduleConflicts(m, user.companyId, request.jobId, [shift]);
      if (conflict) refuse(conflict);
      await m.query('UPDATE production_request SET request_at = $1, request_ends_at = $2 WHERE id = $3 AND company_id = $4', [
        shift.start, shift.end, id, user.companyId,
      ]);
      const [view] = await readRequests(m, { companyId: user.companyId, ids: [id] });
      return view;
    });
  }

  /**
   * Removes a pending shift; one answered by a time record is kept (409). The crew builder, foreman and payroll
   * remove anyone's; web.timecards alone only one's own (another's answers 404).
   */
  async remove(user: SessionClaims, id: number): Promise<DeleteResult> {
    await this.ds.transaction(async (m) => {
      const request = await this.findEntry(m, user.companyId, id);
      if (request.userId !== user.id && !hasAnyPermission(user, ...SCHEDULE_REMOVERS)) throw new NotFound();
      if (request.productionId !== null) throw new Conflict(SCHEDULE_MESSAGES.requestHasRecord);
      await m.query('DELETE FROM production_request WHERE id = $1 AND company_id = $2', [id, user.companyId]);
    });
    return { isSuccessful: true };
  }

  private async jobOf(m: EntityManager, companyId: number, jobId: number): Promise<void> {
    const [job] = await m.query('SELECT 1 FROM job WHERE id = $1 AND company_id = $2', [jobId, companyId]);
    if (!job) throw new NotFound();
  }

  /** The entry, locked for the change (404 outside the company). */
  private async findEntry(m: EntityManager, companyId: number, id: number): Promise<{ userId: number; jobId: number; productionId: number | null }> {
    const [request] = await m.query(
      'SELECT user_id AS "userId", job_id AS "jobId", production_id AS "productionId" FROM production_request WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [id, companyId],
    );
    if (!request) throw new NotFound();
    return request;
  }
}
