import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { equipmentSchema, type EquipmentInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { equipmentGetQuerySchema, equipmentListQuerySchema, type EquipmentGetQuery, type EquipmentListQuery } from './equipment.schemas';
import { EquipmentService } from './equipment.service';

const P = PERMISSIONS;

/** /api/equipment/categories is another module's: Fastify matches that static segment before `:id`. */
@Controller('api/equipment')
export class EquipmentController {
  constructor(private readonly equipment: EquipmentService) {}

  /**
   * Any signed-in user of the company: time record equipment lines pick from it. includeEquipmentUsage needs
   * reports.equipment_usage_report or an equipment reader's permission (403 otherwise). hourlyRate: reports.job_cost only.
   */
  @Get()
  @Access.signedIn()
  async list(@CurrentUser() user: SessionClaims, @ZodQuery(equipmentListQuerySchema) query: EquipmentListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.equipment.listJson(user, query));
  }

  /** Any signed-in user of the company; includeJobUtilization (hours and fuel per job) needs the list's usage permissions. */
  @Get(':id')
  @Access.signedIn()
  get(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodQuery(equipmentGetQuerySchema) query: EquipmentGetQuery) {
    return this.equipment.detail(user, id, query);
  }

  /** Setting hourlyRate also needs reports.job_cost (403). */
  @Post()
  @Access(P.EQUIPMENT_CREATE)
  create(@CurrentUser() user: SessionClaims, @ZodBody(equipmentSchema) body: EquipmentInput) {
    return this.equipment.create(user, body);
  }

  @Put(':id')
  @Access(P.EQUIPMENT_UPDATE)
  update(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(equipmentSchema) body: EquipmentInput) {
    return this.equipment.update(user, id, body);
  }

  @Delete(':id')
  @Access(P.EQUIPMENT_DELETE)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.equipment.remove(companyId, id);
  }
}
