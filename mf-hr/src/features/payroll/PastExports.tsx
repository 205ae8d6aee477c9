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
import { useHrT } from '../../i18n';
import { PAYROLL_FILE_MIME } from './payroll-dates';

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
  const t = useHrT();
  const queryClient = useQueryClient();
  const exports = useQuery({ queryKey: payrollKeys.exports(), queryFn: () => listPayrollExports(), enabled: open });
  const [resetting, setResetting] = useState<PayrollExport | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const reset = useMutation({
    mutationFn: (e: PayrollExport) => resetPayrollExport(e.id),
    onSuccess: async () => {
      notify.success(t('common.success'), t('payroll.exportReset'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: payrollKeys.all }), onReset()]);
    },
    onError: (error) => notify.error(t('common.error'), failureText(error)),
  });

  const download = async (e: PayrollExport) => {
    setDownloading(e.id);
    try {
      const file = await downloadPayrollExport(e.id);
      downloadFile(file.fileName, file.text, PAYROLL_FILE_MIME);
    } catch (error) {
      notify.error(t('common.error'), failureText(error));
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataColumn<PayrollExport>[] = [
    { id: 'createdAt', title: t('payroll.exportedAt'), accessor: (e) => e.createdAt, cell: (e) => formatDateTime(e.createdAt) },
    { id: 'createdBy', title: t('payroll.by'), accessor: (e) => e.createdBy?.name ?? '' },
    { id: 'kind', title: t('payroll.file'), accessor: (e) => t(e.kind === 'payroll' ? 'payroll.kind.payroll' : 'payroll.kind.equipment') },
    { id: 'period', title: t('payroll.period'), accessor: (e) => t('common.range', { start: e.startsOn, end: e.endsOn }) },
    { id: 'recordCount', title: t('payroll.records'), align: 'right' },
    { id: 'pendingCount', title: t('payroll.pendingLeftOut'), align: 'right' },
    { id: 'resetAt', title: t('payroll.resetAt'), accessor: (e) => e.resetAt, cell: (e) => formatDateTime(e.resetAt) },
    {
      id: 'actions', title: t('col.actions'), sortable: false, exportable: false,
      cell: (e) => (
        <Row $gap={2}>
          <Button size="sm" loading={downloading === e.id} onClick={() => void download(e)} aria-label={t('payroll.downloadFile', { fileName: e.fileName })} {...apiAction('GET /api/payroll-exports/:id/file')}>
            {t('payroll.download')}
          </Button>
          {e.resetAt ? null : (
            <Button size="sm" variant="danger" onClick={() => setResetting(e)} aria-label={t('payroll.resetFile', { fileName: e.fileName })} {...apiAction('POST /api/payroll-exports/:id/reset')}>
              {t('payroll.reset')}
            </Button>
          )}
        </Row>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('payroll.pastExports')} width="960px">
      {exports.isPending ? (
        <Spinner />
      ) : (
        <DataTable caption={t('payroll.pastExports')} data={exports.data ?? []} columns={columns} getRowId={(e) => String(e.id)} searchable={false} />
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={resetting ? t('payroll.exportWholeReset', { fileName: resetting.fileName }) : ''}
        onConfirm={() => (resetting ? reset.mutateAsync(resetting).catch(() => undefined) : undefined)}
        onClose={() => setResetting(null)}
      />
    </Drawer>
  );
}
