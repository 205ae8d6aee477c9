import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { equipmentKeys, failureText, listEquipmentUsage } from '@groundwork/shared/api';
import { CONSTANTS, dayOf, PAGE_SIZES, toCents, type Equipment, type ProductionEquipment } from '@groundwork/shared/domain';
import { equipmentClassId, formatMoney, formatNumber, ownershipTypeId } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import { Banner, Button, Card, Field, noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_30_DAYS, LAST_7_DAYS, lastNDays, type DayRange } from '@groundwork/shared/ui/dates';
import { commentColumn } from '@groundwork/shared/records';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useReportsT, type ReportsMessageId } from '../../i18n';
import { formatHundredths } from '../../lib/format';
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
  return { id, title, accessor: cents, cell: (r) => formatHundredths(cents(r)), total: true, formatTotal: formatHundredths, exportValue: (r) => cents(r) / 100, align: 'right', width: 110 };
}

type ReportsT = Translate<ReportsMessageId>;

/**
 * On a phone's card (`card: true`) a piece of equipment is its usage: which machine (its number linking to its page,
 * which has the rest), what it is, and its hours, fuel and records in the range, as the foreman checks them on site.
 * The equipment's own fields (make, model, serial number, plate, value...) stay in the laptop's table and the export:
 * thirteen more lines per card, often empty (License Plate), hid the usage of the next machine below the fold.
 */
const columnsOf = (t: ReportsT): DataColumn<EquipmentUsageRow>[] => [
  {
    id: 'name', title: t('col.equipmentNo'), accessor: (r) => r.equipment.name, filter: 'text', card: true,
    cell: (r) => <Link to={`/equipment/${r.equipment.id}`}>{r.equipment.name}</Link>,
  },
  { id: 'description', title: t('col.description'), accessor: (r) => r.equipment.description, filter: 'text', card: true },
  { id: 'category', title: t('col.category'), accessor: (r) => r.equipment.equipmentCategory?.name ?? '', filter: 'text', card: true },
  { ...amountColumn('hours', t('col.hours'), (r: EquipmentUsageRow) => r.hours), card: true },
  { ...amountColumn('fuel', t('col.fuelL'), (r: EquipmentUsageRow) => r.fuel), card: true },
  { id: 'lines', title: t('col.records'), accessor: (r) => r.lines.length, align: 'right', width: 90, card: true },
  // The equipment's own fields (spec 02 §3 "Equipment (as used in reports)"), after its usage, named as on its form.
  { id: 'class', title: t('col.class'), accessor: (r) => t(equipmentClassId(r.equipment.class)), filter: 'text' },
  { id: 'make', title: t('col.make'), accessor: (r) => r.equipment.make ?? '' },
  { id: 'modelNumber', title: t('col.modelNumber'), accessor: (r) => r.equipment.modelNumber ?? '' },
  { id: 'year', title: t('col.year'), accessor: (r) => r.equipment.year ?? '', align: 'right' },
  { id: 'serialNumber', title: t('col.serialNumber'), accessor: (r) => r.equipment.serialNumber ?? '' },
  { id: 'licensePlate', title: t('col.licensePlate'), accessor: (r) => r.equipment.licensePlate ?? '' },
  { id: 'ownershipType', title: t('col.ownershipType'), accessor: (r) => t(ownershipTypeId(r.equipment.ownershipType)) },
  { id: 'isRental', title: t('col.rental'), accessor: (r) => t(r.equipment.isRental ? 'ui.yes' : 'ui.no') },
  { id: 'acquiredAt', title: t('col.acquiredOn'), accessor: (r) => r.equipment.acquiredAt?.slice(0, 10) ?? '' },
  { id: 'endOfTerm', title: t('col.endOfTerm'), accessor: (r) => r.equipment.endOfTerm ?? '' },
  {
    id: 'value', title: t('col.value'), align: 'right',
    accessor: (r) => (r.equipment.value === null || r.equipment.value === undefined ? null : toCents(r.equipment.value)),
    cell: (r) => (r.equipment.value === null || r.equipment.value === undefined ? '' : formatMoney(r.equipment.value)),
    exportValue: (r) => r.equipment.value ?? '',
  },
  {
    // As the equipment's page writes it, thousands grouped ('9,100', '9 100' in French); exported as a number.
    id: 'startingHours', title: t('col.startingHours'), accessor: (r) => r.equipment.startingHours ?? '', align: 'right',
    cell: (r) => (r.equipment.startingHours === null || r.equipment.startingHours === undefined ? '' : formatNumber(r.equipment.startingHours)),
  },
];

const lineColumnsOf = (t: ReportsT): DataColumn<ProductionEquipment>[] => [
  { id: 'date', title: t('col.date'), accessor: (l) => (l.production ? dayOf(l.production.producedAt) : ''), width: 120 },
  { id: 'employee', title: t('col.employee'), accessor: (l) => l.production?.user?.name ?? '' },
  { id: 'job', title: t('col.job'), accessor: (l) => l.production?.job?.name ?? '' },
  {
    id: 'costCode', title: t('col.costCode'),
    accessor: (l) => (l.production?.costCode ? [l.production.costCode.name, l.production.costCode.description].filter(Boolean).join(' - ') : ''),
  },
  amountColumn('hoursUsed', t('col.hours'), (l) => toCents(l.hoursUsed)),
  amountColumn('litersOfFuel', t('col.fuelL'), (l) => toCents(l.litersOfFuel)),
  commentColumn({ id: 'notes', title: t('col.notes'), accessor: (l) => l.notes ?? '' }),
];

/** The usage lines of one piece of equipment, oldest first. */
function UsageLines({ row }: { row: EquipmentUsageRow }) {
  const t = useReportsT();
  const columns = useMemo(() => lineColumnsOf(t), [t]);
  const lines = useMemo(
    () => [...row.lines].sort((a, b) => (a.production?.producedAt ?? '').localeCompare(b.production?.producedAt ?? '') || a.id - b.id),
    [row.lines],
  );
  return (
    <DataTable
      caption={t('equipmentUsage.usageOf', { name: row.equipment.name })}
      data={lines}
      columns={columns}
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
  const t = useReportsT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const { range, draft, setDraft } = useUsageRange();
  const bounds = dayBounds(range.start, range.end);
  const usage = useQuery({ queryKey: equipmentKeys.usage(bounds), queryFn: () => listEquipmentUsage(bounds) });
  const rows = useMemo(() => usageRows(usage.data ?? []), [usage.data]);

  return (
    <Stack $gap={4}>
      <Card>
        <div style={{ maxWidth: 460 }}>
          <Field label={t('common.dateRange')} required>
            <DateRangePicker value={draft} onChange={setDraft} disableFuture presets={[LAST_7_DAYS, LAST_30_DAYS]} />
          </Field>
        </div>
      </Card>
      {usage.isPending ? (
        <Spinner size={24} />
      ) : usage.isError ? (
        // A refused or failed read is not an empty range: say so, with the server's reason when it gave one.
        <Banner
          tone="error"
          title={t('common.loadError')}
          text={failureText(usage.error)}
          action={<Button onClick={() => void usage.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <DataTable
          caption={t('equipmentUsage.caption', { start: range.start, end: range.end })}
          data={rows}
          columns={columns}
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
