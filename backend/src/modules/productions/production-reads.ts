/**
 * Lean reads of productions and time records (one query for the records and their joined objects, one for the
 * equipment lines), shared by the job detail, the job's records list and a single record.
 */
import { DataSource, type EntityManager } from 'typeorm';
import type { Production as ProductionView, ProductionEquipment as ProductionEquipmentView } from '@groundwork/shared/domain';
import { groupBy, leanColumns, nest } from '../../platform/database/lean-columns';
import type { InstantBound } from '../../platform/validation/query-params';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Job } from '../jobs/job.entity';
import { ProductionEquipment } from './production-equipment.entity';
import { Production } from './production.entity';

export interface ProductionIncludes {
  job?: boolean;
  costCode?: boolean;
  productionRequest?: boolean;
  /** The employee: id, name, employeeCode, username, workClass, union, isActive. Default true. */
  user?: boolean;
  /** The work type: id, name, isEquipmentRequired. Default true. */
  workType?: boolean;
  /** The equipment lines with their equipment (id, name, description, equipmentCategory.name). Default true. */
  equipment?: boolean;
}

export interface ProductionFilter {
  companyId: number;
  ids?: readonly number[];
  jobIds?: readonly number[];
  from?: InstantBound;
  to?: InstantBound;
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

type Db = DataSource | EntityManager;
const dsOf = (db: Db): DataSource => (db instanceof DataSource ? db : db.connection);

/** The records matching the filter, oldest first, with the objects asked for. */
export async function readProductions(db: Db, filter: ProductionFilter, include: ProductionIncludes = {}): Promise<ProductionView[]> {
  const ds = dsOf(db);
  const withUser = include.user ?? true;
  const withWorkType = include.workType ?? true;
  const select = [leanColumns(ds, Production, 'p')];
  const joins: string[] = [];
  if (withUser) {
    select.push(userSummaryColumns('u', 'user.'));
    joins.push('LEFT JOIN "user" u ON u.id = p.user_id');
  }
  if (withWorkType) {
    select.push('w.id AS "workType.id", w.name AS "workType.name", w.is_equipment_required AS "workType.isEquipmentRequired"');
    joins.push('LEFT JOIN work_type w ON w.id = p.work_type_id');
  }
  if (include.costCode) {
    select.push(leanColumns(ds, CostCode, 'cc', { prefix: 'costCode.', omit: ['createdAt', 'updatedAt'] }));
    joins.push('JOIN cost_code cc ON cc.id = p.cost_code_id');
  }
  if (include.job) {
    select.push(leanColumns(ds, Job, 'j', { prefix: 'job.', omit: ['createdAt', 'updatedAt'] }));
    joins.push('JOIN job j ON j.id = p.job_id');
  }
  if (include.productionRequest) {
    select.push(
      'pr.id AS "productionRequest.id", pr.request_at AS "productionRequest.requestAt", pr.request_ends_at AS "productionRequest.requestEndsAt", ' +
        'pr.user_id AS "productionRequest.userId", pr.job_id AS "productionRequest.jobId", pr.requested_by_id AS "productionRequest.requestedById", ' +
        'rb.id AS "requestedBy.id", rb.name AS "requestedBy.name", rb.username AS "requestedBy.username"',
    );
    joins.push('LEFT JOIN production_request pr ON pr.id = p.production_request_id LEFT JOIN "user" rb ON rb.id = pr.requested_by_id');
  }
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
  where.push(...rangeConditions('p.produced_at', params, filter.from, filter.to));
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${select.join(', ')} FROM production p ${joins.join(' ')} WHERE ${where.join(' AND ')} ORDER BY p.produced_at, p.id`,
    params,
  );
  const records = rows.map((row) => {
    if (withUser) row.user = nest(row, 'user.');
    if (withWorkType) row.workType = nest(row, 'workType.');
    if (include.costCode) row.costCode = nest(row, 'costCode.');
    if (include.job) row.job = nest(row, 'job.');
    if (include.productionRequest) {
      const requestedBy = nest(row, 'requestedBy.');
      const request = nest<Record<string, unknown>>(row, 'productionRequest.');
      row.productionRequest = request ? { ...request, requestedBy } : null;
    }
    return row as unknown as ProductionView;
  });
  if ((include.equipment ?? true) && records.length > 0) {
    const lines = await readEquipmentLines(db, filter.companyId, records.map((r) => r.id));
    const byRecord = groupBy(lines, (l) => l.productionId);
    for (const record of records) record.productionEquipments = byRecord.get(record.id) ?? [];
  }
  return records;
}

/** Equipment lines of these records (or these line ids), with their equipment's name, description and category. */
export async function readEquipmentLines(
  db: Db,
  companyId: number,
  productionIds: readonly number[],
  lineIds?: readonly number[],
): Promise<ProductionEquipmentView[]> {
  const ds = dsOf(db);
  const byLine = lineIds !== undefined;
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${leanColumns(ds, ProductionEquipment, 'pe')}, e.id AS "equipment.id", e.name AS "equipment.name", ` +
      `e.description AS "equipment.description", e.is_active AS "equipment.isActive", e.is_rental AS "equipment.isRental", ` +
      `ec.id AS "category.id", ec.name AS "category.name" ` +
      `FROM production_equipment pe JOIN equipment e ON e.id = pe.equipment_id LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id ` +
      `WHERE pe.company_id = $1 AND ${byLine ? 'pe.id' : 'pe.production_id'} = ANY($2::int[]) ORDER BY pe.id`,
    [companyId, byLine ? lineIds : productionIds],
  );
  return rows.map((row) => {
    const category = nest(row, 'category.');
    const equipment = nest<Record<string, unknown>>(row, 'equipment.');
    row.equipment = equipment ? { ...equipment, equipmentCategory: category } : null;
    return row as unknown as ProductionEquipmentView;
  });
}
