import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { EVERY_FIELD, failureText, productionKeys, updateProduction, updateProductionEquipment } from '@groundwork/shared/api';
import {
  CONSTANTS, inferLunchTaken, localIsoOf, type Production, type ProductionEquipment,
} from '@groundwork/shared/domain';
import type { ProductionEquipmentInput, ProductionInput, TimeRecordInput } from '@groundwork/shared/validation';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { notify } from '@groundwork/shared/ui';
import type { RecordColumnOptions } from './choice-column';

const HOUR_MS = 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields of a record the report tables edit inline. */
export interface RecordChange {
  /** Hours of a time record, quantity of a production. */
  quantity?: number;
  description?: string | null;
  /** A new day ('YYYY-MM-DD', the times of day kept) or a new ISO start. */
  producedAt?: string;
  workTypeId?: number;
  costCodeId?: number;
}

/** The column ids the inline edits of report tables use, and the record field each one changes. */
const CELL_FIELDS: Record<string, keyof RecordChange> = {
  quantity: 'quantity',
  hours: 'quantity',
  description: 'description',
  comments: 'description',
  producedAt: 'producedAt',
  date: 'producedAt',
  workTypeId: 'workTypeId',
  workType: 'workTypeId',
  costCodeId: 'costCodeId',
};

/** The change an inline edit of column `columnId` makes (hours, description, date, work type, cost code). */
export function recordCellChange(columnId: string, value: unknown): RecordChange {
  const field = CELL_FIELDS[columnId];
  if (!field) throw new Error(`No record field is edited by the column '${columnId}'.`);
  if (field === 'description') return { description: value === null || value === undefined || value === '' ? null : String(value) };
  if (field === 'producedAt') return { producedAt: String(value) };
  return { [field]: Number(value) };
}

/** The start moved to another day, its local time of day kept ('YYYY-MM-DD'), or the given ISO start. */
function movedStart(current: string, producedAt: string): Date {
  if (!DAY.test(producedAt)) return new Date(producedAt);
  const [y, m, d] = producedAt.split('-').map(Number) as [number, number, number];
  const start = new Date(current);
  start.setFullYear(y, m - 1, d);
  return start;
}

/**
 * The full PUT /api/jobs/productions/{id} body of a record with one change, its times in the user's offset (localIsoOf).
 * A time record keeps its equipment lines, its schedule entry and its lunch flag; with an in and out time, new hours
 * move the out time (in + hours, plus the half hour when lunch was taken) so hours and times still agree, and a new
 * day moves both times.
 */
export function recordUpdateBody(record: Production, change: RecordChange): ProductionInput | TimeRecordInput {
  const quantity = change.quantity ?? record.quantity;
  const description = change.description !== undefined ? change.description : record.description;
  const oldStart = new Date(record.producedAt);
  const start = change.producedAt !== undefined ? movedStart(record.producedAt, change.producedAt) : oldStart;
  const costCodeId = change.costCodeId ?? record.costCodeId;
  if (record.type !== 'Time Record') {
    const body = { type: record.type, jobId: record.jobId, costCodeId, producedAt: localIsoOf(start), quantity, description };
    return (record.type === 'Material Hauling' ? { ...body, userId: record.userId } : body) as unknown as ProductionInput;
  }
  let producedEndsAt: string | null = record.producedEndsAt;
  let lunch = record.isLunchbreakTaken;
  if (record.producedEndsAt) {
    lunch = inferLunchTaken(record.producedAt, record.producedEndsAt, record.quantity, record.isLunchbreakTaken);
    const oldEnd = new Date(record.producedEndsAt);
    const end = change.quantity !== undefined
      ? new Date(start.getTime() + (quantity + (lunch ? CONSTANTS.lunchDeductionHours : 0)) * HOUR_MS)
      : new Date(oldEnd.getTime() + (start.getTime() - oldStart.getTime()));
    producedEndsAt = localIsoOf(end);
  }
  return {
    type: 'Time Record',
    jobId: record.jobId,
    costCodeId,
    userId: record.userId!,
    workTypeId: (change.workTypeId ?? record.workTypeId)!,
    producedAt: localIsoOf(start),
    producedEndsAt,
    quantity,
    description,
    isLunchbreakTaken: lunch,
    productionRequestId: record.productionRequestId,
    productionEquipments: (record.productionEquipments ?? []).map((line) => lineBody(line)),
  } as TimeRecordInput;
}

/** An equipment line as a body (PUT /api/jobs/production-equipments/{id}, or inside its record). */
export function lineBody(line: ProductionEquipment, change: Partial<Pick<ProductionEquipment, 'hoursUsed' | 'litersOfFuel' | 'notes'>> = {}): ProductionEquipmentInput {
  return {
    id: line.id,
    equipmentId: line.equipmentId,
    hoursUsed: change.hoursUsed ?? line.hoursUsed,
    litersOfFuel: change.litersOfFuel !== undefined ? change.litersOfFuel : line.litersOfFuel,
    notes: change.notes !== undefined ? change.notes : line.notes,
  } as ProductionEquipmentInput;
}

/** The change an inline edit of an equipment line's column makes (hoursUsed, litersOfFuel, notes). */
export function lineCellChange(columnId: string, value: unknown): Partial<Pick<ProductionEquipment, 'hoursUsed' | 'litersOfFuel' | 'notes'>> {
  const empty = value === null || value === undefined || value === '';
  if (columnId === 'hoursUsed') return { hoursUsed: Number(value) };
  if (columnId === 'litersOfFuel') return { litersOfFuel: empty ? null : Number(value) };
  if (columnId === 'notes') return { notes: empty ? null : String(value) };
  throw new Error(`No equipment line field is edited by the column '${columnId}'.`);
}

/**
 * The DataTable `onCellSave` of a table of records: PUT /api/jobs/productions/{id} with the record and the edited
 * field (recordCellChange, recordUpdateBody), 'Record has been updated!' and a refresh; a failure notifies the
 * server's refusal or 'Something went wrong!' and rejects, so the editor stays open with the user's text.
 */
export function useRecordCellSave(options: RecordColumnOptions = {}): (record: Production, columnId: string, value: unknown) => Promise<Production> {
  const t = useSharedT();
  const queryClient = useQueryClient();
  const { invalidate, onSaved } = options;
  return useCallback(
    async (record, columnId, value) => {
      try {
        const saved = await updateProduction(record.id, recordUpdateBody(record, recordCellChange(columnId, value)));
        notify.success(t('ui.success'), t('recordColumns.updated'));
        onSaved?.(saved);
        await queryClient.invalidateQueries({ queryKey: invalidate ?? productionKeys.all });
        return saved;
      } catch (error) {
        notify.error(t('messages.errorTitle'), failureText(error, EVERY_FIELD));
        throw error;
      }
    },
    [t, queryClient, invalidate, onSaved],
  );
}

/**
 * The DataTable `onCellSave` of a table of equipment lines: PUT /api/jobs/production-equipments/{id} with the line
 * and the edited field (hoursUsed, litersOfFuel, notes); notifications and refresh as useRecordCellSave.
 */
export function useEquipmentLineSave(options: Omit<RecordColumnOptions, 'onSaved'> = {}): (line: ProductionEquipment, columnId: string, value: unknown) => Promise<ProductionEquipment> {
  const t = useSharedT();
  const queryClient = useQueryClient();
  const { invalidate } = options;
  return useCallback(
    async (line, columnId, value) => {
      try {
        const saved = await updateProductionEquipment(line.id, lineBody(line, lineCellChange(columnId, value)));
        notify.success(t('ui.success'), t('recordColumns.updated'));
        await queryClient.invalidateQueries({ queryKey: invalidate ?? productionKeys.all });
        return saved;
      } catch (error) {
        notify.error(t('messages.errorTitle'), failureText(error, EVERY_FIELD));
        throw error;
      }
    },
    [t, queryClient, invalidate],
  );
}
