/**
 * The equipment spreadsheet: its columns, the header spellings it accepts and its template. Reading and bounding the
 * file: platform/spreadsheet; the rules: EquipmentImportService.
 */
import { EQUIPMENT_CLASSES, OWNERSHIP_TYPES } from '@groundwork/shared/domain';
import { SPREADSHEET_MESSAGES, spreadsheetTemplate, type SheetSpec } from '../../platform/spreadsheet/spreadsheet';

/** The template's columns, in order: header text and the row field it fills (the form's labels). */
export const EQUIPMENT_COLUMNS = [
  { header: 'Equipment No.', field: 'name', width: 14, required: true },
  { header: 'Description', field: 'description', width: 30, required: true },
  { header: 'Category', field: 'category', width: 18, required: true },
  { header: 'Class', field: 'class', width: 14, required: true },
  { header: 'Make', field: 'make', width: 14 },
  { header: 'Year', field: 'year', width: 8 },
  { header: 'Model Number', field: 'modelNumber', width: 14 },
  { header: 'Serial Number', field: 'serialNumber', width: 16 },
  { header: 'License Plate', field: 'licensePlate', width: 14 },
  { header: 'Ownership Type', field: 'ownershipType', width: 16 },
  { header: 'Rental', field: 'isRental', width: 8 },
  { header: 'Active', field: 'isActive', width: 8 },
  { header: 'Value', field: 'value', width: 12 },
  { header: 'Starting Hours', field: 'startingHours', width: 14 },
  { header: 'Hourly Rate', field: 'hourlyRate', width: 12 },
] as const;
export type EquipmentColumnField = (typeof EQUIPMENT_COLUMNS)[number]['field'];

export const MAX_EQUIPMENT_IMPORT_ROWS = 5000;

export const EQUIPMENT_SHEET: SheetSpec<EquipmentColumnField> = {
  columns: EQUIPMENT_COLUMNS,
  aliases: { equipmentno: 'name', equipment: 'name', equipmentcategory: 'category', rate: 'hourlyRate', rentalrate: 'hourlyRate' },
  emptyMessage: SPREADSHEET_MESSAGES.noEquipmentRows,
  maxRows: MAX_EQUIPMENT_IMPORT_ROWS,
};

/** The import template (.xlsx): the header row, sized columns, and an instructions sheet. */
export function equipmentTemplate(): Promise<Buffer> {
  return spreadsheetTemplate(EQUIPMENT_SHEET, 'Equipment', [
    'One piece of equipment per row on the first sheet, under the header row. Every row is checked; if any row is wrong, nothing is imported.',
    'Equipment No.: unique in the company (required). Description (required). Category: the name of an existing equipment category (required).',
    `Class: one of ${EQUIPMENT_CLASSES.join(', ')} (required). Year: YYYY. Ownership Type: ${OWNERSHIP_TYPES.join(', ')} (empty means Owned).`,
    'Rental, Active: Yes or No (empty means No for Rental, Yes for Active). Value, Starting Hours: numbers.',
    'Hourly Rate: the cost of an hour used for job cost, in dollars and cents, 0 or more (empty means none); it needs the Job Cost permission.',
    'Acquired On and End of Term are set on the equipment form.',
  ]);
}
