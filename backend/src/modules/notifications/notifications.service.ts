import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { hasAnyPermission, PERMISSIONS, type NotificationRead } from '@groundwork/shared/domain';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { NotFound } from '../../platform/errors/domain-errors';
import { isoTimestamp, queryJson } from '../../platform/database/json-sql';

/** How many notifications GET /api/notifications lists (the newest); the unread count counts them all. */
export const NOTIFICATIONS_LISTED = 50;

/**
 * The caller's own notifications (docs/job-cost.md "Alerts"). A job cost alert carries money: it is listed (and
 * counted) only while its user holds reports.job_cost, so a user who lost the permission reads no cost from it.
 */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** `{ items, unreadCount }`, newest first, as JSON text built by PostgreSQL (one statement). */
  async listJson(user: SessionClaims): Promise<string> {
    const mine = `n.company_id = $1 AND n.user_id = $2 AND ($3 OR n.kind <> 'jobCostAlert')`;
    const params = [user.companyId, user.id, hasAnyPermission(user, PERMISSIONS.REPORTS_JOB_COST), NOTIFICATIONS_LISTED];
    return (await queryJson(this.ds, `SELECT json_build_object(
      'items', COALESCE((SELECT json_agg(json_build_object(
          'id', n.id, 'kind', n.kind, 'jobId', n.job_id, 'jobName', j.name, 'costCodeId', n.cost_code_id,
          'costCodeName', cc.name, 'costCodeDescription', cc.description, 'threshold', n.threshold, 'basis', n.basis,
          'actual', n.actual::float8, 'budget', n.budget::float8,
          'createdAt', ${isoTimestamp('n.created_at')}, 'readAt', ${isoTimestamp('n.read_at')}
        ) ORDER BY n.created_at DESC, n.id DESC)
        FROM (SELECT n.* FROM notification n WHERE ${mine} ORDER BY n.created_at DESC, n.id DESC LIMIT $4) n
        JOIN job j ON j.id = n.job_id AND j.company_id = n.company_id
        JOIN cost_code cc ON cc.id = n.cost_code_id AND cc.company_id = n.company_id), '[]'),
      'unreadCount', (SELECT count(*) FROM notification n WHERE ${mine} AND n.read_at IS NULL)::int
    )::text`, params))!;
  }

  /** Marks one of the caller's own notifications read (once: the first time stays); another's or none: 404. */
  async markRead(user: SessionClaims, id: number): Promise<NotificationRead> {
    const [rows] = (await this.ds.query(
      `UPDATE notification SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND company_id = $2 AND user_id = $3 RETURNING id, read_at AS "readAt"`,
      [id, user.companyId, user.id],
    )) as [{ id: number; readAt: Date }[], number];
    if (rows.length === 0) throw new NotFound();
    return { id: rows[0].id, readAt: rows[0].readAt.toISOString() };
  }
}
