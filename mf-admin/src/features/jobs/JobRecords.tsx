import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { deleteProduction, productionKeys } from '@groundwork/shared/api';
import {
  localDay, MESSAGES, percentComplete, productionEditLink, recordLocks, round2, timeRecordCopyLink, timeRecordEditLink,
  timeRecordEditNewLink, type CostCode, type Production,
} from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, Row } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import styled from 'styled-components';
import { actionsColumn, useConfirmedDelete } from '../../lib/list';
import { useApprovalColumn } from './RecordApproval';

const day = (iso: string) => localDay(new Date(iso));
const time = (iso: string | null) => (iso ? new Date(iso).toTimeString().slice(0, 5) : '');

type Locks = ReturnType<typeof recordLocks>;

/** A link to a record's edit page, which opens in a new window (spec 02 §2 "Edit pages open in a new window"). */
function EditPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

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
 * A job's records table (productions or time records): the given columns (with the shared date and cost code), and
 * the row's actions as its export and approval locks allow, with Delete confirmed. Exported rows are muted.
 */
function RecordsTable({
  what,
  caption,
  records,
  costCodes,
  columns,
  actions,
}: RecordsTableProps & {
  what: 'production' | 'time record';
  caption: string;
  /** The table's columns before the actions, given the shared Date and Cost Code columns. */
  columns: (shared: SharedColumns) => DataColumn<Production>[];
  /** The row's links besides Delete. */
  actions: (p: Production, locks: Locks) => ReactNode;
}) {
  const { ask, dialog } = useConfirmedDelete({
    remove: (p: Production) => deleteProduction(p.id),
    title: MESSAGES.confirmDelete(what),
    done: MESSAGES.recordDeleted,
    invalidate: productionKeys.all,
  });
  const byId = useMemo(() => new Map(costCodes.map((c) => [c.id, c])), [costCodes]);
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const costCodeField = (p: Production, key: 'name' | 'unit') => p.costCode?.[key] ?? byId.get(p.costCodeId)?.[key] ?? '';
  const all: DataColumn<Production>[] = [
    ...columns({
      date: { id: 'producedAt', title: 'Date', accessor: (p) => day(p.producedAt) },
      costCode: { id: 'costCode', title: 'Cost Code', accessor: (p) => costCodeField(p, 'name'), filter: 'text' },
      costCodeField,
    }),
    actionsColumn((p) => {
      const locks = recordLocks(p, viewerId);
      return (
        <Row $gap={2}>
          {actions(p, locks)}
          {locks.canDelete ? <Button size="sm" variant="danger" onClick={() => ask(p)}>Delete</Button> : null}
        </Row>
      );
    }),
  ];
  return (
    <>
      <DataTable caption={caption} data={records} columns={all} getRowId={(p) => String(p.id)} rowMuted={(p) => recordLocks(p, viewerId).exported} />
      {dialog}
    </>
  );
}

/** The job's productions with Edit and Delete (exported ones are read-only). */
export function ProductionsTable(props: RecordsTableProps) {
  return (
    <RecordsTable
      {...props}
      what="production"
      caption="Productions"
      columns={({ date, costCode, costCodeField }) => [
        date,
        costCode,
        { id: 'quantity', title: 'Quantity', align: 'right', total: true },
        { id: 'unit', title: 'Unit', accessor: (p) => costCodeField(p, 'unit') },
        { id: 'description', title: 'Description' },
      ]}
      actions={(p, locks) => (locks.canEdit ? <EditPageLink to={productionEditLink(p.id)}>Edit</EditPageLink> : null)}
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
  const columns: DataColumn<SummaryRow>[] = [
    { id: 'name', title: 'Cost Code', accessor: (r) => r.costCode.name },
    { id: 'description', title: 'Description', accessor: (r) => r.costCode.description ?? '' },
    { id: 'produced', title: 'Produced', align: 'right' },
    { id: 'contract', title: 'Contract Quantity', align: 'right', accessor: (r) => r.costCode.quantity },
    { id: 'unit', title: 'Unit', accessor: (r) => r.costCode.unit },
    {
      id: 'percent', title: 'Percent Complete', accessor: (r) => r.percent,
      cell: (r) => (
        <Row $gap={2}>
          <Bar role="progressbar" aria-label={`${r.costCode.name} percent complete`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={r.percent}>
            <span style={{ width: `${Math.min(100, Math.max(0, r.percent))}%` }} />
          </Bar>
          <span>{r.percent.toFixed(2)}%</span>
        </Row>
      ),
    },
  ];
  return <DataTable caption="Production summary" data={rows} columns={columns} getRowId={(r) => String(r.costCode.id)} searchable={false} />;
}

/**
 * The job's time records: the approval select (RecordApproval), and Edit, Edit New, Copy and Delete as the export and
 * approval locks allow.
 */
export function TimeRecordsTable(props: RecordsTableProps) {
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const approval = useApprovalColumn(viewerId);
  return (
    <>
      <RecordsTable
        {...props}
        what="time record"
        caption="Time Records"
        columns={({ date, costCode }) => [
          date,
          { id: 'employee', title: 'Employee', accessor: (p) => p.user?.name ?? '', filter: 'text' },
          costCode,
          { id: 'workType', title: 'Type of Work', accessor: (p) => p.workType?.name ?? '' },
          { id: 'timeIn', title: 'Time In', accessor: (p) => (p.producedEndsAt ? time(p.producedAt) : '') },
          { id: 'timeOut', title: 'Time Out', accessor: (p) => time(p.producedEndsAt) },
          { id: 'quantity', title: 'Hours', align: 'right', total: true },
          { id: 'equipment', title: 'Equipment', accessor: (p) => (p.productionEquipments ?? []).length },
          { id: 'description', title: 'Description' },
          approval.column,
          { id: 'exportedAt', title: 'Export', accessor: (p) => (recordLocks(p, viewerId).exported ? 'Exported' : 'Pending') },
        ]}
        actions={(p, locks) => {
          const editNew = timeRecordEditNewLink(p);
          return (
            <>
              {locks.canEdit ? <EditPageLink to={timeRecordEditLink(p.id)}>Edit</EditPageLink> : null}
              {locks.canEdit && editNew ? <EditPageLink to={editNew}>Edit New</EditPageLink> : null}
              {locks.canCopy ? <Link to={timeRecordCopyLink(p)}>Copy</Link> : null}
            </>
          );
        }}
      />
      {approval.dialog}
    </>
  );
}
