import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MESSAGES, type Production as ProductionView } from '@groundwork/shared/domain';
import { DATE_FORMAT_MESSAGE, fieldErrors, timeRecordSchema, type TimeRecordInput } from '@groundwork/shared/validation';
import { insertChunked } from '../../platform/database/insert-chunked';
import { DomainError, ValidationFailed } from '../../platform/errors/domain-errors';
import { rowProblems, RowsFailed, YES_NO_MESSAGE, yesNo, type RowProblems, type SheetRow } from '../../platform/spreadsheet/spreadsheet';
import { uploadedRows, type UploadedFile } from '../../platform/spreadsheet/upload';
import { isTimeZone, zonedIso } from '../../platform/validation/time-zone';
import { ProductionEquipment } from './production-equipment.entity';
import { readProductions } from './production-reads';
import { Production } from './production.entity';
import { recomputeWeeks } from '../overtime/overtime-recompute';
import { checkRecord, findOverlap, lockEmployeesTimecards, periodEnd, toColumns, type RecordColumns } from './record-rules';
import { RECORD_MESSAGES } from './records.messages';
import { TIMECARD_SHEET, type TimecardField } from './timecard-spreadsheet';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

export const TIMECARD_IMPORT_MESSAGES = {
  unknownTimeZone: 'Unknown time zone.',
  timeFormat: 'Please enter a time as HH:mm.',
  unknownEmployeeCode: 'No employee has this code.',
} as const;
registerServerMessages('TIMECARD_IMPORT_MESSAGES', TIMECARD_IMPORT_MESSAGES);

/** Which column a field of the time record body is read from (for the row's messages). */
const COLUMN_OF: Record<string, TimecardField> = {
  jobId: 'jobName', userId: 'employeeCode', costCodeId: 'costCode', workTypeId: 'workType', producedAt: 'date',
  producedEndsAt: 'timeOut', quantity: 'hours', description: 'description', isLunchbreakTaken: 'lunch',
  'productionEquipments.0.equipmentId': 'equipment', 'productionEquipments.0.hoursUsed': 'equipmentHours',
  'productionEquipments.0.litersOfFuel': 'fuel', 'productionEquipments.0.notes': 'equipmentNotes',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{1,2}):(\d{2})(:\d{2})?$/;

/** 'HH:mm' from a cell: '7:00', '07:00:00', or an Excel day fraction (0.2916...); undefined when it is none of these. */
function timeOf(text: string): string | undefined {
  const m = TIME.exec(text);
  if (m && Number(m[1]) < 24 && Number(m[2]) < 60) return `${m[1].padStart(2, '0')}:${m[2]}`;
  const fraction = Number(text);
  if (text !== '' && Number.isFinite(fraction) && fraction >= 0 && fraction < 1) {
    const minutes = Math.round(fraction * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  return undefined;
}

/** Names of the company's rows, by lower-cased name (job, employee code, cost code per job, work type, equipment). */
interface Lookups {
  jobs: Map<string, number>;
  users: Map<string, number>;
  costCodes: Map<string, number>;
  workTypes: Map<string, number>;
  equipment: Map<string, number>;
}

type RowResult = { problems: Partial<Record<TimecardField, string>> } | { columns: RecordColumns; input: TimeRecordInput };

/**
 * The timecard spreadsheet import (productions.time_cards.upload): each row becomes the body the time record form
 * sends and is checked by the same rules (timeRecordSchema, toColumns, checkRecord, the overlap check, against the
 * database and the file's other rows). All rows are inserted in one transaction, or none: 400 with
 * `errors: {'Row N': 'Column: reason; ...'}`. Dates and times are read in the time zone sent with the file.
 */
@Injectable()
export class TimecardImportService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async import(companyId: number, importerId: number, file: UploadedFile): Promise<ProductionView[]> {
    const zone = file.fields.timeZone?.trim() || 'UTC';
    if (!isTimeZone(zone)) throw new ValidationFailed({ timeZone: TIMECARD_IMPORT_MESSAGES.unknownTimeZone }, MESSAGES.uploadFailed);
    const rows = await uploadedRows(TIMECARD_SHEET, file);

    return this.ds.transaction(async (m) => {
      const lookups = await this.lookups(m, companyId);
      const parsed = rows.map((row) => ({ row: row.row, cells: row.cells, result: this.parse(row, lookups, zone, importerId) }));
      const userIds = [...new Set(parsed.flatMap(({ result }) => ('columns' in result && result.columns.userId !== null ? [result.columns.userId] : [])))];
      await lockEmployeesTimecards(m, userIds);
      const errors = new Map<number, RowProblems>();
      const accepted: RecordColumns[] = [];
      const valid: { columns: RecordColumns; input: TimeRecordInput }[] = [];
      for (const { row, cells, result } of parsed) {
        const problems = 'columns' in result ? await this.checkRules(m, companyId, result.columns, result.input, accepted) : result.problems;
        const rowErrors = rowProblems(TIMECARD_SHEET, problems, cells);
        if (rowErrors.length > 0) errors.set(row, rowErrors);
        else if ('columns' in result) {
          accepted.push(result.columns);
          valid.push(result);
        }
      }
      if (errors.size > 0) throw new RowsFailed(errors);
      const ids = await insertChunked(m, Production, valid.map(({ columns: { invoiceStatus: _ignored, ...c } }) => ({ ...c, companyId })));
      await insertChunked(m, ProductionEquipment, valid.flatMap(({ input }, i) => input.productionEquipments.map((l) => ({
        companyId, productionId: ids[i], equipmentId: l.equipmentId, hoursUsed: l.hoursUsed, litersOfFuel: l.litersOfFuel ?? null, notes: l.notes ?? null,
      }))));
      await recomputeWeeks(m, companyId, valid.map(({ columns }) => ({ userId: columns.userId, at: columns.producedAt })));
      return readProductions(m, { companyId, ids }, { job: true, costCode: true });
    });
  }

  private async lookups(m: EntityManager, companyId: number): Promise<Lookups> {
    const byName = async (sql: string) =>
      new Map(((await m.query(sql, [companyId])) as { name: string; id: number }[]).map((r) => [r.name.toLowerCase(), r.id]));
    return {
      jobs: await byName('SELECT id, name FROM job WHERE company_id = $1'),
      users: await byName('SELECT id, employee_code AS name FROM "user" WHERE company_id = $1'),
      costCodes: await byName(`SELECT id, job_id || '|' || name AS name FROM cost_code WHERE company_id = $1`),
      workTypes: await byName('SELECT id, name FROM work_type WHERE company_id = $1'),
      equipment: await byName('SELECT id, name FROM equipment WHERE company_id = $1'),
    };
  }

  /** The row as the form's body, parsed by timeRecordSchema and the time rules; or the row's problems. */
  private parse({ cells }: SheetRow<TimecardField>, lookups: Lookups, zone: string, importerId: number): RowResult {
    const problems: Partial<Record<TimecardField, string>> = {};
    const lookup = (field: TimecardField, map: Map<string, number>, unknown: string, key = (cells[field] ?? '').toLowerCase()) => {
      if (!cells[field]) return undefined;
      const id = map.get(key);
      if (id === undefined) problems[field] = unknown;
      return id;
    };
    const jobId = lookup('jobName', lookups.jobs, RECORD_MESSAGES.unknownJob);
    const userId = lookup('employeeCode', lookups.users, TIMECARD_IMPORT_MESSAGES.unknownEmployeeCode);
    const costCodeId = jobId === undefined ? undefined : lookup('costCode', lookups.costCodes, RECORD_MESSAGES.costCodeNotOnJob, `${jobId}|${(cells.costCode ?? '').toLowerCase()}`);
    const workTypeId = lookup('workType', lookups.workTypes, RECORD_MESSAGES.unknownWorkType);
    const equipmentId = lookup('equipment', lookups.equipment, RECORD_MESSAGES.unknownEquipment);

    const date = cells.date ?? '';
    if (date && !DAY.test(date)) problems.date = DATE_FORMAT_MESSAGE;
    const [timeIn, timeOut] = (['timeIn', 'timeOut'] as const).map((field) => {
      const text = cells[field] ?? '';
      const time = timeOf(text);
      if (text && !time) problems[field] = TIMECARD_IMPORT_MESSAGES.timeFormat;
      return time;
    });
    if (timeIn && !cells.timeOut) problems.timeOut = MESSAGES.required;
    if (timeOut && !cells.timeIn) problems.timeIn = MESSAGES.required;
    const lunch = yesNo(cells.lunch, null);
    if (lunch === undefined) problems.lunch = YES_NO_MESSAGE;
    if (!cells.equipment && (cells.equipmentHours || cells.fuel || cells.equipmentNotes)) problems.equipment = MESSAGES.required;

    const day = DAY.test(date) ? date : undefined;
    const body = {
      type: 'Time Record', jobId, userId, costCodeId, workTypeId,
      producedAt: day ? zonedIso(day, timeIn ?? '00:00', zone) : date,
      producedEndsAt: day && timeIn && timeOut ? zonedIso(day, timeOut, zone) : null,
      quantity: cells.hours ?? '',
      description: cells.description ?? '',
      isLunchbreakTaken: lunch ?? null,
      productionEquipments: cells.equipment
        ? [{ equipmentId: equipmentId ?? 0, hoursUsed: cells.equipmentHours ?? '', litersOfFuel: cells.fuel ?? '', notes: cells.equipmentNotes ?? '' }]
        : [],
    };
    const parsed = timeRecordSchema.safeParse(body);
    if (!parsed.success) this.addProblems(problems, fieldErrors(parsed.error));
    // A cost code is named within its job: with the job unknown, only the job is wrong.
    if (problems.jobName && cells.costCode) delete problems.costCode;
    if (!parsed.success || Object.keys(problems).length > 0) return { problems };
    try {
      return { columns: toColumns(parsed.data, importerId), input: parsed.data };
    } catch (error) {
      return { problems: this.addProblems(problems, this.errorsOf(error)) };
    }
  }

  /** The rules on the database (checkRecord) and the overlap with the employee's records and the file's earlier rows. */
  private async checkRules(
    m: EntityManager, companyId: number, c: RecordColumns, input: TimeRecordInput, accepted: readonly RecordColumns[],
  ): Promise<Partial<Record<TimecardField, string>>> {
    const problems: Partial<Record<TimecardField, string>> = {};
    try {
      await checkRecord(m, companyId, c, input.productionEquipments.map((l) => l.equipmentId), { jobFromPath: false, producedAt: input.producedAt });
    } catch (error) {
      return this.addProblems(problems, this.errorsOf(error));
    }
    const end = periodEnd(c.producedAt, c.producedEndsAt, c.quantity);
    const inFile = accepted.some((a) => a.userId === c.userId && a.producedAt < end && periodEnd(a.producedAt, a.producedEndsAt, a.quantity) > c.producedAt);
    if (inFile || (await findOverlap(m, companyId, c.userId!, c.producedAt, end, null)) !== null) problems.date = MESSAGES.timecardOverlap('Employee');
    return problems;
  }

  private errorsOf(error: unknown): Record<string, string> {
    if (error instanceof DomainError) return error.errors ?? { date: error.message };
    throw error;
  }

  /** Adds the body's field messages under their columns (the first message of a column wins). */
  private addProblems(problems: Partial<Record<TimecardField, string>>, errors: Record<string, string>) {
    for (const [field, message] of Object.entries(errors)) {
      const column = COLUMN_OF[field] ?? 'date';
      if (!(column in problems)) problems[column] = message;
    }
    return problems;
  }
}
