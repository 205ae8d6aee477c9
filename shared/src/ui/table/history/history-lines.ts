import {
  isExported, localDay, type HistoryEquipmentChange, type HistoryEquipmentLine, type HistoryKind, type InvoiceStatus,
  type ProductionHistoryEntry, type ProductionType,
} from '@groundwork/shared/domain';
import { formatNumber, INVOICE_STATUS_IDS } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { HistoryMessageId } from './catalogue';

/**
 * How a record's history reads, in the page's language: the kinds of change, the fields' labels as the forms name
 * them, and each change as a line of text (`Hours: 8 → 9`). The History panel of the office pages and the field app.
 */
type T = Translate<HistoryMessageId>;

export const HISTORY_KIND_IDS = {
  created: 'history.kind.created',
  edited: 'history.kind.edited',
  approved: 'history.kind.approved',
  declined: 'history.kind.declined',
  'approval cleared': 'history.kind.approvalCleared',
  'invoice status': 'history.kind.invoiceStatus',
  exported: 'history.kind.exported',
  'export reset': 'history.kind.exportReset',
  deleted: 'history.kind.deleted',
} as const satisfies Record<HistoryKind, HistoryMessageId>;

/** The fields a change lists, in this order, labelled as on the forms (`quantity` depends on the record's type). */
const FIELD_IDS: ReadonlyArray<readonly [string, HistoryMessageId]> = [
  ['type', 'history.field.type'],
  ['jobId', 'timeRecord.job'],
  ['userId', 'timeRecord.employee'],
  ['costCodeId', 'timeRecord.costCode'],
  ['workTypeId', 'timeRecord.workType'],
  ['producedAt', 'history.field.dateTimeIn'],
  ['producedEndsAt', 'timeRecord.timeOut'],
  ['quantity', 'history.field.quantity'],
  ['isLunchbreakTaken', 'timeRecord.lunchTaken'],
  ['description', 'timeRecord.description'],
  ['productionRequestId', 'history.field.scheduleEntry'],
  ['isApproved', 'recordColumns.approval'],
  ['invoiceStatus', 'recordColumns.invoiceStatus'],
  ['exportedAt', 'history.field.exported'],
];
/** The label of each record type (the type itself is stored and sent in English). */
const PRODUCTION_TYPE_IDS = {
  Production: 'history.type.production',
  'Time Record': 'history.type.timeRecord',
  'Material Hauling': 'history.type.materialHauling',
} as const satisfies Record<ProductionType, HistoryMessageId>;

const ORDER = new Map(FIELD_IDS.map(([f], i) => [f, i]));

function fieldLabel(t: T, field: string, recordType?: ProductionType): string {
  if (field === 'quantity' && recordType === 'Time Record') return t('timeRecord.hours');
  if (field === 'producedAt' && recordType && recordType !== 'Time Record') return t('timeRecord.date');
  const id = FIELD_IDS.find(([f]) => f === field)?.[1];
  return id ? t(id) : field;
}

const TIMESTAMPS = new Set(['producedAt', 'producedEndsAt', 'exportedAt']);

/** A stored timestamp as local 'YYYY-MM-DD HH:mm' (as both languages write it). */
export function historyTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${localDay(d)} ${d.toTimeString().slice(0, 5)}`;
}

function formatValue(t: T, field: string, value: unknown, name: string | undefined, recordType: ProductionType | undefined): string {
  if (name) return name;
  // A production or hauling entry is dated by day (noon of it); a time record by its time in.
  if (field === 'producedAt' && typeof value === 'string' && recordType && recordType !== 'Time Record') return localDay(new Date(value));
  if (field === 'isApproved') return t(value === true ? 'history.approved' : value === false ? 'history.declined' : 'history.notProcessed');
  if (field === 'exportedAt') return isExported(value as string | null) ? historyTime(String(value)) : t('history.notExported');
  if (value === null || value === undefined || value === '') return t('history.emptyValue');
  if (typeof value === 'boolean') return t(value ? 'ui.yes' : 'ui.no');
  if (TIMESTAMPS.has(field)) return historyTime(String(value));
  if (field === 'type' && typeof value === 'string' && value in PRODUCTION_TYPE_IDS) return t(PRODUCTION_TYPE_IDS[value as ProductionType]);
  if (field === 'invoiceStatus' && typeof value === 'string' && value in INVOICE_STATUS_IDS) return t(INVOICE_STATUS_IDS[value as InvoiceStatus]);
  if (field.endsWith('Id')) return `#${String(value)}`;
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

const lineName = (line: HistoryEquipmentLine) => line.equipmentName ?? `#${line.equipmentId}`;

function lineText(t: T, line: HistoryEquipmentLine): string {
  const parts = [t('history.lineHours', { hours: formatNumber(line.hoursUsed) })];
  if (line.litersOfFuel !== null) parts.push(t('history.lineFuel', { litres: formatNumber(line.litersOfFuel) }));
  if (line.notes) parts.push(line.notes);
  return t('history.line', { name: lineName(line), parts: parts.join(', ') });
}

const LINE_FIELDS: ReadonlyArray<readonly [keyof HistoryEquipmentLine, HistoryMessageId]> = [
  ['equipmentName', 'timeRecord.equipment'], ['hoursUsed', 'timeRecord.hours'], ['litersOfFuel', 'timeRecord.fuel'], ['notes', 'timeRecord.notes'],
];

function lineValue(t: T, value: string | number | null): string {
  if (value === null) return t('history.emptyValue');
  return typeof value === 'number' ? formatNumber(value) : value;
}

function equipmentText(t: T, c: HistoryEquipmentChange): string {
  if (c.change === 'added' && c.after) return t('history.equipmentAdded', { line: lineText(t, c.after) });
  if (c.change === 'removed' && c.before) return t('history.equipmentRemoved', { line: lineText(t, c.before) });
  const before = c.before!;
  const after = c.after!;
  const changes = LINE_FIELDS.filter(([k]) => before[k] !== after[k])
    .map(([k, label]) => t('history.lineChange', { label: t(label), before: lineValue(t, before[k]), after: lineValue(t, after[k]) }));
  return t('history.equipmentChanged', { name: lineName(after), changes: changes.join(', ') });
}

/**
 * An entry as lines of text: `Hours: 8 → 9`, `Equipment added: EX1 - Excavator: 6 h, 40 L fuel`; a deleted record's
 * last values as `Hours: 8`.
 */
export function describeHistoryEntry(t: T, entry: ProductionHistoryEntry, recordType?: ProductionType): string[] {
  const type = recordType ?? (entry.changes.type?.before as ProductionType | undefined);
  const fields = Object.entries(entry.changes).sort(([a], [b]) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99));
  const lines = fields
    .filter(([field]) => !(entry.kind === 'deleted' && field === 'type'))
    .map(([field, c]) => {
      const label = fieldLabel(t, field, type);
      const before = formatValue(t, field, c.before, c.beforeName, type);
      if (entry.kind === 'deleted') return t('history.value', { label, value: before });
      return t('history.change', { label, before, after: formatValue(t, field, c.after, c.afterName, type) });
    });
  return [...lines, ...entry.equipment.map((c) => equipmentText(t, c))];
}
