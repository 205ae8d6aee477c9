import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  addDays, daysFrom, hasAnyPermission, holdsEveryPermission, MESSAGES, PERMISSIONS, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES,
  type DeleteResult, type TimeOff as TimeOffView,
} from '@groundwork/shared/domain';
import type { TimeOffApprovalInput, TimeOffInput } from '@groundwork/shared/validation';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { insertChunked } from '../../platform/database/insert-chunked';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { readTimeOffs, readTimeOffsJson, timeOffEnd } from './time-off-reads';
import { TimeOff } from './time-off.entity';
import type { TimeOffsQuery } from './time-offs.schemas';

const P = PERMISSIONS;

/** Those who read every employee's time offs (the report, approvers); the others read only their own. */
const READERS_OF_ALL = [P.TIME_OFFS_REPORT, P.TIME_OFFS_APPROVE] as const;
/** Advisory lock namespace of one employee's time off writes (the schedule's is 4712). */
const TIME_OFF_LOCK = 4713;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Time offs (spec 02 §3 to §7). The rules and who may do what: docs/records.md "Time off" and docs/permissions.md.
 * - A request is one row per day (a holiday range becomes one row per day, written in one transaction).
 * - Approving: time_offs.approve, never one's own, only employees the caller manages (user_managers), except for a
 *   user holding every permission (the Administrator), who approves anyone of the company.
 */
@Injectable()
export class TimeOffsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The time offs as JSON text: everyone's for readers of all, otherwise only the caller's own (403 for another's). */
  listJson(user: SessionClaims, query: TimeOffsQuery): Promise<string> {
    let { userId, managerId } = query;
    if (!hasAnyPermission(user, ...READERS_OF_ALL)) {
      if ((userId !== undefined && userId !== user.id) || managerId !== undefined) throw new Forbidden(TIME_OFF_MESSAGES.ownOnly);
      userId = user.id;
      managerId = undefined;
    }
    return readTimeOffsJson(this.ds, {
      companyId: user.companyId, userId, managerId, pendingOnly: query.isPendingOnly, from: query.startsAt, to: query.endsAt,
    });
  }

  /**
   * Requests time off for each day from startsAt to endsAt, in one transaction: 409 when any day overlaps a request
   * of the employee (pending or approved). For oneself without userId; for another employee only as their approver.
   */
  async create(user: SessionClaims, input: TimeOffInput): Promise<TimeOffView[]> {
    const userId = input.userId ?? user.id;
    return this.ds.transaction(async (m) => {
      if (userId !== user.id) {
        if (!hasAnyPermission(user, P.TIME_OFFS_APPROVE)) throw new Forbidden(TIME_OFF_MESSAGES.fileOwnOnly);
        const [employee] = await m.query('SELECT 1 FROM "user" WHERE id = $1 AND company_id = $2', [userId, user.companyId]);
        if (!employee) throw new ValidationFailed({ userId: SCHEDULE_MESSAGES.unknownEmployee });
        await this.assertManages(m, user, userId);
      }
      await m.query('SELECT pg_advisory_xact_lock($1, $2::int)', [TIME_OFF_LOCK, userId]);
      const [overlap] = await m.query(
        `SELECT 1 FROM time_off t WHERE t.company_id = $1 AND t.user_id = $2 AND t.starts_at < $4 AND ${timeOffEnd('t')} > $3 LIMIT 1`,
        [user.companyId, userId, dayStart(input.startsAt), dayStart(addDays(input.endsAt, 1))],
      );
      if (overlap) throw new Conflict(MESSAGES.timeOffConflict, { startsAt: MESSAGES.timeOffConflict });
      const ids = await insertChunked(m, TimeOff, daysFrom(input.startsAt, input.endsAt).map((day) => ({
        companyId: user.companyId, userId, startsAt: dayStart(day), endsAt: dayStart(day), type: input.type,
        comments: input.comments ?? null, approvedAt: null, approvedByUserId: null,
      })));
      return readTimeOffs(m, { companyId: user.companyId, ids });
    });
  }

  /** Approves (approvedAt set: now, by the caller) or withdraws the approval (approvedAt null: both cleared). */
  async setApproval(user: SessionClaims, id: number, input: TimeOffApprovalInput): Promise<TimeOffView> {
    return this.ds.transaction(async (m) => {
      const row = await this.findForChange(m, user.companyId, id);
      if (row.userId === user.id) throw new Forbidden(TIME_OFF_MESSAGES.approveOwn);
      await this.assertManages(m, user, row.userId);
      if (input.approvedAt === null) {
        await m.query('UPDATE time_off SET approved_at = NULL, approved_by_user_id = NULL WHERE id = $1 AND company_id = $2', [id, user.companyId]);
      } else if (!row.approved) {
        // The time is the server's and the approver the caller: the body's approvedAt and approvedByUserId are not trusted.
        await m.query('UPDATE time_off SET approved_at = now(), approved_by_user_id = $3 WHERE id = $1 AND company_id = $2', [id, user.companyId, user.id]);
      }
      const [view] = await readTimeOffs(m, { companyId: user.companyId, ids: [id] });
      return view;
    });
  }

  /**
   * Deletes a request: one's own while pending (an approved one: 409), or, for an approver, a request of an employee
   * they manage whatever its state. Another employee's answers 404 to whoever may not approve it.
   */
  async remove(user: SessionClaims, id: number): Promise<DeleteResult> {
    await this.ds.transaction(async (m) => {
      const row = await this.findForChange(m, user.companyId, id);
      if (row.userId === user.id) {
        if (row.approved) throw new Conflict(TIME_OFF_MESSAGES.approvedNoDelete);
      } else {
        if (!hasAnyPermission(user, P.TIME_OFFS_APPROVE)) throw new NotFound();
        await this.assertManages(m, user, row.userId);
      }
      await m.query('DELETE FROM time_off WHERE id = $1 AND company_id = $2', [id, user.companyId]);
    });
    return { isSuccessful: true };
  }

  /** The caller approves this employee's time off: holds every permission, or manages them (403 otherwise). */
  private async assertManages(m: EntityManager, user: SessionClaims, employeeId: number): Promise<void> {
    if (holdsEveryPermission(user)) return;
    const [managed] = await m.query(
      'SELECT 1 FROM user_managers WHERE company_id = $1 AND user_id = $2 AND manager_id = $3',
      [user.companyId, employeeId, user.id],
    );
    if (!managed) throw new Forbidden(TIME_OFF_MESSAGES.teamOnly);
  }

  /** The request, locked for the change (404 outside the company). */
  private async findForChange(m: EntityManager, companyId: number, id: number): Promise<{ userId: number; approved: boolean }> {
    const [row] = await m.query(
      'SELECT user_id AS "userId", approved_at IS NOT NULL AS approved FROM time_off WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [id, companyId],
    );
    if (!row) throw new NotFound();
    return row;
  }
}
