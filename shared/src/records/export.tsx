import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { failureText, productionKeys, resetProductionExport } from '@groundwork/shared/api';
import { PERMISSIONS, recordLocks, type Production } from '@groundwork/shared/domain';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { apiAction, useCan } from '@groundwork/shared/session';
import { Button, notify, Row } from '@groundwork/shared/ui';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { RecordColumnOptions } from './choice-column';

export interface ExportColumnOptions extends Pick<RecordColumnOptions, 'invalidate'> {
  /** The column's title (default 'Export Status': 'Export' names the table's download menu). */
  title?: string;
}

/**
 * Reset of an exported record (spec 02 §4 "Export"), for users with productions.export (nothing for others): clears
 * the record's exportedAt so it can be exported again, notifies 'Export reset!' and refreshes the records
 * (`invalidate`, default every production query).
 */
export function ResetExportButton({ record, invalidate }: { record: Production; invalidate?: QueryKey }) {
  const t = useSharedT();
  const canExport = useCan(PERMISSIONS.PRODUCTIONS_EXPORT);
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetProductionExport(record.id),
    onSuccess: async () => {
      notify.success(t('ui.success'), t('recordColumns.exportReset'));
      await queryClient.invalidateQueries({ queryKey: invalidate ?? productionKeys.all });
    },
    onError: (error) => notify.error(t('messages.errorTitle'), failureText(error)),
  });
  if (!canExport) return null;
  return (
    <Button size="sm" onClick={() => reset.mutate()} loading={reset.isPending} {...apiAction('PUT /api/jobs/productions/:id')}>
      {t('recordColumns.reset')}
    </Button>
  );
}

/**
 * The Export Status column of a table of records: Pending or Exported, filtered by Pending Export / Exported, with
 * Reset beside an exported record (ResetExportButton). Pinned right beside the approval, so it stays on screen while
 * the rest scrolls.
 */
export function useExportColumn(viewerId: number | null, options: ExportColumnOptions = {}): DataColumn<Production> {
  const t = useSharedT();
  const pending = t('recordColumns.export.pending');
  const exported = t('recordColumns.export.exported');
  return {
    id: 'exportedAt',
    title: options.title ?? t('recordColumns.exportStatus'),
    pin: 'right',
    accessor: (p) => (recordLocks(p, viewerId).exported ? exported : pending),
    filter: { options: [{ key: 'pending', value: pending, label: t('recordColumns.export.pendingExport') }, { key: 'exported', value: exported, label: exported }] },
    cell: (p, value) =>
      recordLocks(p, viewerId).exported ? (
        <Row $gap={2}>
          <span>{String(value)}</span>
          <ResetExportButton record={p} invalidate={options.invalidate} />
        </Row>
      ) : (
        String(value)
      ),
  };
}
