/** Lean loaders of a job's related lists, one query per list for any number of jobs (no N+1). */
import type { DataSource } from 'typeorm';
import type { CostCode as CostCodeView, JobAssignment as JobAssignmentView, JobEquipment as JobEquipmentView } from '@groundwork/shared/domain';
import { groupBy, leanColumns, nest } from '../../platform/database/lean-columns';
import type { InstantBound } from '../../platform/validation/query-params';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Equipment } from '../equipment/equipment.entity';
import { readProductions, userSummaryColumns } from '../productions/production-reads';
import { JobAssignment } from './job-assignment.entity';
import { JobEquipment } from './job-equipment.entity';

export interface JobIncludes {
  includeAssignedUsers?: boolean;
  includeCostCodes?: boolean;
  includeEquipmentUtilization?: boolean;
  includeProductions?: boolean;
  producedStartsAt?: InstantBound;
  producedEndsAt?: InstantBound;
}

export async function assignmentsOf(ds: DataSource, companyId: number, jobIds: readonly number[]): Promise<JobAssignmentView[]> {
  const rows: Record<string, unknown>[] = await ds.query(
    `SELECT ${leanColumns(ds, JobAssignment, 'a')}, ${userSummaryColumns('u', 'user.')} FROM job_assignment a JOIN "user" u ON u.id = a.user_id ` +
      'WHERE a.company_id = $1 AND a.job_id = ANY($2::int[]) ORDER BY u.name, a.id',
    [companyId, jobIds],
  );
  return rows.map((row) => ({ ...row, user: nest(row, 'user.') }) as unknown as JobAssignmentView);
}

export async function costCodesOf(ds: DataSource, companyId: number, jobIds: readonly number[]): Promise<CostCodeView[]> {
  return ds.query(
    `SELECT ${leanColumns(ds, CostCode, 'c')} FROM cost_code c WHERE c.company_id = $1 AND c.job_id = ANY($2::int[]) ORDER BY c.name, c.id`,
    [companyId, jobIds],
  );
}

export async function equipmentUtilizationOf(ds: DataSource, companyId: number, jobIds: readonly number[]): Promise<JobEquipmentView[]> {
  const rows: Record<string, unknown>[] = await ds.query(
    `SELECT ${leanColumns(ds, JobEquipment, 'je')}, ${leanColumns(ds, Equipment, 'e', { prefix: 'equipment.', omit: ['createdAt', 'updatedAt'] })} ` +
      'FROM job_equipment je JOIN equipment e ON e.id = je.equipment_id WHERE je.company_id = $1 AND je.job_id = ANY($2::int[]) ORDER BY e.name, je.id',
    [companyId, jobIds],
  );
  return rows.map((row) => ({ ...row, equipment: nest(row, 'equipment.') }) as unknown as JobEquipmentView);
}

/** Attaches the asked-for lists to each job (in place) with one query per list. */
export async function attachJobIncludes<J extends { id: number }>(ds: DataSource, companyId: number, jobs: J[], include: JobIncludes): Promise<J[]> {
  if (jobs.length === 0) return jobs;
  const ids = jobs.map((j) => j.id);
  const lists: [string, Promise<{ jobId: number }[]>][] = [];
  if (include.includeAssignedUsers) lists.push(['userAssignments', assignmentsOf(ds, companyId, ids)]);
  if (include.includeCostCodes) lists.push(['costCodes', costCodesOf(ds, companyId, ids)]);
  if (include.includeEquipmentUtilization) lists.push(['equipmentUtilization', equipmentUtilizationOf(ds, companyId, ids)]);
  if (include.includeProductions) {
    lists.push(['productions', readProductions(ds, { companyId, jobIds: ids, from: include.producedStartsAt, to: include.producedEndsAt })]);
  }
  for (const [key, promise] of lists) {
    const byJob = groupBy(await promise, (row) => row.jobId);
    for (const job of jobs) (job as Record<string, unknown>)[key] = byJob.get(job.id) ?? [];
  }
  return jobs;
}
