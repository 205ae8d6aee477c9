import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFound } from '../../platform/errors/domain-errors';
import { budgetAgainstActualJson, stockpileJson } from './stockpile-reads';
import type { BudgetQuery, StockpileQuery } from './stockpile.schemas';

/** The stockpile report and a job's budget against actual, as JSON text built by PostgreSQL (stockpile-reads.ts). */
@Injectable()
export class StockpileService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The products of one job (404 when the job is not the company's), or of every job with material hauling (jobId null). */
  async stockpileJson(companyId: number, jobId: number | null, query: StockpileQuery): Promise<string> {
    const body = await stockpileJson(this.ds, { companyId, ...(jobId === null ? {} : { jobId }), from: query.producedStartsAt, to: query.producedEndsAt });
    if (body === null) throw new NotFound();
    return body;
  }

  /** The job's budget against actual (404 when the job is not the company's). */
  async budgetJson(companyId: number, jobId: number, query: BudgetQuery): Promise<string> {
    const body = await budgetAgainstActualJson(this.ds, companyId, jobId, query.timeZone);
    if (body === null) throw new NotFound();
    return body;
  }
}
