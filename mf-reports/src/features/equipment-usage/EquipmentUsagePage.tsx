import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { equipmentKeys, listEquipmentUsage } from '@groundwork/shared/api';
import {
  CONSTANTS, dayOf, formatCents, PAGE_SIZES, toCents, type Equipment, type ProductionEquipment,
} from '@groundwork/shared/domain';
import { Card, EmptyState, Field, noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_30_DAYS, LAST_7_DAYS, lastNDays, type DayRange } from '@groundwork/shared/ui/dates';
import { commentColumn } from '@groundwork/shared/records';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { dayBounds } from '../../lib/report-range';
import { parseSpreadQuery } from '../spread/spread-range';

/** A piece of equipment with its usage in the range, summed in hundredths (hours and litres). */
export interface EquipmentUsageRow {
  equipment: Equipment;
  lines: ProductionEquipment[];
  hours: number;
  fuel: number;
}

/** Every piece of equipment with the sum of its lines' hours and fuel (whole hundredths, exact). */
export function usageRows(equipment: readonly Equipment[]): EquipmentUsageRow[] {
  return equipment.map((e) => {
    const lines = e.equipmentUsage ?? [];
    return {
      equipment: e,
      lines,
      hours: lines.reduce((sum, l) => sum + toCents(l.hoursUsed), 0),
      fuel: lines.reduce((sum, l) => sum + toCents(l.litersOfFuel), 0),
    };
  });
}

/** A column of hundredths shown with two decimals, totalled exactly, exported as a number. */
function amountColumn<T>(id: string, title: string, cents: (row: T) => number): DataColumn<T> {
  return { id, title, accessor: cents, cell: (r) => formatCents(cents(r)), total: true, formatTotal: formatCents, exportValue: (r) => cents(r) / 100, align: 'right', width: 110 };
}

const COLUMNS: DataColumn<EquipmentUsageRow>[] = [
  {
    id: 'name', title: 'Equipment No.', accessor: (r) => r.equipment.name, filter: 'text',
    cell: (r) => <Link to={`/equipment/${r.equipment.id}`}>{r.equipment.name}</Link>,
  },
  { id: 'description', title: 'Description', accessor: (r) => r.equipment.description, filter: 'text' },
  { id: 'category', title: 'Category', accessor: (r) => r.equipment.equipmentCategory?.name ?? '', filter: 'text' },
  amountColumn('hours', 'Hours', (r) => r.hours),
  amountColumn('fuel', 'Fuel (L)', (r) => r.fuel),
  { id: 'lines', title: 'Records', accessor: (r) => r.lines.length, align: 'right', width: 90 },
  // The equipment's own fields (spec 02 §3 "Equipment (as used in reports)"), after its usage, named as on its form.
  { id: 'class', title: 'Class', accessor: (r) => r.equipment.class, filter: 'text' },
  { id: 'make', title: 'Make', accessor: (r) => r.equipment.make ?? '' },
  { id: 'modelNumber', title: 'Model Number', accessor: (r) => r.equipment.modelNumber ?? '' },
  { id: 'year', title: 'Year', accessor: (r) => r.equipment.year ?? '', align: 'right' },
  { id: 'serialNumber', title: 'Serial Number', accessor: (r) => r.equipment.serialNumber ?? '' },
  { id: 'licensePlate', title: 'License Plate', accessor: (r) => r.equipment.licensePlate ?? '' },
  { id: 'ownershipType', title: 'Ownership Type', accessor: (r) => r.equipment.ownershipType },
  { id: 'isRental', title: 'Rental', accessor: (r) => (r.equipment.isRental ? 'Yes' : 'No') },
  { id: 'acquiredAt', title: 'Acquired On', accessor: (r) => r.equipment.acquiredAt?.slice(0, 10) ?? '' },
  { id: 'endOfTerm', title: 'End of Term', accessor: (r) => r.equipment.endOfTerm ?? '' },
  {
    id: 'value', title: 'Value', align: 'right',
    accessor: (r) => (r.equipment.value === null || r.equipment.value === undefined ? null : toCents(r.equipment.value)),
    cell: (r) => (r.equipment.value === null || r.equipment.value === undefined ? '' : formatCents(toCents(r.equipment.value))),
    exportValue: (r) => r.equipment.value ?? '',
  },
  { id: 'startingHours', title: 'Starting Hours', accessor: (r) => r.equipment.startingHours ?? '', align: 'right' },
];

const LINE_COLUMNS: DataColumn<ProductionEquipment>[] = [
  { id: 'date', title: 'Date', accessor: (l) => (l.production ? dayOf(l.production.producedAt) : ''), width: 120 },
  { id: 'employee', title: 'Employee', accessor: (l) => l.production?.user?.name ?? '' },
  { id: 'job', title: 'Job', accessor: (l) => l.production?.job?.name ?? '' },
  {
    id: 'costCode', title: 'Cost Code',
    accessor: (l) => (l.production?.costCode ? [l.production.costCode.name, l.production.costCode.description].filter(Boolean).join(' - ') : ''),
  },
  amountColumn('hoursUsed', 'Hours', (l) => toCents(l.hoursUsed)),
  amountColumn('litersOfFuel', 'Fuel (L)', (l) => toCents(l.litersOfFuel)),
  commentColumn({ id: 'notes', title: 'Notes', accessor: (l) => l.notes ?? '' }),
];

/** The usage lines of one piece of equipment, oldest first. */
function UsageLines({ row }: { row: EquipmentUsageRow }) {
  const lines = useMemo(
    () => [...row.lines].sort((a, b) => (a.production?.producedAt ?? '').localeCompare(b.production?.producedAt ?? '') || a.id - b.id),
    [row.lines],
  );
  return (
    <DataTable
      caption={`Usage of ${row.equipment.name}`}
      data={lines}
      columns={LINE_COLUMNS}
      getRowId={(l) => String(l.id)}
      searchable={false}
      pageSizes={PAGE_SIZES.equipmentUsage}
    />
  );
}

/**
 * The range in the address (?start&end), else the last 30 days up to today. The picker's draft (a start picked, the
 * end not yet) stays on the page; a whole range goes into the address, so a reload or a shared link shows the same.
 */
function useUsageRange(): { range: { start: string; end: string }; draft: DayRange; setDraft: (range: DayRange) => void } {
  const [params, setParams] = useSearchParams();
  const asked = parseSpreadQuery('1', params.get('start'), params.get('end'));
  const range = asked ? { start: asked.start, end: asked.end } : lastNDays(CONSTANTS.stockpileRangeDays);
  const [draft, setDraftState] = useState<DayRange>(range);
  const setDraft = (next: DayRange) => {
    setDraftState(next);
    if (next.start && next.end) setParams({ start: next.start, end: next.end }, { replace: true });
  };
  return { range, draft, setDraft };
}

/**
 * /reports/equipment-usage (and /reports/equipment-usage-report): every piece of equipment with its hours and fuel
 * in a date range (by default the last 30 days, inclusive; no future days), then its own fields (class, make, model,
 * year, serial number, plate, ownership, rental, acquired, end of term, value, starting hours), each expandable to its usage lines
 * (date, employee, job, cost code, hours, fuel, notes). Page size 50 (50, 100, 500, 1000); export.
 */
export function EquipmentUsagePage() {
  const { range, draft, setDraft } = useUsageRange();
  const bounds = dayBounds(range.start, range.end);
  const usage = useQuery({ queryKey: equipmentKeys.usage(bounds), queryFn: () => listEquipmentUsage(bounds) });
  const rows = useMemo(() => usageRows(usage.data ?? []), [usage.data]);

  return (
    <Stack $gap={4}>
      <Card>
        <div style={{ maxWidth: 460 }}>
          <Field label="Date Range" required>
            <DateRangePicker value={draft} onChange={setDraft} disableFuture presets={[LAST_7_DAYS, LAST_30_DAYS]} />
          </Field>
        </div>
      </Card>
      {usage.isPending ? (
        <Spinner size={24} />
      ) : usage.isError ? (
        <EmptyState />
      ) : (
        <DataTable
          caption={`Equipment usage, ${range.start} to ${range.end}`}
          data={rows}
          columns={COLUMNS}
          getRowId={(r) => String(r.equipment.id)}
          pageSizes={PAGE_SIZES.equipmentUsage}
          scrollX={1300}
          exportName="equipment-usage-report"
          emptyState={noMatchState(rows)}
          renderExpanded={(r) => <UsageLines row={r} />}
          canExpand={(r) => r.lines.length > 0}
        />
      )}
    </Stack>
  );
}
