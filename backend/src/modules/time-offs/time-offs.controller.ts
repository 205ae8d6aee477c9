import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { addDays, PERMISSIONS, utcDay } from '@groundwork/shared/domain';
import { timeOffApprovalSchema, timeOffRequestSchema, type TimeOffApprovalInput, type TimeOffInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { timeOffsQuerySchema, type TimeOffsQuery } from './time-offs.schemas';
import { TimeOffsService } from './time-offs.service';

const P = PERMISSIONS;

/** The drawer's rules, with the server's day plus one as "today" (a user's local day may be ahead of UTC). */
const timeOffBodySchema = timeOffRequestSchema(() => addDays(utcDay(new Date()), 1));

/** Time offs (spec 02 §7). Who may do what: docs/permissions.md; the rules: docs/records.md "Time off". */
@Controller('api/time-offs')
export class TimeOffsController {
  constructor(private readonly timeOffs: TimeOffsService) {}

  @Get()
  @Access(P.TIME_OFFS_READ, P.TIME_OFFS_CREATE, P.TIME_OFFS_REPORT, P.TIME_OFFS_APPROVE)
  async list(@CurrentUser() user: SessionClaims, @ZodQuery(timeOffsQuerySchema) query: TimeOffsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.timeOffs.listJson(user, query));
  }

  /** 201 with the requests created, one per day. */
  @Post()
  @HttpCode(201)
  @Access(P.TIME_OFFS_CREATE)
  create(@CurrentUser() user: SessionClaims, @ZodBody(timeOffBodySchema) body: TimeOffInput) {
    return this.timeOffs.create(user, body);
  }

  @Put(':id')
  @Access(P.TIME_OFFS_APPROVE)
  setApproval(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(timeOffApprovalSchema) body: TimeOffApprovalInput) {
    return this.timeOffs.setApproval(user, id, body);
  }

  @Delete(':id')
  @Access(P.TIME_OFFS_CREATE, P.TIME_OFFS_APPROVE)
  remove(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.timeOffs.remove(user, id);
  }
}
