import { useCallback } from 'react';
import { dayOf, type Production, type WorkType } from '@groundwork/shared/domain';
import { formatHours } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import { commentColumn, formatHoursCell, useRecordCellSave, timeInOutColumns } from '@groundwork/shared/records';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { ReportsMessageId } from '../i18n';
import { formatQuantity } from './format';

type ReportsT = Translate<ReportsMessageId>;

/** The equipment of a record as one line: 'CAT 320 (4.00 h), Loader 950 (2.50 h)' ('2,50 h' in French). */
export function equipmentSummary(p: Production): string {
  return (p.productionEquipments ?? []).map((l) => `${l.equipment?.name ?? `#${l.equipmentId}`} (${formatHours(l.hoursUsed)})`).join(', ');
}

/** 'Job No. - description' of a record's job. */
export const jobText = (p: Production) => (p.job ? `${p.job.name} - ${p.job.description}` : '');
/** 'Cost code - description' of a record's cost code. */
export const costCodeText = (p: Production) => (p.costCode ? [p.costCode.name, p.costCode.description].filter(Boolean).join(' - ') : '');

/**
 * The Quantity column of a table of productions and hauling entries: grouped in the page's language, totalled only
 * when every row counts in one unit (12 m3 and 45 t do not add up; a hauling entry is stored negative, so produced
 * and hauled of one unit total what is left).
 */
export function quantityColumn(t: ReportsT, records: readonly Production[], over: Partial<DataColumn<Production>> = {}): DataColumn<Production> {
  const units = new Set(records.map((p) => p.costCode?.unit ?? ''));
  return {
    id: 'quantity', title: t('col.quantity'), align: 'right', total: units.size <= 1, cell: (p) => formatQuantity(p.quantity), formatTotal: formatQuantity,
    ...over,
  };
}

/**
 * The Hours column of a table of time records: two decimals in the page's language, totalled, edited inline where the
 * record may be edited. Beside the employee on every time record report (timeRecordColumns, the foreman report): at
 * 1366 px with the menu open the pinned approval and actions leave only the first columns on screen.
 */
export function hoursColumn(t: ReportsT, canEdit: (p: Production) => boolean): DataColumn<Production> {
  return {
    id: 'quantity', title: t('col.hours'), align: 'right', total: true, cell: (_p, value) => formatHoursCell(value), formatTotal: formatHoursCell,
    editable: canEdit, editor: 'number', card: true,
  };
}

export interface TimeRecordColumnOptions {
  /** The page's translate function (useReportsT). */
  t: ReportsT;
  /** The company's work types: the Type of Work editor's options. */
  workTypes: readonly WorkType[];
  /** Whether a row's cells may be edited (not an exported record, nor one's own approved record). */
  canEdit: (p: Production) => boolean;
}

/**
 * The columns every time record report shows: Date, Employee, Hours (totalled), Job, Cost Code, Type of Work, Time In,
 * Time Out, Equipment and Description (cut to 500 characters). Date, Type of Work, Hours and Description edit inline
 * (useTimeRecordCellSave). Hours comes beside the employee: at 1366 px with the menu open the approval, the other
 * pinned columns and the actions leave the first three columns on screen, and whose hours and how many are what the
 * reader checks before approving or invoicing (tenth, it was under the pinned columns until one scrolled sideways).
 */
export function timeRecordColumns({ t, workTypes, canEdit }: TimeRecordColumnOptions): DataColumn<Production>[] {
  return [
    { id: 'producedAt', title: t('col.date'), accessor: (p) => dayOf(p.producedAt), editable: canEdit, editor: 'date', width: 130, card: true },
    { id: 'employee', title: t('col.employee'), accessor: (p) => p.user?.name ?? '', filter: 'text', card: true },
    hoursColumn(t, canEdit),
    { id: 'job', title: t('col.job'), accessor: jobText, filter: 'text', card: true },
    { id: 'costCode', title: t('col.costCode'), accessor: costCodeText, filter: 'text' },
    {
      // The editor offers the names (the cell's value, also for sorting and filters); useTimeRecordCellSave sends the id.
      id: 'workType', title: t('col.workType'), accessor: (p) => p.workType?.name ?? '',
      filter: { options: workTypes.map((w) => ({ value: w.name, label: w.name })) },
      editable: canEdit, editor: 'select', editorOptions: workTypes.map((w) => ({ value: w.name, label: w.name })),
    },
    ...timeInOutColumns<Production>(t),
    { id: 'equipment', title: t('col.equipment'), accessor: equipmentSummary },
    commentColumn<Production>({ id: 'description', title: t('col.description'), accessor: (p) => p.description ?? '', editable: canEdit, width: 260 }),
  ];
}

/**
 * onCellSave of a table with these columns: the shared useRecordCellSave (the record sent whole with the edited field,
 * 'Record has been updated!', a failure keeps the editor open); the Type of Work cell's name becomes its id.
 */
export function useTimeRecordCellSave(workTypes: readonly WorkType[]) {
  const save = useRecordCellSave();
  return useCallback(
    (record: Production, columnId: string, value: unknown) => {
      if (columnId !== 'workType') return save(record, columnId, value);
      const workType = workTypes.find((w) => w.name === value);
      return workType ? save(record, 'workTypeId', workType.id) : Promise.reject(new Error(`Unknown work type ${String(value)}`));
    },
    [save, workTypes],
  );
}
