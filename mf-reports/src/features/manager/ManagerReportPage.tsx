import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listProductions, listWorkTypes, productionKeys, workTypeKeys, type ProductionListQuery } from '@groundwork/shared/api';
import { PAGE_SIZES, PERMISSIONS as P, recordLocks, type Production } from '@groundwork/shared/domain';
import { useCan, apiAction } from '@groundwork/shared/session';
import { Banner, Button, EmptyState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { exportLockedRows, useApprovalColumn, useExportColumn, useRecordLinksColumn } from '@groundwork/shared/records';
import { RangeReportPage, type ReportRange } from '../../lib/report-range';
import { timeRecordColumns, useTimeRecordCellSave } from '../../lib/time-record-columns';
import { useReportsT } from '../../i18n';
import { ApproveDrawer } from './ApproveDrawer';

export const MANAGER_QUERY_PATH = '/reports/manager-query';

/** The report's request: the signed-in manager's team's time records of the range, with what the table shows. */
export function managerQuery(managerId: number, range: ReportRange): ProductionListQuery {
  return {
    managerId,
    type: 'Time Record',
    includeJob: true,
    includeCostCodes: true,
    includeWorkType: true,
    includeProductionEquipment: true,
    producedStartsAt: range.producedStartsAt,
    producedEndsAt: range.producedEndsAt,
  };
}

function ManagerReport({ range, viewerId: managerId }: { range: ReportRange; viewerId: number }) {
  const t = useReportsT();
  const navigate = useNavigate();
  const canApprove = useCan(P.PRODUCTIONS_APPROVE);
  const query = managerQuery(managerId, range);
  const records = useQuery({ queryKey: productionKeys.list(query), queryFn: () => listProductions(query) });
  const workTypes = useQuery({ queryKey: workTypeKeys.all, queryFn: listWorkTypes });
  const approval = useApprovalColumn(managerId);
  const exported = useExportColumn(managerId, { title: t('col.exportStatus') });
  const links = useRecordLinksColumn(managerId);
  const saveCell = useTimeRecordCellSave(workTypes.data ?? []);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [approving, setApproving] = useState(false);

  const columns: DataColumn<Production>[] = [
    ...timeRecordColumns({ t, workTypes: workTypes.data ?? [], canEdit: (p) => recordLocks(p, managerId).canEdit }),
    { ...approval.column, title: t('col.approval') },
    exported,
    links.column,
  ];

  if (records.isPending) return <Spinner label={t('common.loadingRecords')} />;
  if (records.isError) {
    return (
      <Banner
        tone="error"
        title={t('common.loadError')}
        action={<Button onClick={() => void records.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (records.data.length === 0) return <EmptyState onBack={() => navigate(MANAGER_QUERY_PATH)} />;

  const selectedSet = new Set(selectedIds);
  const selectedRecords = records.data.filter((r) => selectedSet.has(String(r.id)));
  return (
    <Stack $gap={3}>
      <p>{t('manager.intro', { start: range.start, end: range.end })}</p>
      <DataTable
        caption={t('manager.caption')}
        data={records.data}
        columns={columns}
        getRowId={(p) => String(p.id)}
        pageSizes={PAGE_SIZES.reports}
        scrollX={1300}
        exportName="manager-report"
        {...exportLockedRows<Production>(canApprove ? { selectedIds, onChange: (ids) => setSelectedIds(ids) } : undefined)}
        onCellSave={saveCell}
        cellSaveApi="PUT /api/jobs/productions/:id"
        toolbar={
          canApprove ? (
            <Button variant="primary" disabled={selectedIds.length === 0} onClick={() => setApproving(true)} {...apiAction('POST /api/jobs/productions/_approve')}>
              {t('manager.batchApprove')}
            </Button>
          ) : null
        }
      />
      <ApproveDrawer
        open={approving}
        onClose={() => setApproving(false)}
        records={selectedRecords}
        onSaved={(saved) => {
          const done = new Set(saved.map(String));
          setSelectedIds((ids) => ids.filter((id) => !done.has(id)));
        }}
      />
      {approval.dialog}
      {links.dialog}
    </Stack>
  );
}

/**
 * /reports/manager-report?start&end: the time records of the employees the signed-in user manages (managerId is
 * their own id; the server decides whose team they may read), with the approval select, inline edits, Edit, Copy
 * and Delete, row selection and the batch approve drawer, and exports. Exported rows are greyed and locked.
 */
export default function ManagerReportPage() {
  return <RangeReportPage queryPath={MANAGER_QUERY_PATH} report={ManagerReport} />;
}
