/**
 * Reads of productions and time records built by PostgreSQL as JSON (one statement for the records, their joined
 * objects and their equipment lines), shared by the job detail, the job's records list and a single record.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { MONEY_FIELDS } from '@groundwork/shared/domain';
import type { Production as ProductionView, ProductionEquipment as ProductionEquipmentView } from '@groundwork/shared/domain';
import type { InstantBound } from '../../platform/validation/query-params';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Job } from '../jobs/job.entity';
import { ProductionRequest } from '../production-requests/production-request.entity';
import { dataSourceOf, jsonArray, jsonColumns, jsonObject, queryJson } from '../../platform/database/json-sql';
import { ProductionEquipment } from './production-equipment.entity';
import { Production } from './production.entity';

export interface ProductionIncludes {
  job?: boolean;
  costCode?: boolean;
  productionRequest?: boolean;
  /** The work type object (default true). */
  workType?: boolean;
  /** The equipment lines (default true). */
  productionEquipments?: boolean;
}

export interface ProductionFilter {
  companyId: number;
  ids?: readonly number[];
  jobIds?: readonly number[];
  userId?: number;
  type?: ProductionView['type'];
  from?: InstantBound;
  to?: InstantBound;
  /** Only the records of the employees this user manages (user_managers). */
  managerId?: number;
  /** Only the records of subcontractors (users with isSubcontractor). */
  subcontractorsOnly?: boolean;
  /** Only the records of employees on payroll (the payroll report's isForPayroll). */
  onPayroll?: boolean;
}

/** The employee fields a record or an assignment shows (never the password). */
export const userSummaryColumns = (alias: string, prefix: string) =>
  [
    ['id', 'id'], ['name', 'name'], ['employee_code', 'employeeCode'], ['username', 'username'],
    ['work_class', 'workClass'], ['union', 'union'], ['is_active', 'isActive'], ['is_on_payroll', 'isOnPayroll'],
  ]
    .map(([column, property]) => `"${alias}"."${column}" AS "${prefix}${property}"`)
    .join(', ');

/** Adds the range conditions on `column` for the bounds given; returns the SQL fragments. */
export function rangeConditions(column: string, params: unknown[], from?: InstantBound, to?: InstantBound): string[] {
  const out: string[] = [];
  if (from) {
    params.push(from.at);
    out.push(`${column} >= $${params.length}`);
  }
  if (to) {
    params.push(to.at);
    out.push(`${column} ${to.inclusive ? '<=' : '<'} $${params.length}`);
  }
  return out;
}

/**
 * The JSON array expression of the records matching `where` (SQL on alias p; it may refer to an enclosing row),
 * oldest first, each with its employee, work type and equipment lines (unless turned off), plus the objects asked for. One statement
 * however many records. Their cost code never carries its budget amount (docs/permissions.md "Who sees money").
 */
export function productionsJsonArray(ds: DataSource, where: string, include: ProductionIncludes = {}): string {
  const select = [jsonColumns(ds, Production, 'p'), `${jsonObject(userSummaryColumns('u', ''), 'u.id IS NOT NULL')} AS "user"`];
  const joins = ['LEFT JOIN "user" u ON u.id = p.user_id'];
  if (include.workType !== false) {
    joins.push('LEFT JOIN work_type w ON w.id = p.work_type_id');
    select.push(`${jsonObject('w.id, w.name, w.is_equipment_required AS "isEquipmentRequired"', 'w.id IS NOT NULL')} AS "workType"`);
  }
  if (include.productionEquipments !== false) {
    select.push(`${equipmentLinesJsonArray(ds, 'pe.production_id = p.id AND pe.company_id = p.company_id')} AS "productionEquipments"`);
  }
  if (include.costCode) {
    joins.push('JOIN cost_code cc ON cc.id = p.cost_code_id');
    select.push(`${jsonObject(jsonColumns(ds, CostCode, 'cc', { omit: ['createdAt', 'updatedAt', ...MONEY_FIELDS.costCode] }))} AS "costCode"`);
  }
  if (include.job) {
    joins.push('JOIN job pj ON pj.id = p.job_id');
    select.push(`${jsonObject(jsonColumns(ds, Job, 'pj', { omit: ['createdAt', 'updatedAt'] }))} AS "job"`);
  }
  if (include.productionRequest) {
    joins.push('LEFT JOIN production_request pr ON pr.id = p.production_request_id LEFT JOIN "user" rb ON rb.id = pr.requested_by_id');
    const request = jsonColumns(ds, ProductionRequest, 'pr', { only: ['id', 'requestAt', 'requestEndsAt', 'userId', 'jobId', 'requestedById'] });
    const requestedBy = jsonObject('rb.id, rb.name, rb.username', 'rb.id IS NOT NULL');
    select.push(`${jsonObject(`${request}, ${requestedBy} AS "requestedBy"`, 'pr.id IS NOT NULL')} AS "productionRequest"`);
  }
  return jsonArray({ select: select.join(', '), from: `production p ${joins.join(' ')}`, where, orderBy: 'p.produced_at, p.id' });
}

/** The JSON array expression of the equipment lines matching `where` (on alias pe), with their equipment and its category. */
export function equipmentLinesJsonArray(ds: DataSource, where: string): string {
  const equipment = jsonObject(
    `e.id, e.name, e.description, e.is_active AS "isActive", e.is_rental AS "isRental", ` +
      `${jsonObject('ec.id, ec.name', 'ec.id IS NOT NULL')} AS "equipmentCategory"`,
  );
  return jsonArray({
    select: `${jsonColumns(ds, ProductionEquipment, 'pe')}, ${equipment} AS equipment`,
    from: 'production_equipment pe JOIN equipment e ON e.id = pe.equipment_id LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id',
    where,
    orderBy: 'pe.id',
  });
}

/** The JSON array expression of the records matching the filter, and its parameters (the company is $1). */
export function productionsQuery(ds: DataSource, filter: ProductionFilter, include: ProductionIncludes = {}): { expression: string; params: unknown[] } {
  const params: unknown[] = [filter.companyId];
  const where = ['p.company_id = $1'];
  if (filter.ids) {
    params.push(filter.ids);
    where.push(`p.id = ANY($${params.length}::int[])`);
  }
  if (filter.jobIds) {
    params.push(filter.jobIds);
    where.push(`p.job_id = ANY($${params.length}::int[])`);
  }
  if (filter.userId !== undefined) {
    params.push(filter.userId);
    where.push(`p.user_id = $${params.length}`);
  }
  if (filter.type) {
    params.push(filter.type);
    where.push(`p.type = $${params.length}`);
  }
  if (filter.managerId !== undefined) {
    params.push(filter.managerId);
    where.push(`p.user_id IN (SELECT um.user_id FROM user_managers um WHERE um.manager_id = $${params.length} AND um.company_id = $1)`);
  }
  if (filter.subcontractorsOnly) {
    where.push('p.user_id IN (SELECT su.id FROM "user" su WHERE su.company_id = $1 AND su.is_subcontractor)');
  }
  where.push(...rangeConditions('p.produced_at', params, filter.from, filter.to));
  if (filter.onPayroll) where.push('u.is_on_payroll IS TRUE');
  return { expression: productionsJsonArray(ds, where.join(' AND '), include), params };
}

/** The records matching the filter, as the API writes them (for the write paths that answer with a record, also inside their transaction). */
export async function readProductions(db: DataSource | EntityManager, filter: ProductionFilter, include: ProductionIncludes = {}): Promise<ProductionView[]> {
  const { expression, params } = productionsQuery(dataSourceOf(db), filter, include);
  return JSON.parse((await queryJson(db, `SELECT ${expression}::text AS body`, params))!) as ProductionView[];
}

/** One equipment line of the company, with its equipment's name, description and category (undefined when missing). */
export async function readEquipmentLine(ds: DataSource, companyId: number, lineId: number): Promise<ProductionEquipmentView | undefined> {
  const where = 'pe.company_id = $1 AND pe.id = $2';
  const body = await queryJson(ds, `SELECT ${equipmentLinesJsonArray(ds, where)}::text AS body`, [companyId, lineId]);
  return (JSON.parse(body!) as ProductionEquipmentView[])[0];
}
