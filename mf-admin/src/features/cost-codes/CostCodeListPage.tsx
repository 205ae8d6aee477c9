import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { costCodeKeys, deleteCostCode, listCostCodes } from '@groundwork/shared/api';
import type { CostCode } from '@groundwork/shared/domain';
import { formatQuantity } from '@groundwork/shared/i18n';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { EditDeleteButtons, rowActionsColumn, useConfirmedDelete, type RowRoutes } from '../../lib/list';
import { useAdminT } from '../../i18n';
import { CostCodeUpload } from './CostCodeUpload';

const ROUTES: RowRoutes = { edit: 'PUT /api/cost-codes/:id', delete: 'DELETE /api/cost-codes/:id' };

/** /cost-codes: every cost code with its job; Edit and Delete by permission; export `cost-codes`; spreadsheet upload. */
export function CostCodeListPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const may = useMayCall();
  const canCreate = may('POST /api/jobs/:id/cost-codes');
  const query = { includeJob: true };
  const list = useQuery({ queryKey: costCodeKeys.list(query), queryFn: () => listCostCodes(query) });
  const { ask, dialog } = useConfirmedDelete({
    remove: (c: CostCode) => deleteCostCode(c.id),
    title: t('admin.costCodes.confirmDelete'),
    done: t('admin.costCodes.deleted'),
    invalidate: costCodeKeys.all,
  });

  const columns = useMemo<DataColumn<CostCode>[]>(() => {
    const yesNo = (b: boolean) => t(b ? 'admin.common.yes' : 'admin.common.no');
    return [
      { id: 'name', title: t('admin.common.costCode'), filter: 'text', card: true },
      { id: 'description', title: t('admin.common.description'), filter: 'text', card: true },
      {
        id: 'job', title: t('admin.common.job'), accessor: (c) => c.job?.name ?? '', filter: 'text',
        cell: (c) => <Link to={`/jobs/${c.jobId}`}>{c.job?.name ?? t('admin.common.jobNamed', { id: c.jobId })}</Link>,
      },
      { id: 'quantity', title: t('admin.common.quantity'), align: 'right', cell: (c) => formatQuantity(c.quantity) },
      { id: 'unit', title: t('admin.common.unit') },
      { id: 'isToTrackProduction', title: t('admin.common.tracksProduction'), accessor: (c) => yesNo(c.isToTrackProduction) },
      { id: 'isToTrackEmployeeAndEquipmentTime', title: t('admin.common.tracksTime'), accessor: (c) => yesNo(c.isToTrackEmployeeAndEquipmentTime) },
      { id: 'isLOA', title: t('admin.costCodes.leaveOfAbsence'), accessor: (c) => yesNo(c.isLOA) },
      { id: 'invoicingInformation', title: t('admin.costCodes.invoicingInformation') },
      ...rowActionsColumn<CostCode>(may, ROUTES, t('admin.common.actions'), (c) => (
        <EditDeleteButtons name={c.name} onEdit={() => navigate(`/cost-codes/${c.id}/edit`)} onDelete={() => ask(c)} routes={ROUTES} />
      )),
    ];
  }, [navigate, ask, may, t]);

  return (
    <Stack $gap={4}>
      <DataTable
        caption={t('admin.route.costCodes')}
        tableId="Cost Codes"
        data={list.data ?? []}
        columns={columns}
        getRowId={(c) => String(c.id)}
        exportName="cost-codes"
        emptyState={list.isPending ? <Spinner size={24} /> : undefined}
        toolbar={canCreate ? <Button variant="primary" onClick={() => navigate('/cost-codes/add')} {...apiAction('POST /api/jobs/:id/cost-codes')}>{t('admin.route.addCostCode')}</Button> : undefined}
      />
      {canCreate ? <CostCodeUpload /> : null}
      {dialog}
    </Stack>
  );
}
