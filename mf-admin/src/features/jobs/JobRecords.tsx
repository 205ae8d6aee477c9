import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorBody, deleteProduction, productionKeys } from '@groundwork/shared/api';
import {
  MESSAGES, percentComplete, productionEditLink, recordLocks, round2, timeRecordCopyLink, timeRecordEditLink,
  timeRecordEditNewLink, type CostCode, type Production,
} from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, notify, Row } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import styled from 'styled-components';

const day = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const time = (iso: string | null) => (iso ? new Date(iso).toTimeString().slice(0, 5) : '');
const approval = (v: boolean | null) => (v === true ? 'Approved' : v === false ? 'Declined' : 'Pending');

/** Delete with confirmation, shared by the productions and time records tables. */
function useDeleteRecord(what: 'Production' | 'Time Record') {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Production | null>(null);
  const remove = useMutation({
    mutationFn: (p: Production) => deleteProduction(p.id),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.recordDeleted);
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrongBang),
  });
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`Are you sure delete this ${what.toLowerCase()}?`}
      onConfirm={() => (target ? remove.mutateAsync(target).catch(() => undefined) : undefined)}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

/** The job's productions with Edit and Delete (exported ones are read-only). */
export function ProductionsTable({ records, costCodes }: { records: Production[]; costCodes: CostCode[] }) {
  const { ask, dialog } = useDeleteRecord('Production');
  const byId = useMemo(() => new Map(costCodes.map((c) => [c.id, c])), [costCodes]);
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const columns: DataColumn<Production>[] = [
    { id: 'producedAt', title: 'Date', accessor: (p) => day(p.producedAt) },
    { id: 'costCode', title: 'Cost Code', accessor: (p) => p.costCode?.name ?? byId.get(p.costCodeId)?.name ?? '', filter: 'text' },
    { id: 'quantity', title: 'Quantity', align: 'right', total: true },
    { id: 'unit', title: 'Unit', accessor: (p) => p.costCode?.unit ?? byId.get(p.costCodeId)?.unit ?? '' },
    { id: 'description', title: 'Description' },
    {
      id: 'actions', title: 'Actions', sortable: false, exportable: false,
      cell: (p) => {
        const locks = recordLocks(p, viewerId);
        return (
          <Row $gap={2}>
            {locks.canEdit ? <Link to={productionEditLink(p.id)}>Edit</Link> : null}
            {locks.canDelete ? <Button size="sm" variant="danger" onClick={() => ask(p)}>Delete</Button> : null}
          </Row>
        );
      },
    },
  ];
  return (
    <>
      <DataTable caption="Productions" data={records} columns={columns} getRowId={(p) => String(p.id)} rowMuted={(p) => recordLocks(p, viewerId).exported} />
      {dialog}
    </>
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

/** The job's time records: Edit, Edit New, Copy and Delete as the export and approval locks allow. */
export function TimeRecordsTable({ records, costCodes }: { records: Production[]; costCodes: CostCode[] }) {
  const { ask, dialog } = useDeleteRecord('Time Record');
  const byId = useMemo(() => new Map(costCodes.map((c) => [c.id, c])), [costCodes]);
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const columns: DataColumn<Production>[] = [
    { id: 'producedAt', title: 'Date', accessor: (p) => day(p.producedAt) },
    { id: 'employee', title: 'Employee', accessor: (p) => p.user?.name ?? '', filter: 'text' },
    { id: 'costCode', title: 'Cost Code', accessor: (p) => p.costCode?.name ?? byId.get(p.costCodeId)?.name ?? '', filter: 'text' },
    { id: 'workType', title: 'Type of Work', accessor: (p) => p.workType?.name ?? '' },
    { id: 'timeIn', title: 'Time In', accessor: (p) => (p.producedEndsAt ? time(p.producedAt) : '') },
    { id: 'timeOut', title: 'Time Out', accessor: (p) => time(p.producedEndsAt) },
    { id: 'quantity', title: 'Hours', align: 'right', total: true },
    { id: 'equipment', title: 'Equipment', accessor: (p) => (p.productionEquipments ?? []).length },
    { id: 'description', title: 'Description' },
    { id: 'isApproved', title: 'Approval', accessor: (p) => approval(p.isApproved) },
    { id: 'exportedAt', title: 'Export', accessor: (p) => (recordLocks(p, viewerId).exported ? 'Exported' : 'Pending') },
    {
      id: 'actions', title: 'Actions', sortable: false, exportable: false,
      cell: (p) => {
        const locks = recordLocks(p, viewerId);
        const editNew = timeRecordEditNewLink(p);
        return (
          <Row $gap={2}>
            {locks.canEdit ? <Link to={timeRecordEditLink(p.id)}>Edit</Link> : null}
            {locks.canEdit && editNew ? <Link to={editNew}>Edit New</Link> : null}
            {locks.canCopy ? <Link to={timeRecordCopyLink(p)}>Copy</Link> : null}
            {locks.canDelete ? <Button size="sm" variant="danger" onClick={() => ask(p)}>Delete</Button> : null}
          </Row>
        );
      },
    },
  ];
  return (
    <>
      <DataTable caption="Time Records" data={records} columns={columns} getRowId={(p) => String(p.id)} rowMuted={(p) => recordLocks(p, viewerId).exported} />
      {dialog}
    </>
  );
}
