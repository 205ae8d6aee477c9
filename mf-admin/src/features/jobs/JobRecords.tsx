import { useMemo } from 'react';
import {
  dayOf, percentComplete, round2, type CostCode, type Production,
} from '@groundwork/shared/domain';
import { exportLockedRows, formatHoursCell, useApprovalColumn, useExportColumn, useRecordLinksColumn, timeInOutColumns } from '@groundwork/shared/records';
import { useSession } from '@groundwork/shared/session';
import { Row } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import styled from 'styled-components';
import { formatPercent, formatQuantity } from '@groundwork/shared/i18n';
import { useAdminT } from '../../i18n';
import { formatStoredDay } from '../../lib/dates';


/** The remembered column choice of each records table, named as before the tables were translated. */
const tableIds = { 'admin.jobs.productions': 'Productions', 'admin.jobs.timeRecords': 'Time Records' } as const;

interface SharedColumns {
  date: DataColumn<Production>;
  costCode: DataColumn<Production>;
  /** The record's cost code's name or unit (embedded, else from the job's cost codes). */
  costCodeField: (p: Production, key: 'name' | 'unit') => string;
}

interface RecordsTableProps {
  records: Production[];
  costCodes: CostCode[];
}

/**
 * A job's records table (productions or time records): the given columns (with the shared Date, a day as the office's
 * tables write it, "Mar 4, 2025", "4 mars 2025", sorted and exported as stored; and the shared Cost Code), and the
 * record links (Edit, Edit New, Copy, Delete confirmed; @groundwork/shared/records) as the export and approval
 * locks allow. Exported rows are muted.
 */
function RecordsTable({
  caption,
  records,
  costCodes,
  columns,
}: RecordsTableProps & {
  caption: 'admin.jobs.productions' | 'admin.jobs.timeRecords';
  /** The table's columns before the actions, given the shared Date and Cost Code columns. */
  columns: (shared: SharedColumns) => DataColumn<Production>[];
}) {
  const t = useAdminT();
  const byId = useMemo(() => new Map(costCodes.map((c) => [c.id, c])), [costCodes]);
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const links = useRecordLinksColumn(viewerId);
  const costCodeField = (p: Production, key: 'name' | 'unit') => p.costCode?.[key] ?? byId.get(p.costCodeId)?.[key] ?? '';
  const all: DataColumn<Production>[] = [
    ...columns({
      date: { id: 'producedAt', title: t('admin.common.date'), accessor: (p) => dayOf(p.producedAt), cell: (p) => formatStoredDay(dayOf(p.producedAt)) },
      costCode: { id: 'costCode', title: t('admin.common.costCode'), accessor: (p) => costCodeField(p, 'name'), filter: 'text' },
      costCodeField,
    }),
    links.column,
  ];
  return (
    <>
      <DataTable {...exportLockedRows<Production>()} caption={t(caption)} tableId={tableIds[caption]} data={records} columns={all} getRowId={(p) => String(p.id)} />
      {links.dialog}
    </>
  );
}

/**
 * The job's productions with Edit and Delete (exported ones are read-only). Quantities are totalled only when every
 * row counts in one unit: 12 ea and 850 m do not add up.
 */
export function ProductionsTable(props: RecordsTableProps) {
  const t = useAdminT();
  const units = new Set(props.records.map((p) => p.costCode?.unit ?? props.costCodes.find((c) => c.id === p.costCodeId)?.unit ?? ''));
  return (
    <RecordsTable
      {...props}
      caption="admin.jobs.productions"
      columns={({ date, costCode, costCodeField }) => [
        date,
        costCode,
        {
          id: 'quantity', title: t('admin.common.quantity'), align: 'right', total: units.size <= 1,
          cell: (p) => formatQuantity(p.quantity), formatTotal: formatQuantity,
        },
        { id: 'unit', title: t('admin.common.unit'), accessor: (p) => costCodeField(p, 'unit') },
        { id: 'description', title: t('admin.common.description') },
      ]}
    />
  );
}

const Bar = styled.div`
  height: 12px;
  min-width: 160px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
  span { display: block; height: 100%; background: ${({ theme }) => theme.colors.primary}; }
`;

export interface SummaryRow {
  costCode: CostCode;
  produced: number;
  percent: number;
}

/** Per cost code tracking production: produced quantity, contract quantity and percent complete (2 decimals). */
export function productionSummary(costCodes: readonly CostCode[], productions: readonly Production[]): SummaryRow[] {
  return costCodes
    .filter((c) => c.isToTrackProduction)
    .map((c) => {
      const produced = round2(productions.filter((p) => p.type === 'Production' && p.costCodeId === c.id).reduce((s, p) => s + p.quantity, 0));
      return { costCode: c, produced, percent: percentComplete(produced, c.quantity) };
    });
}

export function ProductionSummary({ rows }: { rows: SummaryRow[] }) {
  const t = useAdminT();
  const columns: DataColumn<SummaryRow>[] = [
    { id: 'name', title: t('admin.common.costCode'), accessor: (r) => r.costCode.name },
    { id: 'description', title: t('admin.common.description'), accessor: (r) => r.costCode.description ?? '' },
    { id: 'produced', title: t('admin.jobs.produced'), align: 'right', cell: (r) => formatQuantity(r.produced) },
    { id: 'contract', title: t('admin.jobs.contractQuantity'), align: 'right', accessor: (r) => r.costCode.quantity, cell: (r) => formatQuantity(r.costCode.quantity) },
    { id: 'unit', title: t('admin.common.unit'), accessor: (r) => r.costCode.unit },
    {
      id: 'percent', title: t('admin.jobs.percentComplete'), accessor: (r) => r.percent,
      cell: (r) => (
        <Row $gap={2}>
          <Bar role="progressbar" aria-label={t('admin.jobs.percentCompleteOf', { name: r.costCode.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={r.percent}>
            <span style={{ width: `${Math.min(100, Math.max(0, r.percent))}%` }} />
          </Bar>
          <span>{formatPercent(r.percent)}</span>
        </Row>
      ),
    },
  ];
  return <DataTable caption={t('admin.jobs.productionSummary')} tableId="Production summary" data={rows} columns={columns} getRowId={(r) => String(r.costCode.id)} searchable={false} />;
}

/**
 * The job's time records: the approval select, and Edit, Edit New, Copy and Delete as the export and approval locks
 * allow (@groundwork/shared/records).
 */
export function TimeRecordsTable(props: RecordsTableProps) {
  const t = useAdminT();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const approval = useApprovalColumn(viewerId);
  const exported = useExportColumn(viewerId);
  return (
    <>
      <RecordsTable
        {...props}
        caption="admin.jobs.timeRecords"
        columns={({ date, costCode }) => [
          date,
          { id: 'employee', title: t('admin.common.employee'), accessor: (p) => p.user?.name ?? '', filter: 'text' },
          costCode,
          { id: 'workType', title: t('admin.common.typeOfWork'), accessor: (p) => p.workType?.name ?? '' },
          ...timeInOutColumns<Production>(t),
          { id: 'quantity', title: t('admin.common.hours'), align: 'right', total: true, cell: (_p, value) => formatHoursCell(value), formatTotal: formatHoursCell },
          { id: 'equipment', title: t('admin.common.equipment'), accessor: (p) => (p.productionEquipments ?? []).length },
          { id: 'description', title: t('admin.common.description') },
          approval.column,
          exported,
        ]}
      />
      {approval.dialog}
    </>
  );
}
