import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  JOB_STATUS_SAVE_DEFAULT, type CostCodeUpdateInput, type DeleteResult, type Job as JobView, type JobInput,
} from '@groundwork/shared/domain';
import { leanColumns } from '../../platform/database/lean-columns';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { CostCodesService } from '../cost-codes/cost-codes.service';
import { Equipment } from '../equipment/equipment.entity';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { User } from '../users/user.entity';
import { assignmentsOf, attachJobIncludes, equipmentUtilizationOf } from './job-includes';
import { JobAssignment } from './job-assignment.entity';
import { JobEquipment } from './job-equipment.entity';
import { Job } from './job.entity';
import type { JobGetQuery, JobListQuery } from './jobs.schemas';

@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly costCodes: CostCodesService,
  ) {}

  private get jobs() {
    return this.ds.getRepository(Job);
  }

  /** The company's jobs by name (done ones hidden with excludeDone), with the lists asked for. */
  async list(companyId: number, query: JobListQuery): Promise<JobView[]> {
    const params: unknown[] = [companyId];
    const where = ['j.company_id = $1'];
    if (query.excludeDone) where.push(`j.status <> 'done'`);
    if (query.name !== undefined) {
      params.push(query.name);
      where.push(`j.name = $${params.length}`);
    }
    const jobs: JobView[] = await this.ds.query(
      `SELECT ${leanColumns(this.ds, Job, 'j')} FROM job j WHERE ${where.join(' AND ')} ORDER BY j.name, j.id`,
      params,
    );
    return attachJobIncludes(this.ds, companyId, jobs, query);
  }

  /** One job of the company (404 otherwise), with the lists asked for. */
  async get(companyId: number, id: number, query: Partial<JobGetQuery> = {}): Promise<JobView> {
    const [job] = await this.ds.query(`SELECT ${leanColumns(this.ds, Job, 'j')} FROM job j WHERE j.id = $1 AND j.company_id = $2`, [id, companyId]);
    if (!job) throw new NotFound();
    if (query.excludeDone && job.status === 'done') throw new NotFound();
    await attachJobIncludes(this.ds, companyId, [job as JobView], query);
    return job as JobView;
  }

  async create(companyId: number, input: JobInput): Promise<JobView> {
    const saved = await this.jobs.save(this.jobs.create({ ...input, status: input.status ?? JOB_STATUS_SAVE_DEFAULT, companyId }));
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, input: JobInput): Promise<JobView> {
    const job = await findInCompany(this.jobs, id, companyId);
    await this.jobs.save(this.jobs.merge(job, { ...input, status: input.status ?? JOB_STATUS_SAVE_DEFAULT }));
    return this.get(companyId, id);
  }

  /** Refused (409) while any production or time record uses the job; its crew, equipment and cost codes go with it. */
  async remove(companyId: number, id: number): Promise<DeleteResult> {
    await findInCompany(this.jobs, id, companyId);
    const [used] = await this.ds.query('SELECT 1 FROM production WHERE job_id = $1 LIMIT 1', [id]);
    if (used) throw new Conflict(RECORD_MESSAGES.jobHasRecords);
    await this.jobs.delete({ id, companyId });
    return { isSuccessful: true };
  }

  async addAssignment(companyId: number, jobId: number, input: { userId: number; assignment?: string | null }) {
    await findInCompany(this.jobs, jobId, companyId);
    const user = await this.ds.getRepository(User).findOne({ where: { id: input.userId, companyId }, select: { id: true } });
    if (!user) throw new ValidationFailed({ userId: RECORD_MESSAGES.unknownEmployee });
    const saved = await this.ds.getRepository(JobAssignment).save({ companyId, jobId, userId: input.userId, assignment: input.assignment ?? null });
    return (await assignmentsOf(this.ds, companyId, [jobId])).find((a) => a.id === saved.id)!;
  }

  async removeAssignment(companyId: number, jobId: number, userId: number): Promise<DeleteResult> {
    const result = await this.ds.getRepository(JobAssignment).delete({ companyId, jobId, userId });
    if (!result.affected) throw new NotFound();
    return { isSuccessful: true };
  }

  async addEquipment(companyId: number, jobId: number, input: { equipmentId: number; description?: string | null }) {
    await findInCompany(this.jobs, jobId, companyId);
    const equipment = await this.ds.getRepository(Equipment).findOne({ where: { id: input.equipmentId, companyId }, select: { id: true } });
    if (!equipment) throw new ValidationFailed({ equipmentId: RECORD_MESSAGES.unknownEquipment });
    const saved = await this.ds.getRepository(JobEquipment).save({ companyId, jobId, equipmentId: input.equipmentId, description: input.description ?? null });
    return (await equipmentUtilizationOf(this.ds, companyId, [jobId])).find((e) => e.id === saved.id)!;
  }

  async removeEquipment(companyId: number, jobId: number, equipmentId: number): Promise<DeleteResult> {
    const result = await this.ds.getRepository(JobEquipment).delete({ companyId, jobId, equipmentId });
    if (!result.affected) throw new NotFound();
    return { isSuccessful: true };
  }

  /** A new cost code on the job (its name unique within the job). */
  async addCostCode(companyId: number, jobId: number, input: CostCodeUpdateInput) {
    await findInCompany(this.jobs, jobId, companyId);
    return this.costCodes.create(companyId, { ...input, jobId });
  }
}
