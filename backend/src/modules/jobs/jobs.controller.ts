import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { costCodeUpdateSchema, jobAssignmentSchema, jobEquipmentSchema, jobSchema, type CostCodeUpdateInput, type JobInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { sendJson } from '../../platform/database/json-sql';
import { jobGetQuerySchema, jobListQuerySchema, type JobGetQuery, type JobListQuery } from './jobs.schemas';
import { JobsService } from './jobs.service';

const P = PERMISSIONS;

@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  /** Any signed-in user of the company: the job pickers of every form and report read it. */
  @Get()
  @Access.signedIn()
  async list(@CompanyId() companyId: number, @ZodQuery(jobListQuerySchema) query: JobListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.jobs.listJson(companyId, query));
  }

  @Get(':id')
  @Access.signedIn()
  async get(
    @CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(jobGetQuerySchema) query: JobGetQuery, @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendJson(reply, await this.jobs.getJson(companyId, id, query));
  }

  @Post()
  @Access(P.JOBS_CREATE)
  create(@CompanyId() companyId: number, @ZodBody(jobSchema) body: JobInput) {
    return this.jobs.create(companyId, body);
  }

  @Put(':id')
  @Access(P.JOBS_UPDATE)
  update(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(jobSchema) body: JobInput) {
    return this.jobs.update(companyId, id, body);
  }

  @Delete(':id')
  @Access(P.JOBS_DELETE)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.jobs.remove(companyId, id);
  }

  @Post(':id/assignments')
  @Access(P.JOBS_UPDATE)
  addAssignment(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(jobAssignmentSchema) body: { userId: number; assignment?: string | null }) {
    return this.jobs.addAssignment(companyId, id, body);
  }

  @Delete(':id/assignments/:userId')
  @Access(P.JOBS_UPDATE)
  removeAssignment(@CompanyId() companyId: number, @IdParam() id: number, @IdParam('userId') userId: number) {
    return this.jobs.removeAssignment(companyId, id, userId);
  }

  @Post(':id/equipment')
  @Access(P.JOBS_UPDATE)
  addEquipment(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(jobEquipmentSchema) body: { equipmentId: number; description?: string | null }) {
    return this.jobs.addEquipment(companyId, id, body);
  }

  @Delete(':id/equipment/:equipmentId')
  @Access(P.JOBS_UPDATE)
  removeEquipment(@CompanyId() companyId: number, @IdParam() id: number, @IdParam('equipmentId') equipmentId: number) {
    return this.jobs.removeEquipment(companyId, id, equipmentId);
  }

  /** A new cost code on this job (the job comes from the path); a budget amount needs reports.job_cost (403). */
  @Post(':id/cost-codes')
  @Access(P.COST_CODES_CREATE)
  addCostCode(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(costCodeUpdateSchema) body: CostCodeUpdateInput) {
    return this.jobs.addCostCode(user, id, body);
  }
}
