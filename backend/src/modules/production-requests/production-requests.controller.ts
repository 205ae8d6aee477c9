import { Controller, Delete, Get, HttpCode, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import {
  productionRequestBatchSchema, productionRequestMatchSchema, productionRequestSchema, productionRequestUpdateSchema,
  type ProductionRequestBatchInput, type ProductionRequestInput, type ProductionRequestMatchInput, type ProductionRequestUpdateInput,
} from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { requestsQuerySchema, userRequestsQuerySchema, type RequestsQuery, type UserRequestsQuery } from './production-requests.schemas';
import { ProductionRequestsService } from './production-requests.service';

const P = PERMISSIONS;

/** Schedule entries (spec 02 §7). Who may do what: docs/permissions.md; the checks: docs/records.md "Schedule". */
@Controller('api/jobs')
export class ProductionRequestsController {
  constructor(private readonly requests: ProductionRequestsService) {}

  @Get('production-requests')
  @Access(P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.REPORTS_MISSING_TIMECARDS)
  async list(@CompanyId() companyId: number, @ZodQuery(requestsQuerySchema) query: RequestsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.requests.listJson(companyId, query));
  }

  /** 204 when the shift can be scheduled; otherwise 200 with the conflict. */
  @Post('production-requests/_match')
  @Access(P.WEB_CREW_BUILDER)
  async match(@CurrentUser() user: SessionClaims, @ZodBody(productionRequestMatchSchema) body: ProductionRequestMatchInput, @Res({ passthrough: true }) reply: FastifyReply) {
    const conflict = await this.requests.match(user, body);
    void reply.status(conflict ? 200 : 204);
    return conflict ?? undefined;
  }

  @Patch('production-requests/:id')
  @Access(P.WEB_CREW_BUILDER)
  update(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(productionRequestUpdateSchema) body: ProductionRequestUpdateInput) {
    return this.requests.update(user, id, body);
  }

  @Delete('production-requests/:id')
  @Access(P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.WEB_CREW_BUILDER, P.WEB_TIMECARDS)
  remove(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.requests.remove(user, id);
  }

  @Get(':id/production-requests')
  @Access(P.JOBS_ALL, P.JOBS_READ, P.REPORTS_FOREMAN, P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE)
  async listForJob(
    @CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(requestsQuerySchema) query: RequestsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendJson(reply, await this.requests.listForJobJson(companyId, id, query));
  }

  @Post(':id/production-requests')
  @HttpCode(201)
  @Access(P.WEB_CREW_BUILDER)
  create(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(productionRequestSchema) body: ProductionRequestInput) {
    return this.requests.create(user, id, body);
  }

  /** The whole crew build: 200 with each shift created or conflicted (the valid ones in one transaction). */
  @Post(':id/production-requests/_batch')
  @HttpCode(200)
  @Access(P.WEB_CREW_BUILDER)
  createBatch(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(productionRequestBatchSchema) body: ProductionRequestBatchInput) {
    return this.requests.createBatch(user, id, body);
  }
}

/** GET /api/users/{id}/production-requests: one employee's schedule (My Schedule). */
@Controller('api/users')
export class UserProductionRequestsController {
  constructor(private readonly requests: ProductionRequestsService) {}

  @Get(':id/production-requests')
  @Access(P.WEB_TIMECARDS, P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.REPORTS_MISSING_TIMECARDS)
  async list(
    @CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodQuery(userRequestsQuerySchema) query: UserRequestsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendJson(reply, await this.requests.listForUserJson(user, id, query));
  }
}
