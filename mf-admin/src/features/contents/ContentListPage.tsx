import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { actionsColumn, EditDeleteLinks, useConfirmedDelete } from '../../lib/list';
import { useAdminT } from '../../i18n';
import type { ContentListKind } from './kinds';

/** A list under /contents (work types, equipment categories, overtime policies) with Add, Edit and Delete (confirmed). */
export function ContentListPage<T extends { id: number; name: string }>({ kind }: { kind: ContentListKind<T> }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const may = useMayCall();
  const canChange = may(kind.routes.edit) || may(kind.routes.delete);
  const items = useQuery({ queryKey: kind.keys.all, queryFn: kind.list });
  const { ask, dialog } = useConfirmedDelete({
    remove: (item: T) => kind.remove(item.id),
    title: t(kind.confirm),
    done: t(kind.deletedMessage),
    invalidate: kind.keys.all,
  });

  const columns = useMemo<DataColumn<T>[]>(() => {
    const cols: DataColumn<T>[] = [{ id: 'name', title: t('admin.common.name') }, ...kind.columns(t)];
    if (!canChange) return cols;
    cols.push(actionsColumn(t('admin.common.actions'), (r) => <EditDeleteLinks name={r.name} editTo={`/contents/${kind.path}/${r.id}/edit`} onDelete={() => ask(r)} routes={kind.routes} />));
    return cols;
  }, [kind, canChange, ask, t]);

  const addButton = (
    <Button variant="primary" onClick={() => navigate(`/contents/${kind.path}/add`)} {...apiAction(kind.routes.add)}>
      {t(kind.addLabel)}
    </Button>
  );

  if (items.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {may(kind.routes.add) ? <Row $justify="flex-end">{addButton}</Row> : null}
      {items.isError || items.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption={t(kind.plural)} tableId={kind.path} data={items.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      {dialog}
    </Stack>
  );
}
