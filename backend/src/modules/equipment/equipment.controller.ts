import { Controller, Delete, Get, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { equipmentSchema, type EquipmentInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { sendJson } from '../../platform/database/json-sql';
import { SPREADSHEET_MESSAGES } from '../../platform/spreadsheet/spreadsheet';
import { SPREADSHEET_FIELD, uploadedSpreadsheet, XLSX_TYPE } from '../../platform/spreadsheet/upload';
import { Upload } from '../../platform/validation/route-input';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { EquipmentImportService } from './equipment-import.service';
import { EQUIPMENT_COLUMNS, equipmentTemplate } from './equipment-spreadsheet';
import { equipmentGetQuerySchema, equipmentListQuerySchema, type EquipmentGetQuery, type EquipmentListQuery } from './equipment.schemas';
import { EquipmentService } from './equipment.service';

const P = PERMISSIONS;

/** /api/equipment/categories is another module's: Fastify matches that static segment before `:id`. */
@Controller('api/equipment')
export class EquipmentController {
  constructor(
    private readonly equipment: EquipmentService,
    private readonly importer: EquipmentImportService,
  ) {}

  /**
   * Any signed-in user of the company: time record equipment lines pick from it. includeEquipmentUsage needs
   * reports.equipment_usage_report or an equipment reader's permission (403 otherwise). hourlyRate: reports.job_cost only.
   */
  @Get()
  @Access.signedIn()
  async list(@CurrentUser() user: SessionClaims, @ZodQuery(equipmentListQuerySchema) query: EquipmentListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.equipment.listJson(user, query));
  }

  /** The .xlsx template of the spreadsheet import. */
  @Get('import/template')
  @Access(P.EQUIPMENT_CREATE)
  async template(@CurrentUser() user: SessionClaims, @Res() reply: FastifyReply) {
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', 'attachment; filename="equipment-template.xlsx"')
      .send(await equipmentTemplate(user.language));
  }

  /**
   * Multipart, one field `spreadsheet` (.xlsx or .csv): all rows imported, or none with the rows in error (400). An
   * Hourly Rate cell needs reports.job_cost (else that row is in error).
   */
  @Post('import')
  @Access(P.EQUIPMENT_CREATE)
  @Upload({ field: SPREADSHEET_FIELD, description: SPREADSHEET_MESSAGES.notSpreadsheet, columns: EQUIPMENT_COLUMNS.map((c) => c.header) })
  async import(@CurrentUser() user: SessionClaims, @Req() request: FastifyRequest) {
    return this.importer.import(user, await uploadedSpreadsheet(request));
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
