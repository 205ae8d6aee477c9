/**
 * A job's document built by PostgreSQL as JSON: its columns and the related lists asked for (crew, cost codes,
 * equipment, productions), each a correlated json_agg, so a list or a detail is one statement whatever it includes.
 * The cost codes and equipment in it never carry money (budgetAmount, hourlyRate): those are in the cost code and
 * equipment reads for reports.job_cost, and in the job cost read (docs/permissions.md "Who sees money").
 */
import type { DataSource } from 'typeorm';
import { MONEY_FIELDS } from '@groundwork/shared/domain';
import type { JobAssignment as JobAssignmentView, JobEquipment as JobEquipmentView } from '@groundwork/shared/domain';
import type { InstantBound } from '../../platform/validation/query-params';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Equipment } from '../equipment/equipment.entity';
import { jsonArray, jsonColumns, jsonObject, queryJson } from '../../platform/database/json-sql';
import { productionsJsonArray, rangeConditions, userSummaryColumns } from '../productions/production-reads';
import { JobAssignment } from './job-assignment.entity';
import { JobEquipment } from './job-equipment.entity';
import { Job } from './job.entity';

export interface JobIncludes {
  includeAssignedUsers?: boolean;
  includeCostCodes?: boolean;
  includeEquipmentUtilization?: boolean;
  includeProductions?: boolean;
  includeUpcomingShiftCount?: boolean;
  producedStartsAt?: InstantBound;
  producedEndsAt?: InstantBound;
}

/** The crew of the job(s) matching `where` (on alias a), by employee name, with each employee's summary. */
const assignmentsJsonArray = (ds: DataSource, where: string) =>
  jsonArray({
    select: `${jsonColumns(ds, JobAssignment, 'a')}, ${jsonObject(userSummaryColumns('u', ''))} AS "user"`,
    from: 'job_assignment a JOIN "user" u ON u.id = a.user_id',
    where,
    orderBy: 'u.name, a.id',
  });

/** The equipment on the job(s) matching `where` (on alias je), by equipment name, with the equipment. */
const equipmentJsonArray = (ds: DataSource, where: string) =>
  jsonArray({
    select: `${jsonColumns(ds, JobEquipment, 'je')}, ${jsonObject(jsonColumns(ds, Equipment, 'e', { omit: ['createdAt', 'updatedAt', ...MONEY_FIELDS.equipment] }))} AS equipment`,
    from: 'job_equipment je JOIN equipment e ON e.id = je.equipment_id',
    where,
    orderBy: 'e.name, je.id',
  });

/**
 * The select list of a job's document (alias j): its columns, then each list asked for. `params` holds the
 * company as $1; the range bounds of the productions are added to it.
 */
export function jobJsonSelect(ds: DataSource, include: JobIncludes, params: unknown[]): string {
  const fields = [jsonColumns(ds, Job, 'j')];
  if (include.includeAssignedUsers) fields.push(`${assignmentsJsonArray(ds, 'a.company_id = $1 AND a.job_id = j.id')} AS "userAssignments"`);
  if (include.includeCostCodes) {
    const costCodes = jsonArray({ select: jsonColumns(ds, CostCode, 'c', { omit: MONEY_FIELDS.costCode }), from: 'cost_code c', where: 'c.company_id = $1 AND c.job_id = j.id', orderBy: 'c.name, c.id' });
    fields.push(`${costCodes} AS "costCodes"`);
  }
  if (include.includeEquipmentUtilization) fields.push(`${equipmentJsonArray(ds, 'je.company_id = $1 AND je.job_id = j.id')} AS "equipmentUtilization"`);
  if (include.includeProductions) {
    const where = ['p.company_id = $1', 'p.job_id = j.id', ...rangeConditions('p.produced_at', params, include.producedStartsAt, include.producedEndsAt)];
    fields.push(`${productionsJsonArray(ds, where.join(' AND '))} AS productions`);
  }
  if (include.includeUpcomingShiftCount) {
    // Shifts starting from midnight of the company's today (a shift belongs to the day it begins, as on the schedule).
    const today = `(SELECT date_trunc('day', now() AT TIME ZONE co.time_zone) AT TIME ZONE co.time_zone FROM company co WHERE co.id = $1)`;
    fields.push(`(SELECT count(*)::int FROM production_request r WHERE r.company_id = $1 AND r.job_id = j.id AND r.request_at >= ${today}) AS "upcomingShiftCount"`);
  }
  return fields.join(', ');
}

/** One assignment of the company's job, as the API writes it. */
export async function readAssignment(ds: DataSource, companyId: number, id: number): Promise<JobAssignmentView> {
  const body = await queryJson(ds, `SELECT ${assignmentsJsonArray(ds, 'a.company_id = $1 AND a.id = $2')}::text AS body`, [companyId, id]);
  return (JSON.parse(body!) as JobAssignmentView[])[0]!;
}

/** One equipment line of the company's job, as the API writes it. */
export async function readJobEquipment(ds: DataSource, companyId: number, id: number): Promise<JobEquipmentView> {
  const body = await queryJson(ds, `SELECT ${equipmentJsonArray(ds, 'je.company_id = $1 AND je.id = $2')}::text AS body`, [companyId, id]);
  return (JSON.parse(body!) as JobEquipmentView[])[0]!;
}
