import type { ProductionEquipment } from '@groundwork/shared/domain';
import { commentColumn, useEquipmentLineSave } from '@groundwork/shared/records';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';

const COLUMNS = (editable: boolean): DataColumn<ProductionEquipment>[] => [
  {
    id: 'equipment', title: 'Equipment',
    accessor: (l) => (l.equipment ? [l.equipment.name, l.equipment.description].filter(Boolean).join(' - ') : `#${l.equipmentId}`),
  },
  { id: 'category', title: 'Category', accessor: (l) => l.equipment?.equipmentCategory?.name ?? '' },
  { id: 'hoursUsed', title: 'Hours Used', align: 'right', total: true, editable, editor: 'number' },
  { id: 'litersOfFuel', title: 'Fuel (Liters)', align: 'right', total: true, editable, editor: 'number' },
  commentColumn<ProductionEquipment>({ id: 'notes', title: 'Notes', accessor: (l) => l.notes ?? '', editable }),
];
const EDITABLE = COLUMNS(true);
const READ_ONLY = COLUMNS(false);

/**
 * A time record's equipment lines under its row: hours, fuel and notes edit inline (PUT
 * /api/jobs/production-equipments/{id}) unless the record is locked (exported).
 */
export function EquipmentLinesTable({ lines, caption, editable }: { lines: readonly ProductionEquipment[]; caption: string; editable: boolean }) {
  const save = useEquipmentLineSave();
  return (
    <DataTable
      caption={caption}
      data={lines}
      columns={editable ? EDITABLE : READ_ONLY}
      getRowId={(l) => String(l.id)}
      searchable={false}
      onCellSave={editable ? save : undefined}
      cellSaveApi="PUT /api/jobs/production-equipments/:id"
    />
  );
}
