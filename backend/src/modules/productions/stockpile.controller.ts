import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodQuery } from '../../platform/validation/zod.pipe';
import { StockpileService } from './stockpile.service';
import { budgetQuerySchema, stockpileQuerySchema, type BudgetQuery, type StockpileQuery } from './stockpile.schemas';

const P = PERMISSIONS;

/**
 * The stockpile report (material hauling) and a job's budget against actual: sums read in one statement each
 * (StockpileService). Who may read them: docs/permissions.md.
 */
@Controller('api/jobs')
export class StockpileController {
  constructor(private readonly stockpiles: StockpileService) {}

  /** Every product of the jobs with material hauling enabled: produced, hauled and left in the range. */
  @Get('stockpile')
  @Access(P.MATERIAL_HAULING_ALL, P.JOBS_ALL, P.JOBS_READ)
  async stockpile(@CompanyId() companyId: number, @ZodQuery(stockpileQuerySchema) query: StockpileQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.stockpiles.stockpileJson(companyId, null, query));
  }

  /** The job's products (cost codes that track production): produced, hauled and left in the range; 404 for another company's job. */
  @Get(':id/stockpile')
  @Access(P.MATERIAL_HAULING_ALL, P.JOBS_ALL, P.JOBS_READ)
  async jobStockpile(
    @CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(stockpileQuerySchema) query: StockpileQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendJson(reply, await this.stockpiles.stockpileJson(companyId, id, query));
  }

  /** Per cost code the contract quantity against the quantity produced and the hours recorded, and the hours per week. */
  @Get(':id/budget-against-actual')
  @Access(P.JOBS_ALL, P.JOBS_READ)
  async budget(@CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(budgetQuerySchema) query: BudgetQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.stockpiles.budgetJson(companyId, id, query));
  }
}
