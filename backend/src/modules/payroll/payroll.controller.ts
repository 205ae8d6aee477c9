import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import {
  overtimeGapsQuerySchema, payrollExportSchema, payrollExportsQuerySchema, type OvertimeGapsQuery, type PayrollExportInput, type PayrollExportsQuery,
} from './payroll.schemas';
import { PayrollService, type StoredFile } from './payroll.service';

const P = PERMISSIONS;
/** The files are US-ASCII (docs/payroll-file.md "Bytes, characters and line ending"). */
const FILE_TYPE = 'text/plain; charset=us-ascii';

/**
 * The payroll clerk's exports (issue 10, docs/payroll-file.md "Exports"): making one marks its records, so it needs
 * productions.export; the list and the stored files are for clerks and payroll report readers.
 */
@Controller('api/payroll-exports')
export class PayrollController {
  constructor(private readonly payroll: PayrollService) {}

  /** The file of the approved, not yet exported records of the period (201), marked in the same transaction. */
  @Post()
  @HttpCode(201)
  @Access(P.PRODUCTIONS_EXPORT)
  async create(@CurrentUser() user: SessionClaims, @ZodBody(payrollExportSchema) body: PayrollExportInput, @Res({ passthrough: true }) reply: FastifyReply) {
    const made = await this.payroll.export(user, body);
    void reply
      .header('Location', `/api/payroll-exports/${made.id}`)
      .header('X-Exported-Count', String(made.recordCount))
      .header('X-Pending-Count', String(made.pendingCount));
    return sendFile(reply, made);
  }

  @Get()
  @Access(P.PRODUCTIONS_EXPORT, P.REPORTS_PAYROLL)
  async list(@CompanyId() companyId: number, @ZodQuery(payrollExportsQuerySchema) query: PayrollExportsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.payroll.listJson(companyId, query));
  }

  /** The period's weeks whose exported records leave overtime unpaid or paid beyond the policy (reset pays them exactly). */
  @Get('overtime-gaps')
  @Access(P.PRODUCTIONS_EXPORT, P.REPORTS_PAYROLL)
  overtimeGaps(@CompanyId() companyId: number, @ZodQuery(overtimeGapsQuerySchema) query: OvertimeGapsQuery) {
    return this.payroll.overtimeGaps(companyId, query);
  }

  /** The same bytes as the first download. */
  @Get(':id/file')
  @Access(P.PRODUCTIONS_EXPORT, P.REPORTS_PAYROLL)
  async file(@CompanyId() companyId: number, @IdParam() id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendFile(reply, await this.payroll.file(companyId, id));
  }

  /** Clears its records' exportedAt (one transaction) so they can be exported again; the stored file stays. */
  @Post(':id/reset')
  @HttpCode(200)
  @Access(P.PRODUCTIONS_EXPORT)
  reset(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.payroll.reset(user, id);
  }
}

function sendFile(reply: FastifyReply, file: StoredFile): Buffer {
  void reply
    .type(FILE_TYPE)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store');
  return file.body;
}
