import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { productionEquipmentSchema } from '@groundwork/shared/validation';
import { BodyOf, IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { sendJson } from '../../platform/database/json-sql';
import {
  jobProductionsQuerySchema, matchSchema, recordCreateBodySchema, recordUpdateBodySchema, type JobProductionsQuery, type MatchInput,
} from './productions.schemas';
import { ProductionsService } from './productions.service';

const P = PERMISSIONS;

/**
 * Productions, time records and material hauling entries. Bodies are validated in the service with the schema of
 * the record's type (shared/validation); `@BodyOf` declares what each route accepts. Who may do what: docs/permissions.md and docs/records.md.
 */
@Controller('api/jobs')
export class ProductionsController {
  constructor(private readonly productions: ProductionsService) {}

  /** 204 when the employee has no other timecard in the period; otherwise 200 with the conflicting record. */
  @Post('productions/_match')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  async match(@CurrentUser() user: SessionClaims, @ZodBody(matchSchema) body: MatchInput, @Res({ passthrough: true }) reply: FastifyReply) {
    const conflict = await this.productions.match(user, body);
    if (!conflict) void reply.status(204);
    else void reply.status(200);
    return conflict ?? undefined;
  }

  @Get('productions/:id')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  get(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.productions.get(user, id);
  }

  @Put('productions/:id')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  update(@CurrentUser() user: SessionClaims, @IdParam() id: number, @BodyOf(recordUpdateBodySchema) body: unknown) {
    return this.productions.update(user, id, asObject(body));
  }

  @Delete('productions/:id')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  remove(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.productions.remove(user, id);
  }

  @Put('production-equipments/:id')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  updateLine(@CurrentUser() user: SessionClaims, @IdParam() id: number, @BodyOf(productionEquipmentSchema) body: unknown) {
    return this.productions.updateLine(user, id, body);
  }

  @Get(':id/productions')
  @Access(P.JOBS_ALL, P.JOBS_READ, P.PRODUCTIONS_CREATE)
  async listForJob(
    @CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(jobProductionsQuerySchema) query: JobProductionsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendJson(reply, await this.productions.listForJobJson(companyId, id, query));
  }

  @Post(':id/productions')
  @HttpCode(201)
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS, P.MATERIAL_HAULING_ALL)
  create(@CurrentUser() user: SessionClaims, @IdParam() id: number, @BodyOf(recordCreateBodySchema) body: unknown) {
    return this.productions.create(user, id, asObject(body));
  }
}

const asObject = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
