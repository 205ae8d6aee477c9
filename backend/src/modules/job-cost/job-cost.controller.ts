import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodQuery } from '../../platform/validation/zod.pipe';
import { JobCostService } from './job-cost.service';
import { jobCostQuerySchema, type JobCostQuery } from './job-cost.schemas';

/** A job's cost per cost code against its budget (docs/job-cost.md). Money: reports.job_cost only (docs/permissions.md). */
@Controller('api/jobs')
export class JobCostController {
  constructor(private readonly jobCost: JobCostService) {}

  /** Per cost code: budget, actual quantity, labour and equipment hours and cost, projection and variance; 404 for another company's job. */
  @Get(':id/job-cost')
  @Access(PERMISSIONS.REPORTS_JOB_COST)
  async get(@CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(jobCostQuerySchema) query: JobCostQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.jobCost.jobCostJson(companyId, id, query));
  }
}
