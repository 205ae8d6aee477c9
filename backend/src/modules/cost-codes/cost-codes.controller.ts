import { Controller, Delete, Get, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { costCodeUpdateSchema, type CostCodeUpdateInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { SPREADSHEET_MESSAGES } from '../../platform/spreadsheet/spreadsheet';
import { SPREADSHEET_FIELD, uploadedSpreadsheet, XLSX_TYPE } from '../../platform/spreadsheet/upload';
import { Upload } from '../../platform/validation/route-input';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { CostCodeImportService } from './cost-code-import.service';
import { COST_CODE_COLUMNS, costCodeTemplate } from './cost-code-spreadsheet';
import { costCodeListQuerySchema, type CostCodeListQuery } from './cost-codes.schemas';
import { CostCodesService } from './cost-codes.service';

const P = PERMISSIONS;

@Controller('api/cost-codes')
export class CostCodesController {
  constructor(
    private readonly costCodes: CostCodesService,
    private readonly importer: CostCodeImportService,
  ) {}

  /** Any signed-in user of the company: forms and reports pick cost codes (budgetAmount only for reports.job_cost). */
  @Get()
  @Access.signedIn()
  list(@CurrentUser() user: SessionClaims, @ZodQuery(costCodeListQuerySchema) query: CostCodeListQuery) {
    return this.costCodes.list(user, query);
  }

  /** The .xlsx template of the spreadsheet import. */
  @Get('import/template')
  @Access(P.COST_CODES_CREATE)
  async template(@CurrentUser() user: SessionClaims, @Res() reply: FastifyReply) {
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', 'attachment; filename="cost-codes-template.xlsx"')
      .send(await costCodeTemplate(user.language));
  }

  /**
   * Multipart, one field `spreadsheet` (.xlsx or .csv): all rows imported, or none with the rows in error (400). A
   * Budget Amount cell needs reports.job_cost (else that row is in error).
   */
  @Post('import')
  @Access(P.COST_CODES_CREATE)
  @Upload({ field: SPREADSHEET_FIELD, description: SPREADSHEET_MESSAGES.notSpreadsheet, columns: COST_CODE_COLUMNS.map((c) => c.header) })
  async import(@CurrentUser() user: SessionClaims, @Req() request: FastifyRequest) {
    return this.importer.import(user, await uploadedSpreadsheet(request));
  }

  @Get(':id')
  @Access.signedIn()
  get(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.costCodes.get(user, id);
  }

  @Put(':id')
  @Access(P.COST_CODES_UPDATE)
  update(@CurrentUser() user: SessionClaims, @IdParam() id: number, @ZodBody(costCodeUpdateSchema) body: CostCodeUpdateInput) {
    return this.costCodes.update(user, id, body);
  }

  @Delete(':id')
  @Access(P.COST_CODES_DELETE)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.costCodes.remove(companyId, id);
  }
}
