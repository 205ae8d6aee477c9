import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  equipmentFileLines, PAYROLL_PROFILE_MESSAGES, type EmployeeWeekGap, PayrollFileError, payrollFileLines, payrollFileName, payrollFileText,
  profiledEquipmentLines, type CsvHeaderStyle, type PayrollFileKind, type PayrollTimeCard, type ProfiledEquipmentLine,
} from '@groundwork/shared/domain';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { isoTimestamp, jsonArray, jsonObject, queryJson } from '../../platform/database/json-sql';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import type { InstantBound } from '../../platform/validation/query-params';
import { premiumGapsOfPeriod, recomputeWeeks } from '../overtime/overtime-recompute';
import { lockEmployeesOfRecords } from '../productions/record-rules';
import { companyZone, zonedBound } from './pay-period';
import type { OvertimeGapsQuery, PayrollExportInput, PayrollExportsQuery } from './payroll.schemas';

/** The server's texts about exports (docs/payroll-file.md "Exports"), shared with the report's Download All. */
export const PAYROLL_EXPORT_MESSAGES = PAYROLL_PROFILE_MESSAGES;

/** The longest period one export covers (a pay period is 14 days; a payroll query range may be longer). */
const MAX_EXPORT_DAYS = 62;

/** An export's period as instants: a day is its midnight in `zone`, an end day inclusive; at most MAX_EXPORT_DAYS. */
function periodOf(startsAt: string, endsAt: string, zone: string): { from: InstantBound; to: InstantBound } {
  const from = zonedBound(startsAt, zone);
  const to = zonedBound(endsAt, zone, true);
  if (to.at.getTime() < from.at.getTime()) throw new ValidationFailed({ endsAt: PAYROLL_EXPORT_MESSAGES.exportRange });
  if (to.at.getTime() - from.at.getTime() > (MAX_EXPORT_DAYS + 1) * 86_400_000) throw new ValidationFailed({ endsAt: PAYROLL_EXPORT_MESSAGES.exportRangeTooLong });
  return { from, to };
}

/** The company's export profile and name. */
interface ProfileRow {
  name: string;
  payrollHeader: string | null;
  rentalEquipmentJob: string | null;
  includeRentalEquipment: boolean;
  csvHeaderStyle: CsvHeaderStyle;
}

/** A stored export as the file routes need it. */
export interface StoredFile {
  id: number;
  fileName: string;
  body: Buffer;
}

/** An export just made: its file and its counts (the response headers). */
export interface MadeExport extends StoredFile {
  recordCount: number;
  pendingCount: number;
}

/**
 * The payroll clerk's exports (issue 10). POST makes a file in ONE transaction: it locks the candidate time records
 * (SELECT ... FOR UPDATE, in id order so two exports never deadlock), re-reads them after the locks are held (a
 * concurrent export that committed first has taken its records), writes the file from the rows, stores the export
 * with its bytes and its records, and (payroll) marks the records exported. Two exports of one period therefore put
 * every record in exactly one file. docs/payroll-file.md "Exports".
 */
@Injectable()
export class PayrollService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async export(user: SessionClaims, request: PayrollExportInput): Promise<MadeExport> {
    const input = { ...request, timeZone: await companyZone(this.ds, user.companyId, request.timeZone) };
    const { from, to } = periodOf(input.startsAt, input.endsAt, input.timeZone);
    const companyId = user.companyId;
    return this.ds.transaction(async (m) => {
      const profile = await this.profile(m, companyId);
      const { where, params } = periodWhere(companyId, from, to, input.productionIds);
      const withEquipment = input.kind === 'equipment' ? ' AND EXISTS (SELECT 1 FROM production_equipment pe WHERE pe.production_id = p.id)' : '';
      const candidates = input.kind === 'payroll' ? ' AND p.exported_at IS NULL' : withEquipment;
      const locked: { id: number }[] = await m.query(
        `SELECT p.id FROM production p WHERE ${where} AND p.is_approved IS TRUE${candidates} ORDER BY p.id FOR UPDATE OF p`, params,
      );
      // Re-read under the locks, in a new statement (a new snapshot): what a concurrent export committed is seen now.
      const ids = await this.stillExportable(m, companyId, input.kind, locked.map((r) => r.id));
      const [{ pending }] = await m.query(
        `SELECT count(*)::int AS pending FROM production p WHERE ${where} AND p.is_approved IS NULL AND p.exported_at IS NULL${withEquipment}`, params,
      );
      const at = new Date();
      const header = { payrollHeader: profile.payrollHeader, date: input.date, allRecords: input.productionIds === undefined };
      let lines: string[];
      let recordIds: number[];
      try {
        if (input.kind === 'payroll') {
          const cards = await this.timeCards(m, companyId, ids, input.timeZone);
          if (cards.length === 0) throw new Conflict(PAYROLL_EXPORT_MESSAGES.nothingToExport);
          lines = payrollFileLines(header, cards);
          recordIds = cards.map((c) => c.recordId);
        } else {
          const written = profiledEquipmentLines(profile, await this.equipmentLines(m, companyId, ids, input.timeZone));
          if (written.length === 0) throw new Conflict(PAYROLL_EXPORT_MESSAGES.noEquipmentToExport);
          lines = equipmentFileLines(header, written);
          recordIds = [...new Set(written.map((l) => l.recordId))];
        }
      } catch (error) {
        // A value the file cannot hold refuses the whole file: nothing is marked, the clerk corrects the record.
        if (error instanceof PayrollFileError) throw new ValidationFailed({ file: error.message }, error.message);
        throw error;
      }
      const body = Buffer.from(payrollFileText(lines), 'ascii');
      const fileName = payrollFileName(profile.name, input.kind, input.date, at);
      const [{ id }] = await m.query(
        `INSERT INTO payroll_export (company_id, kind, date, starts_at, ends_at, time_zone, all_records, file_name, file, record_count, line_count, pending_count, created_by_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, (SELECT id FROM "user" WHERE id = $13), $14) RETURNING id`,
        [companyId, input.kind, input.date, from.at, to.inclusive ? to.at : new Date(to.at.getTime() - 1), input.timeZone, header.allRecords,
          fileName, body, recordIds.length, lines.length - 2, pending, user.id, at],
      );
      await m.query(
        'INSERT INTO payroll_export_record (company_id, payroll_export_id, production_id) SELECT $1, $2, unnest($3::int[])',
        [companyId, id, recordIds],
      );
      if (input.kind === 'payroll') {
        await m.query('UPDATE production SET exported_at = $3, updated_at = now() WHERE company_id = $1 AND id = ANY($2::int[])', [companyId, recordIds, at]);
      }
      return { id, fileName, body, recordCount: recordIds.length, pendingCount: pending };
    });
  }

  /** Of the locked candidates, those still exportable now that the locks are held. */
  private async stillExportable(m: EntityManager, companyId: number, kind: PayrollFileKind, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const condition = kind === 'payroll'
      ? 'p.exported_at IS NULL'
      : `NOT EXISTS (SELECT 1 FROM payroll_export_record r JOIN payroll_export x ON x.id = r.payroll_export_id
           WHERE r.production_id = p.id AND x.kind = 'equipment' AND x.reset_at IS NULL)`;
    const rows: { id: number }[] = await m.query(
      `SELECT p.id FROM production p WHERE p.company_id = $1 AND p.id = ANY($2::int[]) AND p.is_approved IS TRUE AND ${condition} ORDER BY p.id`,
      [companyId, ids],
    );
    return rows.map((r) => r.id);
  }

  private async profile(m: EntityManager, companyId: number): Promise<ProfileRow> {
    const [row] = await m.query(
      `SELECT name, payroll_header AS "payrollHeader", rental_equipment_job AS "rentalEquipmentJob",
        include_rental_equipment AS "includeRentalEquipment", csv_header_style AS "csvHeaderStyle" FROM company WHERE id = $1`,
      [companyId],
    );
    if (!row) throw new NotFound();
    return row as ProfileRow;
  }

  /**
   * The payroll file's time cards of the records, by employee code, day and record (one statement). Each carries its
   * stored split when the company pays overtime (its policy is not `none`, or one of its policies is a union's):
   * docs/payroll-file.md "Overtime".
   */
  private async timeCards(m: EntityManager, companyId: number, ids: number[], zone: string): Promise<PayrollTimeCard[]> {
    if (ids.length === 0) return [];
    return m.query(
      `WITH c AS (SELECT overtime_policy <> 'none' OR EXISTS (SELECT 1 FROM overtime_policy o WHERE o.company_id = $1 AND o."union" IS NOT NULL) AS paid
         FROM company WHERE id = $1)
       SELECT p.id AS "recordId", u.employee_code AS "employeeCode", u.name AS "employeeName", u.work_class AS "workClass",
         u."union" AS "union", to_char(p.produced_at AT TIME ZONE $3, 'YYYY-MM-DD') AS "workDate", j.name AS "jobName",
         j.description AS "jobDescription", cc.name AS "costCode", cc.description AS "costCodeDescription",
         w.name AS "workType", p.quantity::float8 AS hours, p.description,
         CASE WHEN c.paid THEN json_build_object('regularHours', p.regular_hours::float8, 'overtimeHours', p.overtime_hours::float8,
           'doubleTimeHours', p.double_time_hours::float8) END AS split
       FROM c CROSS JOIN production p JOIN job j ON j.id = p.job_id JOIN cost_code cc ON cc.id = p.cost_code_id
         LEFT JOIN "user" u ON u.id = p.user_id LEFT JOIN work_type w ON w.id = p.work_type_id
       WHERE p.company_id = $1 AND p.id = ANY($2::int[])
       ORDER BY u.employee_code, p.produced_at, p.id`,
      [companyId, ids, zone],
    );
  }

  /** The equipment lines of the records, with whether each machine is rented (one statement). */
  private async equipmentLines(m: EntityManager, companyId: number, ids: number[], zone: string): Promise<ProfiledEquipmentLine[]> {
    if (ids.length === 0) return [];
    return m.query(
      `SELECT p.id AS "recordId", u.employee_code AS "employeeCode", u.name AS "employeeName",
         to_char(p.produced_at AT TIME ZONE $3, 'YYYY-MM-DD') AS "workDate", j.name AS "jobName", j.description AS "jobDescription",
         cc.name AS "costCode", cc.description AS "costCodeDescription", e.name AS equipment, e.description AS "equipmentDescription",
         pe.hours_used::float8 AS hours, pe.liters_of_fuel::float8 AS "litersOfFuel", pe.notes, e.is_rental AS "isRental"
       FROM production_equipment pe JOIN production p ON p.id = pe.production_id JOIN equipment e ON e.id = pe.equipment_id
         JOIN job j ON j.id = p.job_id JOIN cost_code cc ON cc.id = p.cost_code_id LEFT JOIN "user" u ON u.id = p.user_id
       WHERE p.company_id = $1 AND p.id = ANY($2::int[])
       ORDER BY u.employee_code, p.produced_at, p.id, pe.id`,
      [companyId, ids, zone],
    );
  }

  /** GET /api/payroll-exports: the company's exports, newest first, as JSON text (one statement). */
  async listJson(companyId: number, query: PayrollExportsQuery): Promise<string> {
    const params: unknown[] = [companyId];
    let where = 'x.company_id = $1';
    if (query.kind) {
      params.push(query.kind);
      where += ` AND x.kind = $${params.length}`;
    }
    const select = [
      'x.id, x.kind, x.date::text AS date', `${isoTimestamp('x.starts_at')} AS "startsAt"`, `${isoTimestamp('x.ends_at')} AS "endsAt"`,
      'x.time_zone AS "timeZone"',
      // The period's first and last days in the zone it was exported in (ends_at is the last moment of the last day).
      '(x.starts_at AT TIME ZONE x.time_zone)::date::text AS "startsOn"', '(x.ends_at AT TIME ZONE x.time_zone)::date::text AS "endsOn"',
      'x.all_records AS "allRecords"', 'x.file_name AS "fileName"', 'x.record_count AS "recordCount"',
      'x.line_count AS "lineCount"', 'x.pending_count AS "pendingCount"', `${isoTimestamp('x.created_at')} AS "createdAt"`,
      `${jsonObject('cb.id, cb.name', 'cb.id IS NOT NULL')} AS "createdBy"`,
      `CASE WHEN x.reset_at IS NULL THEN NULL ELSE ${isoTimestamp('x.reset_at')} END AS "resetAt"`,
      `${jsonObject('rb.id, rb.name', 'rb.id IS NOT NULL')} AS "resetBy"`,
    ].join(', ');
    const expression = jsonArray({
      select,
      from: 'payroll_export x LEFT JOIN "user" cb ON cb.id = x.created_by_id LEFT JOIN "user" rb ON rb.id = x.reset_by_id',
      where,
      orderBy: 'x.created_at DESC, x.id DESC',
    });
    return (await queryJson(this.ds, `SELECT ${expression}::text AS body`, params))!;
  }

  /** The stored bytes of the company's export (404 for another company's or a missing one). */
  async file(companyId: number, id: number): Promise<StoredFile> {
    const [row] = await this.ds.query('SELECT id, file_name AS "fileName", file AS body FROM payroll_export WHERE id = $1 AND company_id = $2', [id, companyId]);
    if (!row) throw new NotFound();
    return row as StoredFile;
  }

  /**
   * The weeks of the period whose exported records leave overtime unpaid or paid beyond the company's policy
   * (docs/overtime.md "Exported records keep their split"): the payroll clerk resets that week's export to pay it
   * exactly.
   */
  async overtimeGaps(companyId: number, query: OvertimeGapsQuery): Promise<EmployeeWeekGap[]> {
    const { from, to } = periodOf(query.startsAt, query.endsAt, await companyZone(this.ds, companyId, query.timeZone));
    return premiumGapsOfPeriod(this.ds.manager, companyId, from.at, to.inclusive ? to.at : new Date(to.at.getTime() - 1));
  }

  /**
   * POST /api/payroll-exports/{id}/reset, one transaction: the export is marked reset and (payroll) its records'
   * exportedAt cleared, except records that a later export that is not reset holds (their per-record Reset was
   * followed by a new file: clearing them would let that file's hours be exported again). Returns the records cleared.
   */
  async reset(user: SessionClaims, id: number): Promise<{ id: number; resetAt: string; cleared: number }> {
    return this.ds.transaction(async (m) => {
      const [x] = await m.query('SELECT id, kind, reset_at AS "resetAt" FROM payroll_export WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, user.companyId]);
      if (!x) throw new NotFound();
      if (x.resetAt) throw new Conflict(PAYROLL_EXPORT_MESSAGES.alreadyReset);
      const at = new Date();
      let cleared = 0;
      if (x.kind === 'payroll') {
        const inFile: { id: number }[] = await m.query('SELECT production_id AS id FROM payroll_export_record WHERE payroll_export_id = $1', [id]);
        await lockEmployeesOfRecords(m, user.companyId, inFile.map((r) => r.id));
        // An UPDATE answers [rows, count].
        const [rows]: [{ id: number; userId: number | null; at: Date }[], number] = await m.query(
          `UPDATE production p SET exported_at = NULL, updated_at = now()
           WHERE p.company_id = $1 AND p.exported_at IS NOT NULL
             AND p.id IN (SELECT r.production_id FROM payroll_export_record r WHERE r.payroll_export_id = $2)
             AND NOT EXISTS (SELECT 1 FROM payroll_export_record r2 JOIN payroll_export x2 ON x2.id = r2.payroll_export_id
               WHERE r2.production_id = p.id AND x2.id > $2 AND x2.kind = 'payroll' AND x2.reset_at IS NULL)
           RETURNING p.id, p.user_id AS "userId", p.produced_at AS at`,
          [user.companyId, id],
        );
        cleared = rows.length;
        // Not exported any more: their weeks are split again, with what the other records of the week hold now.
        await recomputeWeeks(m, user.companyId, rows);
      }
      await m.query('UPDATE payroll_export SET reset_at = $2, reset_by_id = (SELECT id FROM "user" WHERE id = $3) WHERE id = $1', [id, at, user.id]);
      return { id, resetAt: at.toISOString(), cleared };
    });
  }
}

/** The time records of the range (and of the ids when given) of employees on payroll, on alias p; the company is $1. */
function periodWhere(companyId: number, from: InstantBound, to: InstantBound, ids?: readonly number[]): { where: string; params: unknown[] } {
  const params: unknown[] = [companyId, from.at, to.at];
  // Employees on payroll only, as the payroll report shows them (isForPayroll): a subcontractor's hours are not paid here.
  let where = `p.company_id = $1 AND p.type = 'Time Record' AND p.produced_at >= $2 AND p.produced_at ${to.inclusive ? '<=' : '<'} $3
    AND EXISTS (SELECT 1 FROM "user" pu WHERE pu.id = p.user_id AND pu.company_id = p.company_id AND pu.is_on_payroll)`;
  if (ids) {
    params.push(ids);
    where += ' AND p.id = ANY($4::int[])';
  }
  return { where, params };
}
