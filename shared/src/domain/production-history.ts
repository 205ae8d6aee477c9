/**
 * The history of a production or time record (`GET /api/jobs/productions/{id}/history`, newest first), and how it
 * reads: the kinds of change, the fields' labels as the forms name them, and each change as a line of text. One
 * source for the History panel of the office pages and the field app. How it is recorded: docs/records.md.
 */
import type { IsoDateTime } from './entities';
import type { ProductionType } from './enums';
import { isExported } from './record-locks';
import { localDay } from './time';

export const HISTORY_KINDS = [
  'created', 'edited', 'approved', 'declined', 'approval cleared', 'invoice status', 'exported', 'export reset', 'deleted',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** A field's value before and after; ids also carry the name they pointed to at the time. */
export interface HistoryFieldChange {
  before: unknown;
  after: unknown;
  beforeName?: string;
  afterName?: string;
}

export interface HistoryEquipmentLine {
  equipmentId: number;
  equipmentName: string | null;
  hoursUsed: number;
  litersOfFuel: number | null;
  notes: string | null;
}

export interface HistoryEquipmentChange {
  change: 'added' | 'changed' | 'removed';
  /** The equipment line's id. */
  id: number;
  before: HistoryEquipmentLine | null;
  after: HistoryEquipmentLine | null;
}

export interface ProductionHistoryEntry {
  id: number;
  kind: HistoryKind;
  at: IsoDateTime;
  /** Who did it; null for the system (the demo seed, imports run from the command line). */
  actor: { id: number; name: string } | null;
  /** By API field name (`quantity`, `costCodeId`, ...). Empty for `created`: the record holds its values. */
  changes: Record<string, HistoryFieldChange>;
  /** Equipment lines added, changed or removed by the same change. */
  equipment: HistoryEquipmentChange[];
}

export const HISTORY_MESSAGES = {
  title: 'History',
  empty: 'No changes recorded yet.',
  loadFailed: 'The history could not be loaded.',
  /** The actor of changes made by the system (the demo seed, the command line). */
  system: 'System',
} as const;

export const HISTORY_KIND_LABELS: Record<HistoryKind, string> = {
  created: 'Created',
  edited: 'Edited',
  approved: 'Approved',
  declined: 'Declined',
  'approval cleared': 'Approval cleared',
  'invoice status': 'Invoice status changed',
  exported: 'Exported',
  'export reset': 'Export reset',
  deleted: 'Deleted',
};

/** The fields a change lists, in this order, labelled as on the forms (`quantity` depends on the record's type). */
const FIELD_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['type', 'Type'],
  ['jobId', 'Job'],
  ['userId', 'Employee'],
  ['costCodeId', 'Cost Code'],
  ['workTypeId', 'Type of Work'],
  ['producedAt', 'Date / Time In'],
  ['producedEndsAt', 'Time Out'],
  ['quantity', 'Quantity'],
  ['isLunchbreakTaken', 'Lunch break taken'],
  ['description', 'Description'],
  ['productionRequestId', 'Schedule Entry'],
  ['isApproved', 'Approval'],
  ['invoiceStatus', 'Invoice Status'],
  ['exportedAt', 'Exported'],
];

export function historyFieldLabel(field: string, recordType?: ProductionType): string {
  if (field === 'quantity' && recordType === 'Time Record') return 'Hours';
  if (field === 'producedAt' && recordType && recordType !== 'Time Record') return 'Date';
  return FIELD_LABELS.find(([f]) => f === field)?.[1] ?? field;
}

const EMPTY = '(empty)';
const TIMESTAMPS = new Set(['producedAt', 'producedEndsAt', 'exportedAt']);

/** A stored timestamp as local 'YYYY-MM-DD HH:mm'. */
export function historyTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${localDay(d)} ${d.toTimeString().slice(0, 5)}`;
}

function formatValue(field: string, value: unknown, name: string | undefined, recordType: ProductionType | undefined): string {
  if (name) return name;
  // A production or hauling entry is dated by day (noon of it); a time record by its time in.
  if (field === 'producedAt' && typeof value === 'string' && recordType && recordType !== 'Time Record') return localDay(new Date(value));
  if (field === 'isApproved') return value === true ? 'Approved' : value === false ? 'Declined' : 'Not processed';
  if (field === 'exportedAt') return isExported(value as string | null) ? historyTime(String(value)) : 'Not exported';
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (TIMESTAMPS.has(field)) return historyTime(String(value));
  if (field.endsWith('Id')) return `#${String(value)}`;
  return String(value);
}

const ORDER = new Map(FIELD_LABELS.map(([f], i) => [f, i]));

function lineText(line: HistoryEquipmentLine): string {
  const parts = [`${line.hoursUsed} h`];
  if (line.litersOfFuel !== null) parts.push(`${line.litersOfFuel} L fuel`);
  if (line.notes) parts.push(line.notes);
  return `${line.equipmentName ?? `#${line.equipmentId}`}: ${parts.join(', ')}`;
}

const LINE_FIELDS: ReadonlyArray<readonly [keyof HistoryEquipmentLine, string]> = [
  ['equipmentName', 'Equipment'], ['hoursUsed', 'Hours'], ['litersOfFuel', 'Fuel (L)'], ['notes', 'Notes'],
];

function equipmentText(c: HistoryEquipmentChange): string {
  if (c.change === 'added' && c.after) return `Equipment added: ${lineText(c.after)}`;
  if (c.change === 'removed' && c.before) return `Equipment removed: ${lineText(c.before)}`;
  const before = c.before!;
  const after = c.after!;
  const changed = LINE_FIELDS.filter(([k]) => before[k] !== after[k])
    .map(([k, label]) => `${label} ${before[k] ?? EMPTY} → ${after[k] ?? EMPTY}`);
  return `Equipment ${after.equipmentName ?? `#${after.equipmentId}`}: ${changed.join(', ')}`;
}

/**
 * An entry as lines of text: `Hours: 8 → 9`, `Equipment added: EX1 - Excavator: 6 h, 40 L fuel`; a deleted record's
 * last values as `Hours: 8`.
 */
export function describeHistoryEntry(entry: ProductionHistoryEntry, recordType?: ProductionType): string[] {
  const type = recordType ?? (entry.changes.type?.before as ProductionType | undefined);
  const fields = Object.entries(entry.changes).sort(([a], [b]) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99));
  const lines = fields
    .filter(([field]) => !(entry.kind === 'deleted' && field === 'type'))
    .map(([field, c]) => {
      const label = historyFieldLabel(field, type);
      const before = formatValue(field, c.before, c.beforeName, type);
      if (entry.kind === 'deleted') return `${label}: ${before}`;
      return `${label}: ${before} → ${formatValue(field, c.after, c.afterName, type)}`;
    });
  return [...lines, ...entry.equipment.map(equipmentText)];
}
