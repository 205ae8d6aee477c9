import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { canSeeMoney, MESSAGES, PERMISSION_MESSAGES, type CostCode as CostCodeView } from '@groundwork/shared/domain';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { costCodeUpdateSchema, fieldErrors, type CostCodeCreateInput } from '@groundwork/shared/validation';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { rowProblems, RowsFailed, YES_NO_MESSAGE, yesNo, type RowProblems, type SheetRow } from '../../platform/spreadsheet/spreadsheet';
import { uploadedRows, type UploadedFile } from '../../platform/spreadsheet/upload';
import { COST_CODE_SHEET, type CostCodeColumnField } from './cost-code-spreadsheet';
import { CostCodesService } from './cost-codes.service';


/**
 * The cost code spreadsheet import: every row is validated (the fields of costCodeUpdateSchema, an existing job
 * by name, a name unique within the job, in the file and in the database); all rows are inserted in one
 * transaction, or none when any row is wrong. The answer to a wrong file is 400 with
 * `errors: {'Row N': 'Field: reason; Field: reason'}` (N is the spreadsheet row, the header being row 1).
 */
@Injectable()
export class CostCodeImportService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly costCodes: CostCodesService,
  ) {}

  async import(user: SessionClaims, file: UploadedFile): Promise<CostCodeView[]> {
    const companyId = user.companyId;
    const rows = await uploadedRows(COST_CODE_SHEET, file);

    const ids = await this.ds.transaction(async (manager) => {
      const jobs: { id: number; name: string }[] = await manager.query('SELECT id, name FROM job WHERE company_id = $1', [companyId]);
      const jobByName = new Map(jobs.map((j) => [j.name.toLowerCase(), j.id]));
      const existing: { jobId: number; name: string }[] = await manager.query(
        'SELECT job_id AS "jobId", name FROM cost_code WHERE company_id = $1',
        [companyId],
      );
      const taken = new Set(existing.map((c) => `${c.jobId}|${c.name.toLowerCase()}`));
      const valid: CostCodeCreateInput[] = [];
      const errors = new Map<number, RowProblems>();
      for (const row of rows) {
        const result = this.validateRow(row, jobByName, taken, canSeeMoney(user));
        if ('errors' in result) errors.set(row.row, result.errors);
        else valid.push(result.value);
      }
      if (errors.size > 0) throw new RowsFailed(errors);
      return this.costCodes.insertMany(manager, companyId, valid);
    });
    return this.costCodes.getMany(user, ids);
  }

  private validateRow(
    { cells }: SheetRow<CostCodeColumnField>,
    jobByName: Map<string, number>,
    taken: Set<string>,
    seesMoney: boolean,
  ): { value: CostCodeCreateInput } | { errors: RowProblems } {
    const problems: Partial<Record<CostCodeColumnField, string>> = {};
    // A budget amount only from reports.job_cost (docs/permissions.md); an empty cell or no column is fine.
    if (!seesMoney && cells.budgetAmount) problems.budgetAmount = PERMISSION_MESSAGES.money;
    const flag = (field: 'isToTrackProduction' | 'isToTrackEmployeeAndEquipmentTime' | 'isLOA'): boolean | string => {
      const value = yesNo(cells[field], false);
      if (value !== undefined) return value;
      problems[field] = YES_NO_MESSAGE;
      return cells[field] ?? '';
    };
    const parsed = costCodeUpdateSchema.safeParse({
      name: cells.name ?? '',
      description: cells.description ?? '',
      quantity: cells.quantity ?? '',
      unit: cells.unit ?? '',
      isToTrackProduction: flag('isToTrackProduction'),
      isToTrackEmployeeAndEquipmentTime: flag('isToTrackEmployeeAndEquipmentTime'),
      isLOA: flag('isLOA'),
      invoicingInformation: cells.invoicingInformation ?? '',
      budgetAmount: cells.budgetAmount ?? '',
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error)) as [CostCodeColumnField, string][]) {
        if (!(field in problems)) problems[field] = message;
      }
    }
    const jobName = cells.jobName ?? '';
    const jobId = jobName ? jobByName.get(jobName.toLowerCase()) : undefined;
    if (!jobName) problems.jobName = MESSAGES.required;
    else if (jobId === undefined) problems.jobName = RECORD_MESSAGES.unknownJob;
    if (parsed.success && jobId !== undefined) {
      const key = `${jobId}|${parsed.data.name.toLowerCase()}`;
      if (taken.has(key)) problems.name = MESSAGES.notUnique;
      else taken.add(key);
    }
    const errors = rowProblems(COST_CODE_SHEET, problems, cells);
    if (errors.length > 0 || !parsed.success || jobId === undefined) return { errors };
    return { value: { ...parsed.data, jobId } };
  }
}
