import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorBody, costCodeKeys, deleteCostCode, listCostCodes } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS as P, type CostCode } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { Button, notify, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { CostCodeUpload } from './CostCodeUpload';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** /cost-codes: every cost code with its job; Edit and Delete by permission; export `cost-codes`; spreadsheet upload. */
export function CostCodeListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useCan(P.COST_CODES_CREATE);
  const canUpdate = useCan(P.COST_CODES_UPDATE);
  const canDelete = useCan(P.COST_CODES_DELETE);
  const [toDelete, setToDelete] = useState<CostCode | null>(null);
  const query = { includeJob: true };
  const list = useQuery({ queryKey: costCodeKeys.list(query), queryFn: () => listCostCodes(query) });

  const remove = useMutation({
    mutationFn: (c: CostCode) => deleteCostCode(c.id),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.deleted('Cost Code'));
      await queryClient.invalidateQueries({ queryKey: costCodeKeys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrongBang),
  });

  const columns = useMemo<DataColumn<CostCode>[]>(
    () => [
      { id: 'name', title: 'Cost Code', filter: 'text' },
      { id: 'description', title: 'Description', filter: 'text' },
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
      {
        id: 'actions', title: 'Actions', sortable: false, exportable: false,
        cell: (c) => (
          <Row $gap={2}>
            {canUpdate ? <Button size="sm" onClick={() => navigate(`/cost-codes/${c.id}/edit`)}>Edit<span className="sr-only"> {c.name}</span></Button> : null}
            {canDelete ? <Button size="sm" variant="danger" onClick={() => setToDelete(c)}>Delete<span className="sr-only"> {c.name}</span></Button> : null}
          </Row>
        ),
      },
    ],
    [canUpdate, canDelete, navigate],
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
        toolbar={canCreate ? <Button variant="primary" onClick={() => navigate('/cost-codes/add')}>Add Cost Code</Button> : undefined}
      />
      {canCreate ? <CostCodeUpload /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Are you sure delete this cost code?"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete).catch(() => undefined) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
