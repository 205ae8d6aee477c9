import { useMemo } from 'react';
import type { ProductionEquipment } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import { commentColumn, useEquipmentLineSave } from '@groundwork/shared/records';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useReportsT, type ReportsMessageId } from '../../i18n';

const columnsOf = (t: Translate<ReportsMessageId>, editable: boolean): DataColumn<ProductionEquipment>[] => [
  {
    id: 'equipment', title: t('col.equipment'),
    accessor: (l) => (l.equipment ? [l.equipment.name, l.equipment.description].filter(Boolean).join(' - ') : `#${l.equipmentId}`),
  },
  { id: 'category', title: t('col.category'), accessor: (l) => l.equipment?.equipmentCategory?.name ?? '' },
  { id: 'hoursUsed', title: t('col.hoursUsed'), align: 'right', total: true, editable, editor: 'number' },
  { id: 'litersOfFuel', title: t('col.fuelLitersParens'), align: 'right', total: true, editable, editor: 'number' },
  commentColumn<ProductionEquipment>({ id: 'notes', title: t('col.notes'), accessor: (l) => l.notes ?? '', editable }),
];

/**
 * A time record's equipment lines under its row: hours, fuel and notes edit inline (PUT
 * /api/jobs/production-equipments/{id}) unless the record is locked (exported).
 */
export function EquipmentLinesTable({ lines, caption, editable }: { lines: readonly ProductionEquipment[]; caption: string; editable: boolean }) {
  const t = useReportsT();
  const save = useEquipmentLineSave();
  const columns = useMemo(() => columnsOf(t, editable), [t, editable]);
  return (
    <DataTable
      caption={caption}
      data={lines}
      columns={columns}
      getRowId={(l) => String(l.id)}
      searchable={false}
      onCellSave={editable ? save : undefined}
      cellSaveApi="PUT /api/jobs/production-equipments/:id"
    />
  );
}
