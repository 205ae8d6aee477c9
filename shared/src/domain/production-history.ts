/**
 * The history of a production or time record (`GET /api/jobs/productions/{id}/history`, newest first): the kinds of
 * change and what each entry holds. How it reads, in the user's language: the History panel
 * (shared/src/ui/table/history-lines.ts). How it is recorded: docs/records.md.
 */
import type { IsoDateTime } from './entities';

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
