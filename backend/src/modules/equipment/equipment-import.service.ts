import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { canSeeMoney, MESSAGES, PERMISSION_MESSAGES, type Equipment as EquipmentView } from '@groundwork/shared/domain';
import { equipmentSchema, fieldErrors, type EquipmentInput } from '@groundwork/shared/validation';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { insertChunked } from '../../platform/database/insert-chunked';
import { rowProblems, RowsFailed, YES_NO_MESSAGE, yesNo, type RowProblems, type SheetRow } from '../../platform/spreadsheet/spreadsheet';
import { uploadedRows, type UploadedFile } from '../../platform/spreadsheet/upload';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { EQUIPMENT_SHEET, type EquipmentColumnField } from './equipment-spreadsheet';
import { Equipment } from './equipment.entity';
import { EquipmentService } from './equipment.service';

/**
 * The equipment spreadsheet import: every row is validated by the form's rules (equipmentSchema), an existing
 * category by name, an Equipment No. unique in the company (in the file and in the database), and an Hourly Rate
 * only from reports.job_cost; all rows are inserted in one transaction, or none when any row is wrong (400 with
 * `errors: {'Row N': 'Column: reason; ...'}`).
 */
@Injectable()
export class EquipmentImportService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly equipment: EquipmentService,
  ) {}

  async import(user: SessionClaims, file: UploadedFile): Promise<EquipmentView[]> {
    const rows = await uploadedRows(EQUIPMENT_SHEET, file);
    const ids = await this.ds.transaction(async (m) => {
      const categories: { id: number; name: string }[] = await m.query('SELECT id, name FROM equipment_category WHERE company_id = $1', [user.companyId]);
      const categoryByName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
      const existing: { name: string }[] = await m.query('SELECT name FROM equipment WHERE company_id = $1', [user.companyId]);
      const taken = new Set(existing.map((e) => e.name.toLowerCase()));
      const valid: EquipmentInput[] = [];
      const errors = new Map<number, RowProblems>();
      for (const row of rows) {
        const result = validateRow(row, categoryByName, taken, canSeeMoney(user));
        if ('errors' in result) errors.set(row.row, result.errors);
        else valid.push(result.value);
      }
      if (errors.size > 0) throw new RowsFailed(errors);
      return insertChunked(m, Equipment, valid.map((row) => ({ ...row, companyId: user.companyId })));
    });
    return this.equipment.getMany(user, ids);
  }
}

/** One row checked by the equipment form's rules: the body to insert, or the row's problems by column. */
function validateRow(
  { cells }: SheetRow<EquipmentColumnField>,
  categoryByName: Map<string, number>,
  taken: Set<string>,
  seesMoney: boolean,
): { value: EquipmentInput } | { errors: RowProblems } {
  const problems: Partial<Record<EquipmentColumnField, string>> = {};
  const flag = (field: 'isRental' | 'isActive', empty: boolean): boolean => {
    const value = yesNo(cells[field], empty);
    if (value === undefined) problems[field] = YES_NO_MESSAGE;
    return value ?? empty;
  };
  // An hourly rate only from reports.job_cost (docs/permissions.md "Who sees money"); an empty cell or no column is fine.
  if (!seesMoney && cells.hourlyRate) problems.hourlyRate = PERMISSION_MESSAGES.money;
  const category = cells.category ?? '';
  const equipmentCategoryId = category ? categoryByName.get(category.toLowerCase()) : undefined;
  if (!category) problems.category = MESSAGES.required;
  else if (equipmentCategoryId === undefined) problems.category = RECORD_MESSAGES.unknownCategory;
  const parsed = equipmentSchema.safeParse({
    name: cells.name ?? '',
    description: cells.description ?? '',
    equipmentCategoryId: equipmentCategoryId ?? 1,
    class: cells.class ?? '',
    make: cells.make ?? '',
    year: cells.year ?? '',
    modelNumber: cells.modelNumber ?? '',
    serialNumber: cells.serialNumber ?? '',
    licensePlate: cells.licensePlate ?? '',
    ownershipType: cells.ownershipType ?? '',
    isRental: flag('isRental', false),
    isActive: flag('isActive', true),
    value: cells.value ?? '',
    startingHours: cells.startingHours ?? '',
    hourlyRate: seesMoney ? (cells.hourlyRate ?? '') : undefined,
  });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
      const column = (field === 'equipmentCategoryId' ? 'category' : field) as EquipmentColumnField;
      if (!(column in problems)) problems[column] = message;
    }
  }
  if (parsed.success) {
    const key = parsed.data.name.toLowerCase();
    if (taken.has(key)) problems.name = MESSAGES.notUnique;
    else taken.add(key);
  }
  const errors = rowProblems(EQUIPMENT_SHEET, problems, cells);
  if (errors.length > 0 || !parsed.success || equipmentCategoryId === undefined) return { errors };
  return { value: { ...parsed.data, equipmentCategoryId } };
}
