import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { actionsColumn, EditDeleteLinks, useConfirmedDelete } from '../../lib/list';
import type { ContentListKind } from './kinds';

/** A list under /contents (work types, equipment categories, overtime policies) with Add, Edit and Delete (confirmed). */
export function ContentListPage<T extends { id: number; name: string }>({ kind }: { kind: ContentListKind<T> }) {
  const navigate = useNavigate();
  const may = useMayCall();
  const canChange = may(kind.routes.edit) || may(kind.routes.delete);
  const items = useQuery({ queryKey: kind.keys.all, queryFn: kind.list });
  const { ask, dialog } = useConfirmedDelete({
    remove: (item: T) => kind.remove(item.id),
    title: MESSAGES.confirmDelete(kind.confirmNoun),
    done: kind.deletedMessage,
    invalidate: kind.keys.all,
  });

  const columns = useMemo<DataColumn<T>[]>(() => {
    const cols: DataColumn<T>[] = [{ id: 'name', title: 'Name' }, ...kind.columns];
    if (!canChange) return cols;
    cols.push(actionsColumn((r) => <EditDeleteLinks name={r.name} editTo={`/contents/${kind.path}/${r.id}/edit`} onDelete={() => ask(r)} routes={kind.routes} />));
    return cols;
  }, [kind, canChange, ask]);

  const addButton = (
    <Button variant="primary" onClick={() => navigate(`/contents/${kind.path}/add`)} {...apiAction(kind.routes.add)}>
      {kind.addLabel}
    </Button>
  );

  if (items.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {may(kind.routes.add) ? <Row $justify="flex-end">{addButton}</Row> : null}
      {items.isError || items.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption={kind.plural} data={items.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      {dialog}
    </Stack>
  );
}
