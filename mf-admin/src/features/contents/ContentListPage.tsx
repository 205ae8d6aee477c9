import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorBody } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { Button, EmptyState, notify, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import type { ContentItem, ContentKind } from './kinds';

/** /contents/work-types and /contents/equipment-categories: the list with Add, Edit and Delete (confirmed). */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canChange = useCan(kind.permission);
  const items = useQuery({ queryKey: kind.keys.all, queryFn: kind.list });
  const [deleting, setDeleting] = useState<ContentItem | null>(null);

  const remove = useMutation({
    mutationFn: (id: number) => kind.remove(id),
    onSuccess: () => {
      notify.success('Success', kind.deletedMessage);
      return queryClient.invalidateQueries({ queryKey: kind.keys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrongBang),
  });

  const columns = useMemo<DataColumn<ContentItem>[]>(() => {
    const cols: DataColumn<ContentItem>[] = [{ id: 'name', title: 'Name' }];
    if (kind.hasEquipmentFlag) {
      cols.push({
        id: 'isEquipmentRequired',
        title: 'Equipment Required',
        accessor: (r) => (r.isEquipmentRequired ? 'Yes' : 'No'),
      });
    }
    if (!canChange) return cols;
    cols.push({
      id: 'actions',
      title: 'Actions',
      sortable: false,
      exportable: false,
      cell: (r) => (
        <Row $gap={2}>
          <Link to={`/contents/${kind.path}/${r.id}/edit`} aria-label={`Edit ${r.name}`}>
            Edit
          </Link>
          <Button variant="link" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>
            Delete
          </Button>
        </Row>
      ),
    });
    return cols;
  }, [kind, canChange]);

  const addButton = (
    <Button variant="primary" onClick={() => navigate(`/contents/${kind.path}/add`)}>
      {kind.addLabel}
    </Button>
  );

  if (items.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {canChange ? <Row $justify="flex-end">{addButton}</Row> : null}
      {items.isError || items.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption={kind.plural} data={items.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.confirmDelete(kind.confirmNoun)}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id).catch(() => undefined) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
