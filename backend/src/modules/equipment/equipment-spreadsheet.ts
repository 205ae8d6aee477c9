/**
 * The equipment spreadsheet: its columns, the header spellings it accepts and its template. Reading and bounding the
 * file: platform/spreadsheet; the rules: EquipmentImportService.
 */
import { EQUIPMENT_CLASSES, OWNERSHIP_TYPES, type Language } from '@groundwork/shared/domain';
import { registerServerMessages } from '@groundwork/shared/i18n/server';
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
  aliases: { equipment: 'name', equipmentcategory: 'category', rate: 'hourlyRate', rentalrate: 'hourlyRate' },
  // The equipment list's column titles and the form's labels, in English and French, so the list's download is read
  // back in either language. Its values are the stored ones (Class, Ownership) or Yes/No, Oui/Non (yesNo).
  titles: {
    'admin.equipment.equipmentNo': 'name', 'admin.equipment.category': 'category', 'admin.equipment.class': 'class',
    'admin.equipment.make': 'make', 'admin.equipment.year': 'year', 'admin.equipment.modelNumber': 'modelNumber',
    'admin.equipment.serialNumber': 'serialNumber', 'admin.equipment.licensePlate': 'licensePlate',
    'admin.equipment.ownership': 'ownershipType', 'admin.equipment.ownershipType': 'ownershipType', 'admin.equipment.rental': 'isRental',
    'admin.common.active': 'isActive', 'admin.equipment.value': 'value', 'admin.equipment.startingHours': 'startingHours',
    'admin.money.hourlyRate': 'hourlyRate',
  },
  emptyMessage: SPREADSHEET_MESSAGES.noEquipmentRows,
  maxRows: MAX_EQUIPMENT_IMPORT_ROWS,
};

/** The template's sheet and instructions, in the user's language like every server message (the values stay English). */
export const EQUIPMENT_TEMPLATE_MESSAGES = {
  sheet: 'Equipment',
  rows: 'One piece of equipment per row on the first sheet, under the header row. Every row is checked; if any row is wrong, nothing is imported.',
  names: 'Equipment No.: unique in the company (required). Description (required). Category: the name of an existing equipment category (required).',
  lists: (classes: string, ownershipTypes: string) =>
    `Class: one of ${classes} (required). Year: YYYY. Ownership Type: ${ownershipTypes} (empty means Owned).`,
  flags: 'Rental, Active: Yes or No (empty means No for Rental, Yes for Active). Value, Starting Hours: numbers.',
  rate: 'Hourly Rate: the cost of an hour used for job cost, in dollars and cents, 0 or more (empty means none); it needs the Job Cost permission.',
  form: 'Acquired On and End of Term are set on the equipment form.',
} as const;
registerServerMessages('EQUIPMENT_TEMPLATE_MESSAGES', EQUIPMENT_TEMPLATE_MESSAGES);

/** The import template (.xlsx): the header row, sized columns, and an instructions sheet. */
export function equipmentTemplate(language: Language): Promise<Buffer> {
  const m = EQUIPMENT_TEMPLATE_MESSAGES;
  const lists = m.lists(EQUIPMENT_CLASSES.join(', '), OWNERSHIP_TYPES.join(', '));
  return spreadsheetTemplate(EQUIPMENT_SHEET, m.sheet, [m.rows, m.names, lists, m.flags, m.rate, m.form], language);
}
