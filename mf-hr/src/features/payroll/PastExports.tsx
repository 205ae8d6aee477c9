import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  downloadPayrollExport, failureText, listPayrollExports, payrollKeys, resetPayrollExport,
  type PayrollExportSummary as PayrollExport,
} from '@groundwork/shared/api';
import { apiAction } from '@groundwork/shared/session';
import { Button, notify, Row, Spinner } from '@groundwork/shared/ui';
import { formatDateTime } from '@groundwork/shared/ui/dates';
import { ConfirmDialog, Drawer } from '@groundwork/shared/ui/overlays';
import { DataTable, downloadFile, type DataColumn } from '@groundwork/shared/ui/table';
import { PAYROLL_FILE_MIME, PAYROLL_TEXTS } from './payroll-dates';

export interface PastExportsProps {
  open: boolean;
  onClose: () => void;
  /** After an export was reset: refresh the report so its records show pending again. */
  onReset: () => void | Promise<unknown>;
}


/**
 * The company's past payroll and equipment exports (GET /api/payroll-exports) in a drawer: who exported which
 * period when, how many records and how many pending ones were left out; Download gives the same bytes again
 * (GET /{id}/file), Reset clears the export's records' exportedAt in one transaction (POST /{id}/reset).
 */
export function PastExports({ open, onClose, onReset }: PastExportsProps) {
  const queryClient = useQueryClient();
  const exports = useQuery({ queryKey: payrollKeys.exports(), queryFn: () => listPayrollExports(), enabled: open });
  const [resetting, setResetting] = useState<PayrollExport | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const reset = useMutation({
    mutationFn: (e: PayrollExport) => resetPayrollExport(e.id),
    onSuccess: async () => {
      notify.success('Success', PAYROLL_TEXTS.exportReset);
      await Promise.all([queryClient.invalidateQueries({ queryKey: payrollKeys.all }), onReset()]);
    },
    onError: (error) => notify.error('Error', failureText(error)),
  });

  const download = async (e: PayrollExport) => {
    setDownloading(e.id);
    try {
      const file = await downloadPayrollExport(e.id);
      downloadFile(file.fileName, file.text, PAYROLL_FILE_MIME);
    } catch (error) {
      notify.error('Error', failureText(error));
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataColumn<PayrollExport>[] = [
    { id: 'createdAt', title: 'Exported At', accessor: (e) => e.createdAt, cell: (e) => formatDateTime(e.createdAt) },
    { id: 'createdBy', title: 'By', accessor: (e) => e.createdBy?.name ?? '' },
    { id: 'kind', title: 'File', accessor: (e) => (e.kind === 'payroll' ? 'Payroll' : 'Equipment') },
    { id: 'period', title: 'Period', accessor: (e) => `${e.startsAt.slice(0, 10)} to ${e.endsAt.slice(0, 10)}` },
    { id: 'recordCount', title: 'Records', align: 'right' },
    { id: 'pendingCount', title: 'Pending Left Out', align: 'right' },
    { id: 'resetAt', title: 'Reset At', accessor: (e) => e.resetAt, cell: (e) => formatDateTime(e.resetAt) },
    {
      id: 'actions', title: 'Actions', sortable: false, exportable: false,
      cell: (e) => (
        <Row $gap={2}>
          <Button size="sm" loading={downloading === e.id} onClick={() => void download(e)} aria-label={`Download ${e.fileName}`} {...apiAction('GET /api/payroll-exports/:id/file')}>
            Download
          </Button>
          {e.resetAt ? null : (
            <Button size="sm" variant="danger" onClick={() => setResetting(e)} aria-label={`Reset ${e.fileName}`} {...apiAction('POST /api/payroll-exports/:id/reset')}>
              Reset
            </Button>
          )}
        </Row>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={onClose} title="Past exports" width="960px">
      {exports.isPending ? (
        <Spinner />
      ) : (
        <DataTable caption="Past exports" data={exports.data ?? []} columns={columns} getRowId={(e) => String(e.id)} searchable={false} />
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={resetting ? PAYROLL_TEXTS.exportWholeReset(resetting.fileName) : ''}
        onConfirm={() => (resetting ? reset.mutateAsync(resetting).catch(() => undefined) : undefined)}
        onClose={() => setResetting(null)}
      />
    </Drawer>
  );
}
