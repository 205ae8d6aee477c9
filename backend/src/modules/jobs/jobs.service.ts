import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JOB_STATUS_SAVE_DEFAULT, type DeleteResult, type Job as JobView } from '@groundwork/shared/domain';
import { type CostCodeUpdateInput, type JobInput } from '@groundwork/shared/validation';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { CostCodesService } from '../cost-codes/cost-codes.service';
import { Equipment } from '../equipment/equipment.entity';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { User } from '../users/user.entity';
import { jsonArray, queryJson } from '../../platform/database/json-sql';
import { jobJsonSelect, readAssignment, readJobEquipment } from './job-includes';
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

  /** The company's jobs by name (done ones hidden with excludeDone), with the lists asked for, as JSON text. */
  async listJson(companyId: number, query: JobListQuery): Promise<string> {
    const params: unknown[] = [companyId];
    const select = jobJsonSelect(this.ds, query, params);
    const where = ['j.company_id = $1'];
    if (query.excludeDone) where.push(`j.status <> 'done'`);
    if (query.name !== undefined) {
      params.push(query.name);
      where.push(`lower(j.name) = lower($${params.length})`);
    }
    const list = jsonArray({ select, from: 'job j', where: where.join(' AND '), orderBy: 'j.name, j.id' });
    return (await queryJson(this.ds, `SELECT ${list}::text AS body`, params))!;
  }

  /** One job of the company (404 otherwise, and for a done job with excludeDone), with the lists asked for, as JSON text. */
  async getJson(companyId: number, id: number, query: Partial<JobGetQuery> = {}): Promise<string> {
    const params: unknown[] = [companyId, id];
    const select = jobJsonSelect(this.ds, query, params);
    const body = await queryJson(
      this.ds,
      `SELECT row_to_json(r)::text AS body FROM job j CROSS JOIN LATERAL (SELECT ${select}) r ` +
        `WHERE j.company_id = $1 AND j.id = $2${query.excludeDone ? ` AND j.status <> 'done'` : ''}`,
      params,
    );
    if (body === null) throw new NotFound();
    return body;
  }

  /** One job of the company, as the API writes it (the answer of create and update). */
  async get(companyId: number, id: number): Promise<JobView> {
    return JSON.parse(await this.getJson(companyId, id)) as JobView;
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

  /**
   * Refused (409) while any production or time record uses the job; its crew, equipment, cost codes and scheduled
   * shifts go with it (the job list's confirmation says how many shifts of today and later: includeUpcomingShiftCount).
   */
  async remove(companyId: number, id: number): Promise<DeleteResult> {
    await findInCompany(this.jobs, id, companyId);
    const [used] = await this.ds.query('SELECT 1 FROM production WHERE job_id = $1 LIMIT 1', [id]);
    if (used) throw new Conflict(RECORD_MESSAGES.jobHasRecords);
    await this.jobs.delete({ id, companyId });
    return { isSuccessful: true };
  }

  async addAssignment(companyId: number, jobId: number, input: { userId: number; assignment?: string | null }) {
    await findInCompany(this.jobs, jobId, companyId);
    const user = await this.ds.getRepository(User).findOne({ where: { id: input.userId, companyId }, select: { id: true, isActive: true } });
    if (!user) throw new ValidationFailed({ userId: RECORD_MESSAGES.unknownEmployee });
    if (!user.isActive) throw new ValidationFailed({ userId: RECORD_MESSAGES.inactiveEmployee });
    const saved = await this.ds.getRepository(JobAssignment).save({ companyId, jobId, userId: input.userId, assignment: input.assignment ?? null });
    return readAssignment(this.ds, companyId, saved.id);
  }

  async removeAssignment(companyId: number, jobId: number, userId: number): Promise<DeleteResult> {
    const result = await this.ds.getRepository(JobAssignment).delete({ companyId, jobId, userId });
    if (!result.affected) throw new NotFound();
    return { isSuccessful: true };
  }

  async addEquipment(companyId: number, jobId: number, input: { equipmentId: number; description?: string | null }) {
    await findInCompany(this.jobs, jobId, companyId);
    const equipment = await this.ds.getRepository(Equipment).findOne({ where: { id: input.equipmentId, companyId }, select: { id: true, isActive: true } });
    if (!equipment) throw new ValidationFailed({ equipmentId: RECORD_MESSAGES.unknownEquipment });
    if (!equipment.isActive) throw new ValidationFailed({ equipmentId: RECORD_MESSAGES.inactiveEquipment });
    const saved = await this.ds.getRepository(JobEquipment).save({ companyId, jobId, equipmentId: input.equipmentId, description: input.description ?? null });
    return readJobEquipment(this.ds, companyId, saved.id);
  }

  async removeEquipment(companyId: number, jobId: number, equipmentId: number): Promise<DeleteResult> {
    const result = await this.ds.getRepository(JobEquipment).delete({ companyId, jobId, equipmentId });
    if (!result.affected) throw new NotFound();
    return { isSuccessful: true };
  }

  /** A new cost code on the job (its name unique within the job). */
  async addCostCode(user: SessionClaims, jobId: number, input: CostCodeUpdateInput) {
    await findInCompany(this.jobs, jobId, user.companyId);
    return this.costCodes.create(user, { ...input, jobId });
  }
}
