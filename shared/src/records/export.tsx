import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText, productionKeys, resetProductionExport } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, recordLocks, type Production } from '@groundwork/shared/domain';
import { apiAction, useCan } from '@groundwork/shared/session';
import { Button, notify, Row } from '@groundwork/shared/ui';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { RecordColumnOptions } from './choice-column';

export interface ExportColumnOptions extends Pick<RecordColumnOptions, 'invalidate'> {
  /** The column's title (default 'Export Status': 'Export' names the table's download menu). */
  title?: string;
}

/**
 * The Export column of a table of records (spec 02 §4 "Export"): Pending or Exported, filtered by Pending Export /
 * Exported. An exported record shows Reset to users with productions.export: it clears the record's exportedAt so it
 * can be exported again, notifies 'Export reset!' and refreshes the records (options.invalidate, default every
 * production query). Pinned right beside the approval, so it stays on screen while the rest scrolls.
 */
export function useExportColumn(viewerId: number | null, options: ExportColumnOptions = {}): DataColumn<Production> {
  const canExport = useCan(PERMISSIONS.PRODUCTIONS_EXPORT);
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (p: Production) => resetProductionExport(p.id),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.exportReset);
      await queryClient.invalidateQueries({ queryKey: options.invalidate ?? productionKeys.all });
    },
    onError: (error) => notify.error('Error', failureText(error)),
  });
  return {
    id: 'exportedAt',
    title: options.title ?? 'Export Status',
    pin: 'right',
    accessor: (p) => (recordLocks(p, viewerId).exported ? 'Exported' : 'Pending'),
    filter: { options: [{ value: 'Pending', label: 'Pending Export' }, { value: 'Exported', label: 'Exported' }] },
    cell: (p, value) =>
      recordLocks(p, viewerId).exported && canExport ? (
        <Row $gap={2}>
          <span>{String(value)}</span>
          <Button size="sm" onClick={() => reset.mutate(p)} loading={reset.isPending && reset.variables?.id === p.id} {...apiAction('PUT /api/jobs/productions/:id')}>
            Reset
          </Button>
        </Row>
      ) : (
        String(value)
      ),
  };
}
