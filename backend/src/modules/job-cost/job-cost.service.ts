import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFound } from '../../platform/errors/domain-errors';
import { jobCostJson } from './job-cost-read';
import type { JobCostQuery } from './job-cost.schemas';

/** A job's cost per cost code, as JSON text built by PostgreSQL (job-cost-read.ts). */
@Injectable()
export class JobCostService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** 404 when the job is not the company's. */
  async jobCostJson(companyId: number, jobId: number, query: JobCostQuery): Promise<string> {
    const body = await jobCostJson(this.ds, { companyId, jobId, approvedOnly: query.approvedOnly, from: query.startsAt, to: query.endsAt });
    if (body === null) throw new NotFound();
    return body;
  }
}
