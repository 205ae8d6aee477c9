import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { costCodeKeys, deleteCostCode, listCostCodes } from '@groundwork/shared/api';
import { MESSAGES, type CostCode } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { EditDeleteButtons, rowActionsColumn, useConfirmedDelete, type RowRoutes } from '../../lib/list';
import { CostCodeUpload } from './CostCodeUpload';

const ROUTES: RowRoutes = { edit: 'PUT /api/cost-codes/:id', delete: 'DELETE /api/cost-codes/:id' };

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** /cost-codes: every cost code with its job; Edit and Delete by permission; export `cost-codes`; spreadsheet upload. */
export function CostCodeListPage() {
  const navigate = useNavigate();
  const may = useMayCall();
  const canCreate = may('POST /api/jobs/:id/cost-codes');
  const query = { includeJob: true };
  const list = useQuery({ queryKey: costCodeKeys.list(query), queryFn: () => listCostCodes(query) });
  const { ask, dialog } = useConfirmedDelete({
    remove: (c: CostCode) => deleteCostCode(c.id),
    title: MESSAGES.confirmDelete('cost code'),
    done: MESSAGES.deleted('Cost Code'),
    invalidate: costCodeKeys.all,
  });

  const columns = useMemo<DataColumn<CostCode>[]>(
    () => [
      { id: 'name', title: 'Cost Code', filter: 'text', card: true },
      { id: 'description', title: 'Description', filter: 'text', card: true },
      {
        id: 'job', title: 'Job', accessor: (c) => c.job?.name ?? '', filter: 'text',
        cell: (c) => <Link to={`/jobs/${c.jobId}`}>{c.job?.name ?? `Job ${c.jobId}`}</Link>,
      },
      { id: 'quantity', title: 'Quantity', align: 'right' },
      { id: 'unit', title: 'Unit' },
      { id: 'isToTrackProduction', title: 'Tracks Production', accessor: (c) => yesNo(c.isToTrackProduction) },
      { id: 'isToTrackEmployeeAndEquipmentTime', title: 'Tracks Time', accessor: (c) => yesNo(c.isToTrackEmployeeAndEquipmentTime) },
      { id: 'isLOA', title: 'Leave of Absence', accessor: (c) => yesNo(c.isLOA) },
      { id: 'invoicingInformation', title: 'Invoicing Information' },
      ...rowActionsColumn<CostCode>(may, ROUTES, (c) => (
        <EditDeleteButtons name={c.name} onEdit={() => navigate(`/cost-codes/${c.id}/edit`)} onDelete={() => ask(c)} routes={ROUTES} />
      )),
    ],
    [navigate, ask, may],
  );

  return (
    <Stack $gap={4}>
      <DataTable
        caption="Cost Codes"
        data={list.data ?? []}
        columns={columns}
        getRowId={(c) => String(c.id)}
        exportName="cost-codes"
        emptyState={list.isPending ? <Spinner size={24} /> : undefined}
        toolbar={canCreate ? <Button variant="primary" onClick={() => navigate('/cost-codes/add')} {...apiAction('POST /api/jobs/:id/cost-codes')}>Add Cost Code</Button> : undefined}
      />
      {canCreate ? <CostCodeUpload /> : null}
      {dialog}
    </Stack>
  );
}
