import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productionRequestKeys } from '@groundwork/shared/api';
import { recordLocks, type Production, type ProductionEquipment } from '@groundwork/shared/domain';
import {
  commentColumn, exportLockedRows, timeInOutColumns, useApprovalColumn, useExportColumn, useEquipmentLineSave, useRecordCellSave,
  useRecordLinksColumn,
} from '@groundwork/shared/records';
import { useSession } from '@groundwork/shared/session';
import { Card, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useReportsT } from '../../i18n';
import { hoursColumn, quantityColumn } from '../../lib/time-record-columns';

/** The spec's report tables scroll sideways below 1300 px (spec 02 §9). */
const SCROLL_WIDTH = 1300;

/** A record's equipment lines, editable (hours, fuel, notes) while the record may be edited. */
function EquipmentLines({ record, editable }: { record: Production; editable: boolean }) {
  const t = useReportsT();
  const onCellSave = useEquipmentLineSave();
  const columns = useMemo<DataColumn<ProductionEquipment>[]>(
    () => [
      { id: 'equipment', title: t('col.equipment'), accessor: (l) => l.equipment?.name ?? '' },
      { id: 'description', title: t('col.description'), accessor: (l) => l.equipment?.description ?? '' },
      { id: 'category', title: t('col.category'), accessor: (l) => l.equipment?.equipmentCategory?.name ?? '' },
      { id: 'hoursUsed', title: t('col.equipmentHours'), align: 'right', editable, editor: 'number' },
      { id: 'litersOfFuel', title: t('col.fuelLiters'), align: 'right', editable, editor: 'number' },
      commentColumn<ProductionEquipment>({ id: 'notes', title: t('col.notes'), editable, required: true }),
    ],
    [t, editable],
  );
  return (
    <DataTable
      caption={t('foreman.equipmentOf', { name: record.user?.name ?? t('foreman.theRecord') })}
      data={record.productionEquipments ?? []}
      columns={columns}
      getRowId={(l) => String(l.id)}
      searchable={false}
      onCellSave={onCellSave}
      cellSaveApi="PUT /api/jobs/production-equipments/:id"
    />
  );
}

/**
 * The foreman report's tables: the day's time records (expandable to their equipment lines) and its productions,
 * with inline edits (a value is required), the approval select, the record links and the exports. Exported rows are
 * greyed and read-only. The rows have no date (they are all of `day`), so the files name it:
 * foreman-time-report-2026-12-02.csv, as the other reports' rows or names carry their days.
 */
export function ForemanRecords({ records, day }: { records: Production[]; day: string }) {
  const t = useReportsT();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const approval = useApprovalColumn(viewerId);
  const exported = useExportColumn(viewerId, { title: t('col.exportStatus') });
  const queryClient = useQueryClient();
  // A deleted time record leaves its shift pending again: the check above the report reads it anew.
  const timeLinks = useRecordLinksColumn(viewerId, { onSaved: () => void queryClient.invalidateQueries({ queryKey: productionRequestKeys.all }) });
  const productionLinks = useRecordLinksColumn(viewerId);
  const onCellSave = useRecordCellSave();
  const canEdit = (p: Production) => recordLocks(p, viewerId).canEdit;

  const timeRecords = useMemo(() => records.filter((r) => r.type === 'Time Record'), [records]);
  const productions = useMemo(() => records.filter((r) => r.type !== 'Time Record'), [records]);

  const timeColumns: DataColumn<Production>[] = [
    { id: 'employee', title: t('col.employee'), accessor: (p) => p.user?.name ?? '', filter: 'text', card: true },
    hoursColumn(t, canEdit),
    { id: 'costCode', title: t('col.costCode'), accessor: (p) => p.costCode?.name ?? '', filter: 'text' },
    { id: 'workType', title: t('col.workType'), accessor: (p) => p.workType?.name ?? '' },
    ...timeInOutColumns<Production>(t),
    {
      id: 'equipment', title: t('col.equipment'),
      accessor: (p) => (p.productionEquipments ?? []).map((l) => l.equipment?.name ?? '').filter(Boolean).join(', '),
    },
    commentColumn<Production>({ id: 'description', title: t('col.description'), editable: canEdit, required: true }),
    { ...approval.column, title: t('col.approval') },
    exported,
    timeLinks.column,
  ];
  const productionColumns: DataColumn<Production>[] = [
    { id: 'type', title: t('col.type'), accessor: (p) => t(p.type === 'Material Hauling' ? 'kind.materialHauling' : 'kind.production'), card: true },
    { id: 'costCode', title: t('col.costCode'), accessor: (p) => p.costCode?.name ?? '', filter: 'text', card: true },
    { id: 'costCodeDescription', title: t('col.costCodeDescription'), accessor: (p) => p.costCode?.description ?? '' },
    quantityColumn(t, productions, { editable: canEdit, editor: 'number', card: true }),
    { id: 'unit', title: t('col.unit'), accessor: (p) => p.costCode?.unit ?? '' },
    commentColumn<Production>({ id: 'description', title: t('col.comments'), editable: canEdit, required: true }),
    productionLinks.column,
  ];

  return (
    <Stack $gap={4}>
      <Card title={t('foreman.timeRecords')}>
        <DataTable
          {...exportLockedRows<Production>()}
          caption={t('foreman.timeRecords')}
          data={timeRecords}
          columns={timeColumns}
          getRowId={(p) => String(p.id)}
          scrollX={SCROLL_WIDTH}
          exportName={`foreman-time-report-${day}`}
          onCellSave={onCellSave}
          cellSaveApi="PUT /api/jobs/productions/:id"
          canExpand={(p) => (p.productionEquipments ?? []).length > 0}
          renderExpanded={(p) => <EquipmentLines record={p} editable={canEdit(p)} />}
        />
      </Card>
      <Card title={t('foreman.productions')}>
        <DataTable
          {...exportLockedRows<Production>()}
          caption={t('foreman.productions')}
          data={productions}
          columns={productionColumns}
          getRowId={(p) => String(p.id)}
          scrollX={SCROLL_WIDTH}
          exportName={`foreman-production-report-${day}`}
          onCellSave={onCellSave}
          cellSaveApi="PUT /api/jobs/productions/:id"
        />
      </Card>
      {approval.dialog}
      {timeLinks.dialog}
      {productionLinks.dialog}
    </Stack>
  );
}
