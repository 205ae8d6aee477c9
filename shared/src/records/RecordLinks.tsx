import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { deleteProduction, failureText, productionKeys } from '@groundwork/shared/api';
import {
  productionEditLink, recordLocks, timeRecordCopyLink, timeRecordEditLink, timeRecordEditNewLink, type Production,
} from '@groundwork/shared/domain';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, notify, Row } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { RecordColumnOptions } from './choice-column';

/** A link to a record's edit page, which opens in a new window (spec 02 §2 "Edit pages open in a new window"). */
function EditPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" {...apiAction('PUT /api/jobs/productions/:id')}>
      {children}
    </Link>
  );
}

export interface RecordLinksProps {
  record: Production;
  /** The signed-in user (an approved record of one's own is no longer theirs to edit or delete). */
  viewerId: number | null;
  /** Offers Delete (when the record's locks allow it); usually the `ask` of useRecordDelete. */
  onDelete?: (record: Production) => void;
}

/**
 * A record's links (spec 02 §2 "Record links", §4): a time record gets Edit (#/jobs/time-records/{id}), Edit New
 * (#/time-records/{id}/edit, when it has an end time), Copy (the add form prefilled, '(Copy) ' description) and
 * Delete; a production or hauling entry gets Edit (#/jobs/productions/{id}) and Delete. Edit pages open in a new
 * window. An exported record offers none; an approved record of the viewer's own offers only Copy.
 */
export function RecordLinks({ record, viewerId, onDelete }: RecordLinksProps) {
  const t = useSharedT();
  const may = useMayCall();
  const locks = recordLocks(record, viewerId);
  const canEdit = locks.canEdit && may('PUT /api/jobs/productions/:id');
  const timeRecord = record.type === 'Time Record';
  const editNew = timeRecord ? timeRecordEditNewLink(record) : null;
  return (
    <Row $gap={2}>
      {canEdit ? <EditPageLink to={timeRecord ? timeRecordEditLink(record.id) : productionEditLink(record.id)}>{t('recordColumns.edit')}</EditPageLink> : null}
      {canEdit && editNew ? <EditPageLink to={editNew}>{t('recordColumns.editNew')}</EditPageLink> : null}
      {timeRecord && locks.canCopy && may('POST /api/jobs/:id/productions') ? (
        <Link to={timeRecordCopyLink(record)} {...apiAction('POST /api/jobs/:id/productions')}>{t('recordColumns.copy')}</Link>
      ) : null}
      {onDelete && locks.canDelete && may('DELETE /api/jobs/productions/:id') ? (
        <Button size="sm" variant="danger" onClick={() => onDelete(record)} {...apiAction('DELETE /api/jobs/productions/:id')}>
          {t('recordColumns.delete')}
        </Button>
      ) : null}
    </Row>
  );
}

/**
 * Delete of a record with 'Are you sure delete this record?' / 'Click "Yes" to continue.' (Yes/No): Yes sends
 * DELETE /api/jobs/productions/{id}, notifies 'Record has been deleted.' and refreshes the records; a refusal shows
 * the server's message, other failures 'Something went wrong!'. Render `dialog` once.
 */
export function useRecordDelete(options: RecordColumnOptions = {}): { ask: (record: Production) => void; dialog: ReactNode } {
  const t = useSharedT();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Production | null>(null);
  const remove = useMutation({
    mutationFn: (record: Production) => deleteProduction(record.id),
    onSuccess: async (_result, record) => {
      notify.success(t('ui.success'), t('messages.recordDeleted'));
      options.onSaved?.(record);
      await queryClient.invalidateQueries({ queryKey: options.invalidate ?? productionKeys.all });
    },
    onError: (error) => notify.error(t('messages.errorTitle'), failureText(error)),
  });
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t('recordColumns.confirmDelete')}
      onConfirm={() => (target ? remove.mutateAsync(target).catch(() => undefined) : undefined)}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

/**
 * The Actions column of a table of records: RecordLinks with Delete confirmed (useRecordDelete). Not sortable, not
 * exported. Render `dialog` once beside the table.
 */
export function useRecordLinksColumn(
  viewerId: number | null,
  options: RecordColumnOptions & { title?: string } = {},
): { column: DataColumn<Production>; dialog: ReactNode } {
  const t = useSharedT();
  const { ask, dialog } = useRecordDelete(options);
  const column: DataColumn<Production> = {
    id: 'actions',
    title: options.title ?? t('recordColumns.actions'),
    sortable: false,
    exportable: false,
    pin: 'right',
    accessor: () => '',
    cell: (p) => <RecordLinks record={p} viewerId={viewerId} onDelete={ask} />,
  };
  return { column, dialog };
}
