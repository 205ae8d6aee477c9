import { Controller, Delete, Get, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { CONSTANTS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { costCodeUpdateSchema, type CostCodeUpdateInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { PayloadTooLarge, ValidationFailed } from '../../platform/errors/domain-errors';
import { formatBytes } from '../../platform/errors/exception.filter';
import { Upload } from '../../platform/validation/route-input';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { CostCodeImportService, type UploadedFile } from './cost-code-import.service';
import { COST_CODE_COLUMNS, costCodeTemplate, SPREADSHEET_MESSAGES } from './cost-code-spreadsheet';
import { costCodeListQuerySchema, type CostCodeListQuery } from './cost-codes.schemas';
import { CostCodesService } from './cost-codes.service';

const P = PERMISSIONS;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FIELD = 'spreadsheet';

/** The one file of a multipart upload in field `spreadsheet`; 413 above the limit, 400 when absent. */
async function uploadedSpreadsheet(request: FastifyRequest): Promise<UploadedFile> {
  const missing = () => new ValidationFailed({ [FIELD]: `${MESSAGES.required} ${SPREADSHEET_MESSAGES.notSpreadsheet}` }, MESSAGES.uploadFailed);
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { fileSize: CONSTANTS.spreadsheetMaxBytes, files: 1 } });
    if (!part || part.fieldname !== FIELD) throw missing();
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new PayloadTooLarge(`The spreadsheet is too large (the limit is ${formatBytes(CONSTANTS.spreadsheetMaxBytes)}).`);
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw missing();
    throw error;
  }
}

@Controller('api/cost-codes')
export class CostCodesController {
  constructor(
    private readonly costCodes: CostCodesService,
    private readonly importer: CostCodeImportService,
  ) {}

  /** Any signed-in user of the company: forms and reports pick cost codes. */
  @Get()
  @Access.signedIn()
  list(@CompanyId() companyId: number, @ZodQuery(costCodeListQuerySchema) query: CostCodeListQuery) {
    return this.costCodes.list(companyId, query);
  }

  /** The .xlsx template of the spreadsheet import. */
  @Get('import/template')
  @Access(P.COST_CODES_CREATE)
  async template(@Res() reply: FastifyReply) {
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', 'attachment; filename="cost-codes-template.xlsx"')
      .send(await costCodeTemplate());
  }

  /** Multipart, one field `spreadsheet` (.xlsx or .csv): all rows imported, or none with the rows in error (400). */
  @Post('import')
  @Access(P.COST_CODES_CREATE)
  @Upload({ field: FIELD, description: SPREADSHEET_MESSAGES.notSpreadsheet, columns: COST_CODE_COLUMNS.map((c) => c.header) })
  async import(@CompanyId() companyId: number, @Req() request: FastifyRequest) {
    return this.importer.import(companyId, await uploadedSpreadsheet(request));
  }

  @Get(':id')
  @Access.signedIn()
  get(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.costCodes.get(companyId, id);
  }

  @Put(':id')
  @Access(P.COST_CODES_UPDATE)
  update(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(costCodeUpdateSchema) body: CostCodeUpdateInput) {
    return this.costCodes.update(companyId, id, body);
  }

  @Delete(':id')
  @Access(P.COST_CODES_DELETE)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.costCodes.remove(companyId, id);
  }
}
