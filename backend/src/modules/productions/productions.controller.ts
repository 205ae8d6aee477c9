import { Controller, Delete, Get, Headers, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import {
  invoiceStatusBatchSchema, overtimePreviewSchema, productionEquipmentSchema, recordApprovalBatchSchema, type InvoiceStatusBatchInput,
  type OvertimePreviewInput, type RecordApprovalBatchInput,
} from '@groundwork/shared/validation';
import { BodyOf, IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { sendJson } from '../../platform/database/json-sql';
import {
  jobProductionsQuerySchema, matchSchema, productionsQuerySchema, recordCreateBodySchema, recordUpdateBodySchema, timeRecordsQuerySchema,
  type JobProductionsQuery, type MatchInput, type ProductionsQuery, type TimeRecordsQuery,
} from './productions.schemas';
import { SPREADSHEET_MESSAGES } from '../../platform/spreadsheet/spreadsheet';
import { SPREADSHEET_FIELD, uploadedSpreadsheet, XLSX_TYPE } from '../../platform/spreadsheet/upload';
import { Upload } from '../../platform/validation/route-input';
import { PRODUCTION_LIST_READERS, ProductionsService } from './productions.service';
import { TimecardImportService } from './timecard-import.service';
import { TIMECARD_COLUMNS, timecardTemplate } from './timecard-spreadsheet';
import type { Submitted } from './submit-once';
import { ProductionHistoryService } from './production-history.service';

const P = PERMISSIONS;
/** The Idempotency-Key header (Fastify lower-cases header names). */
const KEY_HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/**
 * Productions, time records and material hauling entries. Bodies are validated in the service with the schema of
 * the record's type (shared/validation); `@BodyOf` declares what each route accepts. Who may do what: docs/permissions.md and docs/records.md.
 */
@Controller('api/jobs')
export class ProductionsController {
  constructor(
    private readonly productions: ProductionsService,
    private readonly importer: TimecardImportService,
    private readonly histories: ProductionHistoryService,
  ) {}

  /** The .xlsx template of the timecard spreadsheet import. */
  @Get('productions/import/template')
  @Access(P.PRODUCTIONS_TIME_CARDS_UPLOAD)
  async template(@CurrentUser() user: SessionClaims, @Res() reply: FastifyReply) {
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', 'attachment; filename="timecards-template.xlsx"')
      .send(await timecardTemplate(user.language));
  }

  /** Multipart: `timeZone` then `spreadsheet` (.xlsx or .csv); all rows imported (201), or none with the rows in error (400). */
  @Post('productions/import')
  @HttpCode(201)
  @Access(P.PRODUCTIONS_TIME_CARDS_UPLOAD)
  @Upload({ field: SPREADSHEET_FIELD, description: SPREADSHEET_MESSAGES.notSpreadsheet, columns: TIMECARD_COLUMNS.map((c) => c.header) })
  async import(@CurrentUser() user: SessionClaims, @Req() request: FastifyRequest) {
    return this.importer.import(user.companyId, user.id, await uploadedSpreadsheet(request));
  }

  /** 204 when the employee has no other timecard in the period; otherwise 200 with the conflicting record. */
  @Post('productions/_match')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  async match(@CurrentUser() user: SessionClaims, @ZodBody(matchSchema) body: MatchInput, @Res({ passthrough: true }) reply: FastifyReply) {
    const conflict = await this.productions.match(user, body);
    if (!conflict) void reply.status(204);
    else void reply.status(200);
    return conflict ?? undefined;
  }

  /** The overtime split a time record's draft would take in its employee's week (the form's preview); writes nothing. */
  @Post('productions/_overtime-preview')
  @HttpCode(200)
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  previewOvertime(@CurrentUser() user: SessionClaims, @ZodBody(overtimePreviewSchema) body: OvertimePreviewInput) {
    return this.productions.previewOvertime(user, body);
  }

  /**
   * Records of every job in a range (manager, subcontractor, spread and foreman reports). Who sees whose team:
   * docs/permissions.md ("Reports").
   */
  @Get('productions')
  @Access(...PRODUCTION_LIST_READERS)
  async list(@CurrentUser() user: SessionClaims, @ZodQuery(productionsQuerySchema) query: ProductionsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.productions.listProductionsJson(user, query));
  }

  /** Approve, decline or reset the selected records: 200 with per-row results (the rows that pass saved in one transaction). */
  @Post('productions/_approve')
  @HttpCode(200)
  @Access(P.PRODUCTIONS_APPROVE)
  approveMany(@CurrentUser() user: SessionClaims, @ZodBody(recordApprovalBatchSchema) body: RecordApprovalBatchInput) {
    return this.productions.updateStates(user, body.ids, { isApproved: body.isApproved });
  }

  /** One invoice status for the selected records: 200 with per-row results. */
  @Post('productions/_invoice')
  @HttpCode(200)
  @Access(P.PRODUCTIONS_INVOICE)
  invoiceMany(@CurrentUser() user: SessionClaims, @ZodBody(invoiceStatusBatchSchema) body: InvoiceStatusBatchInput) {
    return this.productions.updateStates(user, body.ids, { invoiceStatus: body.invoiceStatus });
  }

  /**
   * Time records in a range (My Records: the caller's own week), or in the pay period of queryDate: then its first
   * and last days come in X-Pay-Period-Starts-On and X-Pay-Period-Ends-On.
   */
  @Get('productions/time-records')
  @Access(P.WEB_TIMECARDS, P.PRODUCTIONS_CREATE, P.REPORTS_TIMECARDS, P.REPORTS_TIMECARDS_V2, P.REPORTS_PAYROLL, P.REPORTS_MANAGER)
  async listTimeRecords(@CurrentUser() user: SessionClaims, @ZodQuery(timeRecordsQuerySchema) query: TimeRecordsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { body, period } = await this.productions.listTimeRecordsJson(user, query);
    if (period) void reply.header('X-Pay-Period-Starts-On', period.startsOn).header('X-Pay-Period-Ends-On', period.endsOn);
    return sendJson(reply, body);
  }

  @Get('productions/:id')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  get(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.productions.detail(user, id);
  }

  /** Every change of the record, newest first; a deleted record's too, for readers of its job (docs/records.md). */
  @Get('productions/:id/history')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS, P.JOBS_ALL, P.JOBS_READ)
  async history(@CurrentUser() user: SessionClaims, @IdParam() id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.histories.historyJson(user, id));
  }

  @Put('productions/:id')
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS)
  async update(
    @CurrentUser() user: SessionClaims, @IdParam() id: number, @BodyOf(recordUpdateBodySchema) body: unknown, @Headers(KEY_HEADER) key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(reply, await this.productions.update(user, id, asObject(body), key));
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
  @Access(P.JOBS_ALL, P.JOBS_READ, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN)
  async listForJob(
    @CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(jobProductionsQuerySchema) query: JobProductionsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendJson(reply, await this.productions.listForJobJson(companyId, id, query));
  }

  @Post(':id/productions')
  @HttpCode(201)
  @Access(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS, P.MATERIAL_HAULING_ALL)
  async create(
    @CurrentUser() user: SessionClaims, @IdParam() id: number, @BodyOf(recordCreateBodySchema) body: unknown, @Headers(KEY_HEADER) key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(reply, await this.productions.create(user, id, asObject(body), key));
  }
}

/** A submission's answer; a replayed one says so in `Idempotent-Replayed: true`. */
function answer<T>(reply: FastifyReply, submitted: Submitted<T>): T {
  if (submitted.replayed) void reply.header('Idempotent-Replayed', 'true');
  return submitted.body;
}

const asObject = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
