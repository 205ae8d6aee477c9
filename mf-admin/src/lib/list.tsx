import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { refusal } from '@groundwork/shared/api';
import type { ApiRoute } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, notify, Row } from '@groundwork/shared/ui';
import { ConfirmDialog, Switch } from '@groundwork/shared/ui/overlays';
import { RowActions, type DataColumn, type RowAction } from '@groundwork/shared/ui/table';
import { useAdminT } from '../i18n';
import { useShownText } from './shown-text';

export interface ConfirmedDeleteOptions<T> {
  /** The DELETE request. */
  remove: (item: T) => Promise<unknown>;
  /** The confirmation's question (the item is null while the dialog closes). */
  title: string | ((item: T | null) => string);
  /** What the confirmation says under its question, e.g. what else the delete removes ('Click "Yes" to continue.' unless given). */
  text?: (item: T) => ReactNode;
  /** The success notification's text. */
  done: string | ((item: T) => string);
  /** The query cache to refresh after a delete. */
  invalidate: QueryKey;
  /** The error notification's text unless the server refused with a message (4xx); 'Something went wrong!' unless given. */
  fallbackError?: string;
  /** After a delete succeeded (e.g. leave the deleted record's page). */
  after?: (item: T) => void;
}

/**
 * Delete with a Yes/No confirmation: `ask(item)` opens the dialog, Yes sends the delete, then the success
 * notification and a refresh of the list; a refusal shows the server's message. Render `dialog` once.
 */
export function useConfirmedDelete<T>({ remove, title, text, done, invalidate, fallbackError, after }: ConfirmedDeleteOptions<T>) {
  const t = useAdminT();
  const shown = useShownText();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (_result, item) => {
      notify.success(t('ui.success'), typeof done === 'string' ? done : done(item));
      await queryClient.invalidateQueries({ queryKey: invalidate });
      after?.(item);
    },
    onError: (error) => notify.error(t('messages.errorTitle'), shown(refusal(error) ?? fallbackError ?? t('messages.somethingWentWrongBang'))),
  });
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={typeof title === 'string' ? title : title(target)}
      text={text && target !== null ? text(target) : undefined}
      onConfirm={() => (target !== null ? mutation.mutateAsync(target).catch(() => undefined) : undefined)}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

/** An "Include Done" / "Include Inactive" switch for a list's toolbar, off at first. */
export function useIncludeToggle(label: string): { include: boolean; toggle: ReactNode } {
  const [include, setInclude] = useState(false);
  return { include, toggle: <Switch label={label} checked={include} onChange={setInclude} /> };
}

/** The API routes a row's Edit (its form's save) and Delete call: each is shown only when the user may call it. */
export interface RowRoutes {
  edit: ApiRoute;
  delete: ApiRoute;
}

/** Edit (a link) and Delete (a link-styled button) of an administration list row, named after the row. */
export function EditDeleteLinks({ name, editTo, onDelete, routes }: { name: string; editTo: string; onDelete?: () => void; routes: RowRoutes }) {
  const may = useMayCall();
  const t = useAdminT();
  return (
    <Row $gap={2}>
      {may(routes.edit) ? (
        <Link to={editTo} aria-label={t('admin.common.editNamed', { name })} {...apiAction(routes.edit)}>
          {t('admin.common.edit')}
        </Link>
      ) : null}
      {onDelete && may(routes.delete) ? (
        <Button variant="link" onClick={onDelete} aria-label={t('admin.common.deleteNamed', { name })} {...apiAction(routes.delete)}>
          {t('admin.common.delete')}
        </Button>
      ) : null}
    </Row>
  );
}

/**
 * Edit and Delete of a jobs-area list row (jobs, equipment, cost codes), each only when its handler is given and the
 * user may call its route: side by side in the table, one action on a phone's card (the "⋯" menu of both, RowActions).
 */
export function EditDeleteButtons({ name, onEdit, onDelete, routes }: { name: string; onEdit?: () => void; onDelete?: () => void; routes: RowRoutes }) {
  const may = useMayCall();
  const t = useAdminT();
  const actions: RowAction[] = [];
  if (onEdit && may(routes.edit)) actions.push({ label: t('admin.common.edit'), onSelect: onEdit, api: routes.edit });
  if (onDelete && may(routes.delete)) actions.push({ label: t('admin.common.delete'), onSelect: onDelete, api: routes.delete, danger: true });
  return <RowActions name={name} actions={actions} />;
}

/**
 * The Actions column of a list whose rows offer Edit and Delete: none for a user who may call neither route (no empty
 * column). Spread it into the columns; `title` is the column's translated title (t('admin.common.actions')).
 */
export function rowActionsColumn<T>(
  may: (route: ApiRoute) => boolean,
  routes: RowRoutes,
  title: string,
  cell: (row: T) => ReactNode,
): DataColumn<T>[] {
  return may(routes.edit) || may(routes.delete) ? [actionsColumn(title, cell)] : [];
}

/** The Actions column of a list (not sortable, not exported; pinned on the right, so on a phone's card too). */
export function actionsColumn<T>(title: string, cell: (row: T) => ReactNode): DataColumn<T> {
  return { id: 'actions', title, sortable: false, exportable: false, pin: 'right', cell };
}
